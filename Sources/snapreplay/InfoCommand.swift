import ArgumentParser
import Foundation
import RecordingFormat
import RecordingValidation
import SnapshotRecording

/// `snapreplay info REC`: a recording's header, event counts, duration, largest snapshot and
/// markers.
struct InfoCommand: ReplayCommand {
  static let configuration = CommandConfiguration(
    commandName: "info",
    abstract: "Show a recording's header, event counts, duration, largest snapshot and markers.",
    discussion: """
      The reader's warnings (seq gaps, unknown events, a cut-off last line) go to standard \
      error. Exits 1 when the recording cannot be read as the format.

      \(ExitStatus.helpText)
      """)

  @Argument(help: "The recording (.jsonl).")
  var recording: String

  @Flag(help: "Print one JSON object instead of text.")
  var json = false

  var subject: String? { recording }

  func run(printer: DiagnosticPrinter) throws -> Verdict {
    try InputFile.requireFile(recording)
    let summary = try RecordingSummary(
      contentsOf: URL(fileURLWithPath: recording), name: recording)
    printer.print(json ? summary.json : summary.report)
    if !json {
      for warning in summary.warnings { printer.emit(Diagnostic(warning)) }
    }
    return .success
  }
}
