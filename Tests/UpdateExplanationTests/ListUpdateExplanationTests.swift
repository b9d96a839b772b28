import Testing

@testable import UpdateExplanation

/// The explanation of each family: the arithmetic in words, the side that is wrong, and the
/// causes ranked by what the numbers allow.
@Suite struct ListUpdateExplanationTests {
  private func explain(_ text: String) throws -> ListUpdateExplanation {
    try #require(try ListUpdateExplanation.all(in: Array(text.utf8)).first)
  }

  @Test func anUnchangedCountWithAnInsertIsTheModelChangedOutsideTheBatch() throws {
    let explanation = try explain(
      "Invalid update: invalid number of rows in section 0. The number of rows contained in an "
        + "existing section after the update (5) must be equal to the number of rows contained "
        + "in that section before the update (5), plus or minus the number of rows inserted or "
        + "deleted from that section (1 inserted, 0 deleted) and plus or minus the number of "
        + "rows moved into or out of that section (0 moved in, 0 moved out).")
    #expect(
      explanation.balances.map(\.arithmetic) == [
        "5 + 1 − 0 + 0 − 0 = 6, but the data source said 5"
      ])
    #expect(explanation.likelyCauses.first?.cause == .modelOutsideBatch)
    #expect(!explanation.likelyCauses.contains { $0.cause == .staleUpdates })
    #expect(explanation.verdict.hasPrefix("In section 0, the data source's count did not change"))
  }

  @Test func theBatchMessageShowsWhichSectionDoesNotBalance() throws {
    let explanation = try explain(
      "Invalid batch updates detected: the number of sections and/or rows returned by the data "
        + "source before and after performing the batch updates are inconsistent with the "
        + "updates. Data source before updates = { 1 section with row counts: [3] } Data source "
        + "after updates = { 1 section with row counts: [0] } Updates = [ Delete row (0 - 1), "
        + "Delete row (0 - 0) ]")
    #expect(
      explanation.balances.map(\.arithmetic) == [
        "1 + 0 − 0 = 1, and the data source said 1",
        "3 + 0 − 2 + 0 − 0 = 1, but the data source said 0",
      ])
    #expect(explanation.verdict.contains("1 row fewer"))
    #expect(explanation.causes.first { $0.cause == .reloadWithDelete }?.isConsistent == false)
  }

  @Test func aRowReloadedAndDeletedIsNamed() throws {
    let explanation = try explain(
      "Invalid batch updates detected: the number of sections and/or items returned by the "
        + "data source before and after performing the batch updates are inconsistent with the "
        + "updates. Data source before updates = { 1 section with item counts: [4] } Data "
        + "source after updates = { 1 section with item counts: [2] } Updates = [ Delete item "
        + "(0 - 1), Reload item (0 - 1) ]")
    #expect(explanation.likelyCauses.first?.cause == .reloadWithDelete)
  }

  @Test func sectionsFromNothingPointAtTheFirstLoad() throws {
    let explanation = try explain(
      "Invalid update: invalid number of sections.  The number of sections contained in the "
        + "table view after the update (6) must be equal to the number of sections contained in "
        + "the table view before the update (0), plus or minus the number of sections inserted "
        + "or deleted (0 inserted, 0 deleted).")
    #expect(
      explanation.likelyCauses.map(\.cause) == [
        .updateBeforeFirstLoad, .staleUpdates, .racingBatches, .twoQueues, .hashEqualityMismatch,
      ])
  }

  @Test func aDiffableMessageNamesItsCause() throws {
    let explanation = try explain(
      "Diffable data source detected an item identifier whose hash value changed. Identifier: x")
    #expect(explanation.likelyCauses.map(\.cause) == [.mutableHashable])
    #expect(explanation.balances.isEmpty)
  }

  @Test func theTextIsEscapedForTheTerminal() throws {
    let explanation = try explain(
      "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\u{1B}[2J)}")
    #expect(explanation.text(file: "x.txt").contains("\\e[2J"))
    #expect(!explanation.text(file: "x.txt").contains("\u{1B}"))
  }
}
