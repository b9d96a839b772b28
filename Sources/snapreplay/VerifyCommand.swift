import ArgumentParser
import Foundation
import ReplayComparison
import ReplayPlayer
import ReplayRaster
import ReplayRendering
import ReplayVerification
import SnapshotRecording

/// `snapreplay verify REC --golden DIR` and `snapreplay verify --suite PATH`: renders and
/// compares with golden frames, one recording or a suite of them, every output written from one
/// `SuiteResult`.
struct VerifyCommand: ReplayCommand {
  static let configuration = CommandConfiguration(
    commandName: "verify",
    abstract: "Render recordings and compare their frames with golden frames.",
    discussion: """
      verify REC --golden DIR checks one recording; verify --suite PATH checks several: PATH \
      is a directory whose every *.jsonl has its goldens in the directory beside it named \
      after it without the extension (suite/a.jsonl → suite/a/), or a JSON suite file \
      {"recordings": [{"recording": …, "goldens": …, "options": {"fps": 5, …}}]} whose \
      relative paths resolve against its own directory and whose options take header-hint \
      names (the command line's render options win over them). Recordings run in the order of \
      their paths. Goldens keep golden.json beside their frames: the render options, the tool \
      version, the text stack (Cairo, Pango, font files) and each frame's structure (item ids, \
      frames, opacities). verify says first when the goldens were made differently, then \
      classifies each failure as changed (the structure differs; the first divergence is \
      named) or pixels-only (same structure, other pixels; --pixels-only warn reports these \
      without failing). Goldens without golden.json still verify; --verbose says so. \
      --junit FILE also writes JUnit XML (one test case per recording). With \
      GITHUB_ACTIONS=true, failing recordings get ::error workflow commands and a table is \
      appended to $GITHUB_STEP_SUMMARY (exit 2 when it cannot be appended to).

      --ignore-item ID (repeatable; "ignoreItems" in a suite file) compares no pixel of that \
      item's cell, wherever the cell is in each frame: in the golden where golden.json places \
      it, in the actual frame where this render does, each masked on both sides. \
      --ignore-rect X,Y,W,H (pixels; "ignoreRects") masks a fixed region. Masks are hatched \
      in the difference images and recorded in golden.json, so goldens recorded with other \
      masks report an options difference.

      --golden-format apng keeps a recording's goldens as one lossless animated PNG \
      (golden.apng beside manifest.json and golden.json, which says so) instead of a PNG per \
      frame; verify, the report and approve read either. A directory keeps its format until \
      --golden-format with --record all rewrites it in the other.

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

      With --suite, --shard I/N (or a Kubernetes Indexed Job, GitLab, CircleCI, Buildkite or \
      Bazel environment, printed on standard error) verifies only that shard's recordings, \
      balanced by frame count; --results DIR writes its shard-I-of-N.json there, and \
      `snapreplay merge DIR --expect N -o OUT` joins the shards into what one run writes. \
      --cache DIR skips recordings unchanged since a passing run (docs/ScaleOut.md).

      --report DIR also writes an HTML report there (DIR/index.html, with copies of the \
      golden, actual and difference images it shows): golden / actual / difference tabs, a \
      swipe slider, a frame strip, the command that re-records the goldens, and an Accept \
      button that downloads approvals.json for `snapreplay approve`. DIR must be new, empty or \
      an earlier verify report, unless --force is given.

      \(ExitStatus.helpText)
      """)

  @Argument(help: "The recording (.jsonl); not with --suite.")
  var recording: String?

  @Option(help: "The directory of golden frames (with REC).")
  var golden: String?

  @Option(
    help: ArgumentHelp(
      "A directory of recordings with their goldens beside them, or a JSON suite file.",
      valueName: "path"))
  var suite: String?

  @Option(
    name: .customLong("pixels-only"),
    help: ArgumentHelp(
      "What a failure whose structure is the goldens' (pixels only) does.",
      valueName: "warn|fail"))
  var pixelsOnly: PixelsOnlyPolicy = .fail

