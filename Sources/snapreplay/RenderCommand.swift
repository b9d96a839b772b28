import ArgumentParser
import Foundation
import RecordingFormat
import RecordingValidation
import ReplayRaster
import ReplayRendering
import SnapshotRecording

/// `snapreplay render REC`: the recording's animation as a PNG sequence.
struct RenderCommand: ReplayCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Render a recording's animation to PNG frames.",
    discussion: """
      Writes DIR/\(FrameDirectory.fileName(ofFrame: 0)), … and \
      DIR/\(FrameDirectory.manifestName) into a new or empty directory, or one holding an \
      earlier render (recognised by its manifest, whose listed frames are the only files \
      removed); anything else needs --force. Options override the recording header's render \
      hints; docs/Rendering.md describes the geometry and the timeline. Exits 1 when the \
      recording or a header hint is bad, 2 when a frame or a video cannot be written or ffmpeg \
      is missing or fails, 64 when the output is a directory this tool does not own. With \
      --gif, --video, --webp or --apng and no -o, no PNG frame is written: the frames are \
      streamed to ffmpeg, or into the APNG (a lossless animated PNG, written without ffmpeg).

      --shard I/N renders only the I-th of N contiguous parts of the frames (numbered from 1), \
      each frame computed from its own time, into the same layout with the part in its \
      manifest; `snapreplay merge-frames` joins the parts into exactly what one render writes. \
      Without --shard, the shard is taken from a Kubernetes Indexed Job, GitLab, CircleCI, \
      Buildkite or Bazel environment when one sets it (docs/ScaleOut.md), and the source is \
      printed on standard error.

      \(ExitStatus.helpText)
      """)

  @Argument(help: "The recording (.jsonl).")
  var recording: String

  @Option(
    name: [.short, .customLong("output")],
    help: "The frame directory (default: Output/<recording name>/).")
  var output: String?

  @OptionGroup var renderOptions: RenderOptionArguments

  @Option(help: "Also stream the frames into this animated GIF (needs ffmpeg).")
  var gif: String?

  @Option(help: "Also stream the frames into this MP4 video (needs ffmpeg).")
  var video: String?

  @Option(help: "Also stream the frames into this animated WebP (needs ffmpeg).")
  var webp: String?

  @Option(
    help: ArgumentHelp(
      "Also write the frames into this lossless animated PNG (APNG): exact colours, equal "
        + "frames merged into one longer delay.", valueName: "file"))
  var apng: String?

  @Option(
    help: ArgumentHelp(
      "Highest frame rate of the GIF, \(Self.gifFpsCapRange.description); browsers clamp "
        + "shorter delays."))
  var gifFpsCap = 30.0

  @Option(
    help: ArgumentHelp(
      "Threads drawing and encoding frames, \(Self.workersRange.description) "
        + "(default: all cores, at most \(Self.workersRange.range.upperBound))."))
  var workers: Int?

  @OptionGroup var canvasMemory: CanvasMemoryArguments

  @OptionGroup var cellImages: CellImageArguments

  @Option(
    help: ArgumentHelp(
      "The most frames the render may make, checked before any is drawn; none lifts the "
        + "budget.",
      valueName: "n|none"))
  var maxFrames = FrameBudget.default

  @Flag(
    help: ArgumentHelp(
      "Write into a directory that holds files other than an earlier render's, and replace "
        + "--gif/--video/--webp files of another kind."))
  var force = false

  @Flag(
    help: "Draw the current marker's text in a band at the bottom of each frame (captions).")
  var captions = false

  @Option(
    help: ArgumentHelp(
      "Render only part I of N of the frames (1-based); default: from the environment "
        + "(docs/ScaleOut.md).",
      valueName: "I/N"))
  var shard: String?

  @Flag(help: "Print no progress line.")
  var quiet = false

  @Flag(help: "Print a JSON summary on standard output.")
  var json = false

  /// More threads than this only add memory and contention; the default is the core count.
  static let workersRange = OptionRange("--workers", 1...256)
  /// GIF frame delays are whole hundredths of a second, so 100 fps is the most a GIF can say.
  static let gifFpsCapRange = OptionRange("--gif-fps-cap", 0.1...100.0)

  func validate() throws {
    try Self.workersRange.check(workers)
    try Self.gifFpsCapRange.check(gifFpsCap)
  }

  var subject: String? { recording }

  func run(printer: DiagnosticPrinter) throws -> Verdict {
    let selection = try ShardSelection.resolve(
      flag: shard, environment: ProcessInfo.processInfo.environment)
    if selection != nil && (!exports.isEmpty || apng != nil) {
      throw InvocationError.shardedExport
    }
    let url = URL(fileURLWithPath: recording)
    // Read as a stream: memory holds the timeline, not the recording.
    let renderer = try InputFile.streamRecording(
      recording, printer: printer,
      readingError: { error in
        if case RecordingRenderError.recording(let reading) = error { return reading }
        return nil
      }
    ) { observe in
      try RecordingRenderer(
        contentsOf: url, name: recording, overrides: try renderOptions.overrides(),
        frameBudget: maxFrames, cellImageBudget: cellImages.budget, observing: observe)
    }
    if let stop = renderer.stop { printer.emit(Diagnostic(stop, file: recording)) }
    var part: FrameManifest.ShardPart?
    if let selection {
      printer.status(selection.announcement)
      try selection.acknowledge()
      part = try renderer.shardPart(
        selection.shard, recordingFile: url, captions: captions)
    }
    // PNG frames only when asked for: by -o, or by asking for no video.
    let directory =
      output
      ?? (exports.isEmpty && apng == nil
        ? "Output/\(url.deletingPathExtension().lastPathComponent)" : nil)
    // Every output is checked, and its directory created, before the first frame is drawn.
    for (format, path) in exports {
      try OutputPath.prepareFile(
        URL(fileURLWithPath: path), kind: format.fileKind, force: force)
    }
    if let apng {
      try OutputPath.prepareFile(
        URL(fileURLWithPath: apng), kind: AnimatedPNGExport.fileKind, force: force)
    }
    let progressLine = ProgressLine(
      printer: printer, enabled: !quiet && isatty(STDERR_FILENO) == 1)
    let workerCount =
      workers
      ?? min(ProcessInfo.processInfo.activeProcessorCount, Self.workersRange.range.upperBound)
    let started = DispatchTime.now().uptimeNanoseconds
    var summary: FrameSequenceSummary?
    do {
      defer { progressLine.finish() }
      if let directory {
        summary = try renderer.render(
          to: URL(fileURLWithPath: directory), workerCount: workerCount,
          memoryBudget: canvasMemory.budget, force: force, captions: captions, shard: part,
          progress: progressLine.update)
      }
      for (format, path) in exports {
        let exported = try renderer.export(
          VideoExport(format: format, gifFrameRateCap: gifFpsCap), to: URL(fileURLWithPath: path),
          workerCount: workerCount, memoryBudget: canvasMemory.budget, captions: captions,
          progress: progressLine.update)
        summary = summary ?? exported
      }
      if let apng {
        let exported = try renderer.exportAnimatedPNG(
          to: URL(fileURLWithPath: apng), workerCount: workerCount,
          memoryBudget: canvasMemory.budget, captions: captions, progress: progressLine.update)
        summary = summary ?? exported
      }
    }
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
    // Known only once drawn: an image is decoded when a frame first shows it.
    for failure in renderer.timeline.cellImages.decodingFailures {
      printer.emit(
        Diagnostic(
          severity: .warning, category: .cellImage, file: recording, line: nil, seq: nil,
          message: "cell image \(failure.digest) cannot be decoded (\(failure.reason)); "
            + "items naming it are drawn from their labels"))
    }
    guard let summary else { return .success }
    if !quiet && !json {
      for path in exports.map(\.1) + [apng].compactMap({ $0 }) {
        let written = URL(fileURLWithPath: path).standardizedFileURL.path
        printer.print("wrote \(TerminalText.escaped(written))")
      }
    }
    let report = RenderReport(
      directory: directory, summary: summary, fps: renderer.options.fps, seconds: seconds,
      stop: renderer.stop, idleTimeCut: renderer.timeline.idleTimeCut)
    if json {
      printer.print(report.json)
    } else if !quiet {
      printer.print(report.text)
    }
    return .success
  }

  /// The videos asked for, in a fixed order.
  private var exports: [(VideoExport.Format, String)] {
    [(.gif, gif), (.mp4, video), (.webp, webp)].compactMap { format, path in
      path.map { (format, $0) }
    }
  }
}
