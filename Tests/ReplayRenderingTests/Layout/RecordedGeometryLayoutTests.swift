import Foundation
import RecordingFormat
import RecordingValidation
import ReplayTestSupport
import SnapshotRecording
import Testing

@testable import ReplayRendering

/// Recorded geometry wins (issue 23): an apply followed by its `layout` line settles with each
/// item's cell exactly on its recorded rect, seen from the recorded offset; the canvas is the
/// recorded bounds; an insert above the visible rect with the offset unchanged pushes the
/// visible rows down by the inserted height; transitions pass between the two recorded rects
/// and last the recorded duration; a streamed render places every cell as a parsed one does.
@Suite struct RecordedGeometryLayoutTests {
  /// A settings-like inset-grouped list scrolled to its middle (offset 400): 30 rows, then two
  /// inserted at the top, then two deleted from the middle.
  private static let steps: [[String]] = {
    let rows = (0..<30).map { String(format: "item-%02d", $0) }
    let inserted = ["new-a", "new-b"] + rows
    return [rows, inserted, Array(inserted[..<10] + inserted[12...])]
  }()
  private static let offset = 400.0
  private static let rowHeight = 44.0

  /// Each row's recorded rect: 35 points of top margin, then 44-point rows.
  private static func rect(at index: Int) -> RecordedRect {
    RecordedRect(x: 16, y: 35 + Double(index) * rowHeight, width: 358, height: rowHeight)
  }

