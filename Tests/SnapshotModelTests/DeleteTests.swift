import SnapshotModel
import Testing

@Suite struct DeleteTests {
  @Test func deleteItemsRemovesThemAndKeepsTheirSections() {
    var snapshot = makeSnapshot("A: a b", "B: c")
    snapshot.deleteItems(["c", "a"])
    #expect(layout(snapshot) == ["A: b", "B:"])
    #expect(!snapshot.contains("a"))
    #expect(snapshot.sectionIdentifier(containingItem: "c") == nil)
    #expect(snapshot.indexOfItem("b") == 0)
  }

  @Test func deleteItemsIgnoresUnknownIdentifiers() {
    var snapshot = makeSnapshot("A: a b")
    snapshot.deleteItems(["missing", "b", "A"])
    #expect(layout(snapshot) == ["A: a"])
  }

  @Test func deleteItemsFromManySectionsAtOnce() {
    var snapshot = makeSnapshot("A: a b c", "B: d e f")
    snapshot.deleteItems(["a", "c", "e", "f"])
    #expect(layout(snapshot) == ["A: b", "B: d"])
    #expect(snapshot.indexOfItem("d") == 1)
  }

  @Test func deleteAllItemsLeavesNoSections() {
    var snapshot = makeSnapshot("A: a", "B:")
    snapshot.deleteAllItems()
    #expect(snapshot.numberOfSections == 0)
    #expect(snapshot.numberOfItems == 0)
    #expect(snapshot == Snapshot())
  }

  @Test func deleteSectionsRemovesTheirItems() {
    var snapshot = makeSnapshot("A: a", "B: b c", "C: d")
    snapshot.deleteSections(["B"])
    #expect(layout(snapshot) == ["A: a", "C: d"])
    #expect(!snapshot.contains("b"))
    #expect(snapshot.sectionIdentifier(containingItem: "c") == nil)
    #expect(snapshot.indexOfItem("d") == 1)
  }

  @Test func deleteSectionsIgnoresUnknownIdentifiers() {
    var snapshot = makeSnapshot("A: a", "B: b")
    snapshot.deleteSections(["missing", "A", "b"])
    #expect(layout(snapshot) == ["B: b"])
  }

  @Test func deletedItemCanBeAppendedAgain() {
    var snapshot = makeSnapshot("A: a b")
    snapshot.deleteItems(["a"])
    snapshot.appendItems(["a"])
    #expect(layout(snapshot) == ["A: b a"])
  }
}
