import Foundation
import ReplayTestSupport
import Testing

/// Budgets of the commands that draw, met where users meet them: through the built binary.
@Suite final class RenderLimitsTests {
  /// Every file of one test, removed when the test ends.
  let scratch: URL

  init() throws { scratch = try ScratchDirectory.make("render-limits") }

  deinit { ScratchDirectory.remove(scratch) }

  /// Writes `lines` as `rec.jsonl` in the test's scratch directory.
  func recording(_ lines: [String]) throws -> URL {
    let url = scratch.appendingPathComponent("rec.jsonl")
    try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: url)
    return url
  }

  /// A grid of seven 10000×10000-point cells in three columns: 30040×30040-pixel frames, 7.2 GB
  /// for each worker's canvas.
  func hugeCanvas() throws -> URL {
    let items = "abcdefg".map { #"{"id":"\#($0)"}"# }.joined(separator: ",")
    return try recording([
      #"{"format":"snapshot-replay","version":1,"render":{"layout":"grid","columns":"3","cellSize":"10000x10000"}}"#,
      #"{"type":"apply","seq":1,"time":0,"sections":[{"id":"s","items":[\#(items)]}],"animating":false}"#,
    ])
  }

  static let overBudget =
    "the canvas is 30040×30040 px; drawing it takes 6.7 GiB, more than the canvas memory budget "
    + "of 512 MiB: use a smaller scale or cell size, or raise the budget with --max-canvas-memory"

  @Test func renderRefusesACanvasOverTheMemoryBudgetBeforeAllocatingIt() throws {
    let recording = try hugeCanvas()
    let output = recording.deletingLastPathComponent().appendingPathComponent("frames")
    // Allocating the canvas took 7 GB: a run past the deadline is killed and fails here.
    let run = try CommandRun.snapreplay(
      ["render", recording.path, "-o", output.path, "--quiet"], timeout: 60)
    #expect(!run.killedAtDeadline, "still running after 60 s")
    #expect(run.exitCode == 1)
    #expect(run.standardError == "\(recording.path): error: \(Self.overBudget)\n")
    #expect(!FileManager.default.fileExists(atPath: output.path))
  }

  @Test func sheetAndVerifyRefuseTheCanvasToo() throws {
    let recording = try hugeCanvas()
    let directory = recording.deletingLastPathComponent()
    let sheet = try CommandRun.snapreplay(
      [
        "sheet", recording.path, "-o", directory.appendingPathComponent("sheet.png").path,
        "--thumbnail-width", "20000",
      ])
    #expect(sheet.exitCode == 1)
    #expect(sheet.standardError.contains("drawing it takes"), "\(sheet.standardError)")
    let verify = try CommandRun.snapreplay(
      [
        "verify", recording.path, "--golden", directory.appendingPathComponent("goldens").path,
        "--record", "never",
      ])
    #expect(verify.exitCode == 1)
    #expect(
      verify.standardError.contains("the canvas is 30040×30040 px"), "\(verify.standardError)")
  }

  @Test func maxCanvasMemoryMustBeASize() throws {
    let run = try CommandRun.snapreplay(
      ["render", CommandRun.fixture("render-small.jsonl").path, "--max-canvas-memory", "lots"])
    #expect(run.exitCode == 64)
    #expect(run.standardError.contains("--max-canvas-memory"))
  }

  @Test func aSmallBudgetStillRendersWithOneWorker() throws {
    // render-small.jsonl draws 20×10-pixel frames: 1,600 bytes a worker.
    let output = scratch.appendingPathComponent("frames")
    let run = try CommandRun.snapreplay(
      [
        "render", CommandRun.fixture("render-small.jsonl").path, "-o", output.path, "--quiet",
        "--workers", "4", "--max-canvas-memory", "1600",
      ])
    #expect(run.exitCode == 0, "\(run.standardError)")
    let refused = try CommandRun.snapreplay(
      [
        "render", CommandRun.fixture("render-small.jsonl").path, "-o", output.path, "--quiet",
        "--max-canvas-memory", "1599",
      ])
    #expect(refused.exitCode == 1)
    #expect(refused.standardError.contains("the canvas is 20×10 px; drawing it takes 1.6 KiB"))
  }

  /// One cell labelled "e" and 300,000 combining acute accents: a 600 KB label, over 150 s of
  /// text layout a frame when it reaches Pango whole.
  func markStack() throws -> URL {
    let label = "e" + String(repeating: "\u{301}", count: 300_000)
    return try recording([
      #"{"format":"snapshot-replay","version":1,"render":{"layout":"grid","columns":"1","cellSize":"200x40","fps":10,"hold":0}}"#,
      #"{"type":"apply","seq":1,"time":0,"sections":[{"id":"s","items":[{"id":"a","label":"\#(label)"}]}],"animating":false}"#,
    ])
  }

  @Test func aLabelOfThousandsOfCombiningMarksRendersQuickly() throws {
    let recording = try markStack()
    let output = recording.deletingLastPathComponent().appendingPathComponent("frames")
    // Unbounded, the label's layout alone takes over 150 s: killed at the deadline, it fails.
    let run = try CommandRun.snapreplay(
      ["render", recording.path, "-o", output.path, "--quiet"], timeout: 60)
    #expect(!run.killedAtDeadline, "still running after 60 s")
    #expect(run.exitCode == 0, "\(run.standardError)")
    #expect(
      FileManager.default.fileExists(atPath: output.appendingPathComponent("frame-000000.png").path)
    )
  }

  @Test func checkWarnsThatTheRenderTruncatesTheLabel() throws {
    let recording = try markStack()
    let run = try CommandRun.snapreplay(["check", recording.path])
    #expect(run.exitCode == 0)
    #expect(
      run.standardOutput.contains(
        "\(recording.path):2: warning: label of item a is 1 character (600001 bytes of UTF-8); "
          + "rendering truncates it to 500 characters and 4096 bytes (seq 1)"),
      "\(run.standardOutput)\(run.standardError)")
  }
}

extension RenderLimitsTests {
  /// The speed tests above fail by this: a run still going at its deadline is killed and says
  /// so, rather than a measured duration being compared with a bound.
  @Test func aRunStillGoingAtItsDeadlineIsKilledAndSaysSo() throws {
    // 48,121 frames: seconds of work, far more than the 0.5 s deadline.
    let run = try CommandRun.snapreplay(
      [
        "render", CommandRun.fixture("render-small.jsonl").path, "-o",
        scratch.appendingPathComponent("frames").path, "--quiet", "--fps", "240", "--duration",
        "100", "--hold", "100",
      ], timeout: 0.5)
    #expect(run.killedAtDeadline)
    #expect(run.terminationReason == .uncaughtSignal)
    #expect(run.exitCode == SIGKILL)
  }
}
