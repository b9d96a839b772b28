import Foundation
import ReplayTestSupport
import ReplayTesting
import Testing

/// `.replayRecording(_:)`: the record mode of a suite or a test, which wins over
/// `SNAPREPLAY_RECORD` (CI sets `never`, so a trait of `missing` that records shows it won) and
/// loses to an explicit `record:` argument.
@Suite(.replayRecording(.missing)) struct ReplayRecordingTraitTests {
  @Test func aSuitesTraitRecordsMissingGoldensWhateverTheEnvironmentSays() throws {
    let fixtures = try VerificationFixtures()
    defer { fixtures.remove() }
    let result = try verifyReplay(
      of: VerificationFixtures.demo("insertion-sort.jsonl"), matchesGoldensIn: fixtures.goldens,
      options: VerificationFixtures.smallRender, artifacts: fixtures.artifacts
    ).get()
    #expect(result.record == .missing)
    #expect(result.recorded.count == 5)
    #expect(try fixtures.goldenNames().count == 5)
  }

  @Test(.replayRecording(.never)) func aTestsTraitWinsOverItsSuites() throws {
    let fixtures = try VerificationFixtures()
    defer { fixtures.remove() }
    let result = try verifyReplay(
      of: VerificationFixtures.demo("insertion-sort.jsonl"), matchesGoldensIn: fixtures.goldens,
      options: VerificationFixtures.smallRender, artifacts: fixtures.artifacts
    ).get()
    #expect(result.record == .never)
    #expect(result.recorded.isEmpty)
    #expect(!result.passed)
  }

  @Test func anExplicitRecordModeWinsOverTheTrait() throws {
    let fixtures = try VerificationFixtures()
    defer { fixtures.remove() }
    let result = try verifyReplay(
      of: VerificationFixtures.demo("insertion-sort.jsonl"), matchesGoldensIn: fixtures.goldens,
      options: VerificationFixtures.smallRender, record: .never, artifacts: fixtures.artifacts
    ).get()
    #expect(result.record == .never)
    #expect(result.recorded.isEmpty)
  }
}
