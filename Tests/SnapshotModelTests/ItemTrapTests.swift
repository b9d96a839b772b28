import SnapshotModel
import Testing

/// Item misuse that UIKit raises `NSInternalInconsistencyException` for (reference §2.1) traps
/// with UIKit's reason. Each child process builds its own snapshot: exit tests capture nothing.
@Suite struct ItemTrapTests {
  @Test func repeatedItemInAppendTraps() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = DiffableSnapshot<String, String>()
      snapshot.appendSections(["A"])
      snapshot.appendItems(["a", "b", "a"])
    }
    #expect(
      uikitReason(result)
        == "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    a\n)}")
  }

  @Test func severalRepeatedItemsAreListedInOrderOfFirstRepeat() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = DiffableSnapshot<String, String>()
      snapshot.appendSections(["A"])
      snapshot.appendItems(["b", "a", "a", "b", "b"])
    }
    #expect(
      uikitReason(result)
        == "Fatal: supplied item identifiers are not unique. Duplicate identifiers: "
        + "{(\n    a,\n    b\n)}")
  }

  @Test func repeatedItemInDeleteTraps() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = DiffableSnapshot<String, String>()
      snapshot.deleteItems(["x", "x"])
    }
    #expect(
      uikitReason(result)
        == "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    x\n)}")
  }

  @Test func repeatedItemInReconfigureTraps() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = DiffableSnapshot<String, String>()
      snapshot.appendSections(["A"])
      snapshot.appendItems(["a"])
      snapshot.reconfigureItems(["a", "a"])
    }
    #expect(
      uikitReason(result)
        == "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    a\n)}")
  }

  @Test func appendWithoutSectionWhenThereAreNoSectionsTraps() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = DiffableSnapshot<String, String>()
      snapshot.appendItems(["a"])
    }
    #expect(
      uikitReason(result)
        == "There are currently no sections in the data source. Please add a section first.")
  }

  @Test func missingLastSectionIsReportedBeforeRepeatedItems() async {
    // UIKit's snapshot checks for a last section (`__UIDiffableDataSourceSnapshot.m:169`) before
    // it builds the update record that checks for repeats.
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = DiffableSnapshot<String, String>()
      snapshot.appendItems(["a", "a"])
    }
    #expect(
      uikitReason(result)
        == "There are currently no sections in the data source. Please add a section first.")
  }

  @Test func appendToUnknownSectionTraps() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = DiffableSnapshot<String, String>()
      snapshot.appendSections(["A"])
      snapshot.appendItems(["a"], toSection: "B")
    }
    #expect(uikitReason(result) == "Invalid parameter not satisfying: section != NSNotFound")
  }

  /// Reference §6: the section count is checked first, even when a section is named.
  @Test func appendToNamedSectionWhenThereAreNoSectionsTrapsWithNoSections() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = DiffableSnapshot<String, String>()
      snapshot.appendItems(["a", "a"], toSection: "B")
    }
    #expect(
      uikitReason(result)
        == "There are currently no sections in the data source. Please add a section first.")
  }

  @Test func insertBeforeUnknownItemTraps() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = DiffableSnapshot<String, String>()
      snapshot.appendSections(["A"])
      snapshot.appendItems(["a"])
      snapshot.insertItems(["b"], beforeItem: "missing")
    }
    #expect(uikitReason(result) == "Invalid parameter not satisfying: section != NSNotFound")
  }

  @Test func insertAfterAnItemWhenThereAreNoSectionsTraps() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = DiffableSnapshot<String, String>()
      snapshot.insertItems(["b"], afterItem: "a")
    }
    #expect(uikitReason(result) == "Invalid parameter not satisfying: section != NSNotFound")
  }

  @Test func insertRelativeToOneOfTheInsertedItemsTraps() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = DiffableSnapshot<String, String>()
      snapshot.appendSections(["A"])
      snapshot.appendItems(["a"])
      snapshot.insertItems(["b", "a"], beforeItem: "a")
    }
    #expect(
      uikitReason(result)
        == "Invalid update: destination for insertion operation [a] is in the insertion "
        + "identifier list for update: <_UIDiffableDataSourceUpdate - action: INS; "
        + "destinationIdentifier:a; destIsSection: 0; identifiers: [b,a]>.")
  }

  @Test func destinationAmongInsertedItemsIsReportedBeforeAnUnknownDestination() async {
    // The record's own check (`_UIDiffableDataSourceUpdate.m:169`) runs before it is applied.
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = DiffableSnapshot<String, String>()
      snapshot.insertItems(["x"], afterItem: "x")
    }
    #expect(
      uikitReason(result)
        == "Invalid update: destination for insertion operation [x] is in the insertion "
        + "identifier list for update: <_UIDiffableDataSourceUpdate - action: INS; "
        + "destinationIdentifier:x; destIsSection: 0; identifiers: [x]>.")
  }

  @Test func moveItemRelativeToItselfTraps() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = DiffableSnapshot<String, String>()
      snapshot.appendSections(["A"])
      snapshot.appendItems(["a"])
      snapshot.moveItem("a", afterItem: "a")
    }
    #expect(
      uikitReason(result)
        == "Invalid update: destination for item move is the same as the source [a] for update: "
        + "<_UIDiffableDataSourceUpdate - action: MOV; destinationIdentifier:a; "
        + "destIsSection: 0; identifiers: [a]>.")
  }

  @Test func moveOfUnknownItemTraps() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = DiffableSnapshot<String, String>()
      snapshot.appendSections(["A"])
      snapshot.appendItems(["a"])
      snapshot.moveItem("missing", beforeItem: "a")
    }
    #expect(uikitReason(result) == "Invalid parameter not satisfying: fromIndex != NSNotFound")
  }

  @Test func moveToUnknownItemTraps() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = DiffableSnapshot<String, String>()
      snapshot.appendSections(["A"])
      snapshot.appendItems(["a"])
      snapshot.moveItem("a", afterItem: "missing")
    }
    #expect(uikitReason(result) == "Invalid parameter not satisfying: toIndex != NSNotFound")
  }

  @Test func reloadOfItemNotInTheSnapshotTraps() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = DiffableSnapshot<String, String>()
      snapshot.appendSections(["A"])
      snapshot.appendItems(["a"])
      snapshot.reloadItems(["a", "x"])
    }
    #expect(
      uikitReason(result)
        == "Attempted to reload item identifier that does not exist in the snapshot: x")
  }

  @Test func reconfigureOfItemNotInTheSnapshotTraps() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = DiffableSnapshot<String, String>()
      snapshot.appendSections(["A"])
      snapshot.reconfigureItems(["x"])
    }
    #expect(
      uikitReason(result)
        == "Attempted to reconfigure item identifier that does not exist in the snapshot: x")
  }
}
