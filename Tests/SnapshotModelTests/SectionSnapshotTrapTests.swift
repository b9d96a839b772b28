import SnapshotModel
import Testing

/// Section-snapshot misuse traps with UIKit's reason from `NSDiffableDataSourceSectionSnapshot.m`
/// (reference §2.2). Each child process builds its own outline: exit tests capture nothing.
@Suite struct SectionSnapshotTrapTests {
  @Test func appendToAnUnknownParentTraps() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var outline = DiffableSectionSnapshot<String>()
      outline.append(["a"])
      outline.append(["b"], to: "x")
    }
    #expect(uikitReason(result) == "Parent item identifier does not exist in section snapshot: x")
  }

  @Test func replacingChildrenOfAnUnknownParentTraps() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var outline = DiffableSectionSnapshot<String>()
      outline.replace(childrenOf: "x", using: DiffableSectionSnapshot())
    }
    #expect(uikitReason(result) == "Parent item identifier does not exist in section snapshot: x")
  }

  @Test func subtreeSnapshotOfAnUnknownParentTraps() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = DiffableSectionSnapshot<String>().snapshot(of: "x", includingParent: true)
    }
    #expect(uikitReason(result) == "Parent item identifier does not exist in section snapshot: x")
  }

  @Test func insertBeforeAnUnknownItemTraps() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var outline = DiffableSectionSnapshot<String>()
      outline.append(["a"])
      outline.insert(["b"], before: "x")
    }
    #expect(
      uikitReason(result)
        == "Item identifier to insert before does not exist in section snapshot: x")
  }

  @Test func insertAfterAnUnknownItemTraps() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var outline = DiffableSectionSnapshot<String>()
      outline.append(["a"])
      outline.insert(["b"], after: "x")
    }
    #expect(
      uikitReason(result) == "Item identifier to insert after does not exist in section snapshot: x"
    )
  }

  @Test func insertingASnapshotAfterAnUnknownItemTraps() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var inserted = DiffableSectionSnapshot<String>()
      inserted.append(["b"])
      var outline = DiffableSectionSnapshot<String>()
      outline.insert(inserted, after: "x")
    }
    #expect(
      uikitReason(result) == "Item identifier to insert after does not exist in section snapshot: x"
    )
  }

  @Test func isExpandedOfAnUnknownItemTraps() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = DiffableSectionSnapshot<String>().isExpanded("x")
    }
    #expect(uikitReason(result) == "Item identifier does not exist in section snapshot: x")
  }

  @Test func isVisibleOfAnUnknownItemTraps() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = DiffableSectionSnapshot<String>().isVisible("x")
    }
    #expect(uikitReason(result) == "Item identifier does not exist in section snapshot: x")
  }

  @Test func levelOfAnUnknownItemTraps() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = DiffableSectionSnapshot<String>().level(of: "x")
    }
    #expect(uikitReason(result) == "Item identifier does not exist in section snapshot: x")
  }

  @Test func parentOfAnUnknownChildTraps() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = DiffableSectionSnapshot<String>().parent(of: "x")
    }
    #expect(uikitReason(result) == "Child item identifier does not exist in section snapshot: x")
  }

  @Test func deletingAnUnknownItemTraps() async {
    // Unlike the whole snapshot's deleteItems, which skips unknown ids (§1.2).
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var outline = DiffableSectionSnapshot<String>()
      outline.append(["a"])
      outline.delete(["a", "x"])
    }
    #expect(uikitReason(result) == "Failed to find index of item x")
  }

  @Test func appendingARepeatedItemTraps() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var outline = DiffableSectionSnapshot<String>()
      outline.append(["a", "b", "a"])
    }
    #expect(uikitReason(result) == "Supplied identifiers are not unique.")
  }

  @Test func appendingAnItemAlreadyThereTraps() async {
    // Unlike the whole snapshot, where appending an existing item moves it (§1.2).
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var outline = DiffableSectionSnapshot<String>()
      outline.append(["a", "b"])
      outline.append(["a"], to: "b")
    }
    #expect(uikitReason(result) == "Supplied identifiers are not unique.")
  }

  @Test func insertingTheDestinationItselfTraps() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var outline = DiffableSectionSnapshot<String>()
      outline.append(["a"])
      outline.insert(["a"], before: "a")
    }
    #expect(uikitReason(result) == "Supplied identifiers are not unique.")
  }

  @Test func insertingASnapshotThatSharesAnItemTraps() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var outline = DiffableSectionSnapshot<String>()
      outline.append(["a", "b"])
      var inserted = DiffableSectionSnapshot<String>()
      inserted.append(["c"])
      inserted.append(["b"], to: "c")
      outline.insert(inserted, before: "a")
    }
    #expect(uikitReason(result) == "Supplied identifiers are not unique.")
  }

  @Test func replacingChildrenWithAnItemFromElsewhereTraps() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var outline = DiffableSectionSnapshot<String>()
      outline.append(["a", "b"])
      var children = DiffableSectionSnapshot<String>()
      children.append(["b"])
      outline.replace(childrenOf: "a", using: children)
    }
    #expect(uikitReason(result) == "Supplied identifiers are not unique.")
  }
}
