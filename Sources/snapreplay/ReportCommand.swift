import ArgumentParser
import Foundation
import RecordingFormat
import RecordingValidation
import ReplayPlayer
import ReplayRaster
import ReplayRendering
import SnapshotRecording

/// `snapreplay report REC`: an HTML player of the recording's frames, steps and problems.
struct ReportCommand: ReplayCommand {
  static let configuration = CommandConfiguration(
    commandName: "report",
    abstract: "Write an HTML player of a recording: frames, steps, problems, search.",
    discussion: """
      Writes DIR/\(ReportOutput.pageName) and DIR/\(ReportPage.framesFolder)/ (each distinct \
      frame once), or with --single-file one HTML file holding everything. The page works \
      from file:// without a network; docs/Report.md lists its keys and links. Frames are \
      drawn at --scale 1 unless --scale is given. The directory must be new, empty or an \
      earlier report (the file new or an earlier report); anything else needs --force. Exits \
      1 when the recording or a header hint is bad, 2 when the report cannot be written, 64 \
      when the output is not this tool's.

      \(ExitStatus.helpText)
      """)

  @Argument(help: "The recording (.jsonl).")
  var recording: String

  @Option(
    name: [.short, .customLong("output")],
    help: ArgumentHelp(
      "The report directory (default: Output/<recording name>-report/), or with "
        + "--single-file the HTML file (default: Output/<recording name>-report.html; .html is "
        + "added to a name without an extension, another extension is refused)."))
  var output: String?

  @Flag(help: "Write one HTML file with the frames inside it, to attach to a bug report.")
  var singleFile = false

  @OptionGroup var renderOptions: RenderOptionArguments

  @Option(
    help: ArgumentHelp(
      "Threads drawing and encoding frames, \(RenderCommand.workersRange.description) "
        + "(default: all cores)."))
  var workers: Int?

  @OptionGroup var canvasMemory: CanvasMemoryArguments

  @OptionGroup var cellImages: CellImageArguments

  @Option(
    help: ArgumentHelp(
      "The most frames the report may draw, checked before any is drawn; none lifts the "
        + "budget.",
      valueName: "n|none"))
  var maxFrames = FrameBudget.default

  @Flag(help: "Write into a directory, or over a file, that is not an earlier report.")
  var force = false

  @Flag(help: "Print no progress line.")
  var quiet = false

  @Flag(help: "Print a JSON summary on standard output.")
  var json = false

  func validate() throws {
    try RenderCommand.workersRange.check(workers)
  }

  var subject: String? { recording }

  func run(printer: DiagnosticPrinter) throws -> Verdict {
    let parsed = try InputFile.readRecording(recording, printer: printer)
    let url = URL(fileURLWithPath: recording)
    let check = RecordingCheck(contentsOf: url, name: recording, lints: [RenderPreflight()])
    let name = url.deletingPathExtension().lastPathComponent
    let target = URL(
      fileURLWithPath: try output.map { singleFile ? try Self.singleFilePath($0) : $0 }
        ?? "Output/\(name)-report\(singleFile ? ".html" : "")")
    let progressLine = ProgressLine(
      printer: printer, enabled: !quiet && isatty(STDERR_FILENO) == 1)
    let started = DispatchTime.now().uptimeNanoseconds
    let report: ReplayReport
    do {
      defer { progressLine.finish() }
      report = try ReplayReport(
        recording: parsed, file: recording, diagnostics: check.diagnostics,
        overrides: try renderOptions.overrides(), frameBudget: maxFrames,
        workerCount: workers
          ?? min(
            ProcessInfo.processInfo.activeProcessorCount,
            RenderCommand.workersRange.range.upperBound),
        memoryBudget: canvasMemory.budget, cellImageBudget: cellImages.budget,
        progress: progressLine.update)
    }
    if let stop = report.renderer.stop { printer.emit(Diagnostic(stop, file: recording)) }
    let size: Int
    let page: URL
    if singleFile {
      size = try ReportOutput.write(report.page(.inline), toFile: target, force: force)
      page = target
    } else {
      size = try ReportOutput.write(report.page(.files), toDirectory: target, force: force)
      page = target.appendingPathComponent(ReportOutput.pageName)
    }
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
    let path = page.standardizedFileURL.path
    if json {
      var writer = JSONWriter()
      writer.beginObject()
      writer.key("bytes"); writer.integer(size)
      writer.key("distinctFrames"); writer.integer(report.frames.images.count)
      writer.key("frames"); writer.integer(report.frames.imageOfFrame.count)
      writer.key("page"); writer.string(path)
      writer.key("seconds"); writer.number((seconds * 1000).rounded() / 1000)
      writer.key("steps"); writer.integer(report.data.steps.count)
      writer.endObject()
      printer.print(writer.text)
    } else if !quiet {
      printer.print(
        String(
          format: "wrote a report of %d frames (%d distinct, %d steps, %.1f MB) to %@ in %.2f s",
          report.frames.imageOfFrame.count, report.frames.images.count, report.data.steps.count,
          Double(size) / 1_000_000, TerminalText.escaped(path), seconds))
    }
    return .success
  }
}
