import ReplayTestSupport
import SnapshotDiff
import SnapshotModel
import SnapshotRecording
import Testing

@Suite struct RegressionTests {
  @Test func insertingOneItemAtTheFrontMovesNothing() throws {
    let old = try snapshot([("s", ids("i", 0..<10))])
    let new = try snapshot([("s", ["new"] + ids("i", 0..<10))])
    let changes = SnapshotChangeset(from: old, to: new)
    #expect(changes.items.moved.isEmpty)
    #expect(
      changes.items.inserted == [PlacedItem(id: "new", indexPath: .init(section: 0, item: 0))])
    #expect(changes.items.deleted.isEmpty)
  }

  /// The diff finds an item that keeps its order by comparing it with the item after the last
  /// one found in its section, and looks up the rest: a window that slides (the oldest item
  /// deleted, a new one appended), an item moved to the end and one moved to another section
  /// take both ways, and give the same changes.
  @Test func aSlidingWindowWithMovesIsFoundItemByItem() throws {
    let old = try snapshot([("a", ["x", "y"]), ("b", ids("m", 0..<6))])
    let new = try snapshot([
      ("a", ["x", "y", "m3"]), ("b", ["m2", "m4", "m5", "m6", "m1"]),
    ])
    let changes = SnapshotChangeset(from: old, to: new)
    #expect(changes.items.deleted == [PlacedItem(id: "m0", indexPath: .init(section: 1, item: 0))])
    #expect(
      changes.items.moved == [
        MovedItem(id: "m1", from: .init(section: 1, item: 1), to: .init(section: 1, item: 4)),
        MovedItem(id: "m3", from: .init(section: 1, item: 3), to: .init(section: 0, item: 2)),
      ])
    #expect(
      changes.items.inserted == [PlacedItem(id: "m6", indexPath: .init(section: 1, item: 3))])
    #expect(try apply(changes, to: old) == new)
  }

  @Test func oneInsertionSortStepMovesExactlyOneItemPerRow() throws {
    var generator = SplitMix64(seed: 7)
    var oldSections: [(RecordedID, [RecordedID])] = []
    var newSections: [(RecordedID, [RecordedID])] = []
    for row in 0..<30 {
      let items = ids("r\(row)-", 0..<40)
      oldSections.append((.integer(row), items))
      var stepped = items
      let from = Int.random(in: 1..<40, using: &generator)
      let to = Int.random(in: 0..<from, using: &generator)
      stepped.insert(stepped.remove(at: from), at: to)
      newSections.append((.integer(row), stepped))
    }
    let changes = SnapshotChangeset(
      from: try snapshot(oldSections), to: try snapshot(newSections))
    #expect(changes.items.moved.count == 30)
    #expect(Set(changes.items.moved.map(\.from.section)).count == 30)
    #expect(changes.items.inserted.isEmpty && changes.items.deleted.isEmpty)
  }

  @Test func reversingNItemsMovesNMinusOne() throws {
    let items = ids("i", 0..<50)
    let changes = SnapshotChangeset(
      from: try snapshot([("s", items)]), to: try snapshot([("s", items.reversed())]))
    #expect(changes.items.moved.count == 49)
  }

  @Test func reversingSectionsMovesAllButOne() throws {
    let sections: [(RecordedID, [RecordedID])] = (0..<6).map { (.integer($0), []) }
    let changes = SnapshotChangeset(
      from: try snapshot(sections), to: try snapshot(sections.reversed()))
    #expect(changes.sections.moved.count == 5)
    #expect(changes.items.isEmpty)
  }

  @Test func integerSevenAndStringSevenAreDifferentItems() throws {
    let changes = SnapshotChangeset(
      from: try snapshot([("s", [7])]), to: try snapshot([("s", ["7"])]))
    #expect(changes.items.deleted == [PlacedItem(id: 7, indexPath: .init(section: 0, item: 0))])
    #expect(
      changes.items.inserted == [PlacedItem(id: "7", indexPath: .init(section: 0, item: 0))])
    #expect(changes.items.moved.isEmpty)
  }

  @Test func anItemChangingSectionIsAMove() throws {
    let changes = SnapshotChangeset(
      from: try snapshot([("a", ["x", "y"]), ("b", ["z"])]),
      to: try snapshot([("a", ["y"]), ("b", ["z", "x"])]))
    #expect(
      changes.items.moved == [
        MovedItem(id: "x", from: .init(section: 0, item: 0), to: .init(section: 1, item: 1))
      ])
    #expect(changes.items.inserted.isEmpty && changes.items.deleted.isEmpty)
  }

  @Test func itemsOfInsertedAndDeletedSectionsAreImplied() throws {
    let changes = SnapshotChangeset(
      from: try snapshot([("gone", ["a", "b"]), ("kept", ["c"])]),
      to: try snapshot([("kept", ["c"]), ("fresh", ["d", "a"])]))
    #expect(changes.sections.deleted == [PlacedSection(id: "gone", index: 0)])
    #expect(changes.sections.inserted == [PlacedSection(id: "fresh", index: 1)])
    #expect(changes.items.isEmpty)
    #expect(changes.impliedItems == ["fresh": ["d", "a"]])
  }

  @Test func anItemLeavingADeletedSectionForAKeptOneIsAnInsert() throws {
    let changes = SnapshotChangeset(
      from: try snapshot([("gone", ["a"]), ("kept", ["c"])]),
      to: try snapshot([("kept", ["a", "c"])]))
    #expect(changes.items.moved.isEmpty && changes.items.deleted.isEmpty)
    #expect(changes.items.inserted == [PlacedItem(id: "a", indexPath: .init(section: 0, item: 0))])
  }

  @Test func anItemEnteringAnInsertedSectionIsADelete() throws {
    let changes = SnapshotChangeset(
      from: try snapshot([("kept", ["a", "c"])]),
      to: try snapshot([("kept", ["c"]), ("fresh", ["a"])]))
    #expect(changes.items.moved.isEmpty && changes.items.inserted.isEmpty)
    #expect(changes.items.deleted == [PlacedItem(id: "a", indexPath: .init(section: 0, item: 0))])
  }

  @Test func aReloadedItemThatStaysIsListedAsReloaded() throws {
    let changes = SnapshotChangeset(
      from: try snapshot([("s", ["cat", "dog"])]),
      to: try snapshot([("s", ["new", "cat", "dog"])], reloaded: ["dog"]))
    #expect(changes.items.reloaded == ["dog"])
  }

  /// Reference §6: UIKit moves it, then reloads it at its final index path.
  @Test func aReloadedItemThatMovesIsListedAsMovedAndReloaded() throws {
    let changes = SnapshotChangeset(
      from: try snapshot([("s", ["cat", "dog", "emu"])]),
      to: try snapshot([("s", ["dog", "emu", "cat"])], reloaded: ["cat"]))
    #expect(
      changes.items.moved == [
        MovedItem(id: "cat", from: .init(section: 0, item: 0), to: .init(section: 0, item: 2))
      ])
    #expect(changes.items.reloaded == ["cat"])
    #expect(changes.items.deleted.isEmpty && changes.items.inserted.isEmpty)
  }

  /// Reference §6, across sections.
  @Test func aReloadedItemThatMovesToAnotherSectionIsMovedAndReloaded() throws {
    let changes = SnapshotChangeset(
      from: try snapshot([("s", ["cat", "dog"]), ("t", ["emu"])]),
      to: try snapshot([("s", ["dog"]), ("t", ["emu", "cat"])], reloaded: ["cat"]))
    #expect(changes.items.moved.map(\.id) == ["cat"])
    #expect(changes.items.reloaded == ["cat"])
  }

  @Test func aReconfiguredItemMayAlsoMove() throws {
    let changes = SnapshotChangeset(
      from: try snapshot([("s", ["cat", "dog", "emu"])]),
      to: try snapshot([("s", ["dog", "emu", "cat"])], reconfigured: ["cat"]))
    #expect(changes.items.moved.map(\.id) == ["cat"])
    #expect(changes.items.reconfigured == ["cat"])
  }

  @Test func marksOnInsertedItemsAreDropped() throws {
    let changes = SnapshotChangeset(
      from: try snapshot([("s", ["cat"])]),
      to: try snapshot([("s", ["cat", "dog"])], reloaded: ["dog"], reconfigured: ["dog"]))
    #expect(changes.items.reloaded.isEmpty && changes.items.reconfigured.isEmpty)
  }

  @Test func aReloadedItemThatIsAlsoReconfiguredIsOnlyReloaded() throws {
    let same = [("s", ["cat"] as [RecordedID])] as [(RecordedID, [RecordedID])]
    let changes = SnapshotChangeset(
      from: try snapshot(same), to: try snapshot(same, reloaded: ["cat"], reconfigured: ["cat"]))
    #expect(changes.items.reloaded == ["cat"])
    #expect(changes.items.reconfigured.isEmpty)
  }

  /// Reference §6: a moved and reloaded section is listed in `moved` and in `reloaded`.
  @Test func aReloadedSectionThatMovesIsMovedAndReloaded() throws {
    let changes = SnapshotChangeset(
      from: try snapshot([("a", ["x"]), ("b", ["y"])]),
      to: try snapshot([("b", ["y"]), ("a", ["x"])], reloadedSections: ["a"]))
    #expect(changes.sections.moved == [MovedSection(id: "a", from: 0, to: 1)])
    #expect(changes.sections.reloaded == ["a"])
    #expect(changes.sections.deleted.isEmpty && changes.sections.inserted.isEmpty)
  }

  /// Reference §6: a reloaded section whose items also changed still gets the item changes.
  @Test func aSectionReloadedInPlaceListsItsItemChanges() throws {
    let changes = SnapshotChangeset(
      from: try snapshot([("a", ["x", "y"])]),
      to: try snapshot([("a", ["y", "z"])], reloadedSections: ["a"]))
    #expect(changes.sections.reloaded == ["a"])
    #expect(changes.items.deleted == [PlacedItem(id: "x", indexPath: .init(section: 0, item: 0))])
    #expect(changes.items.inserted == [PlacedItem(id: "z", indexPath: .init(section: 0, item: 1))])
    #expect(changes.impliedItems.isEmpty)
  }

  /// Reference §6: marks naming nothing in the new snapshot are ignored, also when nothing
  /// else changed.
  @Test func marksOfDeletedItemsAndSectionsAreIgnored() throws {
    var new = try snapshot([("a", ["x"])], reloaded: ["x", "gone"], reloadedSections: ["b"])
    new.reconfigureItems(["x"])
    let old = try snapshot([("a", ["x"])])
    let unchanged = SnapshotChangeset(from: old, to: new)
    #expect(unchanged.items.reloaded == ["x"])
    #expect(unchanged.items.reconfigured.isEmpty)
    #expect(unchanged.sections.reloaded.isEmpty)
    let changed = SnapshotChangeset(from: try snapshot([("a", ["x", "gone"])]), to: new)
    #expect(changed.items.reloaded == ["x"])
    #expect(changed.sections.reloaded.isEmpty)
  }

  @Test func identicalSnapshotsGiveAnEmptyChangeset() throws {
    let sections: [(RecordedID, [RecordedID])] = [("a", ids("i", 0..<100)), (2, [])]
    let changes = SnapshotChangeset(from: try snapshot(sections), to: try snapshot(sections))
    #expect(changes.isEmpty)
  }

  @Test func identicalSnapshotsStillReportTheNewMarks() throws {
    let sections: [(RecordedID, [RecordedID])] = [("a", ["x", "y"])]
    let changes = SnapshotChangeset(
      from: try snapshot(sections), to: try snapshot(sections, reconfigured: ["y"]))
    #expect(changes.items.reconfigured == ["y"])
  }

  @Test func applyingAChangesetThatNamesTheWrongItemFails() throws {
    let old = try snapshot([("s", ["a", "b"])])
    let changes = SnapshotChangeset<RecordedID, RecordedID>(
      items: ItemChanges(deleted: [PlacedItem(id: "b", indexPath: .init(section: 0, item: 0))]))
    #expect(
      throws: ChangesetApplicationError.identifierMismatch(
        place: "[0,0]", listed: "b", found: "a")
    ) {
      try apply(changes, to: old)
    }
  }
}
