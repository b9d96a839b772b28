import Foundation
import ReplayTestSupport
import Testing

@Suite struct VerifyCommandTests {
  let fixture = CommandRun.fixture("render-small.jsonl").path

  func verify(_ directory: URL, _ extra: [String] = [], environment: [String: String] = [:])
    throws -> CommandRun
  {
    try CommandRun.snapreplay(
      [
        "verify", fixture, "--golden", directory.appendingPathComponent("goldens").path,
        "--artifacts", directory.appendingPathComponent("artifacts").path,
      ] + extra,
      // CI sets SNAPREPLAY_RECORD=never; these tests choose their mode themselves.
      environment: ["SNAPREPLAY_RECORD": ""].merging(environment) { $1 })
  }

  @Test func firstRunRecordsAndFailsSecondRunPasses() throws {
    let directory = try ScratchDirectory.make("verify-cli")
    defer { ScratchDirectory.remove(directory) }
    let first = try verify(directory)
    #expect(first.exitCode == 1)
    #expect(first.standardOutput.contains("Recorded 9 golden frames (record mode missing)"))
    let second = try verify(directory)
    #expect(second.exitCode == 0)
    #expect(second.standardOutput.hasPrefix("PASS: 9 frames match the goldens in "))
  }

  @Test func environmentRecordModeNeverWritesNothing() throws {
    let directory = try ScratchDirectory.make("verify-cli")
    defer { ScratchDirectory.remove(directory) }
    let run = try verify(directory, environment: ["SNAPREPLAY_RECORD": "never"])
    #expect(run.exitCode == 1)
    #expect(
      !FileManager.default.fileExists(atPath: directory.appendingPathComponent("goldens").path))
  }

  @Test func recordOptionWinsOverTheEnvironment() throws {
    let directory = try ScratchDirectory.make("verify-cli")
    defer { ScratchDirectory.remove(directory) }
    let run = try verify(
      directory, ["--record", "missing"], environment: ["SNAPREPLAY_RECORD": "never"])
    #expect(run.exitCode == 1)
    #expect(run.standardOutput.contains("Recorded 9 golden frames (record mode missing)"))
  }

  @Test func unknownEnvironmentRecordModeIsAUsageError() throws {
    let directory = try ScratchDirectory.make("verify-cli")
    defer { ScratchDirectory.remove(directory) }
    let run = try verify(directory, environment: ["SNAPREPLAY_RECORD": "sometimes"])
    #expect(run.exitCode == 64)
    #expect(
      run.standardError.contains(
        "SNAPREPLAY_RECORD=sometimes is not a record mode; use missing, all, failed, never"))
    #expect(
      !FileManager.default.fileExists(atPath: directory.appendingPathComponent("goldens").path))
  }

  @Test func otherOptionsThanTheGoldensAreSaidFirstInsteadOfEachFramesNoise() throws {
    let directory = try ScratchDirectory.make("verify-cli")
    defer { ScratchDirectory.remove(directory) }
    _ = try verify(directory)
    let run = try verify(directory, ["--background", "#000000", "--record", "never"])
    #expect(run.exitCode == 1)
    let lines = run.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.count == 6, "\(run.standardOutput)")
    #expect(
      lines.dropFirst().first
        == "Goldens were made differently: options differ: background unset (golden) vs #000000")
    #expect(
      lines.dropFirst(2).first?.hasPrefix("pixels-only: the structure is the goldens'") == true)
    #expect(lines.dropFirst(3).first?.hasPrefix("  8 frames differ (difference images in ") == true)
    #expect(!run.standardOutput.contains("re-record them with --record failed"))
    #expect(run.standardOutput.contains("Render as the goldens were made"))
  }

  /// Colour is content: the same items in the same places in another colour are `changed`,
  /// the colour named.
  @Test func changedColoursFailAsChangedNamingTheColour() throws {
    let directory = try ScratchDirectory.make("verify-cli")
    defer { ScratchDirectory.remove(directory) }
    let recording = directory.appendingPathComponent("small.jsonl")
    let text = try String(contentsOfFile: fixture, encoding: .utf8)
    try Data(text.utf8).write(to: recording)
    let arguments = [
      "verify", recording.path, "--golden", directory.appendingPathComponent("goldens").path,
      "--artifacts", directory.appendingPathComponent("artifacts").path,
    ]
    _ = try CommandRun.snapreplay(arguments, environment: ["SNAPREPLAY_RECORD": ""])
    try Data(text.replacingOccurrences(of: "#FF0000", with: "#00FF00").utf8).write(to: recording)
    let run = try CommandRun.snapreplay(arguments, environment: ["SNAPREPLAY_RECORD": "never"])
    #expect(run.exitCode == 1)
    #expect(run.standardOutput.contains("\nchanged: the replay's structure differs"))
    #expect(run.standardOutput.contains("colour #FF0000 → #00FF00"), "\(run.standardOutput)")
    let warned = try CommandRun.snapreplay(
      arguments + ["--pixels-only", "warn"], environment: ["SNAPREPLAY_RECORD": "never"])
    #expect(warned.exitCode == 1)
  }

  /// A golden whose pixels differ while every cell's structure and content agree (another
  /// frame's picture in its place) is pixels-only, which `--pixels-only warn` lets pass.
  @Test func differentPixelsOfTheSameContentFailAsPixelsOnlyAndNameTheDifferenceImages() throws {
    let directory = try ScratchDirectory.make("verify-cli")
    defer { ScratchDirectory.remove(directory) }
    _ = try verify(directory)
    let goldens = directory.appendingPathComponent("goldens")
    let spoiled = goldens.appendingPathComponent("frame-000000.png")
    try FileManager.default.removeItem(at: spoiled)
    try FileManager.default.copyItem(
      at: goldens.appendingPathComponent("frame-000008.png"), to: spoiled)
    let run = try verify(directory, ["--record", "never"])
    #expect(run.exitCode == 1)
    #expect(run.standardOutput.contains("\npixels-only: the structure is the goldens'"))
    #expect(run.standardOutput.contains("difference image: "))
    #expect(run.standardOutput.contains("re-record them with --record failed"))
    let warned = try verify(directory, ["--record", "never", "--pixels-only", "warn"])
    #expect(warned.exitCode == 0)
    #expect(warned.standardOutput.hasPrefix("WARN (--pixels-only warn): Replay of render-small"))
  }

  @Test func aMovedItemFailsAsChangedAndSaysWhereFirst() throws {
    let directory = try ScratchDirectory.make("verify-cli")
    defer { ScratchDirectory.remove(directory) }
    _ = try verify(directory)
    // Two columns instead of the goldens' one: `b` moves right in the second apply.
    let run = try verify(
      directory, ["--columns", "1", "--record", "never", "--pixels-only", "warn"])
    #expect(run.exitCode == 1)
    #expect(run.standardOutput.contains("options differ: columns 2 (golden) vs 1"))
    #expect(
      run.standardOutput.contains(
        "changed: the replay's structure differs from the goldens' at frame "))
  }

  @Test func unknownRecordModeIsAUsageError() throws {
    let directory = try ScratchDirectory.make("verify-cli")
    defer { ScratchDirectory.remove(directory) }
    let run = try verify(directory, ["--record", "sometimes"])
    #expect(run.exitCode == 64)
    #expect(run.standardError.contains("--record must be one of missing, all, failed, never"))
  }

  @Test func jsonReportsEachFrame() throws {
    let directory = try ScratchDirectory.make("verify-cli")
    defer { ScratchDirectory.remove(directory) }
    _ = try verify(directory)
    let run = try verify(directory, ["--json"])
    #expect(run.exitCode == 0)
    let object = try #require(
      JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
    #expect(object["passed"] as? Bool == true)
    #expect((object["frames"] as? [[String: Any]])?.count == 9)
  }
}
