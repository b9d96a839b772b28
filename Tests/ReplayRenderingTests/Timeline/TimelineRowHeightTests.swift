import ReplayRendering
import SnapshotRecording
import Testing

/// Self-sizing rows in the timeline: a row whose content makes it taller grows over the
/// transition, and the rows below slide down with it.
@Suite struct TimelineRowHeightTests {
  @Test func aRowThatGainsASubtitleGrowsOverTheTransition() throws {
    let before = RecordedSection(
      id: "s", items: [RecordedItem(id: "a", label: "Nacho"), RecordedItem(id: "b", label: "B")])
    let after = RecordedSection(
      id: "s",
      items: [
        RecordedItem(id: "a", label: "Nacho", subtitle: "Secured, strong signal"),
        RecordedItem(id: "b", label: "B"),
      ])
    let timeline = try FrameTimeline(
      validating: [
        Fixture.apply(1, at: 0, [before]), Fixture.apply(2, at: 1, [after], reconfigured: ["a"]),
      ], options: Fixture.list)
    func row(_ label: String, atFrame index: Int) throws -> SceneRect {
      try #require(timeline.frame(at: index).scene.element(labelled: label)).frame
    }
    let start = try row("Nacho", atFrame: 10)
    let middle = try row("Nacho", atFrame: 15)
    let end = try row("Nacho", atFrame: 20)
    #expect(start.height == 44)
    #expect(end.height > 55, "a row with a subtitle is \(end.height) pt")
    // Linear: halfway in height, and the next row halfway down.
    #expect(abs(middle.height - (start.height + end.height) / 2) < 0.001)
    #expect(abs(try row("B", atFrame: 15).y - (44 + end.height) / 2) < 0.001)
    #expect(timeline.frame(at: 20).scene.element(labelled: "Nacho")?.subtitle != nil)
  }
}