  private static func recordingText() -> String {
    var lines = [
      #"{"format":"snapshot-replay","version":1,"render":{"layout":"list","listStyle":"inset-grouped","fps":30}}"#
    ]
    for (index, rows) in steps.enumerated() {
      let seq = index + 1
      let items = rows.map { #"{"id":"\#($0)","label":"\#($0)"}"# }.joined(separator: ",")
      lines.append(
        #"{"type":"apply","seq":\#(seq),"time":\#(index),"sections":[{"id":"main","items":[\#(items)]}]}"#
      )
      var layout = LayoutEvent(
        seq: seq, time: Double(index) + 0.01, view: .collection,
        bounds: RecordedSize(width: 390, height: 844), offset: RecordedPoint(x: 0, y: offset),
        content: RecordedSize(width: 390, height: 35 + Double(rows.count) * rowHeight + 35))
      layout.list = .insetGrouped
      layout.insets = RecordedInsets(top: 91, left: 0, bottom: 34, right: 0)
      layout.items = rows.enumerated().map { LayoutEvent.ItemFrame(id: $1, rect: rect(at: $0)) }
      layout.timing = RecordedTiming(
        duration: 0.5, curve: .cubic(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1))
      lines.append(RecordingWriter.line(for: .layout(layout)))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func renderer(keepingFilesUpTo kept: Int64 = ReplaySource.keptFileSize) throws
    -> RecordingRenderer
  {
    let url = try ScratchDirectory.file(prefix: "RecordedGeometryLayoutTests")
    try Data(recordingText().utf8).write(to: url)
    return try RecordingRenderer(
      source: ReplaySource(contentsOf: url, keepingFilesUpTo: kept), keeping: .everyApply)
  }

  /// The frame index at `time`.
  private static func frame(at time: Double, _ timeline: FrameTimeline) -> Int {
    min(Int((time * timeline.options.fps + 1e-9).rounded(.down)), timeline.frameCount - 1)
  }

  private static func cells(at time: Double, _ timeline: FrameTimeline) -> [String: SceneRect] {
    var cells: [String: SceneRect] = [:]
    for item in timeline.items(at: frame(at: time, timeline)) {
      cells[LayoutEvent.ItemFrame.key(of: item.id)] = item.frame
    }
    return cells
  }

  @Test func theCanvasIsTheRecordedBoundsAndTransitionsLastTheRecordedDuration() throws {
    let timeline = try Self.renderer().timeline
    #expect(timeline.canvasSize == SceneSize(width: 390, height: 844))
    #expect(timeline.schedule.map(\.duration) == [0, 0.5, 0.5])
  }

  @Test func eachSettledCellCoversExactlyItsRecordedRect() throws {
    let timeline = try Self.renderer().timeline
    for (step, entry) in timeline.schedule.enumerated() {
      let cells = Self.cells(at: entry.end + 0.1, timeline)
      var checked = 0
      for (index, id) in Self.steps[step].enumerated() {
        let rect = Self.rect(at: index)
        let expected = SceneRect(
          x: rect.x, y: rect.y - Self.offset, width: rect.width, height: rect.height)
        // Only the cells on the canvas are drawn.
        guard expected.y + expected.height > 0, expected.y < 844 else { continue }
        let cell = try #require(cells[id], "step \(step): \(id) is not drawn")
        #expect(abs(cell.x - expected.x) <= 0.5 && abs(cell.y - expected.y) <= 0.5, "\(id)")
        #expect(
          abs(cell.width - expected.width) <= 0.5 && abs(cell.height - expected.height) <= 0.5)
        checked += 1
      }
      #expect(checked >= 18, "step \(step) checked \(checked) cells")
    }
  }

  @Test func anInsertAboveTheVisibleRectPushesVisibleRowsDownByItsHeight() throws {
    let timeline = try Self.renderer().timeline
    let before = Self.cells(at: timeline.schedule[0].end + 0.1, timeline)
    let after = Self.cells(at: timeline.schedule[1].end + 0.1, timeline)
    for id in ["item-10", "item-15", "item-20"] {
      let moved = try #require(after[id]).y - (try #require(before[id]).y)
      #expect(abs(moved - 2 * Self.rowHeight) <= 0.5, "\(id) moved \(moved)")
    }
  }

  @Test func aMidTransitionCellLiesBetweenItsTwoRecordedRects() throws {
    let timeline = try Self.renderer().timeline
    let entry = timeline.schedule[1]
    let from = try #require(Self.cells(at: timeline.schedule[0].end + 0.1, timeline)["item-12"])
    let to = try #require(Self.cells(at: entry.end + 0.1, timeline)["item-12"])
    let middle = try #require(Self.cells(at: entry.start + entry.duration / 2, timeline)["item-12"])
    #expect(from.y < middle.y && middle.y < to.y, "\(from.y) < \(middle.y) < \(to.y)")
  }

  @Test func aStreamedRenderPlacesEveryCellAsAParsedOneDoes() throws {
    let parsed = try Self.renderer().timeline
    let streamed = try Self.renderer(keepingFilesUpTo: 0)
    #expect(streamed.timeline.canvasSize == parsed.canvasSize)
    #expect(streamed.timeline.schedule == parsed.schedule)
    #expect(streamed.timeline.frameCount == parsed.frameCount)
  }

  @Test func theRecordedCurveEasesTheApplysTransitions() throws {
    let timeline = try Self.renderer().timeline
    let entry = timeline.schedule[1]
    let from = try #require(Self.cells(at: timeline.schedule[0].end + 0.1, timeline)["item-12"])
    let to = try #require(Self.cells(at: entry.end + 0.1, timeline)["item-12"])
    let curve = TransitionCurve(
      RecordedTiming(duration: 0.5, curve: .cubic(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)))
    var checked = 0
    for index in 0..<timeline.frameCount {
      let time = timeline.time(ofFrame: index)
      guard time > entry.start, time < entry.end else { continue }
      let cell = try #require(
        timeline.items(at: index).first { LayoutEvent.ItemFrame.key(of: $0.id) == "item-12" })
      let expected = from.y + (to.y - from.y) * curve.value(at: (time - entry.start) / 0.5)
      #expect(abs(cell.frame.y - expected) < 1e-6, "frame \(index)")
      checked += 1
    }
    #expect(checked >= 10)
  }
}
