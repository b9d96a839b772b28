import Foundation
import ReplayRaster
import ReplayVerification

/// The outputs of a suite's result, written by the same code whether the result came from one
/// `verify --suite` run or from `merge` of its shards: the terminal summary or `--json` on
/// standard output, JUnit XML, GitHub's annotations, and the files of `merge`'s output
/// directory.
///
/// ```swift
/// let outputs = SuiteOutputs(json: false, verbose: false)
/// outputs.print(result, printer: printer)  // PASS a.jsonl: 9 frames match …
/// ```
struct SuiteOutputs {
  /// The `--json` document's file in an output directory.
  static let summaryName = "summary.json"
  /// The JUnit XML file in an output directory.
  static let junitName = "junit.xml"

  /// Print the `--json` document instead of the summary.
  var json: Bool
  /// Say more in the summary.
  var verbose: Bool

  /// Prints the result on standard output.
  ///
  /// - Parameters:
  ///   - result: The suite's result.
  ///   - printer: Where it goes.
  func print(_ result: SuiteResult, printer: DiagnosticPrinter) {
    if json {
      printer.print(result.json, terminator: "")
    } else {
      printer.print(result.summary(verbose: verbose))
    }
  }

  /// Writes the JUnit XML (`verify --junit`), one test case per recording, paths relative to
  /// `base`.
  ///
  /// - Parameters:
  ///   - result: The suite's result.
  ///   - file: The XML file, written atomically.
  ///   - base: The directory paths are written relative to (the current one).
  /// - Throws: `AtomicFileError`.
  static func writeJUnit(_ result: SuiteResult, to file: URL, relativeTo base: URL) throws {
    try AtomicFile.write(Array(result.junitXML(relativeTo: base).utf8), to: file)
  }

  /// Under GitHub Actions, prints the workflow commands that annotate failures: on standard
  /// error when standard output carries JSON.
  ///
  /// - Parameters:
  ///   - result: The suite's result.
  ///   - environment: The process environment (`GITHUB_ACTIONS`).
  ///   - json: Whether standard output carries JSON.
  ///   - printer: Where they go.
  static func annotate(
    _ result: SuiteResult, environment: [String: String], json: Bool, printer: DiagnosticPrinter
  ) {
    guard environment["GITHUB_ACTIONS"] == "true" else { return }
    let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    // The runner reads workflow commands from either stream; standard output stays JSON.
    let annotations = result.githubAnnotations(relativeTo: current)
    printer.write(annotations, to: json ? .standardError : .standardOutput)
  }

  /// Writes `summary.json` (the `--json` document) and `junit.xml` (as `--junit` writes it)
  /// into `directory`, created when missing: what `merge -o DIR` leaves.
  ///
  /// - Parameters:
  ///   - result: The suite's result.
  ///   - directory: The output directory.
  ///   - base: The directory JUnit's paths are relative to (the current one).
  /// - Throws: `OutputPathError` or `AtomicFileError`.
  func write(_ result: SuiteResult, into directory: URL, relativeTo base: URL) throws {
    try OutputPath.createDirectory(directory)
    try AtomicFile.write(
      Array(result.json.utf8), to: directory.appendingPathComponent(Self.summaryName))
    try Self.writeJUnit(
      result, to: directory.appendingPathComponent(Self.junitName), relativeTo: base)
  }
}
