import Foundation
import ReplayTesting
import XCTest

/// The helper from XCTest: outside a Swift Testing test it reports through `XCTFail`.
final class AssertReplayXCTests: XCTestCase {
  /// Failures caught instead of recorded, while `capturing` is on.
  private var captured: [(description: String, file: String, line: Int)] = []
  private var capturing = false

  func testInsertionSortReplayMatchesItsGoldensUnderXCTest() {
    let result = assertReplay(
      of: VerificationFixtures.demo("insertion-sort.jsonl"),
      matchesGoldensIn: AssertReplayTests.goldens.appendingPathComponent("insertion-sort"),
      options: VerificationFixtures.smallRender)
    XCTAssertEqual(result?.passed, true)
    XCTAssertEqual(result?.report.frames.count, 5)
  }

  #if !canImport(Darwin)
    // swift-corelibs-xctest routes XCTFail through recordFailure, so the failure the helper
    // reports can be caught and examined here instead of failing this test.
    override func recordFailure(
      withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
      expected: Bool
    ) {
      guard capturing else {
        super.recordFailure(
          withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        return
      }
      captured.append((description, filePath, lineNumber))
    }

    func testMismatchIsAnXCTestFailureAtTheCallerWithVerifysMessage() throws {
      let fixtures = try VerificationFixtures()
      defer { fixtures.remove() }
      capturing = true
      let line = #line + 1
      let result = assertReplay(
        of: VerificationFixtures.demo("insertion-sort.jsonl"), matchesGoldensIn: fixtures.goldens,
        options: VerificationFixtures.smallRender, record: .never, artifacts: fixtures.artifacts)
      capturing = false
      XCTAssertEqual(result?.passed, false)
      XCTAssertEqual(captured.count, 1)
      let failure = try XCTUnwrap(captured.first)
      XCTAssertTrue(failure.description.contains(result?.message ?? "no result"))
      XCTAssertTrue(failure.description.contains("frame-000000.png: no golden"))
      XCTAssertEqual(failure.file, #filePath)
      XCTAssertEqual(failure.line, line)
    }
  #endif
}
