import Foundation
import ReplayTestSupport
import Testing

/// `verify --junit FILE` and the GitHub Actions outputs, through the built binary.
@Suite struct VerifyCIOutputCommandTests {
  let fixture = CommandRun.fixture("render-small.jsonl").path

  func verify(
    _ directory: URL, _ extra: [String] = [], environment: [String: String] = [:]
  ) throws -> CommandRun {
    try CommandRun.snapreplay(
      [
        "verify", fixture, "--golden", directory.appendingPathComponent("goldens").path,
        "--artifacts", directory.appendingPathComponent("artifacts").path,
      ] + extra,
      environment: ["SNAPREPLAY_RECORD": "", "GITHUB_ACTIONS": ""].merging(environment) { $1 })
  }

  @Test func junitIsWrittenWithOneTestCaseAndTheFailure() throws {
    let directory = try ScratchDirectory.make("verify-ci")
    defer { ScratchDirectory.remove(directory) }
    let junit = directory.appendingPathComponent("reports/junit.xml")
    let run = try verify(directory, ["--junit", junit.path])
    #expect(run.exitCode == 1)
    let xml = try String(contentsOf: junit, encoding: .utf8)
    #expect(xml.contains(#"tests="1" failures="1""#))
    #expect(xml.contains(#"name="render-small.jsonl""#))
    #expect(xml.contains("Recorded 9 golden frames"))
    let passing = try verify(directory, ["--junit", junit.path])
    #expect(passing.exitCode == 0)
    #expect(try String(contentsOf: junit, encoding: .utf8).contains(#"tests="1" failures="0""#))
  }

  @Test func junitDoesNotReplaceAFileThatIsNotXMLWithoutForce() throws {
    let directory = try ScratchDirectory.make("verify-ci")
    defer { ScratchDirectory.remove(directory) }
    let junit = directory.appendingPathComponent("notes.txt")
    try Data("my notes\n".utf8).write(to: junit)
    let run = try verify(directory, ["--junit", junit.path])
    #expect(run.exitCode == 64)
    #expect(try String(contentsOf: junit, encoding: .utf8) == "my notes\n")
    #expect(
      !FileManager.default.fileExists(atPath: directory.appendingPathComponent("goldens").path))
  }

  @Test func onGitHubFailuresAreAnnotatedAndTheSummaryIsAppended() throws {
    let directory = try ScratchDirectory.make("verify-ci")
    defer { ScratchDirectory.remove(directory) }
    let summary = directory.appendingPathComponent("step-summary.md")
    try Data("earlier step\n".utf8).write(to: summary)
    let environment = ["GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": summary.path]
    let run = try verify(directory, environment: environment)
    #expect(run.exitCode == 1)
    let annotation = try #require(
      run.standardOutput.split(separator: "\n").first { $0.hasPrefix("::error ") })
    #expect(annotation.contains(",title=snapreplay verify render-small.jsonl::Replay of "))
    #expect(annotation.contains("%0ARecorded 9 golden frames"))
    let text = try String(contentsOf: summary, encoding: .utf8)
    #expect(text.hasPrefix("earlier step\n### snapreplay verify: 0 of 1 recording passed\n"))
    #expect(text.contains("| render-small.jsonl | ❌ failed | 9 | 9 | 9 new frames (recorded) |"))
    // --json keeps standard output JSON: the annotations go to standard error.
    let json = try verify(directory, ["--json", "--record", "all"], environment: environment)
    #expect(json.standardOutput.hasPrefix("{"))
    #expect(json.standardError.hasPrefix("::error "))
    #expect(try String(contentsOf: summary, encoding: .utf8).hasPrefix(text))
  }

  @Test func anUnwritableStepSummaryIsAnEnvironmentErrorBeforeAnythingIsDrawn() throws {
    let directory = try ScratchDirectory.make("verify-ci")
    defer { ScratchDirectory.remove(directory) }
    let summary = directory.appendingPathComponent("no/such/dir/summary.md")
    let run = try verify(
      directory, environment: ["GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": summary.path])
    #expect(run.exitCode == 2)
    #expect(
      run.standardError.hasPrefix(
        "\(summary.path): error: cannot append the step summary ($GITHUB_STEP_SUMMARY): "))
    #expect(
      !FileManager.default.fileExists(atPath: directory.appendingPathComponent("goldens").path))
  }

  @Test func offGitHubNothingIsAnnotated() throws {
    let directory = try ScratchDirectory.make("verify-ci")
    defer { ScratchDirectory.remove(directory) }
    let run = try verify(directory)
    #expect(run.exitCode == 1)
    #expect(!run.standardOutput.contains("::error"))
  }
}
