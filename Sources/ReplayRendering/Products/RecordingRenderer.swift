public import Foundation
public import RecordingFormat
public import RecordingValidation
internal import SnapshotRecording

/// Renders a recording to a PNG sequence: the header's hints and the caller's options, the
/// timeline, and the parallel frame writer, in one value.
///
/// ```swift
/// let renderer = try RecordingRenderer(
///   contentsOf: URL(fileURLWithPath: "Recordings/insertion-sort.jsonl"),
///   overrides: RenderOptionOverrides { $0.fps = 60 })
/// let summary = try renderer.render(to: URL(fileURLWithPath: "Output/insertion-sort"))
/// print(summary.frameCount)  // 436
/// ```
///
/// Read from a file, the recording streams in: the timeline is built as each apply is
/// validated, and the renderer keeps the segments frames fall in, each apply's seq and time,
/// and the markers, never the applies themselves, so memory does not grow with the
/// recording's length.
public struct RecordingRenderer: Sendable {
  /// The options in force: the header's hints overridden by the caller's.
  public let options: RenderOptions
  /// The frames to draw: read from the timeline's segments, or from the recording read again.
  public let frames: ReplayFrames
  /// The timeline: the schedule, the frame count, the canvas.
  public var timeline: FrameTimeline { frames.timeline }
  /// The first apply UIKit would have rejected, if any: the replay stops just before it, as the
  /// app stopped there (it trapped).
  public let stop: ReplayStop?
  /// The recording's markers where they fall in the frames, each with the apply it belongs
  /// to: the last one recorded at or before it (the first apply for a marker before them all).
  /// With recorded timing a marker keeps its distance from that apply, never passing the next
  /// apply's start; with sequential timing it shows from the apply's start. Markers of applies
  /// outside the rendered range are left out. `manifest.json` lists them; `--captions` draws
  /// them.
  public let markers: [FrameManifest.Marker]
  /// Every apply event's seq and recorded time, valid or not, in recorded order: what a
  /// contact sheet captions, without the applies themselves.
  let recordedApplies: [RecordedApplyTime]
  /// How many of ``recordedApplies`` the replay plays: those before its ``stop``.
  let replayedCount: Int
  /// The recording's markers as recorded, in order.
  let recordedMarkers: [MarkerEvent]

  /// An apply's seq and recorded time.
  struct RecordedApplyTime: Hashable, Sendable {
    var seq: Int
    var time: Double

    init(_ apply: ApplyEvent) {
      seq = apply.seq
      time = apply.time
    }
  }

  /// Prepares a recording already in memory for rendering.
  ///
  /// ```swift
  /// let recording = try Recording(contentsOf: URL(fileURLWithPath: "rec.jsonl"))
  /// let renderer = try RecordingRenderer(recording: recording)
  /// ```
  ///
  /// - Parameters:
  ///   - recording: The parsed recording.
  ///   - overrides: Options that replace the header's hints.
  ///   - frameBudget: The most frames the render may make, checked before any is drawn.
  ///   - retention: Which applies' segments the timeline keeps: those frames show by default;
  ///     ``SegmentRetention/everyApply`` for reading ``FrameTimeline/frame(atTime:)`` between
  ///     frames.
  ///   - cellImageBudget: The pixels one cell image may declare (`--max-pixels`) and the
  ///     decoded bytes kept; an image over the first is drawn from its label, a frame over
  ///     the second fails to draw (``RenderingError/cellImagesOverBudget(needed:limit:)``).
  ///   - observe: Called with each validated event of the recording, in order, as the timeline
  ///     is built: the applies the replay plays come before its first rejected apply.
  /// - Throws: ``RecordingRenderError`` for a bad option value or a recording with nothing to
  ///   draw, a canvas past Cairo's 32,767-pixel limit, or more frames than `frameBudget`.
  public init(
    recording: Recording, overrides: RenderOptionOverrides = RenderOptionOverrides(),
    frameBudget: FrameBudget = .default, keeping retention: SegmentRetention = .framesOnly,
    cellImageBudget: CellImageBudget = .default,
    observing observe: (ValidatedEvent) -> Void = { _ in }
  ) throws(RecordingRenderError) {
    try self.init(
      source: ReplaySource(recording), overrides: overrides, frameBudget: frameBudget,
      keeping: retention, cellImageBudget: cellImageBudget, observing: observe)
  }

