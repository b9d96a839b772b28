import ReplayRendering
import ReplayTestSupport
import SnapshotRecording
import Testing

/// Outline sections in the list layout (recording format v1, "Outline items"): rows indent by
/// level as a list cell's `indentationLevel` does, and parents carry the outline disclosure
/// chevron (`UICellAccessory.outlineDisclosure`, trailing in iOS), pointing right when collapsed
/// and down when expanded; the grid shows the same items flat.
@Suite struct LayoutOutlineTests {
  typealias R = RecordingBuilder
  let list = ListLayout(width: 390, style: .plain, scale: 2)

  /// docs (expanded) › notes (expanded) › draft; docs › todo; music (collapsed); loose.
  private let tree = R.section(
    "files",
    [
      R.item("docs", expanded: true), R.item("notes", parent: "docs", expanded: true),
      R.item("draft", parent: "notes"), R.item("todo", parent: "docs"),
      R.item("music", expanded: false), R.item("loose"),
    ])

  private func look(_ id: RecordedID, in state: ArrangedState) -> SceneElement? {
    state.elements.first { $0.key == .item(id) }?.look
  }

  @Test func rowsIndentTenPointsPerLevel() {
    let state = list.arrange([tree])
    #expect(
      ["docs", "notes", "draft", "todo", "music", "loose"].map {
        look(.string($0), in: state)?.indentation
      } == [0, 10, 20, 10, 0, 0])
    // The row itself stays full width: only its content moves in.
    #expect(look("draft", in: state)?.frame == SceneRect(x: 0, y: 88, width: 390, height: 44))
  }

  @Test func parentsCarryAChevronPointingDownWhenExpandedAndRightWhenCollapsed() {
    let state = list.arrange([tree])
    #expect(look("docs", in: state)?.disclosureAngle == 90)
    #expect(look("notes", in: state)?.disclosureAngle == 90)
    #expect(look("music", in: state)?.disclosureAngle == 0)
    #expect(look("draft", in: state)?.disclosureAngle == nil)
    #expect(look("loose", in: state)?.disclosureAngle == nil)
  }

  @Test func aParentWithListedChildrenButNoExpandedKeyShowsExpanded() {
    let state = list.arrange([R.section("s", [R.item("a"), R.item("b", parent: "a")])])
    #expect(look("a", in: state)?.disclosureAngle == 90)
  }

  @Test func aSeparatorStartsUnderItsRowsIndentedLabel() {
    let state = list.arrange([tree])
    let separator = state.elements.first { $0.key == .separator("draft") }?.look
    #expect(separator?.frame == SceneRect(x: 36, y: 131.5, width: 354, height: 0.5))
  }

  @Test func deepNestingIndentsAtMostHalfTheRow() {
    let chain = (0..<100).map { R.item("i\($0)", parent: $0 == 0 ? nil : "i\($0 - 1)") }
    let state = list.arrange([R.section("s", chain)])
    #expect(look("i10", in: state)?.indentation == 100)
    #expect(look("i99", in: state)?.indentation == 195)
  }

  @Test func flatSectionsAreUnchanged() {
    let state = list.arrange([Fixture.section("s", ["a", "b"])])
    #expect(look("a", in: state)?.indentation == 0)
    #expect(look("a", in: state)?.disclosureAngle == nil)
    #expect(
      state.elements.first { $0.key == .separator("a") }?.look.frame
        == SceneRect(x: 16, y: 43.5, width: 374, height: 0.5))
  }

  @Test func theGridShowsOutlineItemsFlatInDisplayOrder() {
    let grid = GridLayout(options: Fixture.grid).arrange([tree])
    let cells = grid.elements.filter { $0.look.kind == .gridCell }
    #expect(
      cells.map(\.key)
        == ["docs", "notes", "draft", "todo", "music", "loose"].map {
          ElementKey.item(.string($0))
        })
    #expect(cells.allSatisfy { $0.look.indentation == 0 && $0.look.disclosureAngle == nil })
  }
}
