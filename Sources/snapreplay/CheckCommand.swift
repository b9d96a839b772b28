import ArgumentParser
import Foundation
import RecordingFormat
import RecordingValidation
import ReplayRendering
import SnapshotRecording

/// `snapreplay check REC...`: validates recordings with UIKit's rules and lints them.
struct CheckCommand: ReplayCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Validate recordings with UIKit's rules and warn about likely bugs.",
    discussion: """
      Prints one compiler-style line per finding on standard output, then a summary line on \
      standard error. Every file is checked, even after one that cannot be read. Exits 0 when \
      every recording is valid (warnings allowed), 1 when any is invalid; a file that does not \
      exist makes it 64, one that cannot be opened or read 2.

      \(ExitStatus.helpText)
      """)

  @Argument(help: "The recordings (.jsonl).")
  var recordings: [String]

  @Flag(help: "Print one JSON document describing every file instead of text.")
  var json = false

  func validate() throws {
    guard !recordings.isEmpty else { throw ValidationError("Name at least one recording.") }
  }

  func run(printer: DiagnosticPrinter) throws -> Verdict {
    let checks = recordings.map {
      RecordingCheck(contentsOf: URL(fileURLWithPath: $0), name: $0, lints: [RenderPreflight()])
    }
    if json {
      printer.print(RecordingCheck.json(for: checks))
    } else {
      for finding in checks.flatMap(\.diagnostics) { printer.emit(finding, to: .standardOutput) }
    }
    printer.status(RecordingCheck.summaryLine(for: checks))
    // The findings above already say what is wrong with each file, and each says whose fault
    // it is; the status says whose the worst is.
    let faults = zip(recordings, checks).compactMap(fault)
    return faults.max().map(Verdict.failure) ?? .success
  }

  /// Whose fault a file's errors are, if it has any: a file that does not exist is the
  /// invocation's, before anything its check says.
  private func fault(of path: String, _ check: RecordingCheck) -> Fault? {
    if let problem = InputFile.problem(with: path) { return ExitPolicy.failure(for: problem).fault }
    return check.fault
  }
}
