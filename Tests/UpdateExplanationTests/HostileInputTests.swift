import Testing

@testable import UpdateExplanation

/// Untrusted input never crashes or runs away: garbage, huge logs, many messages, unbalanced
/// brackets and numbers beyond 64 bits are bounded and answered.
@Suite struct HostileInputTests {
  private let message =
    "Invalid update: invalid number of rows in section 0. The number of rows contained in an "
    + "existing section after the update (5) must be equal to the number of rows contained in "
    + "that section before the update (5), plus or minus the number of rows inserted or deleted "
    + "from that section (1 inserted, 0 deleted) and plus or minus the number of rows moved "
    + "into or out of that section (0 moved in, 0 moved out).\n"

  @Test func binaryGarbageHoldsNoMessage() throws {
    var random = UInt64(0x2545_F491_4F6C_DD1D)
    var bytes: [UInt8] = []
    for _ in 0..<(1 << 20) {
      random ^= random << 13
      random ^= random >> 7
      random ^= random << 17
      bytes.append(UInt8(truncatingIfNeeded: random))
    }
    #expect(try ListUpdateExplanation.all(in: bytes).isEmpty)
  }

  @Test func findsOneMessageInAnEightMegabyteLog() throws {
    let line = Array("2026-11-28 12:00:00.000 App[1:2] Invalid value in row 3 of the table\n".utf8)
    var bytes: [UInt8] = []
    while bytes.count < 8 << 20 { bytes += line }
    bytes += Array(message.utf8)
    let found = try ListUpdateExplanation.all(in: bytes)
    #expect(found.count == 1)
  }

  @Test func readsTenThousandMessages() throws {
    let bytes = Array(String(repeating: message, count: 10_000).utf8)
    #expect(try ListUpdateExplanation.all(in: bytes).count == 10_000)
  }

  @Test func refusesInputBeyondItsBudget() {
    #expect(throws: ExplanationError.inputTooLarge(bytes: 100, limit: 10)) {
      try ListUpdateExplanation.all(
        in: [UInt8](repeating: 0x41, count: 100), budget: ScanBudget(maxInputBytes: 10))
    }
  }

  @Test func unbalancedBracketsEndAtTheDetailLimit() throws {
    let text =
      "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {("
      + String(repeating: "((({{{[[[", count: 10_000)
    let found = try ListUpdateScanner().messages(in: Array(text.utf8))
    #expect(found.count == 1)
    #expect(found.first?.isCutShort == true)
  }

  @Test func unbalancedBatchBracesAreCutShort() throws {
    let text =
      "Invalid batch updates detected: the number of sections and/or rows returned by the data "
      + "source before updates = { 1 section with row counts: [3, 3, 3, 3"
      + String(repeating: "{[", count: 5_000)
    let found = try ListUpdateScanner().messages(in: Array(text.utf8))
    #expect(found.first?.isCutShort == true)
  }

  @Test func aSumBeyond64BitsIsNotACrash() throws {
    let big = String(Int.max)
    let text =
      "Invalid update: invalid number of rows in section 0. The number of rows contained in an "
      + "existing section after the update (0) must be equal to the number of rows contained in "
      + "that section before the update (\(big)), plus or minus the number of rows inserted or "
      + "deleted from that section (\(big) inserted, 0 deleted) and plus or minus the number of "
      + "rows moved into or out of that section (0 moved in, 0 moved out)."
    let explanation = try #require(try ListUpdateExplanation.all(in: Array(text.utf8)).first)
    #expect(explanation.balances.first?.expected == nil)
    #expect(explanation.text(file: "big.txt").contains("overflows 64 bits"))
  }
}
