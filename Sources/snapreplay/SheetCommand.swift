import ArgumentParser
import Foundation
import RecordingFormat
import RecordingValidation
import ReplayRaster
import ReplayRendering
import SnapshotRecording

/// `snapreplay sheet REC -o sheet.png`: one captioned thumbnail per apply or marker.
struct SheetCommand: ReplayCommand {
  static let configuration = CommandConfiguration(
    commandName: "sheet",
    abstract: "Draw a contact sheet: one thumbnail per apply (or per marker).",
    discussion: """
      Each thumbnail shows the state settled after an apply, captioned with its seq and \
      recorded time (and the marker's text with --markers): the frame drawn at the scale \
      that makes it --thumbnail-width pixels wide. Render options and the header's hints \
      choose the layout. Exits 1 when the recording or a header hint is bad or there is \
      nothing to show, 2 when the sheet cannot be written.

      \(ExitStatus.helpText)
      """)

  @Argument(help: "The recording (.jsonl).")
  var recording: String

  @Option(name: [.short, .customLong("output")], help: "The PNG file to write.")
  var output: String

  @Flag(help: "Replace an existing file at the output path that is not a PNG.")
  var force = false

  @Flag(help: "One thumbnail per marker instead of per apply.")
  var markers = false

  @Option(help: ArgumentHelp("Thumbnails per row, \(Self.sheetColumnsRange.description)."))
  var sheetColumns = 4

  @Option(
    help: ArgumentHelp("Thumbnail width in pixels, \(Self.thumbnailWidthRange.description)."))
  var thumbnailWidth = 240.0

  @OptionGroup var renderOptions: RenderOptionArguments

  @OptionGroup var canvasMemory: CanvasMemoryArguments

  @OptionGroup var cellImages: CellImageArguments

  static let sheetColumnsRange = OptionRange("--sheet-columns", 1...1000)
  /// Narrower thumbnails cannot show a cell; a wider one would not fit a canvas (Cairo's side
  /// limit). What a sheet of many wide thumbnails takes is the canvas memory budget's to refuse.
  static let thumbnailWidthRange = OptionRange(
    "--thumbnail-width", 16.0...Double(PixelSize.maximumDimension))

  func validate() throws {
    try Self.sheetColumnsRange.check(sheetColumns)
    try Self.thumbnailWidthRange.check(thumbnailWidth)
  }

  var subject: String? { recording }

  func run(printer: DiagnosticPrinter) throws -> Verdict {
    try InputFile.requireFile(recording)
    try OutputPath.prepareFile(URL(fileURLWithPath: output), kind: .png, force: force)
    // Read as a stream: memory holds each apply's settled segment, not the recording.
    let sheet = try InputFile.streamRecording(
      recording, printer: printer,
      readingError: { error in
        if case ContactSheetError.rendering(.recording(let reading)) = error { return reading }
        return nil
      }
    ) { observe in
      try ContactSheet(
        contentsOf: URL(fileURLWithPath: recording), name: recording,
        subject: markers ? .markers : .applies, renderOptions: try renderOptions.overrides(),
        columns: sheetColumns, thumbnailWidth: thumbnailWidth,
        cellImageBudget: cellImages.budget, observing: observe)
    }
    try sheet.write(to: URL(fileURLWithPath: output), memoryBudget: canvasMemory.budget)
    let size = sheet.scene.size
    printer.print(
      "wrote \(sheet.thumbnails.count) thumbnails (\(Int(size.width))x\(Int(size.height)) px) "
        + "to \(TerminalText.escaped(URL(fileURLWithPath: output).standardizedFileURL.path))")
    return .success
  }
}
