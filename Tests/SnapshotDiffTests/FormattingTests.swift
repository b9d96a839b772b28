import RecordingValidation
import ReplayTestSupport
import SnapshotDiff
import SnapshotModel
import SnapshotRecording
import Testing

@Suite struct FormattingTests {
  /// The Wi-Fi example: n-2 leaves, n-9 arrives, n-1 moves, `current` is reloaded.
  private func wifiTransition() throws -> TransitionDiff {
    let old = try snapshot([
      ("config", ["wifi-switch", "current"]), ("networks", ["n-1", "n-2", "n-3", "n-4", "n-5"]),
    ])
    let new = try snapshot(
      [
        ("config", ["wifi-switch", "current"]), ("networks", ["n-9", "n-3", "n-1", "n-4", "n-5"]),
      ],
      reloaded: ["current"])
    return TransitionDiff(fromSeq: 3, toSeq: 4, old: old, new: new)
  }

  @Test func jsonLineFollowsTheContractsKeyOrder() throws {
    #expect(
      try wifiTransition().jsonLine
        == #"{"from":3,"to":4,"sections":{"deleted":[],"inserted":[],"moved":[],"reloaded":[]},"#
        + #""items":{"deleted":[{"id":"n-2","at":[1,1]}],"inserted":[{"id":"n-9","at":[1,0]}],"#
        + #""moved":[{"id":"n-1","from":[1,0],"to":[1,2]}],"reloaded":["current"],"#
        + #""reconfigured":[]}}"#)
  }

  @Test func jsonLinePrintsTheContractsExampleChangeset() throws {
    var diff = try wifiTransition()
    diff.changeset = SnapshotChangeset(
      items: ItemChanges(
        deleted: [PlacedItem(id: "n-2", indexPath: .init(section: 1, item: 1))],
        inserted: [PlacedItem(id: "n-9", indexPath: .init(section: 1, item: 0))],
        moved: [
          MovedItem(id: "n-1", from: .init(section: 1, item: 0), to: .init(section: 1, item: 1))
        ]))
    #expect(
      diff.jsonLine
        == #"{"from":3,"to":4,"sections":{"deleted":[],"inserted":[],"moved":[],"reloaded":[]},"#
        + #""items":{"deleted":[{"id":"n-2","at":[1,1]}],"inserted":[{"id":"n-9","at":[1,0]}],"#
        + #""moved":[{"id":"n-1","from":[1,0],"to":[1,1]}],"reloaded":[],"reconfigured":[]}}"#)
  }

  @Test func jsonLineWritesIntegerIdentifiersBareAndSectionsByIndex() throws {
    let old = try snapshot([(1, [7]), (2, [8]), (3, [])])
    // 1 and 3 swap; the tie goes to moving 1. 3 is reloaded in place.
    let new = try snapshot([(3, []), (1, ["7"]), (4, [8])], reloadedSections: [3])
    #expect(
      TransitionDiff(fromSeq: 1, toSeq: 2, old: old, new: new).jsonLine
        == #"{"from":1,"to":2,"sections":{"deleted":[{"id":2,"at":1}],"#
        + #""inserted":[{"id":4,"at":2}],"moved":[{"id":1,"from":0,"to":1}],"reloaded":[3]},"#
        + #""items":{"deleted":[{"id":7,"at":[0,0]}],"inserted":[{"id":"7","at":[1,0]}],"#
        + #""moved":[],"reloaded":[],"reconfigured":[]}}"#)
  }

  @Test func jsonLineEscapesStringIdentifiers() throws {
    let old = try snapshot([("s", [])])
    let new = try snapshot([("s", ["say \"hi\"\\\n"])])
    #expect(
      TransitionDiff(fromSeq: 1, toSeq: 2, old: old, new: new).jsonLine.contains(
        #"{"id":"say \"hi\"\\\n","at":[0,0]}"#))
  }

  @Test func textListsEachChangeAndCollapsesUnchangedRuns() throws {
    #expect(
      try wifiTransition().text == """
        3 → 4: items 1 inserted, 1 deleted, 1 moved, 1 reloaded
          section config:
          … 1 unchanged
        ↻ reloaded current
          section networks:
        - n-2 was [1,1]
        + n-9 at [1,0]
          … 1 unchanged
        ~ n-1 [1,0] → [1,2]
          … 2 unchanged

        """)
  }

