import SnapshotModel
import Testing

/// Section misuse that UIKit raises `NSInternalInconsistencyException` for (reference §2.1)
/// traps with UIKit's reason.
@Suite struct SectionTrapTests {
  static let sectionNotFound =
    "Section identifier was not found. You can verify the section exists by calling the "
    + "indexOfSectionIdentifier API (which has O(1) performance)"

  @Test func repeatedSectionInAppendTraps() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = DiffableSnapshot<String, String>()
      snapshot.appendSections(["A", "A"])
    }
    #expect(
      uikitReason(result)
        == "Fatal: supplied section identifiers are not unique. Duplicate identifiers: "
        + "{(\n    A\n)}")
  }

  @Test func repeatedSectionInDeleteTraps() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = DiffableSnapshot<String, String>()
      snapshot.deleteSections(["X", "X"])
    }
    #expect(
      uikitReason(result)
        == "Fatal: supplied section identifiers are not unique. Duplicate identifiers: "
        + "{(\n    X\n)}")
  }

  @Test func appendingAnExistingSectionTraps() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = DiffableSnapshot<String, String>()
      snapshot.appendSections(["A", "B"])
      snapshot.appendSections(["C", "B"])
    }
    #expect(
      uikitReason(result)
        == "Diffable data source detected an attempt to insert or append 1 section identifier "
        + "that already exists in the snapshot. Identifiers in a snapshot must be unique. "
        + "Section identifier that already exists: B")
  }

  @Test func insertingSeveralExistingSectionsTrapsWithThePluralReason() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = DiffableSnapshot<String, String>()
      snapshot.appendSections(["A", "B", "C"])
      snapshot.insertSections(["C", "A"], afterSection: "B")
    }
    #expect(
      uikitReason(result)
        == "Diffable data source detected an attempt to insert or append 2 section identifiers "
        + "that already exist in the snapshot. Identifiers in a snapshot must be unique. "
        + "Section identifiers that already exist: (\n    C,\n    A\n)")
  }

  @Test func insertBeforeUnknownSectionTraps() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = DiffableSnapshot<String, String>()
      snapshot.appendSections(["A"])
      snapshot.insertSections(["B"], beforeSection: "missing")
    }
    #expect(uikitReason(result) == "Invalid parameter not satisfying: insertIndex != NSNotFound")
  }

  @Test func insertRelativeToOneOfTheInsertedSectionsTraps() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = DiffableSnapshot<String, String>()
      snapshot.appendSections(["A"])
      snapshot.insertSections(["A", "B"], afterSection: "A")
    }
    #expect(
      uikitReason(result)
        == "Invalid update: destination for section operation [A] is in the inserted section "
        + "list for update: <_UIDiffableDataSourceUpdate - action: INS; "
        + "destinationIdentifier:A; destIsSection: 1; identifiers: [A,B]>")
  }

  /// Reference §6: the section form ends with a period, like the item form.
  @Test func moveSectionRelativeToItselfTraps() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = DiffableSnapshot<String, String>()
      snapshot.appendSections(["A"])
      snapshot.moveSection("A", beforeSection: "A")
    }
    #expect(
      uikitReason(result)
        == "Invalid update: destination for section move is the same as the source [A] for "
        + "update: <_UIDiffableDataSourceUpdate - action: MOV; destinationIdentifier:A; "
        + "destIsSection: 1; identifiers: [A]>.")
  }

  @Test func moveOfUnknownSectionTraps() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = DiffableSnapshot<String, String>()
      snapshot.appendSections(["A"])
      snapshot.moveSection("missing", afterSection: "A")
    }
    #expect(uikitReason(result) == "Invalid parameter not satisfying: fromSection != NSNotFound")
  }

  @Test func moveToUnknownSectionTraps() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = DiffableSnapshot<String, String>()
      snapshot.appendSections(["A"])
      snapshot.moveSection("A", beforeSection: "missing")
    }
    #expect(uikitReason(result) == "Invalid parameter not satisfying: toSection != NSNotFound")
  }

  @Test func reloadOfSectionNotInTheSnapshotTraps() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = DiffableSnapshot<String, String>()
      snapshot.appendSections(["A"])
      snapshot.reloadSections(["X"])
    }
    #expect(
      uikitReason(result)
        == "Attempted to reload section identifier that does not exist in the snapshot: X")
  }

  @Test func numberOfItemsInUnknownSectionTraps() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let snapshot = DiffableSnapshot<String, String>()
      _ = snapshot.numberOfItems(inSection: "missing")
    }
    #expect(uikitReason(result) == Self.sectionNotFound)
  }

  @Test func itemIdentifiersInUnknownSectionTraps() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = DiffableSnapshot<String, String>()
      snapshot.appendSections(["A"])
      _ = snapshot.itemIdentifiers(inSection: "missing")
    }
    #expect(uikitReason(result) == Self.sectionNotFound)
  }
}
