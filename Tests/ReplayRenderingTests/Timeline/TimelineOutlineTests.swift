import ReplayRendering
import ReplayTestSupport
import SnapshotRecording
import Testing

/// Expanding and collapsing on the timeline: a recording lists only visible items (reference
/// §1.3, `visibleItems`), so children arrive and leave as rows do, while the parent's chevron
/// turns over the transition and a re-parented row slides to its new indentation.
@Suite struct TimelineOutlineTests {
  typealias R = RecordingBuilder

  /// An item labelled with its identifier, so that frames can find it by label.
  private static func item(_ id: String, parent: String? = nil, expanded: Bool? = nil)
    -> RecordedItem
  {
    R.item(id, label: id, parent: parent, expanded: expanded)
  }

  private let collapsed = [
    R.section("files", [Self.item("docs", expanded: false), Self.item("music")])
  ]
  private let expanded = [
    R.section(
      "files",
      [
        Self.item("docs", expanded: true), Self.item("notes", parent: "docs"),
        Self.item("todo", parent: "docs"), Self.item("music"),
      ])
  ]

  private func timeline(_ steps: [[RecordedSection]]) throws -> FrameTimeline {
    let applies = steps.enumerated().map {
      R.apply($0.offset + 1, at: Double($0.offset), $0.element)
    }
    return try FrameTimeline(validating: applies, options: Fixture.list)
  }

  @Test func theChevronTurnsFromRightToDownOverTheExpandTransition() throws {
    let frames = try timeline([collapsed, expanded])
    func angle(at index: Int) -> Double? {
      frames.frame(at: index).scene.element(labelled: "docs")?.disclosureAngle
    }
    #expect(angle(at: 0) == 0)
    #expect(angle(at: 10) == 0)
    #expect(abs((angle(at: 13) ?? -1) - 27) < 1e-9)
    #expect(angle(at: 15) == 45)
    #expect(angle(at: 20) == 90)
  }

  @Test func theChevronTurnsBackWhenCollapsing() throws {
    let frames = try timeline([expanded, collapsed])
    #expect(frames.frame(at: 15).scene.element(labelled: "docs")?.disclosureAngle == 45)
    #expect(frames.frame(at: 20).scene.element(labelled: "docs")?.disclosureAngle == 0)
  }

  @Test func expandingInsertsTheChildrenBelowTheParentWithTheRowAnimation() throws {
    let frames = try timeline([collapsed, expanded])
    let middle = frames.frame(at: 15).scene
    // Fixture.list rows are 44 pt: the children settle at rows 1 and 2, fading in (`automatic`
    // fades rows that are neither first nor last), indented one level.
    let notes = middle.element(labelled: "notes")
    #expect(notes?.frame.y == 44)
    #expect(notes?.opacity == 0.5)
    #expect(notes?.indentation == 10)
    #expect(middle.element(labelled: "music")?.frame.y == 88)
    #expect(frames.frame(at: 20).scene.element(labelled: "todo")?.frame.y == 88)
  }

  @Test func collapsingRemovesTheChildren() throws {
    let frames = try timeline([expanded, collapsed])
    #expect(frames.frame(at: 15).scene.element(labelled: "notes")?.opacity == 0.5)
    #expect(frames.frame(at: 20).scene.elements(labelled: "notes").isEmpty)
    #expect(frames.frame(at: 20).scene.element(labelled: "music")?.frame.y == 44)
  }

  @Test func aRowMovedToAnotherLevelSlidesToItsNewIndentation() throws {
    let before = [
      R.section("s", [Self.item("a", expanded: true), Self.item("b", parent: "a"), Self.item("c")])
    ]
    let after = [
      R.section("s", [Self.item("a", expanded: true), Self.item("c", parent: "a"), Self.item("b")])
    ]
    let frames = try timeline([before, after])
    #expect(frames.frame(at: 15).scene.element(labelled: "b")?.indentation == 5)
    #expect(frames.frame(at: 15).scene.element(labelled: "c")?.indentation == 5)
    #expect(frames.frame(at: 20).scene.element(labelled: "c")?.indentation == 10)
  }
}
