public import Foundation
public import RecordingFormat
public import RecordingValidation
internal import SnapshotRecording

/// Renders a recording to a PNG sequence: the header's hints and the caller's options, the
/// timeline, and the parallel frame writer, in one value.
///
/// ```swift
/// let recording = try Recording(contentsOf: URL(fileURLWithPath: "Recordings/insertion-sort.jsonl"))
/// let renderer = try RecordingRenderer(
///   recording: recording, overrides: RenderOptionOverrides(fps: 60))
/// let summary = try renderer.render(to: URL(fileURLWithPath: "Output/insertion-sort"))
/// print(summary.frameCount)  // 436
/// ```
public struct RecordingRenderer: Sendable {
  /// The options in force: the header's hints overridden by the caller's.
  public let options: RenderOptions
  /// The frames to draw.
  public let timeline: FrameTimeline
  /// The first apply UIKit would have rejected, if any: the replay stops just before it, as the
  /// app stopped there (it trapped).
  public let stop: ReplayStop?
  /// The validated applies the replay plays, in recorded order, up to its ``stop``: those the
  /// timeline shows are the ones in its ``FrameTimeline/schedule``.
  public let applies: [ValidatedApply]
  /// The recording's markers where they fall in the frames, each with the apply it belongs
  /// to: the last one recorded at or before it (the first apply for a marker before them all).
  /// With recorded timing a marker keeps its distance from that apply, never passing the next
  /// apply's start; with sequential timing it shows from the apply's start. Markers of applies
  /// outside the rendered range are left out. `manifest.json` lists them; `--captions` draws
  /// them.
  public let markers: [FrameManifest.Marker]

  /// Prepares a recording for rendering.
  ///
  /// - Parameters:
  ///   - recording: The parsed recording.
  ///   - overrides: Options that replace the header's hints.
  ///   - frameBudget: The most frames the render may make, checked before any is drawn.
  ///   - retention: Which applies' segments the timeline keeps: those frames show by default;
  ///     ``SegmentRetention/everyApply`` for reading ``FrameTimeline/frame(atTime:)`` between
  ///     frames.
  /// - Throws: ``RecordingRenderError`` for a bad option value or a recording with nothing to
  ///   draw, a canvas past Cairo's 32,767-pixel limit, or more frames than `frameBudget`.
  public init(
    recording: Recording, overrides: RenderOptionOverrides = RenderOptionOverrides(),
    frameBudget: FrameBudget = .default, keeping retention: SegmentRetention = .framesOnly
  ) throws(RecordingRenderError) {
    do {
      options = try RenderOptions(header: recording.header, overrides: overrides)
    } catch {
      throw .option(error)
    }
    // The replay plays the validated stream up to its stop, as the app ran until it trapped.
    let validated = ValidatedRecording(recording)
    var applies: [ValidatedApply] = []
    replay: for event in validated {
      switch event {
      case .apply(let apply): applies.append(apply)
      case .rejectedApply: break replay
      case .marker, .warning, .error: continue
      }
    }
    self.stop = validated.stop
    self.applies = applies
    do {
      timeline = try FrameTimeline(
        applies: applies, options: options, frameBudget: frameBudget, keeping: retention,
        title: recording.header.title)
    } catch {
      throw .timeline(error)
    }
    markers = Self.place(
      recording.markers, applies: applies, schedule: timeline.schedule, options: options)
  }

  /// Writes `frame-000000.png`, … and `manifest.json` into `directory`.
  ///
  /// - Parameters:
  ///   - directory: Where the frames go: created when missing; otherwise empty or holding an
  ///     earlier render (recognised by its manifest), whose frames are replaced and whose
  ///     listed frames beyond this render are removed.
  ///   - workerCount: Threads drawing and encoding frames; all cores by default, fewer when
  ///     their canvases would exceed `memoryBudget`.
  ///   - memoryBudget: What the workers' canvases may take together.
  ///   - force: Write into a directory that holds files other than an earlier render's.
  ///   - captions: Draw the current marker's text in a band at the bottom of each frame
  ///     (``caption(atTime:)``).
  ///   - shard: Render only this contiguous part of the frames, with its manifest entry
  ///     (`render --shard`; `merge-frames` joins the parts). Each frame is computed from its
  ///     own time on the timeline, so a part's frames are byte-identical to a whole render's.
  ///   - progress: Called after every written frame.
  /// - Returns: What was written.
  /// - Throws: ``RecordingRenderError/output(_:)`` when a frame cannot be drawn or written, or
  ///   one canvas exceeds the memory budget.
  @discardableResult
  public func render(
    to directory: URL,
    workerCount: Int = ProcessInfo.processInfo.activeProcessorCount,
    memoryBudget: CanvasMemoryBudget = .default, force: Bool = false, captions: Bool = false,
    shard: FrameManifest.ShardPart? = nil,
    progress: (@Sendable (FrameProgress) -> Void)? = nil
  ) throws(RecordingRenderError) -> FrameSequenceSummary {
    let timeline = timeline
    let renderer = self
    let writer = FrameSequenceRenderer(
      directory: directory, fps: options.fps, workerCount: workerCount,
      memoryBudget: memoryBudget, force: force)
    do {
      return try writer.render(
        frameCount: timeline.frameCount, shard: shard,
        scene: { captions ? renderer.captionedScene(at: $0) : timeline.frame(at: $0).scene },
        metadata: { timeline.metadata(at: $0) }, markers: markers, progress: progress)
    } catch {
      throw .output(error)
    }
  }

  /// Draws the animation and streams it to ffmpeg as `export`'s format, writing `output`
  /// atomically; no PNG is written (see ``VideoExport``).
  ///
  /// ```swift
  /// try renderer.export(VideoExport(format: .gif), to: URL(fileURLWithPath: "demo.gif"))
  /// ```
  ///
  /// - Parameters:
  ///   - export: The format and its settings.
  ///   - output: The file to write.
  ///   - workerCount: Threads drawing frames.
  ///   - memoryBudget: What the workers' canvases may take together.
  ///   - captions: Draw the current marker's text under the list, as
  ///     ``render(to:workerCount:memoryBudget:force:captions:shard:progress:)`` does.
  ///   - progress: Called after every frame handed to ffmpeg.
  /// - Returns: What was drawn.
  /// - Throws: ``VideoExportError``.
  @discardableResult
  public func export(
    _ export: VideoExport, to output: URL,
    workerCount: Int = ProcessInfo.processInfo.activeProcessorCount,
    memoryBudget: CanvasMemoryBudget = .default, captions: Bool = false,
    progress: (@Sendable (FrameProgress) -> Void)? = nil
  ) throws(VideoExportError) -> FrameSequenceSummary {
    let timeline = timeline
    let renderer = self
    return try export.export(
      frameCount: timeline.frameCount,
      scene: { captions ? renderer.captionedScene(at: $0) : timeline.frame(at: $0).scene },
      metadata: { timeline.metadata(at: $0) }, fps: options.fps, to: output,
      workerCount: workerCount, memoryBudget: memoryBudget, progress: progress)
  }
}

/// Why a recording could not be rendered.
public enum RecordingRenderError: Error, Hashable, Sendable, CustomStringConvertible {
  /// An option or header hint has a bad value.
  case option(RenderOptionError)
  /// The recording has nothing to draw in the chosen range, or the canvas is too large.
  case timeline(FrameTimelineError)
  /// A frame could not be drawn or written.
  case output(FrameOutputError)

  /// The underlying error's sentence.
  public var description: String {
    switch self {
    case .option(let error): "\(error)"
    case .timeline(let error): "\(error)"
    case .output(let error): "\(error)"
    }
  }
}
