import Foundation
import ReplayTestSupport
import Testing

/// `verify --suite PATH`: several recordings, one summary, one exit status.
@Suite struct VerifySuiteCommandTests {
  let fixture = CommandRun.fixture("render-small.jsonl")

  /// A scratch suite directory holding the fixture as `a.jsonl` and `b.jsonl`.
  func suiteDirectory() throws -> URL {
    let directory = try ScratchDirectory.make("verify-suite")
    let suite = directory.appendingPathComponent("suite")
    try FileManager.default.createDirectory(at: suite, withIntermediateDirectories: true)
    for name in ["b.jsonl", "a.jsonl"] {
      try FileManager.default.copyItem(at: fixture, to: suite.appendingPathComponent(name))
    }
    return directory
  }

  func verify(_ arguments: [String], in directory: URL) throws -> CommandRun {
    try CommandRun.snapreplay(
      ["verify"] + arguments + ["--artifacts", directory.appendingPathComponent("artifacts").path],
      environment: ["SNAPREPLAY_RECORD": ""])
  }

  @Test func aDirectorySuiteRecordsThenPassesInPathOrder() throws {
    let directory = try suiteDirectory()
    defer { ScratchDirectory.remove(directory) }
    let suite = directory.appendingPathComponent("suite").path
    let first = try verify(["--suite", suite], in: directory)
    #expect(first.exitCode == 1)
    #expect(
      first.standardOutput.hasPrefix(
        "FAIL a.jsonl: 9 new frames (recorded)\nFAIL b.jsonl: 9 new frames (recorded)\n"))
    #expect(first.standardOutput.hasSuffix("\n2 recordings: 0 passed, 2 failed.\n"))
    #expect(FileManager.default.fileExists(atPath: suite + "/a/frame-000008.png"))
    let second = try verify(["--suite", suite], in: directory)
    #expect(second.exitCode == 0)
    #expect(
      second.standardOutput
        == "PASS a.jsonl: 9 frames match\nPASS b.jsonl: 9 frames match\n\n2 recordings: 2 passed.\n"
    )
  }

  /// One recording that stops being readable is one errored case: the others are still
  /// verified and reported, the summary counts it, JUnit has its `<error>`, and the exit
  /// status is the worst of all (the input's fault: 1).
  @Test func anUnreadableRecordingIsOneErroredCaseAndTheOthersStillVerify() throws {
    let directory = try suiteDirectory()
    defer { ScratchDirectory.remove(directory) }
    let suite = directory.appendingPathComponent("suite")
    try FileManager.default.copyItem(at: fixture, to: suite.appendingPathComponent("c.jsonl"))
    _ = try verify(["--suite", suite.path], in: directory)
    try Data("{\"format\": \"snapshot-replay\",\n".utf8).write(
      to: suite.appendingPathComponent("b.jsonl"))
    let junit = directory.appendingPathComponent("junit.xml")
    let run = try verify(
      ["--suite", suite.path, "--junit", junit.path, "--json"], in: directory)
    #expect(run.exitCode == 1)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
    #expect(
      document["summary"] as? [String: Int]
        == ["errored": 1, "failed": 0, "passed": 2, "total": 3, "warned": 0])
    let recordings = try #require(document["recordings"] as? [[String: Any]])
    #expect(recordings.map { $0["outcome"] as? String } == ["passed", "errored", "passed"])
    let error = try #require(recordings[1]["error"] as? [String: String])
    #expect(error["fault"] == "input")
    #expect(error["message"]?.hasPrefix(suite.appendingPathComponent("b.jsonl").path + ":") == true)
    let xml = try String(contentsOf: junit, encoding: .utf8)
    #expect(xml.contains(#"tests="3" failures="0" errors="1" skipped="0""#))
    #expect(xml.contains(#"<error type="input" message=""#))
    let report = directory.appendingPathComponent("report")
    let text = try verify(["--suite", suite.path, "--report", report.path], in: directory)
    let page = try String(
      contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(page.contains("1 of 3 recordings errored"))
    #expect(page.contains(#""outcome":"errored""#))
    #expect(page.contains(#""findings":["errored: "#))
    #expect(text.exitCode == 1)
    #expect(
      text.standardOutput.hasPrefix("PASS a.jsonl: 9 frames match\nERROR b.jsonl (errored): "))
    #expect(text.standardOutput.contains("\nPASS c.jsonl: 9 frames match\n"))
    #expect(text.standardOutput.hasSuffix("\n3 recordings: 2 passed, 1 errored.\n"))
  }

  @Test func aSuiteFilesOptionsApplyUnderTheCommandLines() throws {
    let directory = try ScratchDirectory.make("verify-suite")
    defer { ScratchDirectory.remove(directory) }
    let file = directory.appendingPathComponent("suite.json")
    try Data(
      """
      {"recordings": [{"recording": "\(fixture.path)", "goldens": "goldens/small",
        "options": {"hold": 0, "fps": 2}}]}
      """.utf8
    ).write(to: file)
    _ = try verify(["--suite", file.path], in: directory)
    let run = try verify(["--suite", file.path, "--json"], in: directory)
    #expect(run.exitCode == 0)
    let object = try #require(
      JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
    let recordings = try #require(object["recordings"] as? [[String: Any]])
    let frames = try #require(recordings.first?["frames"] as? [[String: Any]])
    // Resolved beside the suite file, and written relative to the suite's root: the current
    // directory, which holds the suite.
    #expect(recordings.first?["goldens"] as? String == "goldens/small")
    // The file's fps 2 instead of the header's 10: fewer frames than the header's 9.
    #expect(frames.count == 2)
    // The command line's --fps wins over the file's.
    let header = try verify(
      ["--suite", file.path, "--fps", "10", "--record", "never"], in: directory)
    #expect(header.exitCode == 1)
    #expect(header.standardOutput.hasPrefix("Replay of \(fixture.lastPathComponent) does not "))
    #expect(header.standardOutput.contains("(9 frames: 0 differ, 7 new, 0 no longer rendered)"))
  }

  @Test func theCommittedGoldensSuiteFilePassesFromTheCommandLine() throws {
    let directory = try ScratchDirectory.make("verify-suite")
    defer { ScratchDirectory.remove(directory) }
    let suite = PackageFiles.root.appendingPathComponent(
      "Tests/ReplayTestingTests/__Goldens__/suite.json")
    let run = try verify(["--suite", suite.path, "--record", "never"], in: directory)
    #expect(run.exitCode == 0, "\(run.standardOutput)")
    #expect(
      run.standardOutput
        == "PASS insertion-sort.jsonl: 5 frames match\nPASS wifi-settings.jsonl: 15 frames match"
        + "\n\n2 recordings: 2 passed.\n")
  }

  @Test(arguments: [
    (["--suite", "/no/such/suite"], "/no/such/suite: error: no such suite file or directory"),
    (["--suite", "/tmp", "x.jsonl"], "--suite takes no recording and no --golden"),
    ([String](), "give a recording and --golden DIR, or --suite PATH"),
    (["x.jsonl"], "--golden DIR is required with a recording"),
    (["--suite", "/tmp", "--pixels-only", "sometimes"], "--pixels-only"),
  ])
  func aBadInvocationIsAUsageError(arguments: [String], message: String) throws {
    let directory = try ScratchDirectory.make("verify-suite")
    defer { ScratchDirectory.remove(directory) }
    let run = try verify(arguments, in: directory)
    #expect(run.exitCode == 64)
    #expect(run.standardError.contains(message), "\(run.standardError)")
  }

  @Test func aBadSuiteFileNamesItselfAndWhere() throws {
    let directory = try ScratchDirectory.make("verify-suite")
    defer { ScratchDirectory.remove(directory) }
    let file = directory.appendingPathComponent("suite.json")
    try Data(#"{"recordings": [{"recording": "a.jsonl"}]}"#.utf8).write(to: file)
    let run = try verify(["--suite", file.path], in: directory)
    #expect(run.exitCode == 64)
    #expect(run.standardError == "\(file.path): error: recordings[0].goldens: missing\n")
  }

  @Test func aSuiteRecordingThatIsMissingIsAUsageErrorBeforeAnythingRuns() throws {
    let directory = try ScratchDirectory.make("verify-suite")
    defer { ScratchDirectory.remove(directory) }
    let file = directory.appendingPathComponent("suite.json")
    try Data(#"{"recordings": [{"recording": "gone.jsonl", "goldens": "g"}]}"#.utf8)
      .write(to: file)
    let run = try verify(["--suite", file.path], in: directory)
    #expect(run.exitCode == 64)
    #expect(run.standardError.contains("gone.jsonl: error: no such file or directory"))
    #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("g").path))
  }
}