  /// Prepares a recording file for rendering, reading it as a stream: the timeline is built as
  /// each apply is read and validated, so memory holds the apply being read, the one before
  /// it and the timeline's kept segments, whatever the recording's length.
  ///
  /// ```swift
  /// var warnings: [RecordingWarning] = []
  /// let renderer = try RecordingRenderer(
  ///   contentsOf: URL(fileURLWithPath: "rec.jsonl"), name: "rec.jsonl",
  ///   observing: { if case .warning(let warning) = $0 { warnings.append(warning) } })
  /// ```
  ///
  /// How often the file is read is the ``ReplaySource``'s decision, as
  /// ``init(source:overrides:frameBudget:keeping:cellImageBudget:observing:)`` says.
  ///
  /// - Parameters:
  ///   - url: The recording file.
  ///   - name: The name diagnostics use; the path by default.
  ///   - overrides: Options that replace the header's hints.
  ///   - frameBudget: The most frames the render may make, checked before any is drawn.
  ///   - retention: Which applies' segments the timeline keeps.
  ///   - cellImageBudget: The pixels one cell image may declare (`--max-pixels`) and the
  ///     decoded bytes kept; an image over the first is drawn from its label, a frame over
  ///     the second fails to draw (``RenderingError/cellImagesOverBudget(needed:limit:)``).
  ///   - observe: Called with each validated event (its warnings too), in file order, but
  ///     never with an error: the first one is thrown.
  /// - Throws: ``RecordingRenderError``: ``RecordingRenderError/recording(_:)`` for a file that
  ///   cannot be read or a malformed line, else as ``init(source:overrides:frameBudget:keeping:cellImageBudget:observing:)``.
  public init(
    contentsOf url: URL, name: String? = nil,
    overrides: RenderOptionOverrides = RenderOptionOverrides(),
    frameBudget: FrameBudget = .default, keeping retention: SegmentRetention = .framesOnly,
    cellImageBudget: CellImageBudget = .default,
    observing observe: (ValidatedEvent) -> Void = { _ in }
  ) throws(RecordingRenderError) {
    let source: ReplaySource
    do { source = try ReplaySource(contentsOf: url, name: name) } catch {
      throw .recording(error)
    }
    try self.init(
      source: source, overrides: overrides, frameBudget: frameBudget, keeping: retention,
      cellImageBudget: cellImageBudget, observing: observe)
  }