  @Option(help: "missing, failed, all or never (default: $SNAPREPLAY_RECORD, else missing).")
  var record: String?

  @Option(help: "Where the actual frames and difference images go.")
  var artifacts: String?

  @Option(
    help: ArgumentHelp(
      "Also write an HTML report of the result into this directory.", valueName: "dir"))
  var report: String?

  @OptionGroup var tolerance: ToleranceArguments

  @Option(
    name: .customLong("ignore-item"),
    help: ArgumentHelp(
      "Compare no pixel of this item's cell, wherever it is in each frame (repeatable).",
      valueName: "id"))
  var ignoreItems: [String] = []

  @Option(
    name: .customLong("ignore-rect"),
    help: ArgumentHelp(
      "Compare no pixel of this rectangle of every frame, in pixels (repeatable).",
      valueName: "x,y,w,h"))
  var ignoreRects: [String] = []

  @Option(
    help: ArgumentHelp(
      "Keep the goldens as a PNG per frame or one lossless animated PNG per recording "
        + "(golden.apng); by default as they are. Switch with --record all.",
      valueName: "format"))
  var goldenFormat: GoldenFormat?

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

  @Option(
    help: ArgumentHelp(
      "Also write the result as JUnit XML, one test case per recording.", valueName: "file"))
  var junit: String?

  @Option(
    help: ArgumentHelp(
      "With --suite, verify only part I of N of the recordings (1-based, balanced by frame "
        + "count); default: from the environment (docs/ScaleOut.md).",
      valueName: "I/N"))
  var shard: String?

  @Option(
    help: ArgumentHelp(
      "With --suite, write shard-I-of-N.json here for `snapreplay merge` (artifacts default to "
        + "DIR/artifacts).", valueName: "dir"))
  var results: String?

  @Option(
    help: ArgumentHelp(
      "With --suite, write paths inside DIR relative to it in the JSON, --results, --junit and "
        + "--report (default: the current directory when it holds the suite, else the suite's "
        + "directory).", valueName: "dir"))
  var root: String?

  @Option(
    help: ArgumentHelp(
      "With --suite, skip recordings whose recording, goldens, options and tool version are "
        + "those of an earlier passing run remembered here.", valueName: "dir"))
  var cache: String?

  @Flag(help: "Also say when goldens do not record how they were made, and passing notes.")
  var verbose = false

  @Flag(help: "No progress line for a suite on a terminal.")
  var quiet = false

  var subject: String? { recording ?? suite }

  func validate() throws {
    for text in ignoreRects where IgnoredRegions.rect(text) == nil {
      throw ValidationError(
        "--ignore-rect must be x,y,width,height in whole pixels (width and height at least 1), "
          + "not '\(text)'")
    }
    if let record, RecordMode(rawValue: record) == nil {
      throw ValidationError("--record must be one of \(RecordMode.names)")
    }
    switch (recording, golden, suite) {
    case (.some, .some, nil), (nil, nil, .some): break
    case (_, _, .some): throw ValidationError("--suite takes no recording and no --golden")
    case (.some, nil, nil): throw ValidationError("--golden DIR is required with a recording")
    case (nil, _, nil): throw ValidationError("give a recording and --golden DIR, or --suite PATH")
    }
    if suite == nil {
      for (flag, value) in [
        ("--shard", shard), ("--results", results), ("--cache", cache), ("--root", root),
      ]
      where value != nil {
        throw ValidationError("\(flag) needs --suite")
      }
    }
  }

  /// The recordings to verify: the suite, or the one recording with its goldens.
  func loadSuite() throws -> VerificationSuite {
    if let suite {
      let loaded = try VerificationSuite(contentsOf: URL(fileURLWithPath: suite))
      for entry in loaded.entries { try InputFile.requireFile(entry.recording.path) }
      return loaded
    }
    guard let recording, let golden else { throw ValidationError("no recording") }
    try InputFile.requireFile(recording)
    return try VerificationSuite(entries: [
      VerificationSuite.Entry(
        recording: URL(fileURLWithPath: recording), goldens: URL(fileURLWithPath: golden))
    ])
  }

