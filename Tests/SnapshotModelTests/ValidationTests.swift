import SnapshotModel
import Testing

@Suite struct ValidationTests {
  typealias Problem = SnapshotProblem<String, String>
  typealias Failure = SnapshotValidationError<String, String>

  @Test func validDataBuildsTheSameSnapshotAsTheMutatingAPI() throws {
    let snapshot = try Snapshot(validating: [("A", ["a", "b"]), ("B", []), ("C", ["c"])])
    #expect(snapshot == makeSnapshot("A: a b", "B:", "C: c"))
    #expect(snapshot.indexOfItem("c") == 2)
    #expect(snapshot.sectionIdentifier(containingItem: "b") == "A")
  }

  @Test func validDataKeepsMarksInGivenOrder() throws {
    let snapshot = try Snapshot(
      validating: [("A", ["a", "b"]), ("B", ["c"])], reloadedItems: ["c", "a"],
      reconfiguredItems: ["b"], reloadedSections: ["B", "A"])
    #expect(snapshot.reloadedItemIdentifiers == ["c", "a"])
    #expect(snapshot.reconfiguredItemIdentifiers == ["b"])
    #expect(snapshot.reloadedSectionIdentifiers == ["B", "A"])
  }

  @Test func repeatedMarksAreAnOrderedUnion() throws {
    let snapshot = try Snapshot(validating: [("A", ["a", "b"])], reloadedItems: ["b", "a", "b"])
    #expect(snapshot.reloadedItemIdentifiers == ["b", "a"])
  }

  @Test func sectionsWithItemsRoundTrips() throws {
    let original = makeSnapshot("A: a b", "B:", "C: c")
    let rebuilt = try Snapshot(validating: original.sectionsWithItems)
    #expect(rebuilt == original)
  }

  @Test func repeatedItemInOneSectionIsAProblem() {
    #expect(throws: Failure(problems: [.duplicateItems(["a"])])) {
      try Snapshot(validating: [("A", ["a", "b", "a"])])
    }
  }

  @Test func itemInTwoSectionsIsAProblem() {
    #expect(throws: Failure(problems: [.duplicateItems(["b"])])) {
      try Snapshot(validating: [("A", ["a", "b"]), ("B", ["b"])])
    }
  }

  @Test func repeatedSectionIsAProblem() {
    #expect(throws: Failure(problems: [.duplicateSections(["A"])])) {
      try Snapshot(validating: [("A", ["a"]), ("B", []), ("A", ["b"])])
    }
  }

  /// Reference §6: a mark naming an identifier that is not in the snapshot (marked, then
  /// deleted) is kept, not refused; UIKit ignores it at apply.
  @Test func marksNotInTheSnapshotAreKeptAndListedAsIgnored() throws {
    let snapshot = try Snapshot(
      validating: [("A", ["a"])], reloadedItems: ["a", "x"], reconfiguredItems: ["y"],
      reloadedSections: ["X", "A"])
    #expect(snapshot.reloadedItemIdentifiers == ["a", "x"])
    #expect(snapshot.reconfiguredItemIdentifiers == ["y"])
    #expect(snapshot.reloadedSectionIdentifiers == ["X", "A"])
    #expect(
      snapshot.ignoredMarks
        == IgnoredMarks(reloadedItems: ["x"], reconfiguredItems: ["y"], reloadedSections: ["X"]))
  }

  @Test func sectionIdentifierIsNoItemForMarks() throws {
    let snapshot = try Snapshot(validating: [("A", ["a"])], reloadedItems: ["A"])
    #expect(snapshot.ignoredMarks.reloadedItems == ["A"])
  }

  @Test func everyProblemIsReportedInDocumentedOrder() {
    let expected: [Problem] = [
      .duplicateSections(["B", "A"]),
      .duplicateItems(["c", "a"]),
    ]
    #expect(throws: Failure(problems: expected)) {
      try Snapshot(
        validating: [("A", ["a", "c"]), ("B", ["c"]), ("B", ["a"]), ("A", [])],
        reloadedItems: ["x", "a", "y", "x"], reconfiguredItems: ["z"],
        reloadedSections: ["X"])
    }
  }

  @Test func duplicateItemsDescriptionIsUIKitsReasonOnOneLine() {
    #expect(
      Problem.duplicateItems(["a", "b"]).description
        == "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(a, b)}")
  }

  @Test func duplicateSectionsDescriptionIsUIKitsReasonOnOneLine() {
    #expect(
      Problem.duplicateSections(["A"]).description
        == "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(A)}")
  }

  @Test func errorDescriptionJoinsProblemsWithSemicolons() {
    let error = Failure(problems: [.duplicateSections(["X"]), .duplicateItems(["x"])])
    #expect(
      error.description
        == "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(X)}; "
        + "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(x)}")
  }

  /// Past the pairwise-check limit the valid path hashes each item only while building; the
  /// problems must still be the ones the listing pass names, in the same order.
  @Test func longInputsReportTheSameProblemsAsShortOnes() {
    let many = (0..<200).map { "i\($0)" }
    let sections = [("A", many), ("B", ["x", "i150", "i7"]), ("A", ["y"]), ("C", ["i7"])]
    #expect(
      throws: Failure(problems: [.duplicateSections(["A"]), .duplicateItems(["i150", "i7"])])
    ) {
      try Snapshot(validating: sections)
    }
  }

  @Test func longValidInputsBuildTheSameSnapshotAsTheMutatingAPI() throws {
    let first = (0..<150).map { "a\($0)" }
    let second = (0..<90).map { "b\($0)" }
    let snapshot = try Snapshot(validating: [("A", first), ("B", []), ("C", second)])
    var expected = Snapshot()
    expected.appendSections(["A", "B", "C"])
    expected.appendItems(first, toSection: "A")
    expected.appendItems(second, toSection: "C")
    #expect(snapshot == expected)
    #expect(snapshot.numberOfItems == 240)
    #expect(snapshot.indexOfItem("b89") == 239)
    #expect(snapshot.sectionIdentifier(containingItem: "b3") == "C")
  }
}
