import Foundation
import ReplaySnapshotTesting
import ReplayTestSupport
import SnapshotTesting
import XCTest

/// `.replay` from XCTest: the same strategy, against the Swift Testing suite's reference.
final class ReplaySnapshotXCTests: XCTestCase {
  func testOneFrameOfTheWiFiSettingsMatchesTheSameReferenceUnderXCTest() {
    let references = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("__Snapshots__/ReplaySnapshotStrategyTests")
    let failure = verifySnapshot(
      of: PackageFiles.demoRecording("wifi-settings.jsonl"),
      as: .replay(
        .frame(seq: 2, progress: 0.5),
        options: RenderOptionOverrides {
          $0.scale = 0.25
        }),
      named: "seq-2-halfway", record: .never, snapshotDirectory: references.path,
      testName: "oneFrameOfTheWiFiSettingsMatchesItsReference")
    XCTAssertNil(failure)
  }
}
