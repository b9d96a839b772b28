import ArgumentParser
import Foundation
import RecordingFormat
import ReplayRendering
import SnapshotRecording

/// `snapreplay sheet REC -o sheet.png`: one captioned thumbnail per apply or marker.
struct SheetCommand: ReplayCommand {
  static let configuration = CommandConfiguration(
    commandName: "sheet",
    abstract: "Draw a contact sheet: one thumbnail per apply (or per marker).",
    discussion: """
      Each thumbnail shows the state settled after an apply, captioned with its seq and \
      recorded time (and the marker's text with --markers). Render options and the header's \
      hints choose the layout. Exits 1 when the recording or a header hint is bad or there is \
      nothing to show, 2 when the sheet cannot be written.

      \(ExitStatus.helpText)
      """)

  @Argument(help: "The recording (.jsonl).")
  var recording: String

  @Option(name: [.short, .customLong("output")], help: "The PNG file to write.")
  var output: String

  @Flag(help: "One thumbnail per marker instead of per apply.")
  var markers = false

  @Option(help: "Thumbnails per row.")
  var sheetColumns = 4

  @Option(help: "Thumbnail width in pixels.")
  var thumbnailWidth = 240.0

  @OptionGroup var renderOptions: RenderOptionArguments

  func validate() throws {
    guard sheetColumns > 0 else { throw ValidationError("--sheet-columns must be 1 or more.") }
    guard thumbnailWidth >= 16 else {
      throw ValidationError("--thumbnail-width must be at least 16.")
    }
  }

  var subject: String? { recording }

  func run(printer: DiagnosticPrinter) throws -> Verdict {
    try InputFile.requireFile(recording)
    let parsed = try Recording(contentsOf: URL(fileURLWithPath: recording), name: recording)
    let sheet = try ContactSheet(
      recording: parsed, subject: markers ? .markers : .applies,
      renderOptions: renderOptions.overrides, columns: sheetColumns,
      thumbnailWidth: thumbnailWidth)
    try sheet.write(to: URL(fileURLWithPath: output))
    let size = sheet.scene.size
    printer.print(
      "wrote \(sheet.thumbnails.count) thumbnails (\(Int(size.width))x\(Int(size.height)) px) "
        + "to \(TerminalText.escaped(URL(fileURLWithPath: output).standardizedFileURL.path))")
    return .success
  }
}
