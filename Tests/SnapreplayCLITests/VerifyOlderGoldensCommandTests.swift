import Foundation
import ReplayTestSupport
import Testing

/// Goldens committed before `golden.json` existed still verify; only `--verbose` and `--json`
/// say that how they were made is unknown.
@Suite struct VerifyOlderGoldensCommandTests {
  /// A copy of the committed insertion-sort goldens without their golden.json, as goldens made
  /// before it existed are, in `directory`.
  func olderGoldens(in directory: URL) throws -> URL {
    let committed = PackageFiles.root.appendingPathComponent(
      "Tests/ReplayTestingTests/__Goldens__/insertion-sort")
    let copy = directory.appendingPathComponent("insertion-sort")
    try FileManager.default.copyItem(at: committed, to: copy)
    // As they were committed before goldens kept golden.json.
    try FileManager.default.removeItem(at: copy.appendingPathComponent("golden.json"))
    return copy
  }

  func verify(_ goldens: URL, _ extra: [String]) throws -> CommandRun {
    try CommandRun.snapreplay(
      [
        "verify", PackageFiles.root.appendingPathComponent("Recordings/insertion-sort.jsonl").path,
        "--golden", goldens.path, "--scale", "0.5", "--fps", "5", "--hold", "0", "--to", "3",
        "--record", "never", "--artifacts",
        goldens.deletingLastPathComponent().appendingPathComponent("artifacts").path,
      ] + extra)
  }

  @Test func theyPassAndOnlyVerboseSaysTheirRecipeIsUnknown() throws {
    let directory = try ScratchDirectory.make("verify-older")
    defer { ScratchDirectory.remove(directory) }
    let goldens = try olderGoldens(in: directory)
    #expect(
      !FileManager.default.fileExists(atPath: goldens.appendingPathComponent("golden.json").path))
    let quiet = try verify(goldens, [])
    #expect(quiet.exitCode == 0)
    #expect(quiet.standardOutput == "PASS: 5 frames match the goldens in \(goldens.path)\n")
    let verbose = try verify(goldens, ["--verbose"])
    #expect(verbose.exitCode == 0)
    #expect(
      verbose.standardOutput.hasSuffix(
        "\nThe goldens do not record how they were made (no golden.json): options, tool version "
          + "and fonts were not compared.\n"))
    // Verifying never adds golden.json to goldens it did not write.
    #expect(
      !FileManager.default.fileExists(atPath: goldens.appendingPathComponent("golden.json").path))
  }

  @Test func theirFailureIsClassifiedUnknownInJSONOnly() throws {
    let directory = try ScratchDirectory.make("verify-older")
    defer { ScratchDirectory.remove(directory) }
    let goldens = try olderGoldens(in: directory)
    let text = try verify(goldens, ["--background", "#FFFFFF"])
    #expect(text.exitCode == 1)
    #expect(!text.standardOutput.contains("unknown"))
    #expect(text.standardOutput.contains("re-record them with --record failed"))
    let json = try verify(goldens, ["--background", "#FFFFFF", "--json"])
    let object = try #require(
      JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
    #expect(object["classification"] as? String == "unknown")
    #expect(object["recipeDifferences"] == nil)
  }
}
