import SnapshotModel
import Testing

/// UIKit's move arithmetic (reference §1.2): with global indices `from` (moved item) and `to`
/// (destination), the moved item ends at `to - 1` / `to` (before, `from < to` / `from > to`) and
/// at `to` / `to + 1` (after).
@Suite struct MoveItemTests {
  @Test func moveBeforeALaterItemEndsAtToMinusOne() {
    var snapshot = makeSnapshot("A: a b c d e")
    snapshot.moveItem("b", beforeItem: "e")  // from 1, to 4
    #expect(snapshot.indexOfItem("b") == 3)
    #expect(layout(snapshot) == ["A: a c d b e"])
  }

  @Test func moveBeforeAnEarlierItemEndsAtTo() {
    var snapshot = makeSnapshot("A: a b c d e")
    snapshot.moveItem("d", beforeItem: "b")  // from 3, to 1
    #expect(snapshot.indexOfItem("d") == 1)
    #expect(layout(snapshot) == ["A: a d b c e"])
  }

  @Test func moveAfterALaterItemEndsAtTo() {
    var snapshot = makeSnapshot("A: a b c d e")
    snapshot.moveItem("b", afterItem: "d")  // from 1, to 3
    #expect(snapshot.indexOfItem("b") == 3)
    #expect(layout(snapshot) == ["A: a c d b e"])
  }

  @Test func moveAfterAnEarlierItemEndsAtToPlusOne() {
    var snapshot = makeSnapshot("A: a b c d e")
    snapshot.moveItem("e", afterItem: "a")  // from 4, to 0
    #expect(snapshot.indexOfItem("e") == 1)
    #expect(layout(snapshot) == ["A: a e b c d"])
  }

  @Test func moveBeforeTheNextItemIsANoOp() {
    var snapshot = makeSnapshot("A: a b c")
    snapshot.moveItem("a", beforeItem: "b")  // from 0, to 1: result 0
    #expect(snapshot == makeSnapshot("A: a b c"))
  }

  @Test func moveAfterThePreviousItemIsANoOp() {
    var snapshot = makeSnapshot("A: a b c")
    snapshot.moveItem("c", afterItem: "b")  // from 2, to 1: result 2
    #expect(snapshot == makeSnapshot("A: a b c"))
  }

  @Test func moveAcrossSectionsUsesGlobalIndices() {
    var snapshot = makeSnapshot("A: a b", "B: c d")
    snapshot.moveItem("a", beforeItem: "d")  // from 0, to 3
    #expect(snapshot.indexOfItem("a") == 2)
    #expect(layout(snapshot) == ["A: b", "B: c a d"])
    #expect(snapshot.sectionIdentifier(containingItem: "a") == "B")
  }

  @Test func moveToTheSameGlobalIndexInAnotherSectionChangesTheSection() {
    var snapshot = makeSnapshot("A: a", "B: b")
    snapshot.moveItem("a", beforeItem: "b")  // from 0, to 1: result 0, but into B
    #expect(snapshot.indexOfItem("a") == 0)
    #expect(layout(snapshot) == ["A:", "B: a b"])
  }

  @Test func moveAfterAnItemInAnEarlierSection() {
    var snapshot = makeSnapshot("A: a b", "B: c d")
    snapshot.moveItem("d", afterItem: "a")  // from 3, to 0
    #expect(snapshot.indexOfItem("d") == 1)
    #expect(layout(snapshot) == ["A: a d b", "B: c"])
  }
}
