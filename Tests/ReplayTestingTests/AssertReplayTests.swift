import Foundation
import ReplayTestSupport
import ReplayTesting
import Testing

/// The test helper, used the way a project uses it: the demo recordings against goldens committed
/// under `__Goldens__/` (reduced renders so the repository stays light).
@Suite struct AssertReplayTests {
  static let goldens = PackageFiles.root
    .appendingPathComponent("Tests/ReplayTestingTests/__Goldens__")

  @Test func insertionSortReplayMatchesItsGoldens() {
    assertReplay(
      of: VerificationFixtures.demo("insertion-sort.jsonl"),
      matchesGoldensIn: Self.goldens.appendingPathComponent("insertion-sort"),
      options: VerificationFixtures.smallRender)
  }

  @Test func wifiSettingsReplayMatchesItsGoldens() {
    assertReplay(
      of: VerificationFixtures.demo("wifi-settings.jsonl"),
      matchesGoldensIn: Self.goldens.appendingPathComponent("wifi-settings"),
      options: RenderOptionOverrides {
        $0.scale = 1
        $0.viewport = SceneSize(width: 390, height: 400)
        $0.fps = 2
        $0.hold = 0
        $0.toSeq = 5
      })
  }

  @Test func failureTextNamesTheFramesAndTheNextStep() throws {
    let fixtures = try VerificationFixtures()
    defer { fixtures.remove() }
    let outcome = verifyReplay(
      of: VerificationFixtures.demo("insertion-sort.jsonl"), matchesGoldensIn: fixtures.goldens,
      options: VerificationFixtures.smallRender, record: .never, artifacts: fixtures.artifacts)
    let result = try outcome.get()
    #expect(!result.passed)
    let actual = fixtures.artifacts.appendingPathComponent("goldens/actual").path
    let expected =
      [
        "Replay of insertion-sort.jsonl does not match its goldens in \(fixtures.goldens.path) "
          + "(5 frames: 0 differ, 5 new, 0 no longer rendered)."
      ] + (0..<5).map { "  frame-00000\($0).png: no golden" } + [
        "Actual frames: \(actual)",
        "If the new frames are right, re-record them with --record failed "
          + "(or SNAPREPLAY_RECORD=failed) and commit the goldens.",
      ]
    #expect(result.message == expected.joined(separator: "\n"))
  }

  @Test func mismatchIsARecordedIssueCarryingVerifysMessage() throws {
    let fixtures = try VerificationFixtures()
    defer { fixtures.remove() }
    // withKnownIssue fails this test unless the helper records a matching issue.
    withKnownIssue {
      assertReplay(
        of: VerificationFixtures.demo("insertion-sort.jsonl"), matchesGoldensIn: fixtures.goldens,
        options: VerificationFixtures.smallRender, record: .never, artifacts: fixtures.artifacts)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("frame-000004.png: no golden") }
        && issue.sourceLocation?.fileName == "AssertReplayTests.swift"
    }
  }

  @Test func unreadableRecordingIsAFailureNotACrash() throws {
    let fixtures = try VerificationFixtures()
    defer { fixtures.remove() }
    let outcome = verifyReplay(
      of: fixtures.root.appendingPathComponent("missing.jsonl"), matchesGoldensIn: fixtures.goldens,
      record: .never, artifacts: fixtures.artifacts)
    #expect(throws: VerificationError.self) { try outcome.get() }
  }
}
