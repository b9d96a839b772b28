import ArgumentParser
import Foundation
import RecordingFormat
import ReplayRaster
import SnapshotRecording

/// `snapreplay strip-images REC -o COPY`: a copy of a recording without its cell images, for
/// sharing a recording whose cells may show personal data.
struct StripImagesCommand: ReplayCommand {
  static let configuration = CommandConfiguration(
    commandName: "strip-images",
    abstract: "Write a copy of a recording without its cell images.",
    discussion: """
      Leaves out every cell-image line and writes each apply that names an image again \
      without its items' image keys (keys the format does not know are not kept on those \
      lines); every other line is copied. The copy is written to a temporary file, then \
      renamed into place. Its replay draws every cell from its label.

      \(ExitStatus.helpText)
      """)

  @Argument(help: "The recording (.jsonl).")
  var recording: String

  @Option(name: [.short, .customLong("output")], help: "The copy to write.")
  var output: String

  var subject: String? { recording }

  func run(printer: DiagnosticPrinter) throws -> Verdict {
    try InputFile.requireFile(recording)
    let stripped = try CellImageStripping(
      contentsOf: URL(fileURLWithPath: recording), name: recording)
    try AtomicFile.write(stripped.bytes, to: URL(fileURLWithPath: output))
    printer.status(
      "\(TerminalText.escaped(output)): \(stripped.removedLines) cell-image "
        + (stripped.removedLines == 1 ? "line" : "lines") + " left out, "
        + "\(stripped.rewrittenApplies) "
        + (stripped.rewrittenApplies == 1 ? "apply" : "applies") + " written without images")
    return .success
  }
}
