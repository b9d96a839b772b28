import Foundation
import ReplayTesting
import XCTest

/// The helper from XCTest: outside a Swift Testing test it reports through `XCTFail`.
final class AssertReplayXCTests: XCTestCase {
  func testInsertionSortReplayMatchesItsGoldensUnderXCTest() {
    let result = assertReplay(
      of: VerificationFixtures.demo("insertion-sort.jsonl"),
      matchesGoldensIn: AssertReplayTests.goldens.appendingPathComponent("insertion-sort"),
      options: VerificationFixtures.smallRender)
    XCTAssertEqual(result?.passed, true)
    XCTAssertEqual(result?.report.frames.count, 5)
  }
}