  @Test func textShowsSectionChangesWithTheirItemCounts() throws {
    let old = try snapshot([("a", ["x", "y"]), ("b", ["z"]), ("c", ids("c", 0..<37))])
    let new = try snapshot(
      [("c", ids("c", 0..<37) + ["y"]), ("a", ["x"]), ("d", ["w"])], reconfigured: ["x"])
    #expect(
      TransitionDiff(fromSeq: 8, toSeq: 9, old: old, new: new).text == """
        8 → 9: sections 1 inserted, 1 deleted, 1 moved; items 1 moved, 1 reconfigured
        - section b was 1 (1 item)
          section c:
          … 37 unchanged
        ~ y [0,1] → [0,37]
        ~ section a 0 → 1:
        ✎ reconfigured x
        + section d at 2 (1 item)

        """)
  }

  @Test func summaryIsTheTextsFirstLineAfterTheSeqs() throws {
    let diff = try wifiTransition()
    #expect(diff.summary == "items 1 inserted, 1 deleted, 1 moved, 1 reloaded")
    #expect(diff.text.hasPrefix("3 → 4: \(diff.summary)\n"))
    let same = try snapshot([("a", ids("i", 0..<5))])
    #expect(TransitionDiff(fromSeq: 4, toSeq: 5, old: same, new: same).summary == "no changes")
  }

  @Test func textSaysNoChangesForEqualSnapshots() throws {
    let same = try snapshot([("a", ids("i", 0..<5))])
    let diff = TransitionDiff(fromSeq: 4, toSeq: 5, old: same, new: same)
    #expect(diff.text == "4 → 5: no changes\n")
  }

  @Test func transitionFromValidatedAppliesUsesTheirSeqsAndMarks() throws {
    typealias R = RecordingBuilder
    let from = try validated(R.apply(2, at: 0, [R.section("s", items: ["a", "b"])]))
    let to = try validated(
      R.apply(3, at: 1, [R.section("s", items: ["a", "b"])], reconfigured: ["b"]))
    let diff = TransitionDiff(from: from, to: to)
    #expect(
      diff.text
        == "2 → 3: items 1 reconfigured\n  section s:\n  … 1 unchanged\n✎ reconfigured b\n")
  }

  /// Reference §6 and the `diff` contract (revised 2026-11-23): moved and reloaded is listed in
  /// `moved` and in `reloaded`, never as a delete plus an insert; same for sections.
  @Test func jsonListsAMovedAndReloadedItemAndSectionInMovedAndReloaded() throws {
    let old = try snapshot([("a", ["x", "y", "z"]), ("b", ["w"])])
    let new = try snapshot(
      [("b", ["w"]), ("a", ["z", "x", "y"])], reloaded: ["z"], reconfigured: ["x"],
      reloadedSections: ["b"])
    #expect(
      TransitionDiff(fromSeq: 1, toSeq: 2, old: old, new: new).jsonLine
        == #"{"from":1,"to":2,"sections":{"deleted":[],"inserted":[],"#
        + #""moved":[{"id":"a","from":0,"to":1}],"reloaded":["b"]},"#
        + #""items":{"deleted":[],"inserted":[],"#
        + #""moved":[{"id":"z","from":[0,2],"to":[1,0]}],"reloaded":["z"],"#
        + #""reconfigured":["x"]}}"#)
  }

  /// Reference §6: the text shows the move, then the reload at the new place; a reloaded
  /// section lists its item changes.
  @Test func textShowsAMovedAndReloadedItemAndAReloadedSectionsItemChanges() throws {
    let old = try snapshot([("a", ["x", "y", "z"]), ("b", ["v", "w"])])
    let new = try snapshot(
      [("b", ["w", "u"]), ("a", ["z", "x", "y"])], reloaded: ["z"], reloadedSections: ["a", "b"])
    #expect(
      TransitionDiff(fromSeq: 1, toSeq: 2, old: old, new: new).text == """
        1 → 2: sections 1 moved, 2 reloaded; items 1 inserted, 1 deleted, 1 moved, 1 reloaded
        ↻ reloaded section b:
        - v was [1,0]
          … 1 unchanged
        + u at [0,1]
        ~ section a 0 → 1 ↻ reloaded:
        ~ z [0,2] → [1,0]
        ↻ reloaded z
          … 2 unchanged

        """)
  }
}
