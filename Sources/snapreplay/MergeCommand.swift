import ArgumentParser
import Foundation
import ReplayRaster
import ReplayVerification
import SnapshotRecording

/// `snapreplay merge RESULTS… --expect N -o DIR`: joins the shards of a `verify --suite` run.
struct MergeCommand: ReplayCommand {
  static let configuration = CommandConfiguration(
    commandName: "merge",
    abstract: "Join the results of a sharded verify --suite into one.",
    discussion: """
      Reads every shard-I-of-N.json in the results directories, checks that they are exactly \
      shards 1…N of one suite run (the same suite, options and tool version, each shard once, \
      every recording verified once), then prints the summary `verify --suite` prints and \
      writes DIR/\(SuiteOutputs.summaryName), the --json document of the whole suite, and \
      DIR/\(SuiteOutputs.junitName), the --junit XML, and DIR/\(Self.reportName)/, the HTML \
      report verify --report writes (index.html with copies of the golden, actual and \
      difference images, taken from each shard's artifacts; those the shard wrote inside its \
      results directory are looked for where that directory is now): byte for byte what an \
      unsharded run writes from the same directory. DIR/\(Self.reportName) must be new, \
      empty or an earlier verify report, unless --force is given. Under GitHub Actions it annotates failures and appends \
      to the step summary as verify does. Exits 0 when every recording passed, 1 when one \
      failed or a shard is missing, twice there or of another run (naming it), 2 when DIR \
      cannot be written, 64 for a bad --expect.

      \(ExitStatus.helpText)
      """)

  @Argument(help: "The results directories the shards wrote into (verify --results).")
  var results: [String]

  @Option(help: "How many shards the run had.")
  var expect: Int

  @Option(name: [.short, .customLong("output")], help: "Where the merged outputs go.")
  var output: String

  @Flag(
    help: ArgumentHelp(
      "Write the report into DIR/report even when it holds files that are not an earlier "
        + "report's (they are kept)."))
  var force = false

  @Flag(help: "Print the result as JSON, as verify --suite --json does.")
  var json = false

  @Option(
    help: ArgumentHelp(
      "Where the shards' relative paths start (default: the root each shard named, found from "
        + "where its results directory is now).", valueName: "dir"))
  var root: String?

  @Flag(help: "Also say when goldens do not record how they were made, and passing notes.")
  var verbose = false

  /// The report's folder inside the output directory.
  static let reportName = "report"

  func validate() throws {
    guard !results.isEmpty else { throw ValidationError("Name the results directory.") }
  }

  func run(printer: DiagnosticPrinter) throws -> Verdict {
    let environment = ProcessInfo.processInfo.environment
    let stepSummary = try StepSummaryFile(environment: environment)
    let (result, options) = try SuiteShardMerge(
      directories: results.map { URL(fileURLWithPath: $0) }, expected: expect,
      root: root.map { ResultRoot(URL(fileURLWithPath: $0)) }
    ).run()
    let outputs = SuiteOutputs(json: json, verbose: verbose)
    let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    let directory = URL(fileURLWithPath: output)
    let report = directory.appendingPathComponent(Self.reportName)
    // Checked before anything is written, as verify checks its --report.
    try VerifyCommand.prepareReport(report, force: force, option: "-o")
    try outputs.write(result, into: directory, relativeTo: current)
    let review = GoldenReview(result, options: options, directory: current)
    try GoldenReviewOutput.write(review, toDirectory: report, force: force)
    outputs.print(result, printer: printer)
    SuiteOutputs.annotate(result, environment: environment, json: json, printer: printer)
    try stepSummary?.append(result.githubStepSummary)
    return result.passed ? .success : .failure(.input)
  }
}
