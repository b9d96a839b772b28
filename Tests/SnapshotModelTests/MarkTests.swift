import SnapshotModel
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

  /// Reference §6: marks are the union of every pending update and are never pruned.
  @Test func deletingAnItemKeepsItsMarks() {
    var snapshot = makeSnapshot("A: a b")
    snapshot.reloadItems(["a", "b"])
    snapshot.reconfigureItems(["a"])
    snapshot.deleteItems(["a"])
    #expect(snapshot.reloadedItemIdentifiers == ["a", "b"])
    #expect(snapshot.reconfiguredItemIdentifiers == ["a"])
    #expect(snapshot.ignoredMarks == IgnoredMarks(reloadedItems: ["a"], reconfiguredItems: ["a"]))
    #expect(snapshot.keepingValidMarks().reloadedItemIdentifiers == ["b"])
    #expect(snapshot.keepingValidMarks().reconfiguredItemIdentifiers.isEmpty)
  }

  /// Reference §6: the kept mark is valid again once the item is back.
  @Test func reappendingADeletedItemMakesItsMarkValidAgain() {
    var snapshot = makeSnapshot("A: a")
    snapshot.reloadItems(["a"])
    snapshot.deleteItems(["a"])
    snapshot.appendItems(["a"])
    #expect(snapshot.reloadedItemIdentifiers == ["a"])
    #expect(snapshot.ignoredMarks.isEmpty)
  }

  /// Reference §6.
  @Test func deletingASectionKeepsItsMarkAndItsItemsMarks() {
    var snapshot = makeSnapshot("A: a", "B: b")
    snapshot.reloadSections(["A", "B"])
    snapshot.reloadItems(["a", "b"])
    snapshot.reconfigureItems(["a"])
    snapshot.deleteSections(["A"])
    #expect(snapshot.reloadedSectionIdentifiers == ["A", "B"])
    #expect(snapshot.reloadedItemIdentifiers == ["a", "b"])
    #expect(snapshot.reconfiguredItemIdentifiers == ["a"])
    #expect(
      snapshot.ignoredMarks
        == IgnoredMarks(reloadedItems: ["a"], reconfiguredItems: ["a"], reloadedSections: ["A"]))
  }

  /// Reference §6: "mark `b`, then delete `b` (or `deleteAllItems`), and
  /// `reloadedItemIdentifiers` still lists `b`".
  @Test func deleteAllItemsKeepsEveryMark() {
    var snapshot = makeSnapshot("A: a")
    snapshot.reloadSections(["A"])
    snapshot.reloadItems(["a"])
    snapshot.reconfigureItems(["a"])
    snapshot.deleteAllItems()
    #expect(snapshot.numberOfSections == 0)
    #expect(snapshot.reloadedSectionIdentifiers == ["A"])
    #expect(snapshot.reloadedItemIdentifiers == ["a"])
    #expect(snapshot.reconfiguredItemIdentifiers == ["a"])
    #expect(snapshot.keepingValidMarks().reloadedItemIdentifiers.isEmpty)
  }
}
