import ReplayTestSupport
import SnapshotDiff
import SnapshotRecording
import Testing

/// `diff` on outline sections (recording format v1, "Outline items"): a recording lists only
/// visible items (reference §1.3, `visibleItems`), so expanding a parent is its children
/// inserted right below it and collapsing is their deletion; the text adds levels and the
/// disclosure changes, and the JSON keeps the contract's keys.
@Suite struct OutlineDiffTests {
  typealias R = RecordingBuilder

  private let collapsed = R.section(
    "files",
    [R.item("docs", expanded: false), R.item("music", expanded: false)])
  private let expanded = R.section(
    "files",
    [
      R.item("docs", expanded: true), R.item("notes", parent: "docs", expanded: false),
      R.item("todo", parent: "docs"), R.item("music", expanded: false),
    ])

  private func diff(_ from: RecordedSection, _ to: RecordedSection) throws -> TransitionDiff {
    TransitionDiff(
      from: try validated(R.apply(1, at: 0, [from])), to: try validated(R.apply(2, at: 1, [to])))
  }

  @Test func expandingInsertsTheChildrenRightBelowTheParent() throws {
    let diff = try diff(collapsed, expanded)
    #expect(diff.changeset.items.inserted.map(\.id) == ["notes", "todo"])
    #expect(diff.changeset.items.inserted.map(\.indexPath.item) == [1, 2])
    #expect(diff.changeset.items.deleted.isEmpty && diff.changeset.items.moved.isEmpty)
    #expect(
      diff.text == """
        1 → 2: items 2 inserted
          section files:
        ▾ expanded docs
        + notes at [0,1] (level 1)
        + todo at [0,2] (level 1)
          … 1 unchanged

        """)
  }

  @Test func collapsingDeletesTheVisibleDescendants() throws {
    var deeper = expanded
    deeper.items[1].expanded = true
    deeper.items.insert(R.item("draft", parent: "notes"), at: 2)
    let diff = try diff(deeper, collapsed)
    #expect(diff.changeset.items.deleted.map(\.id) == ["notes", "draft", "todo"])
    #expect(
      diff.text == """
        1 → 2: items 3 deleted
          section files:
        ▸ collapsed docs
        - notes was [0,1] (level 1)
        - draft was [0,2] (level 2)
        - todo was [0,3] (level 1)
          … 1 unchanged

        """)
  }

  @Test func aMoveToAnotherLevelShowsBothLevels() throws {
    let from = R.section(
      "files",
      [
        R.item("docs", expanded: true), R.item("notes", parent: "docs", expanded: true),
        R.item("todo", parent: "notes"), R.item("music"), R.item("videos"),
      ])
    // todo leaves notes for the root, at the end; notes, now childless, is a leaf.
    let to = R.section(
      "files",
      [
        R.item("docs", expanded: true), R.item("notes", parent: "docs"), R.item("music"),
        R.item("videos"), R.item("todo"),
      ])
    #expect(
      try diff(from, to).text == """
        1 → 2: items 1 moved
          section files:
          … 4 unchanged
        ~ todo [0,2] → [0,4] (level 2 → 0)

        """)
  }

  @Test func theJSONIsTheContractsWhateverTheLevels() throws {
    let flatFrom = R.section("files", items: ["docs", "music"])
    let flatTo = R.section("files", items: ["docs", "notes", "todo", "music"])
    let outline = try diff(collapsed, expanded).jsonLine
    #expect(outline == (try diff(flatFrom, flatTo).jsonLine))
    #expect(!outline.contains("level") && !outline.contains("expanded"))
  }

  @Test func flatSectionsHaveNoOutlinePlacesAndNoLevelsInTheText() throws {
    let diff = try diff(
      R.section("s", items: ["a"]), R.section("s", items: ["a", "b"]))
    #expect(diff.oldOutline.isEmpty && diff.newOutline.isEmpty)
    #expect(diff.text == "1 → 2: items 1 inserted\n  section s:\n  … 1 unchanged\n+ b at [0,1]\n")
  }

  /// `diff --json` pairs without outline places: the same changes and JSON, no levels found.
  @Test func aPairingWithoutOutlinePlacesGivesTheSameJSON() throws {
    let applies = [
      try validated(R.apply(1, at: 0, [collapsed])), try validated(R.apply(2, at: 1, [expanded])),
    ]
    var placing = TransitionPairing()
    var notPlacing = TransitionPairing(placingOutlineItems: false)
    let firsts = (placing.add(applies[0]), notPlacing.add(applies[0]))
    #expect(firsts.0 == nil && firsts.1 == nil)
    let seconds = (placing.add(applies[1]), notPlacing.add(applies[1]))
    let placed = try #require(seconds.0)
    let unplaced = try #require(seconds.1)
    #expect(!placed.newOutline.isEmpty)
    #expect(unplaced.oldOutline.isEmpty && unplaced.newOutline.isEmpty)
    #expect(unplaced.changeset == placed.changeset)
    #expect(unplaced.jsonLine == placed.jsonLine)
  }
}
