import SnapshotModel
import Testing

@Suite struct AppendItemsTests {
  @Test func appendWithoutSectionGoesToTheLastSection() {
    var snapshot = makeSnapshot("A: a", "B: b")
    snapshot.appendItems(["c", "d"])
    #expect(layout(snapshot) == ["A: a", "B: b c d"])
  }

  @Test func appendToNamedSectionGoesToItsEnd() {
    var snapshot = makeSnapshot("A: a", "B: b")
    snapshot.appendItems(["c"], toSection: "A")
    #expect(layout(snapshot) == ["A: a c", "B: b"])
  }

  @Test func appendingAnExistingItemMovesItToTheOtherSection() {
    var snapshot = makeSnapshot("A: a b", "B: c")
    snapshot.appendItems(["a"], toSection: "B")
    #expect(layout(snapshot) == ["A: b", "B: c a"])
    #expect(snapshot.sectionIdentifier(containingItem: "a") == "B")
    #expect(snapshot.numberOfItems == 3)
  }

  @Test func appendingAnExistingItemToItsOwnSectionMovesItToTheEnd() {
    var snapshot = makeSnapshot("A: a b c")
    snapshot.appendItems(["a"], toSection: "A")
    #expect(layout(snapshot) == ["A: b c a"])
  }

  @Test func appendingExistingAndNewItemsKeepsTheArgumentOrder() {
    var snapshot = makeSnapshot("A: a b c", "B: d")
    snapshot.appendItems(["x", "c", "a"], toSection: "B")
    #expect(layout(snapshot) == ["A: b", "B: d x c a"])
    #expect(snapshot.indexOfItem("a") == 4)
  }

  @Test func deleteThenAppendOfTheSameItemsReordersThem() {
    // The Insertion Sort demo's sort step.
    var snapshot = makeSnapshot("A: c a b")
    snapshot.deleteItems(["a", "b", "c"])
    snapshot.appendItems(["a", "b", "c"], toSection: "A")
    #expect(layout(snapshot) == ["A: a b c"])
  }
}
