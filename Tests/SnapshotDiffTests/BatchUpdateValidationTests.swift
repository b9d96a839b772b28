import SnapshotDiff
import SnapshotModel
import SnapshotRecording
import Testing

@Suite struct BatchUpdateValidationTests {
  @Test func itemCountViolationPrintsUIKitsCollectionViewReason() {
    let violation = BatchUpdateViolation.itemCount(
      view: .collectionView, section: 0, before: 30, after: 27, inserted: 3, deleted: 3,
      movedIn: 0, movedOut: 0)
    #expect(
      violation.description
        == "Invalid update: invalid number of items in section 0. The number of items contained "
        + "in an existing section after the update (27) must be equal to the number of items "
        + "contained in that section before the update (30), plus or minus the number of items "
        + "inserted or deleted from that section (3 inserted, 3 deleted) and plus or minus the "
        + "number of items moved into or out of that section (0 moved in, 0 moved out).")
  }

  @Test func itemCountViolationPrintsUIKitsTableViewReason() {
    let violation = BatchUpdateViolation.itemCount(
      view: .tableView, section: 0, before: 3, after: 6, inserted: 1, deleted: 0, movedIn: 0,
      movedOut: 0)
    #expect(
      violation.description
        == "Invalid update: invalid number of rows in section 0. The number of rows contained "
        + "in an existing section after the update (6) must be equal to the number of rows "
        + "contained in that section before the update (3), plus or minus the number of rows "
        + "inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the "
        + "number of rows moved into or out of that section (0 moved in, 0 moved out).")
  }

  @Test func sectionCountViolationPrintsUIKitsReason() {
    let violation = BatchUpdateViolation.sectionCount(
      view: .collectionView, before: 10, after: 10, inserted: 0, deleted: 1)
    #expect(
      violation.description
        == "Invalid update: invalid number of sections. The number of sections contained in the "
        + "collection view after the update (10) must be equal to the number of sections "
        + "contained in the collection view before the update (10), plus or minus the number of "
        + "sections inserted or deleted (0 inserted, 1 deleted).")
  }

  @Test func aMissingItemInsertIsAnItemCountViolation() throws {
    let old = try snapshot([("a", []), ("b", ["x", "y", "z"])])
    let new = try snapshot([("a", []), ("b", ["x", "y", "z", "w"])])
    let changes = SnapshotChangeset<RecordedID, RecordedID>()
    #expect(
      changes.batchUpdateViolations(from: old, to: new, in: .tableView) == [
        .itemCount(
          view: .tableView, section: 1, before: 3, after: 4, inserted: 0, deleted: 0,
          movedIn: 0, movedOut: 0)
      ])
  }

  @Test func aCrossSectionMoveCountsAsMovedOutAndMovedIn() throws {
    let old = try snapshot([("a", ["x"]), ("b", [])])
    let new = try snapshot([("a", []), ("b", ["x", "y"])])
    let missingInsert = SnapshotChangeset<RecordedID, RecordedID>(
      items: ItemChanges(
        moved: [
          MovedItem(id: "x", from: .init(section: 0, item: 0), to: .init(section: 1, item: 0))
        ]))
    #expect(
      missingInsert.batchUpdateViolations(from: old, to: new) == [
        .itemCount(
          view: .collectionView, section: 1, before: 0, after: 2, inserted: 0, deleted: 0,
          movedIn: 1, movedOut: 0)
      ])
  }

  @Test func aMissingSectionDeleteIsASectionCountViolationThrownFirst() throws {
    let old = try snapshot([("a", ["x"]), ("b", [])])
    let new = try snapshot([("a", ["x"])])
    #expect(
      throws: BatchUpdateViolation.sectionCount(
        view: .collectionView, before: 2, after: 1, inserted: 0, deleted: 0)
    ) {
      try SnapshotChangeset<RecordedID, RecordedID>().validateBatchUpdate(from: old, to: new)
    }
  }
}
