import SnapshotDiff
import SnapshotModel
import SnapshotRecording
import Testing

@testable import ReplayRendering

/// The timeline's change for an apply says what the changeset says, regrouped: each test names a
/// kind of update, checks what `SnapshotChangeset` lists for it, and the whole `ApplyChange` the
/// timeline derives.
@Suite struct ApplyChangeTests {
  private typealias Snapshot = DiffableSnapshot<RecordedID, RecordedID>
  private typealias Place = ApplyChange.RowPlace

  private func snapshot(
    _ sections: [(RecordedID, [RecordedID])], reloaded: [RecordedID] = [],
    reconfigured: [RecordedID] = [], reloadedSections: [RecordedID] = []
  ) throws -> Snapshot {
    try Snapshot(
      validating: sections, reloadedItems: reloaded, reconfiguredItems: reconfigured,
      reloadedSections: reloadedSections)
  }

  private func path(_ section: Int, _ item: Int) -> ItemIndexPath {
    ItemIndexPath(section: section, item: item)
  }

  @Test func insertedItemArrivesAtItsNewPlace() throws {
    let old = try snapshot([("s", ["a", "b"])])
    let new = try snapshot([("s", ["a", "n", "b"])])
    let changeset = SnapshotChangeset(from: old, to: new)
    #expect(changeset.items.inserted == [PlacedItem(id: "n", indexPath: path(0, 1))])
    #expect(
      ApplyChange(changeset, from: old, to: new)
        == ApplyChange(insertedItems: ["n": Place(section: "s", index: 1, sectionItemCount: 3)]))
  }

  @Test func deletedItemLeavesFromItsOldPlace() throws {
    let old = try snapshot([("s", ["a", "b"])])
    let new = try snapshot([("s", ["b"])])
    let changeset = SnapshotChangeset(from: old, to: new)
    #expect(changeset.items.deleted == [PlacedItem(id: "a", indexPath: path(0, 0))])
    #expect(
      ApplyChange(changeset, from: old, to: new)
        == ApplyChange(deletedItems: ["a": Place(section: "s", index: 0, sectionItemCount: 2)]))
  }

  @Test func movedItemNeitherLeavesNorArrivesSoItsCellSlides() throws {
    let old = try snapshot([("s", ["a", "b", "c"])])
    let new = try snapshot([("s", ["c", "a", "b"])])
    let changeset = SnapshotChangeset(from: old, to: new)
    #expect(changeset.items.moved == [MovedItem(id: "c", from: path(0, 2), to: path(0, 0))])
    #expect(ApplyChange(changeset, from: old, to: new) == ApplyChange())
  }

  @Test func reloadedItemCrossFades() throws {
    let old = try snapshot([("s", ["a", "b"])])
    let new = try snapshot([("s", ["a", "b"])], reloaded: ["a"])
    let changeset = SnapshotChangeset(from: old, to: new)
    #expect(changeset.items.reloaded == ["a"])
    #expect(ApplyChange(changeset, from: old, to: new) == ApplyChange(reloadedItems: ["a"]))
  }

  @Test func reconfiguredItemTakesTheNewContent() throws {
    let old = try snapshot([("s", ["a", "b"])])
    let new = try snapshot([("s", ["b", "a"])], reconfigured: ["b"])
    let changeset = SnapshotChangeset(from: old, to: new)
    #expect(changeset.items.reconfigured == ["b"])
    #expect(ApplyChange(changeset, from: old, to: new) == ApplyChange(reconfiguredItems: ["b"]))
  }

  @Test func reloadMarkOfAnInsertedItemMeansNothing() throws {
    let old = try snapshot([("s", ["a", "b"])])
    let new = try snapshot([("s", ["b", "c"])], reloaded: ["c"])
    let changeset = SnapshotChangeset(from: old, to: new)
    #expect(changeset.items.reloaded.isEmpty)
    #expect(
      ApplyChange(changeset, from: old, to: new)
        == ApplyChange(
          deletedItems: ["a": Place(section: "s", index: 0, sectionItemCount: 2)],
          insertedItems: ["c": Place(section: "s", index: 1, sectionItemCount: 2)]))
  }

  @Test func insertedSectionBringsItsItems() throws {
    let old = try snapshot([("s", ["a"])])
    let new = try snapshot([("s", ["a"]), ("t", ["n", "m"])])
    let changeset = SnapshotChangeset(from: old, to: new)
    #expect(changeset.sections.inserted == [PlacedSection(id: "t", index: 1)])
    #expect(changeset.impliedItems == ["t": ["n", "m"]])
    #expect(
      ApplyChange(changeset, from: old, to: new)
        == ApplyChange(
          insertedItems: [
            "n": Place(section: "t", index: 0, sectionItemCount: 2),
            "m": Place(section: "t", index: 1, sectionItemCount: 2),
          ], insertedSections: ["t"]))
  }

  @Test func deletedSectionTakesItsItems() throws {
    let old = try snapshot([("s", ["a"]), ("t", ["n"])])
    let new = try snapshot([("s", ["a"])])
    let changeset = SnapshotChangeset(from: old, to: new)
    #expect(changeset.sections.deleted == [PlacedSection(id: "t", index: 1)])
    #expect(changeset.items.deleted.isEmpty)
    #expect(
      ApplyChange(changeset, from: old, to: new)
        == ApplyChange(
          deletedItems: ["n": Place(section: "t", index: 0, sectionItemCount: 1)],
          deletedSections: ["t"]))
  }

  @Test func movedSectionNeitherLeavesNorArrives() throws {
    let old = try snapshot([("s", ["a"]), ("t", ["b"]), ("u", ["c"])])
    let new = try snapshot([("t", ["b"]), ("u", ["c"]), ("s", ["a"])])
    let changeset = SnapshotChangeset(from: old, to: new)
    #expect(changeset.sections.moved == [MovedSection(id: "s", from: 0, to: 2)])
    #expect(ApplyChange(changeset, from: old, to: new) == ApplyChange())
  }

  /// Reference §6: a reloaded section's item changes happen in the first pass, then the
  /// section's cells are replaced.
  @Test func reloadedSectionReplacesTheItemsItKeepsAndSwapsTheOthers() throws {
    let old = try snapshot([("s", ["a", "b"])])
    let new = try snapshot([("s", ["b", "c"])], reloadedSections: ["s"])
    let changeset = SnapshotChangeset(from: old, to: new)
    #expect(changeset.sections.reloaded == ["s"])
    #expect(changeset.impliedItems.isEmpty)
    #expect(changeset.items.deleted == [PlacedItem(id: "a", indexPath: path(0, 0))])
    #expect(changeset.items.inserted == [PlacedItem(id: "c", indexPath: path(0, 1))])
    #expect(
      ApplyChange(changeset, from: old, to: new)
        == ApplyChange(
          deletedItems: ["a": Place(section: "s", index: 0, sectionItemCount: 2)],
          insertedItems: ["c": Place(section: "s", index: 1, sectionItemCount: 2)],
          reloadedItems: ["b"], reloadedSections: ["s"]))
  }

  /// Reference §6: a moved and reloaded section moves, then is reloaded where it ends up.
  @Test func movedAndReloadedSectionMovesAndIsReloaded() throws {
    let old = try snapshot([("s", ["a"]), ("t", ["b"]), ("u", ["c"])])
    let new = try snapshot([("t", ["b"]), ("u", ["c"]), ("s", ["a"])], reloadedSections: ["s"])
    let changeset = SnapshotChangeset(from: old, to: new)
    #expect(changeset.sections.moved == [MovedSection(id: "s", from: 0, to: 2)])
    #expect(changeset.sections.reloaded == ["s"])
    #expect(changeset.sections.deleted.isEmpty && changeset.sections.inserted.isEmpty)
    #expect(
      ApplyChange(changeset, from: old, to: new)
        == ApplyChange(reloadedItems: ["a"], reloadedSections: ["s"]))
  }

  /// Reference §6: a moved and reloaded item moves, then is reloaded at its final index path.
  @Test func movedAndReloadedItemMovesAndIsReloaded() throws {
    let old = try snapshot([("s", ["a", "b", "c"])])
    let new = try snapshot([("s", ["c", "a", "b"])], reloaded: ["c"])
    let changeset = SnapshotChangeset(from: old, to: new)
    #expect(changeset.items.moved == [MovedItem(id: "c", from: path(0, 2), to: path(0, 0))])
    #expect(changeset.items.reloaded == ["c"])
    #expect(changeset.items.deleted.isEmpty && changeset.items.inserted.isEmpty)
    #expect(ApplyChange(changeset, from: old, to: new) == ApplyChange(reloadedItems: ["c"]))
  }

  /// UIKit's batch-update rule: an item never moves into an inserted section; it is deleted and
  /// inserted, two cells, and the new one shows fresh content, so its marks count for nothing.
  @Test func itemEnteringAnInsertedSectionIsDeletedAndInsertedAndItsMarksAreDropped() throws {
    let old = try snapshot([("s", ["a", "b"])])
    let new = try snapshot(
      [("s", ["a"]), ("t", ["b"])], reloaded: ["b"], reconfigured: ["b"], reloadedSections: ["t"])
    let changeset = SnapshotChangeset(from: old, to: new)
    #expect(changeset.items.deleted == [PlacedItem(id: "b", indexPath: path(0, 1))])
    #expect(changeset.impliedItems == ["t": ["b"]])
    #expect(changeset.items.reloaded.isEmpty && changeset.items.reconfigured.isEmpty)
    #expect(changeset.sections.reloaded.isEmpty)
    #expect(
      ApplyChange(changeset, from: old, to: new)
        == ApplyChange(
          deletedItems: ["b": Place(section: "s", index: 1, sectionItemCount: 2)],
          insertedItems: ["b": Place(section: "t", index: 0, sectionItemCount: 1)],
          insertedSections: ["t"]))
  }

  @Test func itemLeavingADeletedSectionIsDeletedAndInserted() throws {
    let old = try snapshot([("s", ["a"]), ("t", ["b"])])
    let new = try snapshot([("s", ["a", "b"])], reloaded: ["b"])
    let changeset = SnapshotChangeset(from: old, to: new)
    #expect(changeset.sections.deleted == [PlacedSection(id: "t", index: 1)])
    #expect(changeset.items.inserted == [PlacedItem(id: "b", indexPath: path(0, 1))])
    #expect(changeset.items.reloaded.isEmpty)
    #expect(
      ApplyChange(changeset, from: old, to: new)
        == ApplyChange(
          deletedItems: ["b": Place(section: "t", index: 0, sectionItemCount: 1)],
          insertedItems: ["b": Place(section: "s", index: 1, sectionItemCount: 2)],
          deletedSections: ["t"]))
  }

  /// Reference §6: an item moving into a reloaded section moves, then is reloaded with it.
  @Test func itemMovingIntoAReloadedSectionMovesAndIsReplacedWithIt() throws {
    let old = try snapshot([("s", ["a", "b"]), ("t", ["c"])])
    let new = try snapshot([("s", ["a"]), ("t", ["b", "c"])], reloadedSections: ["t"])
    let changeset = SnapshotChangeset(from: old, to: new)
    #expect(changeset.items.moved == [MovedItem(id: "b", from: path(0, 1), to: path(1, 0))])
    #expect(changeset.sections.reloaded == ["t"])
    #expect(
      ApplyChange(changeset, from: old, to: new)
        == ApplyChange(reloadedItems: ["b", "c"], reloadedSections: ["t"]))
  }

  /// Reference §6: marks naming nothing in the new snapshot are ignored.
  @Test func marksOfDeletedItemsChangeNothing() throws {
    let old = try snapshot([("s", ["a", "b"])])
    let new = try snapshot([("s", ["a"])], reloaded: ["b"], reconfigured: ["b"])
    let changeset = SnapshotChangeset(from: old, to: new)
    #expect(changeset.items.reloaded.isEmpty && changeset.items.reconfigured.isEmpty)
    #expect(
      ApplyChange(changeset, from: old, to: new)
        == ApplyChange(deletedItems: ["b": Place(section: "s", index: 1, sectionItemCount: 2)]))
  }

  @Test func unchangedSnapshotsChangeNothing() throws {
    let old = try snapshot([("s", ["a", "b"])])
    #expect(ApplyChange(from: old, to: old) == ApplyChange())
  }
}
