import Foundation
import RecordingFormat
import RecordingValidation
import ReplayRaster
import ReplayTestSupport
import SnapshotRecording
import Testing

@testable import ReplayRendering

/// `scroll` lines between applies are drawn (issue 23): the viewport moves at each line's
/// recorded time, dense samples join into one smooth movement, the next apply starts from where
/// the scroll left every row, and the schedule keeps one entry per apply.
@Suite struct TimelineScrollTests {
  private static let rows = (0..<40).map { String(format: "row-%02d", $0) }
  private static let rowHeight = 44.0

  private static func rect(at index: Int) -> RecordedRect {
    RecordedRect(x: 16, y: 35 + Double(index) * rowHeight, width: 358, height: rowHeight)
  }

  /// An apply line of one section, "main", holding `items` (JSON objects).
  private static func applyLine(seq: Int, time: Double, items: String) -> String {
    #"{"type":"apply","seq":\#(seq),"time":\#(time),"#
      + #""sections":[{"id":"main","items":[\#(items)]}]}"#
  }

  /// Apply 1 at 0 s scrolled to the top (offset 0); scroll lines at 0.3, 0.4 and 0.5 s to
  /// offsets 50, 100 and 150 (10 Hz); apply 2 at 1 s, the same rows, recorded at offset 150;
  /// then one settled scroll line at 2 s to offset 200, after the last apply.
  private static func recordingText(scrollAfterLast: Bool = true, sequential: Bool = false)
    -> String
  {
    var lines = [
      #"{"format":"snapshot-replay","version":1,"render":{"layout":"list","listStyle":"inset-grouped","#
        + #""fps":100,"hold":0\#(sequential ? #","timing":"sequential""# : "")}}"#
    ]
    let items = rows.map { #"{"id":"\#($0)","label":"\#($0)"}"# }.joined(separator: ",")
    func layout(seq: Int, time: Double, offset: Double) -> String {
      var layout = LayoutEvent(
        seq: seq, time: time, view: .collection,
        bounds: RecordedSize(width: 390, height: 844), offset: RecordedPoint(x: 0, y: offset),
        content: RecordedSize(width: 390, height: 70 + Double(rows.count) * rowHeight))
      layout.list = .insetGrouped
      layout.items = rows.enumerated().map { LayoutEvent.ItemFrame(id: $1, rect: rect(at: $0)) }
      layout.timing = RecordedTiming(duration: 0.5, curve: .cubic(x1: 0, y1: 0, x2: 1, y2: 1))
      return RecordingWriter.line(for: .layout(layout))
    }
    lines.append(applyLine(seq: 1, time: 0, items: items))
    lines.append(layout(seq: 1, time: 0, offset: 0))
    for (time, offset) in [(0.3, 50), (0.4, 100), (0.5, 150)] {
      lines.append(#"{"type":"scroll","time":\#(time),"offset":[0,\#(offset)]}"#)
    }
    lines.append(applyLine(seq: 2, time: 1, items: items))
    lines.append(layout(seq: 2, time: 1, offset: 150))
    if scrollAfterLast { lines.append(#"{"type":"scroll","time":2,"offset":[0,200]}"#) }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func renderer(
    keepingFilesUpTo kept: Int64 = ReplaySource.keptFileSize, scrollAfterLast: Bool = true,
    sequential: Bool = false
  ) throws -> RecordingRenderer {
    let url = try ScratchDirectory.file(prefix: "TimelineScrollTests")
    try Data(
      recordingText(scrollAfterLast: scrollAfterLast, sequential: sequential).utf8
    ).write(to: url)
    return try RecordingRenderer(
      source: ReplaySource(contentsOf: url, keepingFilesUpTo: kept), keeping: .everyApply)
  }

  /// The drawn y of `row` at `time` (frames every 10 ms).
  private static func y(of row: String, at time: Double, _ timeline: FrameTimeline) throws
    -> Double
  {
    let index = min(Int((time * 100 + 1e-9).rounded(.down)), timeline.frameCount - 1)
    let item = try #require(
      timeline.items(at: index).first { LayoutEvent.ItemFrame.key(of: $0.id) == row },
      "\(row) is not drawn at \(time) s")
    return item.frame.y
  }

  @Test func aScrollLineMovesTheVisibleRowsAtItsRecordedTime() throws {
    let timeline = try Self.renderer().timeline
    let settled = Self.rect(at: 5).y
    // Before the first line's movement (it starts one sampling interval before it).
    #expect(try Self.y(of: "row-05", at: 0.1, timeline) == settled)
    // At each sample, exactly its offset.
    #expect(try Self.y(of: "row-05", at: 0.3, timeline) == settled - 50)
    #expect(try Self.y(of: "row-05", at: 0.4, timeline) == settled - 100)
    #expect(try Self.y(of: "row-05", at: 0.8, timeline) == settled - 150)
  }

  @Test func denseSamplesMoveTheViewportSmoothlyBetweenThem() throws {
    let timeline = try Self.renderer().timeline
    let settled = Self.rect(at: 5).y
    // Half-way between the samples at 0.4 s (100) and 0.5 s (150): 125, not a cut.
    #expect(abs(try Self.y(of: "row-05", at: 0.45, timeline) - (settled - 125)) < 1e-9)
    #expect(abs(try Self.y(of: "row-05", at: 0.25, timeline) - (settled - 25)) < 1e-9)
  }

  @Test func theNextApplyStartsWhereTheScrollLeftTheRows() throws {
    let timeline = try Self.renderer().timeline
    let settled = Self.rect(at: 5).y - 150
    // Through apply 2's transition the unchanged rows stay put: no jump back to offset 0.
    for time in [1.0, 1.1, 1.25, 1.49, 1.6] {
      #expect(try Self.y(of: "row-05", at: time, timeline) == settled, "at \(time) s")
    }
  }

  @Test func aScrollAfterTheLastApplyLengthensTheTimelineAndIsDrawn() throws {
    let without = try Self.renderer(scrollAfterLast: false).timeline
    let with = try Self.renderer().timeline
    #expect(without.frameCount == 151)
    #expect(with.frameCount == 201)
    #expect(try Self.y(of: "row-10", at: 2, with) == Self.rect(at: 10).y - 200)
  }

  @Test func sequentialTimingSqueezesScrollsIntoTheApplysOwnTime() throws {
    let timeline = try Self.renderer(sequential: true).timeline
    // Apply 2 starts one frame after apply 1; the scroll after it (recorded a second later)
    // is reached by the end of apply 2's 0.5 s, not a second of output later.
    #expect(timeline.schedule.map(\.start) == [0, 0.01])
    #expect(timeline.frameCount == 52)
    #expect(try Self.y(of: "row-10", at: 0.51, timeline) == Self.rect(at: 10).y - 200)
  }

  @Test func scrollsGetNoScheduleEntryOfTheirOwn() throws {
    let timeline = try Self.renderer().timeline
    #expect(timeline.schedule.map(\.seq) == [1, 2])
  }

  @Test func aStreamedRenderDrawsTheScrollAsAParsedOneDoes() throws {
    let parsed = try Self.renderer().timeline
    let streamed = try Self.renderer(keepingFilesUpTo: 0)
    #expect(streamed.timeline.schedule == parsed.schedule)
    #expect(streamed.timeline.frameCount == parsed.frameCount)
    for index in [0, 25, 45, 80, 120, 200] {
      #expect(
        try streamed.frames.frame(at: index).scene == parsed.frame(at: index).scene,
        "frame \(index)")
    }
  }

  @Test func aScrollMidWayMovesTheDrawnRowsByTheExpectedPixels() throws {
    let timeline = try Self.renderer().timeline
    // At 0.45 s the content is drawn 125 pt higher than at 0 s.
    let scale = timeline.options.scale
    let before = try SceneDrawer().draw(timeline.frame(at: 0).scene)
    let during = try SceneDrawer().draw(timeline.frame(at: 45).scene)
    let shift = Int((125 * scale).rounded())
    // A band of rows well inside the content, below the bars in both frames.
    var compared = 0
    for py in Int(400 * scale)..<Int(600 * scale) {
      for px in stride(from: 0, to: before.width, by: 7) {
        #expect(during[px, py] == before[px, py + shift], "pixel \(px), \(py)")
        compared += 1
      }
    }
    #expect(compared > 1000)
  }

  /// Apply 1 at offset 0; scrolled to 150 by 0.5 s; apply 2 at 1 s relabels row-01 (scrolled
  /// off, above the viewport) and row-10 (on screen) without reloading them; scrolled back to
  /// the top by 2.5 s; apply 3 at 3 s, unchanged, recorded at offset 0.
  private static func relabelingText() -> String {
    var lines = [
      #"{"format":"snapshot-replay","version":1,"render":{"layout":"list","listStyle":"inset-grouped","fps":100,"hold":0}}"#
    ]
    func apply(seq: Int, time: Double, relabeled: Bool) -> String {
      let items = rows.map { row in
        let label = relabeled && (row == "row-01" || row == "row-10") ? "\(row) new" : row
        return #"{"id":"\#(row)","label":"\#(label)"}"#
      }.joined(separator: ",")
      return applyLine(seq: seq, time: time, items: items)
    }
    func layout(seq: Int, time: Double, offset: Double) -> String {
      var layout = LayoutEvent(
        seq: seq, time: time, view: .collection,
        bounds: RecordedSize(width: 390, height: 844), offset: RecordedPoint(x: 0, y: offset),
        content: RecordedSize(width: 390, height: 70 + Double(rows.count) * rowHeight))
      layout.list = .insetGrouped
      layout.items = rows.enumerated().map { LayoutEvent.ItemFrame(id: $1, rect: rect(at: $0)) }
      return RecordingWriter.line(for: .layout(layout))
    }
    lines += [apply(seq: 1, time: 0, relabeled: false), layout(seq: 1, time: 0, offset: 0)]
    lines.append(#"{"type":"scroll","time":0.5,"offset":[0,150]}"#)
    lines += [apply(seq: 2, time: 1, relabeled: true), layout(seq: 2, time: 1, offset: 150)]
    lines.append(#"{"type":"scroll","time":2.5,"offset":[0,0]}"#)
    lines += [apply(seq: 3, time: 3, relabeled: true), layout(seq: 3, time: 3, offset: 0)]
    return lines.joined(separator: "\n") + "\n"
  }

  @Test func aCellScrolledOffBeforeAnApplyGetsItsNewContentAndAVisibleOneKeepsItsOld() throws {
    let url = try ScratchDirectory.file(prefix: "TimelineScrollTests")
    try Data(Self.relabelingText().utf8).write(to: url)
    let timeline = try RecordingRenderer(
      source: ReplaySource(contentsOf: url), keeping: .everyApply
    ).timeline
    // Back at the top after apply 3: both rows are on screen again.
    var labels: [String: Double] = [:]
    for element in timeline.frame(at: 330).scene.elements {
      if let label = element.label, labels[label] == nil { labels[label] = element.frame.y }
    }
    // row-01 was above the viewport when apply 2 relabeled it: configured afresh on the way
    // back. row-10 was on screen: UIKit keeps a visible cell's content until it is reloaded
    // or reconfigured. Judged against the whole canvas at offset 0, row-01 would be stale.
    #expect(labels["row-01 new"] != nil)
    #expect(labels["row-01"] == nil)
    #expect(labels["row-10"] != nil)
    #expect(labels["row-10 new"] == nil)
  }

  /// Without `layout` lines: a plain list of 40 rows; a scroll line at 0.5 s to offset 200;
  /// apply 2 at 1 s inserts a row at the top; apply 3 at 2 s leaves five rows.
  private static func modelOnlyTimeline() throws -> FrameTimeline {
    var lines = [
      #"{"format":"snapshot-replay","version":1,"render":{"layout":"list","fps":100,"hold":0}}"#
    ]
    func items(_ ids: [String]) -> String {
      ids.map { #"{"id":"\#($0)","label":"\#($0)"}"# }.joined(separator: ",")
    }
    lines.append(applyLine(seq: 1, time: 0, items: items(rows)))
    lines.append(#"{"type":"scroll","time":0.5,"offset":[0,200]}"#)
    lines.append(applyLine(seq: 2, time: 1, items: items(["new"] + rows)))
    lines.append(applyLine(seq: 3, time: 2, items: items(Array(rows.prefix(5)))))
    let url = try ScratchDirectory.file(prefix: "TimelineScrollTests")
    try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: url)
    return try RecordingRenderer(
      source: ReplaySource(contentsOf: url), keeping: .everyApply
    ).timeline
  }

  @Test func withoutGeometryTheModelFollowsScrollsKeepsTheOffsetAndClampsIt() throws {
    let timeline = try Self.modelOnlyTimeline()
    let top = try Self.y(of: "row-10", at: 0, timeline)
    let rowStep = try Self.y(of: "row-11", at: 0, timeline) - top
    // Scrolled by 200 points (the plain list has no bars: no inset to add).
    #expect(try Self.y(of: "row-10", at: 0.8, timeline) == top - 200)
    // The insert above keeps the offset: the visible rows move down one row.
    #expect(abs(try Self.y(of: "row-10", at: 1.9, timeline) - (top - 200 + rowStep)) < 1e-9)
    // Five rows fit on the canvas: the offset clamps to 0, the rows back at their places.
    let unscrolled = try Self.y(of: "row-02", at: 0, timeline)
    #expect(try Self.y(of: "row-02", at: 2.5, timeline) == unscrolled)
    #expect(timeline.schedule.map(\.seq) == [1, 2, 3])
  }
}
