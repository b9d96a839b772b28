import Foundation
import RecordingFormat
import RecordingValidation
import ReplayRaster
import ReplayTestSupport
import SnapshotRecording
import Testing

@testable import ReplayRendering

/// A recorded `timing` beyond its curve (issue 23): the recorded `delay` holds the new state
/// still before the motion, and an under-damped spring carries rows past their end and back,
/// drawn and kept by culling.
@Suite struct TimelineRecordedTimingTests {
  private static let rows = (0..<30).map { String(format: "row-%02d", $0) }
  private static let rowHeight = 44.0

  /// Apply 1 at 0 s; apply 2 at 1 s inserts "new" at the top (or shows `second`), the offset
  /// unchanged (0), so every row moves down one row; its layout line records `timing`.
  private static func renderer(timing: RecordedTiming, second: [String]? = nil) throws
    -> RecordingRenderer
  {
    var lines = [
      #"{"format":"snapshot-replay","version":1,"render":{"layout":"list","listStyle":"inset-grouped","fps":100,"hold":0}}"#
    ]
    for (seq, ids) in [(1, rows), (2, second ?? ["new"] + rows)] {
      let items = ids.map { #"{"id":"\#($0)","label":"\#($0)"}"# }.joined(separator: ",")
      lines.append(
        #"{"type":"apply","seq":\#(seq),"time":\#(seq - 1),"sections":[{"id":"main","items":[\#(items)]}]}"#
      )
      var layout = LayoutEvent(
        seq: seq, time: Double(seq - 1), view: .collection,
        bounds: RecordedSize(width: 390, height: 844), offset: RecordedPoint(x: 0, y: 0),
        content: RecordedSize(width: 390, height: 70 + Double(ids.count) * rowHeight))
      layout.list = .insetGrouped
      layout.items = ids.enumerated().map {
        LayoutEvent.ItemFrame(
          id: $1,
          rect: RecordedRect(x: 16, y: 35 + Double($0) * rowHeight, width: 358, height: rowHeight))
      }
      if seq == 2 { layout.timing = timing }
      lines.append(RecordingWriter.line(for: .layout(layout)))
    }
    let url = try ScratchDirectory.file(prefix: "TimelineRecordedTimingTests")
    try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: url)
    return try RecordingRenderer(
      source: ReplaySource(contentsOf: url), keeping: .everyApply)
  }

  private static func y(of row: String, atFrame index: Int, _ timeline: FrameTimeline) throws
    -> Double
  {
    let item = try #require(
      timeline.items(at: index).first { LayoutEvent.ItemFrame.key(of: $0.id) == row },
      "\(row) is not drawn at frame \(index)")
    return item.frame.y
  }

  @Test func aDelayedApplyHoldsStillForItsDelayThenMoves() throws {
    let timeline = try Self.renderer(
      timing: RecordedTiming(
        duration: 0.5, delay: 0.2, curve: .cubic(x1: 0, y1: 0, x2: 1, y2: 1))
    ).timeline
    // The apply keeps its place in the schedule; the motion starts 0.2 s later.
    #expect(timeline.schedule.map(\.start) == [0, 1])
    let before = 35 + 5 * Self.rowHeight
    for frame in [100, 110, 119, 120] {
      #expect(try Self.y(of: "row-05", atFrame: frame, timeline) == before, "frame \(frame)")
    }
    // Linear from 1.2 s over 0.5 s: half-way at 1.45 s.
    #expect(abs(try Self.y(of: "row-05", atFrame: 145, timeline) - (before + 22)) < 1e-6)
    #expect(try Self.y(of: "row-05", atFrame: 170, timeline) == before + Self.rowHeight)
    // The timeline lasts until the delayed motion has settled.
    #expect(timeline.frameCount == 171)
    // Pixels: every frame of the delay is the frame before the apply.
    let still = try SceneDrawer().draw(timeline.frame(at: 99).scene)
    for frame in [100, 110, 119] {
      #expect(try SceneDrawer().draw(timeline.frame(at: frame).scene) == still, "frame \(frame)")
    }
    #expect(try SceneDrawer().draw(timeline.frame(at: 145).scene) != still)
  }

  @Test func anUnderDampedSpringOvershootsItsEndAndSettles() throws {
    // ζ = 0.1: the first peak, at t = π/ω_d ≈ 0.3157 s, passes the end by e^(−ζπ/√(1−ζ²))
    // ≈ 0.7292 of the distance.
    let spring = RecordedTiming.Spring(mass: 1, stiffness: 100, damping: 2, initialVelocity: 0)
    let timeline = try Self.renderer(
      timing: RecordedTiming(duration: 2, curve: .spring(spring))
    ).timeline
    let end = 35 + 6 * Self.rowHeight
    let peak = try Self.y(of: "row-05", atFrame: 132, timeline)
    let expected = TransitionCurve.spring(spring, at: 0.32)
    #expect(expected > 1.7)
    #expect(abs(peak - (end - Self.rowHeight + Self.rowHeight * expected)) < 1e-6)
    #expect(peak > end + 30)
    #expect(try Self.y(of: "row-05", atFrame: 300, timeline) == end)
    // Pixels: the peak frame is neither the settled one nor any frame before the apply.
    let peakImage = try SceneDrawer().draw(timeline.frame(at: 132).scene)
    #expect(peakImage != (try SceneDrawer().draw(timeline.frame(at: 300).scene)))
    #expect(peakImage != (try SceneDrawer().draw(timeline.frame(at: 99).scene)))
  }

  @Test func aRowWhoseOvershootReachesTheCanvasIsDrawn() throws {
    // Deleting row-00 moves every row up one row. row-20 goes from y = 915 to 871, both below
    // the 844-point canvas; the spring carries it up past its end to 871 − 0.73 × 44 ≈ 839, on
    // the canvas. Culling that assumed every curve stays within 0…1 would have dropped it.
    let spring = RecordedTiming.Spring(mass: 1, stiffness: 100, damping: 2, initialVelocity: 0)
    let timeline = try Self.renderer(
      timing: RecordedTiming(duration: 2, curve: .spring(spring)),
      second: Array(Self.rows.dropFirst())
    ).timeline
    let peak = try Self.y(of: "row-20", atFrame: 132, timeline)
    #expect(peak < 844)
    #expect(abs(peak - (915 - Self.rowHeight * TransitionCurve.spring(spring, at: 0.32))) < 1e-6)
  }
}
