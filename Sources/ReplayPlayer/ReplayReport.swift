public import Foundation
public import RecordingFormat
public import RecordingValidation
public import ReplayRendering

/// `snapreplay report`'s product: a recording's Cairo frames with the steps, problems, markers
/// and item placements that the HTML player (``ReportPage``) shows beside them.
///
/// The frames are the renderer's, drawn once in memory; a report holds each distinct picture
/// once. Unless the caller's overrides name a scale, frames are drawn at
/// ``defaultScale`` (1 pixel per point), which keeps a report small enough to attach.
///
/// ```swift
/// let url = URL(fileURLWithPath: "Recordings/wifi-settings.jsonl")
/// let recording = try Recording(contentsOf: url)
/// let check = RecordingCheck(contentsOf: url)
/// let report = try ReplayReport(
///   recording: recording, file: "wifi-settings.jsonl", diagnostics: check.diagnostics)
/// try ReportOutput.write(report.page(.inline), toFile: URL(fileURLWithPath: "wifi.html"))
/// ```
public struct ReplayReport: Sendable {
  /// The scale a report's frames are drawn at when the options name none: the header's hint
  /// is not used, as a report's frames are for looking at, not for goldens.
  public static let defaultScale = 1.0

  /// The renderer the frames come from.
  public let renderer: RecordingRenderer
  /// Everything the player shows besides the pixels.
  public let data: ReportData
  /// The distinct frames.
  public let frames: ReportFrames

  /// Renders a recording's frames and gathers the report's data.
  ///
  /// - Parameters:
  ///   - recording: The parsed recording.
  ///   - file: Its name as the report shows it.
  ///   - diagnostics: `RecordingCheck`'s findings, shown with the applies they are about.
  ///   - overrides: Render options; `scale` defaults to ``defaultScale``.
  ///   - frameBudget: The most frames the render may make.
  ///   - workerCount: Threads drawing and encoding.
  ///   - memoryBudget: What the workers' canvases may take together.
  ///   - budget: How large the report may grow in memory.
  ///   - cellImageBudget: The pixels one cell image may declare (`--max-pixels`) and the
  ///     decoded bytes kept.
  ///   - progress: Called as frames are drawn.
  /// - Throws: ``ReportError/rendering(_:)``, ``ReportError/overBudget(what:)``.
  public init(
    recording: Recording, file: String, diagnostics: [Diagnostic],
    overrides: RenderOptionOverrides = RenderOptionOverrides(),
    frameBudget: FrameBudget = .default,
    workerCount: Int = ProcessInfo.processInfo.activeProcessorCount,
    memoryBudget: CanvasMemoryBudget = .default,
    budget: ReportBudget = .default,
    cellImageBudget: CellImageBudget = .default,
    progress: (@Sendable (FrameProgress) -> Void)? = nil
  ) throws(ReportError) {
    var overrides = overrides
    if overrides.scale == nil { overrides.scale = Self.defaultScale }
    // The applies the replay plays: those before the first one UIKit rejects.
    var applies: [ValidatedApply] = []
    var playback = ReplayPlayback()
    do {
      renderer = try RecordingRenderer(
        recording: recording, overrides: overrides, frameBudget: frameBudget,
        cellImageBudget: cellImageBudget,
        observing: { event in
          if let played = playback.plays(event) { applies.append(played) }
        })
    } catch {
      throw .rendering(error)
    }
    data = try ReportData(
      renderer: renderer, applies: applies, recording: recording, file: file,
      diagnostics: diagnostics, cellBudget: budget.cells, cellImageBudget: budget.cellImageBytes)
    frames = try ReportFrames(
      drawing: renderer, workerCount: workerCount, memoryBudget: memoryBudget,
      byteBudget: budget.frameBytes, progress: progress)
  }

  /// The report's page.
  ///
  /// - Parameter embedding: Frames as files beside the page, or inside it.
  /// - Returns: The page.
  public func page(_ embedding: ReportPage.Embedding) -> ReportPage {
    ReportPage(data: data, frames: frames, embedding: embedding)
  }
}