  /// The one way a renderer is made: the passes of `source` feed a ``TimelineAssembly``.
  ///
  /// ```swift
  /// let source = try ReplaySource(contentsOf: URL(fileURLWithPath: "rec.jsonl"))
  /// let renderer = try RecordingRenderer(source: source)
  /// ```
  ///
  /// A grid without a viewport, whose canvas is as tall as its tallest state, measures it in a
  /// pass of its own first. When the source's passes read the file again (a large file,
  /// ``ReplaySource/passesReadTheFile``), the renderer draws while reading: the scheduling pass
  /// keeps no segment, only what counts the frames and checks the budgets, and the
  /// ``timeline`` reads the file again as its frames are drawn, rebuilding each segment when
  /// the first frame reaches it and dropping it when the frames have passed it (frames asked for
  /// in increasing order read the file once more; an earlier frame starts it over). A file that
  /// no longer reads as it did then makes
  /// ``render(to:workerCount:memoryBudget:force:captions:shard:progress:)`` and
  /// ``export(_:to:workerCount:memoryBudget:captions:progress:)`` throw
  /// ``RecordingRenderError/recording(_:)`` before the manifest or the video is written;
  /// ``frames`` throws it to every other reader of the frames. Otherwise the timeline holds its
  /// segments.
  ///
  /// Errors come in the order reading the whole file first would give: the file's first
  /// malformed line (``RecordingRenderError/recording(_:)``) before a bad option or timeline.
  ///
  /// - Parameters:
  ///   - source: The recording.
  ///   - overrides: Options that replace the header's hints.
  ///   - frameBudget: The most frames the render may make, checked before any is drawn.
  ///   - retention: Which applies' segments the timeline keeps: those frames show by default;
  ///     ``SegmentRetention/everyApply`` for reading ``FrameTimeline/frame(atTime:)`` between
  ///     frames.
  ///   - cellImageBudget: The pixels one cell image may declare (`--max-pixels`) and the
  ///     decoded bytes kept; an image over the first is drawn from its label, a frame over
  ///     the second fails to draw (``RenderingError/cellImagesOverBudget(needed:limit:)``).
  ///   - observe: Called with each validated event of the recording, in order, as the timeline
  ///     is built, but never with an error: the first one is thrown.
  /// - Throws: ``RecordingRenderError`` for a malformed line, a bad option value or a recording
  ///   with nothing to draw, a canvas past Cairo's 32,767-pixel limit, or more frames than
  ///   `frameBudget`.
  public init(
    source: ReplaySource, overrides: RenderOptionOverrides = RenderOptionOverrides(),
    frameBudget: FrameBudget = .default, keeping retention: SegmentRetention = .framesOnly,
    cellImageBudget: CellImageBudget = .default,
    observing observe: (ValidatedEvent) -> Void = { _ in }
  ) throws(RecordingRenderError) {
    var events: ValidatedRecording
    do { events = try source.read() } catch { throw .recording(error) }
    do {
      options = try RenderOptions(header: events.header, overrides: overrides)
    } catch {
      // A malformed line anywhere in the file is said before a bad hint.
      try Self.drain(events, observing: observe)
      throw .option(error)
    }
    var tallest = 0.0
    if FrameTimeline.needsTallestContent(options) {
      tallest = try Self.tallestContent(of: events, options: options)
      do { events = try source.read() } catch { throw .recording(error) }
    }
    // Drawing while reading, this pass only schedules the applies to count the frames.
    let drawsWhileReading = source.passesReadTheFile
    var assembly = TimelineAssembly(
      options: options, title: events.header.title, tallestContent: tallest,
      policy: TimelineAssembly.Policy(
        retention: retention, work: drawsWhileReading ? .scheduling : .holding),
      cellImages: CellImageLibrary(budget: cellImageBudget))
    var playback = ReplayPlayback()
    var recordedApplies: [RecordedApplyTime] = []
    var replayedCount: Int?
    var recordedMarkers: [MarkerEvent] = []
    for event in events {
      if case .error(let error) = event { throw .recording(error) }
      observe(event)
      assembly.take(event, playback: &playback)
      switch event {
      case .apply(let apply):
        recordedApplies.append(RecordedApplyTime(apply.apply))
      case .rejectedApply(let rejected):
        if replayedCount == nil { replayedCount = recordedApplies.count }
        recordedApplies.append(RecordedApplyTime(rejected.apply))
      case .marker(let marker, _):
        recordedMarkers.append(marker)
      case .layout, .scroll, .cellImage, .warning, .error:
        break
      }
    }
    self.stop = playback.stop
    self.recordedApplies = recordedApplies
    self.replayedCount = replayedCount ?? recordedApplies.count
    self.recordedMarkers = recordedMarkers
    do {
      // An earlier transition can outlast the last apply's: then the last segment's sprites
      // tell the length, so the segments are built (and dropped) once more.
      let timeline =
        try assembly.finish(frameBudget: frameBudget)
        ?? Self.countFrames(
          reading: source, options: options, title: events.header.title, tallest: tallest,
          retention: retention, frameBudget: frameBudget, cellImageBudget: cellImageBudget)
      if drawsWhileReading {
        frames = ReplayFrames(
          counted: timeline,
          reading: TimelineWindow(
            counted: timeline, title: events.header.title, tallestContent: tallest,
            keeping: retention, source: source))
      } else {
        frames = ReplayFrames(timeline)
      }
    } catch let error as FrameTimelineError {
      throw .timeline(error)
    } catch let error as RecordingError {
      throw .recording(error)
    } catch {
      preconditionFailure("unexpected error \(error)")
    }
    markers = Self.place(
      recordedMarkers, applies: recordedApplies[..<self.replayedCount],
      schedule: frames.timeline.schedule, options: options)
  }

