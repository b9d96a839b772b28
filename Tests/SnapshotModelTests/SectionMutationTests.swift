import SnapshotModel
import Testing

@Suite struct SectionMutationTests {
  @Test func appendSectionsAddsEmptySectionsAtTheEnd() {
    var snapshot = makeSnapshot("A: a")
    snapshot.appendSections(["B", "C"])
    #expect(layout(snapshot) == ["A: a", "B:", "C:"])
  }

  @Test func insertSectionsBeforeASection() {
    var snapshot = makeSnapshot("A: a", "B: b")
    snapshot.insertSections(["X", "Y"], beforeSection: "B")
    #expect(layout(snapshot) == ["A: a", "X:", "Y:", "B: b"])
    #expect(snapshot.indexOfItem("b") == 1)
  }

  @Test func insertSectionsAfterASection() {
    var snapshot = makeSnapshot("A: a", "B: b")
    snapshot.insertSections(["X", "Y"], afterSection: "A")
    #expect(layout(snapshot) == ["A: a", "X:", "Y:", "B: b"])
  }

  @Test func moveSectionBeforeALaterSectionEndsAtToMinusOne() {
    var snapshot = makeSnapshot("A: a", "B:", "C:", "D: d")
    snapshot.moveSection("A", beforeSection: "D")  // from 0, to 3
    #expect(snapshot.sectionIdentifiers == ["B", "C", "A", "D"])
    #expect(snapshot.indexOfItem("a") == 0)
    #expect(snapshot.itemIdentifiers == ["a", "d"])
  }

  @Test func moveSectionBeforeAnEarlierSectionEndsAtTo() {
    var snapshot = makeSnapshot("A:", "B:", "C:", "D:")
    snapshot.moveSection("D", beforeSection: "B")  // from 3, to 1
    #expect(snapshot.sectionIdentifiers == ["A", "D", "B", "C"])
  }

  @Test func moveSectionAfterALaterSectionEndsAtTo() {
    var snapshot = makeSnapshot("A:", "B:", "C:", "D:")
    snapshot.moveSection("A", afterSection: "C")  // from 0, to 2
    #expect(snapshot.sectionIdentifiers == ["B", "C", "A", "D"])
  }

  @Test func moveSectionAfterAnEarlierSectionEndsAtToPlusOne() {
    var snapshot = makeSnapshot("A:", "B:", "C:", "D:")
    snapshot.moveSection("D", afterSection: "A")  // from 3, to 0
    #expect(snapshot.sectionIdentifiers == ["A", "D", "B", "C"])
  }

  @Test func moveSectionBeforeTheNextSectionIsANoOp() {
    var snapshot = makeSnapshot("A: a", "B: b")
    snapshot.moveSection("A", beforeSection: "B")
    #expect(layout(snapshot) == ["A: a", "B: b"])
  }

  @Test func movedSectionKeepsItsItemsAndGlobalIndicesFollow() {
    var snapshot = makeSnapshot("A: a b", "B: c")
    snapshot.moveSection("B", beforeSection: "A")
    #expect(layout(snapshot) == ["B: c", "A: a b"])
    #expect(snapshot.indexOfItem("a") == 1)
    #expect(snapshot.indexOfSection("A") == 1)
  }
}
