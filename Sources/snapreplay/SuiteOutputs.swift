import Foundation
import ReplayRaster
import ReplayVerification

/// The outputs of a suite's result, written the same way whether the result came from one
/// `verify --suite` run or from `merge` of its shards: the terminal summary or `--json` on
/// standard output, and the files of an output directory.
///
/// ```swift
/// let outputs = SuiteOutputs(json: false, verbose: false)
/// outputs.print(result, printer: printer)  // PASS a.jsonl: 9 frames match …
/// ```
struct SuiteOutputs {
  /// The `--json` document's file in an output directory.
  static let summaryName = "summary.json"

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

  /// Writes `summary.json` (the `--json` document) into `directory`, created when missing.
  ///
  /// - Parameters:
  ///   - result: The suite's result.
  ///   - directory: The output directory.
  /// - Throws: `OutputPathError` or `AtomicFileError`.
  func write(_ result: SuiteResult, into directory: URL) throws {
    try OutputPath.createDirectory(directory)
    try AtomicFile.write(
      Array(result.json.utf8), to: directory.appendingPathComponent(Self.summaryName))
  }
}