  func run(printer: DiagnosticPrinter) throws -> Verdict {
    let mode = try RecordMode.resolve(
      record.flatMap(RecordMode.init(rawValue:)),
      environment: ProcessInfo.processInfo.environment)
    // Engines' variables shard suites only: a single recording is never split.
    let selection =
      self.suite == nil
      ? nil
      : try ShardSelection.resolve(flag: shard, environment: ProcessInfo.processInfo.environment)
    let suite = try loadSuite()
    let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    let artifactsPath = artifacts ?? results.map { $0 + "/artifacts" }
    // Every output place is checked before anything is drawn.
    let junitFile = junit.map { URL(fileURLWithPath: $0, relativeTo: current).standardizedFileURL }
    if let junitFile { try OutputPath.prepareFile(junitFile, kind: Self.junitKind, force: force) }
    let reportDirectory = report.map { URL(fileURLWithPath: $0) }
    if let reportDirectory {
      try Self.prepareReport(reportDirectory, force: force, option: "--report")
    }
    let environment = ProcessInfo.processInfo.environment
    let stepSummary = try StepSummaryFile(environment: environment)
    var verification = SuiteVerification(
      suite: suite, renderOptions: try renderOptions.overrides(), comparison: tolerance.options,
      record: mode,
      artifacts: artifactsPath.map {
        ArtifactDirectory.resolve(explicit: $0, environment: [:], currentDirectory: current)
      }, memoryBudget: canvasMemory.budget, force: force, pixelsOnly: pixelsOnly)
    verification.ignoring = IgnoredRegions(
      items: ignoreItems, rects: ignoreRects.compactMap(IgnoredRegions.rect))
    verification.goldenFormat = goldenFormat
    var indices = Array(suite.entries.indices)
    if let selection {
      printer.status(selection.announcement)
      try selection.acknowledge()
      indices = selection.shard.items(weights: verification.frameCounts())
    }
    // Which recording of a suite is being verified, rewritten in place on a terminal.
    let showsProgress = indices.count > 1 && !quiet && isatty(STDERR_FILENO) == 1
    var result: SuiteResult
    let skipped: Int
    do {
      // Erased whether the suite ends or stops, so an error starts on a clean line.
      defer { if showsProgress { printer.status("\r\u{1B}[K", terminator: "") } }
      (result, skipped) = try verification.run(
        indices: indices,
        cache: cache.map { VerificationCache(directory: URL(fileURLWithPath: $0)) },
        starting: { index, entry in
          guard showsProgress else { return }
          let position = (indices.firstIndex(of: index) ?? 0) + 1
          printer.status(
            "\rverifying \(position)/\(indices.count) "
              + TerminalText.escaped(entry.recording.lastPathComponent) + "\u{1B}[K",
            terminator: "")
        },
        // In a suite one recording that cannot be verified is one errored case; a single
        // recording's error stops the run as before.
        errored: self.suite == nil
          ? nil
          : { error, recording in
            let diagnostic = ExitPolicy.failure(for: error, subject: recording.path)
            return ErroredVerification(message: diagnostic.description, fault: diagnostic.fault)
          })
    }
    let resultRoot = self.suite.map { suiteRoot(suite: $0, current: current) }
    if let resultRoot { result = result.relative(to: resultRoot) }
    if let cache {
      printer.status(
        "skipped \(skipped) of \(indices.count) recording\(indices.count == 1 ? "" : "s"): "
          + "unchanged since a passing run (--cache \(TerminalText.escaped(cache)))")
    }
    if let results, let path = self.suite {
      var isDirectory: ObjCBool = false
      let root = URL(fileURLWithPath: path)
      _ = FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory)
      let directory = isDirectory.boolValue ? root : root.deletingLastPathComponent()
      let names = verification.names(relativeTo: directory)
      try SuiteShardFragment(
        shard: selection?.shard ?? Shard(index: 1, count: 1),
        suite: verification.fingerprint(relativeTo: directory), recordings: names,
        assigned: indices.map { names[$0] }, result: result,
        options: indices.map { index in
          let options = VerifiedOptions(verification.verification(of: suite.entries[index]))
          return resultRoot.map(options.relative(to:)) ?? options
        }, root: resultRoot
      ).write(into: URL(fileURLWithPath: results))
    }
    if let reportDirectory {
      let review = GoldenReview(result, of: verification, directory: current)
      try GoldenReviewOutput.write(review, toDirectory: reportDirectory, force: force)
      let page = reportDirectory.appendingPathComponent(GoldenReviewOutput.pageName)
      if !quiet { printer.status("Report: " + TerminalText.escaped(page.standardizedFileURL.path)) }
    }
    if json && self.suite == nil {
      // One recording keeps the single result's document scripts already read.
      printer.print(result.results.first?.json ?? result.json, terminator: "")
    } else {
      SuiteOutputs(json: json, verbose: verbose).print(result, printer: printer)
    }
    if let junitFile {
      try SuiteOutputs.writeJUnit(result, to: junitFile, relativeTo: current)
    }
    SuiteOutputs.annotate(result, environment: environment, json: json, printer: printer)
    try stepSummary?.append(result.githubStepSummary)
    // The worst of all: an errored case of the environment's fault outranks a failure.
    if let fault = result.worstErrorFault { return .failure(fault) }
    return result.passed ? .success : .failure(.input)
  }
}

