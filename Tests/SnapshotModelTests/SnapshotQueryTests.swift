import SnapshotModel
import Testing

@Suite struct SnapshotQueryTests {
  @Test func newSnapshotIsEmpty() {
    let snapshot = Snapshot()
    #expect(snapshot.numberOfSections == 0)
    #expect(snapshot.numberOfItems == 0)
    #expect(snapshot.sectionIdentifiers.isEmpty)
    #expect(snapshot.itemIdentifiers.isEmpty)
  }

  @Test func countsCoverAllSections() {
    let snapshot = makeSnapshot("A: a b", "B:", "C: c")
    #expect(snapshot.numberOfSections == 3)
    #expect(snapshot.numberOfItems == 3)
    #expect(snapshot.numberOfItems(inSection: "A") == 2)
    #expect(snapshot.numberOfItems(inSection: "B") == 0)
  }

  @Test func sectionIdentifiersAreInDisplayOrder() {
    #expect(makeSnapshot("C:", "A:", "B:").sectionIdentifiers == ["C", "A", "B"])
  }

  @Test func itemIdentifiersAreFlatSectionBySection() {
    let snapshot = makeSnapshot("A: z y", "B:", "C: x")
    #expect(snapshot.itemIdentifiers == ["z", "y", "x"])
  }

  @Test func itemIdentifiersInSectionListsOnlyThatSection() {
    let snapshot = makeSnapshot("A: a b", "B: c")
    #expect(snapshot.itemIdentifiers(inSection: "B") == ["c"])
    #expect(snapshot.itemIdentifiers(inSection: "A") == ["a", "b"])
  }

  @Test func sectionIdentifierContainingItemNamesItsSection() {
    let snapshot = makeSnapshot("A: a", "B: b")
    #expect(snapshot.sectionIdentifier(containingItem: "b") == "B")
    #expect(snapshot.sectionIdentifier(containingItem: "missing") == nil)
  }

  @Test func indexOfItemIsGlobalAcrossSections() {
    let snapshot = makeSnapshot("A: a b", "B:", "C: c d")
    #expect(snapshot.indexOfItem("a") == 0)
    #expect(snapshot.indexOfItem("c") == 2)
    #expect(snapshot.indexOfItem("d") == 3)
    #expect(snapshot.indexOfItem("missing") == nil)
  }

  @Test func indexOfSectionCountsSections() {
    let snapshot = makeSnapshot("A: a", "B:", "C:")
    #expect(snapshot.indexOfSection("C") == 2)
    #expect(snapshot.indexOfSection("missing") == nil)
  }

  @Test func containsAnswersForItemsAndSectionsSeparately() {
    let snapshot = makeSnapshot("A: a")
    #expect(snapshot.contains("a"))
    #expect(!snapshot.contains("A"))
    #expect(snapshot.containsSection("A"))
    #expect(!snapshot.containsSection("a"))
  }

  @Test func sectionAndItemIdentifiersAreSeparateNamespaces() {
    var snapshot = Snapshot()
    snapshot.appendSections(["same"])
    snapshot.appendItems(["same"])
    #expect(layout(snapshot) == ["same: same"])
    #expect(snapshot.sectionIdentifier(containingItem: "same") == "same")
  }

  @Test func descriptionListsSectionsAndItems() {
    #expect(makeSnapshot("A: a b", "B:").description == "DiffableSnapshot(A: [a, b]; B: [])")
  }
}
