import ArgumentParser
import Foundation
import ReplayComparison
import ReplayReport
import ReplayVerification
import SnapshotRecording

/// `snapreplay verify REC --golden DIR`: renders and compares with golden frames.
struct VerifyCommand: ReplayCommand {
  static let configuration = CommandConfiguration(
    commandName: "verify",
    abstract: "Render a recording and compare its frames with golden frames.",
    discussion: """
      Renders in memory and compares frame by frame with the golden directory, writing the \
      difference image of each failing frame as soon as it is compared; when something \
      differs or is recorded, also writes the actual frames. Both go into --artifacts, else \
      $SNAPREPLAY_ARTIFACTS, else $TMPDIR/snapreplay-artifacts-<uid>, under the golden \
      directory's name, checked and created before anything is drawn; the next run of the same \
      goldens replaces them and a passing one removes them (only files this tool wrote; an \
      actual directory holding others needs --force). Record modes, as in \
      swift-snapshot-testing: missing (default; write goldens that do not exist, then fail), \
      failed (rewrite the missing and differing ones, then fail), all (rewrite every golden, \
      then fail), never (write nothing; for CI). $SNAPREPLAY_RECORD sets the mode when --record is not given; an unknown mode \
      is a usage error (64). Exits 0 when every frame matches, 1 when a frame differs, is \
      missing or was recorded, 2 when goldens or artifacts cannot be written, 64 when the \
      artifacts hold files this tool did not write and --force is not given.

      --report DIR also writes an HTML report there (DIR/index.html, with copies of the \
      golden, actual and difference images it shows): golden / actual / difference tabs, a \
      swipe slider, a frame strip, the command that re-records the goldens, and an Accept \
      button that downloads approvals.json for `snapreplay approve`. DIR must be new, empty or \
      an earlier verify report, unless --force is given.

      \(ExitStatus.helpText)
      """)

  @Argument(help: "The recording (.jsonl).")
  var recording: String

  @Option(help: "The directory of golden frames.")
  var golden: String

  @Option(help: "missing, failed, all or never (default: $SNAPREPLAY_RECORD, else missing).")
  var record: String?

  @Option(help: "Where the actual frames and difference images go.")
  var artifacts: String?

  @Option(
    help: ArgumentHelp(
      "Also write an HTML report of the result into this directory.", valueName: "dir"))
  var report: String?

  @OptionGroup var tolerance: ToleranceArguments

  @OptionGroup var renderOptions: RenderOptionArguments

  @OptionGroup var canvasMemory: CanvasMemoryArguments

  @Flag(
    help: ArgumentHelp(
      "Write artifacts into an actual directory holding files other than an earlier "
        + "render's, replace files of another kind where a difference image goes, and write "
        + "--report into a directory that is not an earlier report."))
  var force = false

  @Flag(help: "Print the result as JSON.")
  var json = false

  var subject: String? { recording }

  func validate() throws {
    if let record, RecordMode(rawValue: record) == nil {
      throw ValidationError("--record must be one of \(RecordMode.names)")
    }
  }

  func run(printer: DiagnosticPrinter) throws -> Verdict {
    let mode = try RecordMode.resolve(
      record.flatMap(RecordMode.init(rawValue:)),
      environment: ProcessInfo.processInfo.environment)
    try InputFile.requireFile(recording)
    let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    let verification = GoldenVerification(
      recording: URL(fileURLWithPath: recording), goldens: URL(fileURLWithPath: golden),
      renderOptions: renderOptions.overrides, comparison: tolerance.options, record: mode,
      artifacts: artifacts.map {
        DiffDirectory.resolve(explicit: $0, environment: [:], currentDirectory: current)
      }, memoryBudget: canvasMemory.budget, force: force)
    let result = try verification.run()
    if let report {
      let review = GoldenReview(
        recordings: [
          ReviewedRecording(
            result: result, renderOptions: renderOptions.overrides, comparison: tolerance.options)
        ], directory: current)
      let directory = URL(fileURLWithPath: report)
      try GoldenReviewOutput.write(review, toDirectory: directory, force: force)
      let page = directory.appendingPathComponent(GoldenReviewOutput.pageName)
      printer.status("Report: " + TerminalText.escaped(page.standardizedFileURL.path))
    }
    if json {
      printer.print(result.json, terminator: "")
    } else if result.passed {
      printer.print(
        "PASS: \(result.report.frames.count) frames match the goldens in "
          + TerminalText.escaped(result.goldens.path))
    } else {
      printer.print(result.message)
    }
    return result.passed ? .success : .failure(.input)
  }
}
