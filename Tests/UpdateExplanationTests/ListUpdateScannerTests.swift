import Testing

@testable import UpdateExplanation

/// The scanner reads each family's numbers however the message was wrapped, quoted, cut or
/// surrounded.
@Suite struct ListUpdateScannerTests {
  private func scan(_ text: String, budget: ScanBudget = ScanBudget()) throws -> [ListUpdateMessage]
  {
    try ListUpdateScanner(budget: budget).messages(in: Array(text.utf8))
  }

  @Test func readsTheRowCountMessage() throws {
    let found = try scan(
      "Invalid update: invalid number of rows in section 0. The number of rows contained in an "
        + "existing section after the update (5) must be equal to the number of rows contained "
        + "in that section before the update (5), plus or minus the number of rows inserted or "
        + "deleted from that section (1 inserted, 0 deleted) and plus or minus the number of "
        + "rows moved into or out of that section (0 moved in, 0 moved out).")
    #expect(found.count == 1)
    #expect(
      found.first?.content
        == .countMismatch(
          CountMismatch(
            list: .tableView, section: 0, after: 5, before: 5, inserted: 1, deleted: 0,
            movedIn: 0, movedOut: 0)))
    #expect(found.first?.isCutShort == false)
  }

  @Test func readsTheSectionCountMessageInsideAConsoleLine() throws {
    let found = try scan(
      "2024-01-01 12:00:00.000 App[1:2] *** Terminating app due to uncaught exception "
        + "'NSInternalInconsistencyException', reason: 'Invalid update: invalid number of "
        + "sections.  The number of sections contained in the collection view after the update "
        + "(6) must be equal to the number of sections contained in the collection view before "
        + "the update (0), plus or minus the number of sections inserted or deleted (5 inserted, "
        + "0 deleted).'\n*** First throw call stack:")
    #expect(
      found.map(\.content) == [
        .countMismatch(
          CountMismatch(
            list: .collectionView, section: nil, after: 6, before: 0, inserted: 5, deleted: 0))
      ])
  }

  @Test func readsTheBatchMessageFlattenedByACrashReporter() throws {
    let found = try scan(
      "Fatal Exception: NSInternalInconsistencyException\nInvalid batch updates detected: the "
        + "number of sections and/or rows returned by the data source before and after "
        + "performing the batch updates are inconsistent with the updates. Data source before "
        + "updates = { 1 section with row counts: [3] } Data source after updates = { 1 section "
        + "with row counts: [0] } Updates = [ Delete row (0 - 1), Delete row (0 - 0) ]")
    #expect(
      found.map(\.content) == [
        .batchMismatch(
          BatchMismatch(
            list: .tableView, before: [3], after: [0],
            updates: [
              .item(.delete, section: 0, index: 1), .item(.delete, section: 0, index: 0),
            ]))
      ])
    #expect(found.first?.line == 2)
  }

  @Test func readsAMessageWrappedMidWordAndQuoted() throws {
    let found = try scan(
      "> Invalid update: invalid number of items in section 2. The number of items contai\n"
        + "> ned in an existing section after the update (2\n> 7) must be equal to the number "
        + "of items contained in that section before the update (30), plus or minus the number "
        + "of items inserted or deleted from that section (3 inserted, 3 deleted) and plus or "
        + "minus the number of items moved into or out of that section (0 moved in, 0 moved "
        + "out).")
    #expect(
      found.map(\.content) == [
        .countMismatch(
          CountMismatch(
            list: .collectionView, section: 2, after: 27, before: 30, inserted: 3, deleted: 3,
            movedIn: 0, movedOut: 0))
      ])
  }

  @Test func keepsWhatItReadOfATruncatedMessage() throws {
    let found = try scan(
      "Invalid update: invalid number of rows in section 0.  The number of rows contained in an "
        + "existing section after the update (11) must be equal to the number of rows contained "
        + "in that section before the update (4), plus or min")
    #expect(
      found.map(\.content) == [
        .countMismatch(
          CountMismatch(
            list: .tableView, section: 0, after: 11, before: 4, inserted: nil, deleted: nil))
      ])
    #expect(found.first?.isCutShort == true)
  }

  @Test func refusesANumberBeyond64Bits() {
    #expect(throws: ExplanationError.numberOutOfRange(text: "99999999999999999999", line: 1)) {
      try scan(
        "Invalid update: invalid number of rows in section 0. The number of rows contained in "
          + "an existing section after the update (99999999999999999999) must be")
    }
  }

  @Test func stopsAtTheMessageBudget() {
    let message =
      "Invalid update: invalid number of sections. The number of sections contained in the "
      + "table view after the update (1) must be equal to the number of sections contained in "
      + "the table view before the update (0), plus or minus the number of sections inserted "
      + "or deleted (0 inserted, 0 deleted).\n"
    #expect(throws: ExplanationError.tooManyMessages(limit: 2)) {
      try scan(String(repeating: message, count: 3), budget: ScanBudget(maxMessages: 2))
    }
  }

  @Test func findsTheDiffableMessages() throws {
    let found = try scan(
      "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    dog\n)}\n"
        + "noise\nDiffable data source detected an item identifier whose hash value changed.\n"
        + "Invalid parameter not satisfying: x != nil\n"
        + "Invalid parameter not satisfying: section != NSNotFound\n")
    #expect(
      found.map(\.family) == ["duplicate-identifiers", "hash-value-changed", "unknown-place"])
    #expect(found.first.map { $0.line } == 1)
    if case .diffable(let failure) = found.first?.content {
      #expect(
        failure.detail
          == "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {( dog )}")
    }
  }
}
