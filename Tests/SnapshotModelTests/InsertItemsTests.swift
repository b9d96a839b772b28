import SnapshotModel
import Testing

@Suite struct InsertItemsTests {
  @Test func insertBeforeGoesIntoTheDestinationsSectionAtItsIndex() {
    var snapshot = makeSnapshot("A: a", "B: b c")
    snapshot.insertItems(["x", "y"], beforeItem: "c")
    #expect(layout(snapshot) == ["A: a", "B: b x y c"])
  }

  @Test func insertAfterGoesIntoTheDestinationsSectionAfterIt() {
    var snapshot = makeSnapshot("A: a b", "B: c")
    snapshot.insertItems(["x", "y"], afterItem: "a")
    #expect(layout(snapshot) == ["A: a x y b", "B: c"])
  }

  @Test func insertAfterTheLastItemOfASectionStaysInThatSection() {
    var snapshot = makeSnapshot("A: a", "B: b")
    snapshot.insertItems(["x"], afterItem: "a")
    #expect(layout(snapshot) == ["A: a x", "B: b"])
  }

  @Test func insertingAnExistingItemBeforeALaterItemFindsTheDestinationAfterRemoval() {
    var snapshot = makeSnapshot("A: a b c d")
    snapshot.insertItems(["a"], beforeItem: "c")
    #expect(layout(snapshot) == ["A: b a c d"])
  }

  @Test func insertingAnExistingItemAfterAnEarlierItemMovesIt() {
    var snapshot = makeSnapshot("A: a b c d")
    snapshot.insertItems(["d"], afterItem: "a")
    #expect(layout(snapshot) == ["A: a d b c"])
  }

  @Test func insertingExistingItemsMovesThemAcrossSections() {
    var snapshot = makeSnapshot("A: a b", "B: c d")
    snapshot.insertItems(["d", "a"], beforeItem: "b")
    #expect(layout(snapshot) == ["A: d a b", "B: c"])
    #expect(snapshot.sectionIdentifier(containingItem: "d") == "A")
  }
}
