import DiffableSnapshot
import Testing

@Suite struct MarkTests {
  @Test func reloadedItemsAreInRequestOrder() {
    var snapshot = makeSnapshot("A: a b c")
    snapshot.reloadItems(["c"])
    snapshot.reloadItems(["a", "b"])
    #expect(snapshot.reloadedItemIdentifiers == ["c", "a", "b"])
  }

  @Test func markingAgainKeepsTheFirstPosition() {
    var snapshot = makeSnapshot("A: a b c")
    snapshot.reloadItems(["b", "a"])
    snapshot.reloadItems(["c", "b"])
    #expect(snapshot.reloadedItemIdentifiers == ["b", "a", "c"])
  }

  @Test func reconfiguredItemsAreAnOrderedUnionInRequestOrder() {
    var snapshot = makeSnapshot("A: a b c")
    snapshot.reconfigureItems(["c", "a"])
    snapshot.reconfigureItems(["b", "c"])
    #expect(snapshot.reconfiguredItemIdentifiers == ["c", "a", "b"])
  }

  @Test func reloadedSectionsAreAnOrderedUnionInRequestOrder() {
    var snapshot = makeSnapshot("A:", "B:", "C:")
    snapshot.reloadSections(["C"])
    snapshot.reloadSections(["A", "C"])
    #expect(snapshot.reloadedSectionIdentifiers == ["C", "A"])
  }

  @Test func reloadAndReconfigureMarksAreKeptApart() {
    var snapshot = makeSnapshot("A: a b")
    snapshot.reloadItems(["a"])
    snapshot.reconfigureItems(["b"])
    #expect(snapshot.reloadedItemIdentifiers == ["a"])
    #expect(snapshot.reconfiguredItemIdentifiers == ["b"])
    #expect(snapshot.reloadedSectionIdentifiers.isEmpty)
  }

  @Test func markingChangesNoStructure() {
    var snapshot = makeSnapshot("A: a b", "B: c")
    snapshot.reloadItems(["b"])
    snapshot.reconfigureItems(["c"])
    snapshot.reloadSections(["A"])
    #expect(layout(snapshot) == ["A: a b", "B: c"])
  }

  @Test func marksFollowMovedItems() {
    var snapshot = makeSnapshot("A: a b", "B: c")
    snapshot.reloadItems(["a"])
    snapshot.moveItem("a", afterItem: "c")
    snapshot.appendItems(["b"], toSection: "B")
    snapshot.reconfigureItems(["b"])
    #expect(snapshot.reloadedItemIdentifiers == ["a"])
    #expect(snapshot.reconfiguredItemIdentifiers == ["b"])
  }

  @Test func deletingAnItemDropsItsMarks() {
    var snapshot = makeSnapshot("A: a b")
    snapshot.reloadItems(["a", "b"])
    snapshot.reconfigureItems(["a"])
    snapshot.deleteItems(["a"])
    #expect(snapshot.reloadedItemIdentifiers == ["b"])
    #expect(snapshot.reconfiguredItemIdentifiers.isEmpty)
  }

  @Test func reappendingADeletedItemDoesNotRestoreItsMark() {
    var snapshot = makeSnapshot("A: a")
    snapshot.reloadItems(["a"])
    snapshot.deleteItems(["a"])
    snapshot.appendItems(["a"])
    #expect(snapshot.reloadedItemIdentifiers.isEmpty)
  }

  @Test func deletingASectionDropsItsMarkAndItsItemsMarks() {
    var snapshot = makeSnapshot("A: a", "B: b")
    snapshot.reloadSections(["A", "B"])
    snapshot.reloadItems(["a", "b"])
    snapshot.reconfigureItems(["a"])
    snapshot.deleteSections(["A"])
    #expect(snapshot.reloadedSectionIdentifiers == ["B"])
    #expect(snapshot.reloadedItemIdentifiers == ["b"])
    #expect(snapshot.reconfiguredItemIdentifiers.isEmpty)
  }

  @Test func deleteAllItemsDropsEveryMark() {
    var snapshot = makeSnapshot("A: a")
    snapshot.reloadSections(["A"])
    snapshot.reloadItems(["a"])
    snapshot.reconfigureItems(["a"])
    snapshot.deleteAllItems()
    #expect(snapshot.reloadedSectionIdentifiers.isEmpty)
    #expect(snapshot.reloadedItemIdentifiers.isEmpty)
    #expect(snapshot.reconfiguredItemIdentifiers.isEmpty)
  }
}
