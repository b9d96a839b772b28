import SnapshotModel
import Testing

@Suite struct EquatableTests {
  @Test func equalityIgnoresMarks() {
    var marked = makeSnapshot("A: a b")
    marked.reloadItems(["a"])
    marked.reconfigureItems(["b"])
    marked.reloadSections(["A"])
    #expect(marked == makeSnapshot("A: a b"))
  }

  @Test func itemOrderMatters() {
    #expect(makeSnapshot("A: a b") != makeSnapshot("A: b a"))
  }

  @Test func sectionOrderMatters() {
    #expect(makeSnapshot("A:", "B:") != makeSnapshot("B:", "A:"))
  }

  @Test func sectionMembershipMattersEvenWithTheSameFlatOrder() {
    #expect(makeSnapshot("A: a", "B: b") != makeSnapshot("A: a b", "B:"))
  }

  @Test func emptySectionsCount() {
    #expect(makeSnapshot("A: a", "B:") != makeSnapshot("A: a"))
  }

  @Test func snapshotsBuiltDifferentlyButAlikeAreEqual() {
    var moved = makeSnapshot("B: b", "A: a")
    moved.moveSection("B", afterSection: "A")
    #expect(moved == makeSnapshot("A: a", "B: b"))
  }
}