extension VerifyCommand {
  /// The root a suite's results are written relative to: `--root`, else the current directory
  /// when the suite lies inside it (where CI runs, so paths read as the repository's), else the
  /// suite's own directory.
  ///
  /// - Parameters:
  ///   - suite: The `--suite` path.
  ///   - current: The current directory.
  /// - Returns: The root.
  func suiteRoot(suite: String, current: URL) -> ResultRoot {
    if let root { return ResultRoot(URL(fileURLWithPath: root, relativeTo: current)) }
    let suiteURL = URL(fileURLWithPath: suite, relativeTo: current).standardizedFileURL
    if ResultRoot(current).text(of: suiteURL) != suiteURL.path { return ResultRoot(current) }
    var isDirectory: ObjCBool = false
    _ = FileManager.default.fileExists(atPath: suiteURL.path, isDirectory: &isDirectory)
    return ResultRoot(isDirectory.boolValue ? suiteURL : suiteURL.deletingLastPathComponent())
  }

  /// Checks the `--report` directory before anything is drawn; a directory this tool does not
  /// own is the invocation's to confirm with `--force`.
  ///
  /// - Parameters:
  ///   - directory: The report's directory.
  ///   - force: Accept a directory that holds other files.
  ///   - option: The option that names the directory, for the error (`--report`, `-o`).
  /// - Throws: ``InvocationError/foreignReportDirectory(path:reason:option:)`` for a directory
  ///   holding other files without `force`, `ReportError` when it cannot be made.
  static func prepareReport(_ directory: URL, force: Bool, option: String) throws {
    do {
      try GoldenReviewOutput.prepare(directory, force: force)
    } catch {
      guard case .notOurDirectory(let path, let reason) = error else { throw error }
      throw InvocationError.foreignReportDirectory(path: path, reason: reason, option: option)
    }
  }

  /// What `--junit` replaces without `--force`: an XML file, as this tool writes.
  static let junitKind = FileKind(name: "JUnit XML") { prefix in
    prefix.starts(with: Array("<?xml".utf8)) || prefix.starts(with: Array("<testsuites".utf8))
  }
}

extension PixelsOnlyPolicy: ExpressibleByArgument {}
