import Foundation
import ReplayTestSupport
import Testing

/// The frame budget, the idle cap and the ranges of every number option, met where users meet
/// them: through the built binary.
@Suite final class FrameBudgetTests {
  /// Every file of one test, removed when the test ends.
  let scratch: URL

  init() throws { scratch = try ScratchDirectory.make("frame-budget") }

  deinit { ScratchDirectory.remove(scratch) }

  static let header = #"{"format":"snapshot-replay","version":1}"#

  /// Writes `lines` as `rec.jsonl` in the test's scratch directory.
  func recording(_ lines: [String]) throws -> URL {
    let url = scratch.appendingPathComponent("rec.jsonl")
    try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: url)
    return url
  }

  static func apply(seq: Int, time: String) -> String {
    #"{"type":"apply","seq":\#(seq),"time":\#(time),"sections":[{"id":"s","items":[{"id":"\#(seq)"}]}],"animating":false}"#
  }

  /// About 150 bytes of applies, the third after a 1,000,000-second gap.
  func longGap() throws -> URL {
    try recording([
      Self.header, Self.apply(seq: 1, time: "0"), Self.apply(seq: 2, time: "0.5"),
      Self.apply(seq: 3, time: "1"), Self.apply(seq: 4, time: "1000001"),
    ])
  }

  var output: URL { scratch.appendingPathComponent("frames") }

  /// The warnings `check` prints about render budgets.
  func budgetWarnings(_ run: CommandRun) -> [Substring] {
    run.standardOutput.split(separator: "\n").filter {
      $0.contains("a render with the header's hints would stop")
    }
  }

  @Test func checkDoesNotWarnAboutAGapTheIdleCapCuts() throws {
    let run = try CommandRun.snapreplay(["check", try longGap().path])
    #expect(run.exitCode == 0, "\(run.standardError)")
    #expect(budgetWarnings(run).isEmpty, "\(run.standardOutput)")
  }

  @Test func checkWarnsWhereARenderWithTheHintsWouldPassTheFrameBudget() throws {
    let recording = try recording([
      #"{"format":"snapshot-replay","version":1,"render":{"fps":240,"maxIdle":3600}}"#,
      Self.apply(seq: 1, time: "0"), Self.apply(seq: 2, time: "1000000"),
    ])
    let run = try CommandRun.snapreplay(["check", recording.path])
    #expect(run.exitCode == 0, "\(run.standardError)")
    // Typed apart from the #expect: inside it, the concatenation took seconds to type-check.
    let expected: String =
      "\(recording.path):1: warning: a render with the header's hints would stop: the render "
      + "would make 864,241 frames, more than --max-frames 100,000: a 3,600 s gap after "
      + "seq 1 — use --max-idle, a lower --fps, or raise --max-frames"
    #expect(budgetWarnings(run) == [Substring(expected)], "\(run.standardOutput)")
  }

  @Test func checkWarnsWhereARenderWithTheHintsWouldPassTheCanvasBudget() throws {
    let recording = try recording([
      #"{"format":"snapshot-replay","version":1,"render":{"cellSize":"10000x10000","columns":3}}"#,
      Self.apply(seq: 1, time: "0"),
    ])
    let run = try CommandRun.snapreplay(["check", recording.path])
    #expect(run.exitCode == 0, "\(run.standardError)")
    let warnings = budgetWarnings(run)
    #expect(warnings.count == 1, "\(run.standardOutput)")
    #expect(warnings.first?.contains("more than the canvas memory budget of 512 MiB") == true)
  }

  @Test func theDefaultIdleCapRendersALongGapQuicklyAndSaysWhatItCut() throws {
    let recording = try longGap()
    // Uncapped, the gap took 60 s, 3.7 GB and 167k files: killed at the deadline, it fails.
    let run = try CommandRun.snapreplay(
      ["render", recording.path, "-o", output.path], timeout: 60)
    #expect(!run.killedAtDeadline, "still running after 60 s")
    #expect(run.exitCode == 0, "\(run.standardError)")
    // 1 s of applies, a gap cut to 5 s, a 1 s hold: 7 s at 30 fps.
    #expect(run.standardOutput.hasPrefix("rendered 211 frames"), "\(run.standardOutput)")
    #expect(
      run.standardOutput.hasSuffix("; cut 999995.0 s of idle time (--max-idle)\n"),
      "\(run.standardOutput)")
  }

  @Test func withoutTheIdleCapTheFrameBudgetFailsBeforeWritingAnything() throws {
    let recording = try longGap()
    let run = try CommandRun.snapreplay(
      ["render", recording.path, "-o", output.path, "--max-idle", "none"], timeout: 60)
    #expect(!run.killedAtDeadline, "still running after 60 s")
    #expect(run.exitCode == 1)
    #expect(
      run.standardError
        == "\(recording.path): error: the render would make 30,000,061 frames, more than "
        + "--max-frames 100,000: a 1,000,000 s gap after seq 3 — use --max-idle, a lower --fps, "
        + "or raise --max-frames\n")
    #expect(!FileManager.default.fileExists(atPath: output.path))
  }

  @Test func maxFramesSetsTheBudget() throws {
    let recording = try longGap()
    let tight = try CommandRun.snapreplay(
      ["render", recording.path, "-o", output.path, "--max-frames", "210", "--quiet"])
    #expect(tight.exitCode == 1)
    #expect(tight.standardError.contains("211 frames, more than --max-frames 210: a 5 s gap"))
    #expect(!FileManager.default.fileExists(atPath: output.path))
    let exact = try CommandRun.snapreplay(
      ["render", recording.path, "-o", output.path, "--max-frames", "211", "--quiet"])
    #expect(exact.exitCode == 0, "\(exact.standardError)")
    let lifted = try CommandRun.snapreplay(
      [
        "render", recording.path, "-o", output.path, "--max-frames", "none", "--quiet",
        "--max-idle", "10",
      ])
    #expect(lifted.exitCode == 0, "\(lifted.standardError)")
    let bad = try CommandRun.snapreplay(["render", recording.path, "--max-frames", "0"])
    #expect(bad.exitCode == 64)
    #expect(bad.standardError.contains("--max-frames"))
  }

  @Test(arguments: [
    ("--fps", "1e300", "a number from 0.1 to 240"),
    ("--hold", "1e300", "a number from 0 to 3600"),
    ("--duration", "1e308", "a number from 0 to 3600"),
    ("--speed", "1e-320", "a number from 0.01 to 100"),
    ("--columns", "9223372036854775807", "an integer from 1 to 10000"),
    ("--max-idle", "1e300", "a number from 0 to 3600, or none"),
  ])
  func anOptionOutOfRangeIsAUsageErrorNamingTheRange(
    flag: String, value: String, expected: String
  ) throws {
    let recording = try longGap()
    let run = try CommandRun.snapreplay(["render", recording.path, "-o", output.path, flag, value])
    #expect(run.exitCode == 64)
    #expect(
      run.standardError.hasPrefix("Error: invalid value "),
      "\(run.standardError)")
    #expect(
      run.standardError.contains("\" for \(flag): expected \(expected)\n"),
      "\(run.standardError)")
    #expect(!FileManager.default.fileExists(atPath: output.path))
  }

  @Test(arguments: [
    ("fps", "1e300", "a number from 0.1 to 240"),
    ("hold", "1e300", "a number from 0 to 3600"),
    ("duration", "1e308", "a number from 0 to 3600"),
    ("speed", "1e-320", "a number from 0.01 to 100"),
    ("columns", "\"9223372036854775807\"", "an integer from 1 to 10000"),
  ])
  func aHintOutOfRangeIsTheRecordingsFault(hint: String, value: String, expected: String) throws {
    let recording = try recording([
      #"{"format":"snapshot-replay","version":1,"render":{"\#(hint)":\#(value)}}"#,
      Self.apply(seq: 1, time: "0"),
    ])
    for command in [["render", "-o", output.path], ["sheet", "-o", output.path + ".png"]] {
      let run = try CommandRun.snapreplay([command[0], recording.path] + command.dropFirst())
      #expect(run.exitCode == 1, "\(command[0]): \(run.standardError)")
      #expect(run.standardError.contains(expected), "\(run.standardError)")
      #expect(run.standardError.split(separator: "\n").count == 1, "\(run.standardError)")
    }
    #expect(!FileManager.default.fileExists(atPath: output.path))
  }

  @Test func aHugeRecordedTimeIsCutOrRefusedNeverATrap() throws {
    let recording = try recording([
      Self.header, Self.apply(seq: 1, time: "0"), Self.apply(seq: 2, time: "1e308"),
    ])
    let capped = try CommandRun.snapreplay(
      ["render", recording.path, "-o", output.path, "--quiet"])
    #expect(capped.exitCode == 0, "\(capped.standardError)")
    let uncapped = try CommandRun.snapreplay(
      [
        "render", recording.path, "-o", scratch.appendingPathComponent("other").path,
        "--max-idle", "none", "--speed", "0.01",
      ])
    #expect(uncapped.exitCode == 1)
    #expect(
      uncapped.standardError.contains(
        "more than 1,000,000,000,000,000 frames, more than --max-frames 100,000: an endless gap"),
      "\(uncapped.standardError)")
  }
}