  /// The first pass's timeline built from every segment, none held: for a recording whose
  /// length the schedule alone does not tell (``TimelineAssembly/finish(frameBudget:)``).
  private static func countFrames(
    reading source: ReplaySource, options: RenderOptions, title: String?, tallest: Double,
    retention: SegmentRetention, frameBudget: FrameBudget, cellImageBudget: CellImageBudget
  ) throws -> FrameTimeline {
    var assembly = TimelineAssembly(
      options: options, title: title, tallestContent: tallest,
      policy: TimelineAssembly.Policy(retention: retention, work: .counting),
      cellImages: CellImageLibrary(budget: cellImageBudget))
    var playback = ReplayPlayback()
    for event in try source.read() {
      if case .error(let error) = event { throw error }
      assembly.take(event, playback: &playback)
    }
    guard let counted = try assembly.finish(frameBudget: frameBudget) else {
      preconditionFailure("an assembly that builds its segments always finishes")
    }
    return counted
  }

  /// Reads the rest of `events` for the first malformed line, which is thrown.
  private static func drain(
    _ events: ValidatedRecording, observing observe: (ValidatedEvent) -> Void
  ) throws(RecordingRenderError) {
    for event in events {
      if case .error(let error) = event { throw .recording(error) }
      observe(event)
    }
  }

  /// The first pass of a grid without a viewport: its tallest content among the applies the
  /// replay plays, or the first malformed line.
  private static func tallestContent(
    of events: ValidatedRecording, options: RenderOptions
  ) throws(RecordingRenderError) -> Double {
    let grid = GridLayout(options: options)
    var tallest = 0.0
    var playback = ReplayPlayback()
    for event in events {
      if case .error(let error) = event { throw .recording(error) }
      if let played = playback.plays(event), TimelineAssembly.isInRange(played.apply, options) {
        tallest = max(tallest, grid.contentHeight(of: played.apply.sections))
      }
    }
    return tallest
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
    let writer = FrameSequenceRenderer(
      directory: directory, fps: options.fps, workerCount: workerCount,
      memoryBudget: memoryBudget, force: force)
    do {
      return try writer.render(
        frameCount: timeline.frameCount, shard: shard, scene: scene(captions: captions),
        metadata: { timeline.metadata(at: $0) }, markers: markers, progress: progress)
    } catch .recording(let error) {
      throw .recording(error)
    } catch {
      throw .output(error)
    }
  }

  /// Each frame's scene, as the frame writers ask for it: a frame the recording can no longer
  /// give (``ReplayFrames``) is ``FrameOutputError/recording(_:)``.
  func scene(captions: Bool) -> @Sendable (Int) throws(FrameOutputError) -> FrameScene {
    let renderer = self
    return { index throws(FrameOutputError) in
      do throws(RecordingError) {
        if captions { return try renderer.captionedScene(at: index) }
        return try renderer.frames.frame(at: index).scene
      } catch {
        throw .recording(error)
      }
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
    return try export.export(
      frameCount: timeline.frameCount, scene: scene(captions: captions),
      metadata: { timeline.metadata(at: $0) }, fps: options.fps, to: output,
      workerCount: workerCount, memoryBudget: memoryBudget,
      searchPath: ProcessInfo.processInfo.environment["PATH"], progress: progress)
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
  /// The recording file cannot be read, or a line of it is malformed (a recording read as it
  /// is rendered, ``RecordingRenderer/init(source:overrides:frameBudget:keeping:cellImageBudget:observing:)``).
  case recording(RecordingError)

  /// The underlying error's sentence.
  public var description: String {
    switch self {
    case .option(let error): "\(error)"
    case .timeline(let error): "\(error)"
    case .output(let error): "\(error)"
    case .recording(let error): "\(error)"
    }
  }
}
