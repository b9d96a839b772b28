public import DiffableSnapshot
public import Foundation
public import SnapshotRecording

/// Renders a recording to a PNG sequence: the header's hints and the caller's options, the
/// timeline, and the parallel frame writer, in one value.
///
/// ```swift
/// let recording = try Recording(contentsOf: URL(fileURLWithPath: "Recordings/insertion-sort.jsonl"))
/// let renderer = try RecordingRenderer(recording: recording, overrides: ["fps": "60"])
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

  /// Prepares a recording for rendering.
  ///
  /// - Parameters:
  ///   - recording: The parsed recording.
  ///   - overrides: Option values as typed on the command line, keyed by option name
  ///     (`cellSize`, `cell-size` or `--cell-size`).
  /// - Throws: ``RecordingRenderError`` for a bad option value or a recording with nothing to
  ///   draw, or a canvas past Cairo's 32,767-pixel limit.
  public init(recording: Recording, overrides: [String: String] = [:]) throws(RecordingRenderError)
  {
    do {
      options = try RenderOptions(header: recording.header, overrides: overrides)
    } catch {
      throw .option(error)
    }
    var events: [RecordingEvent] = []
    var stop: ReplayStop?
    for located in recording.events {
      if case .apply(let apply) = located.event {
        do {
          _ = try apply.snapshot()
        } catch {
          stop = ReplayStop(line: located.line, seq: apply.seq, problems: error.problems)
          break
        }
      }
      events.append(located.event)
    }
    self.stop = stop
    do {
      timeline = try FrameTimeline(events: events, options: options)
    } catch {
      throw .timeline(error)
    }
  }

  /// Writes `frame-000000.png`, … and `manifest.json` into `directory`.
  ///
  /// - Parameters:
  ///   - directory: Where the frames go; created when missing. Earlier frames there are
  ///     replaced and stale ones removed.
  ///   - workerCount: Threads drawing and encoding frames; all cores by default.
  ///   - progress: Called after every written frame.
  /// - Returns: What was written.
  /// - Throws: ``RecordingRenderError/output(_:)`` when a frame cannot be drawn or written.
  @discardableResult
  public func render(
    to directory: URL,
    workerCount: Int = ProcessInfo.processInfo.activeProcessorCount,
    progress: (@Sendable (FrameProgress) -> Void)? = nil
  ) throws(RecordingRenderError) -> FrameSequenceSummary {
    let timeline = timeline
    let writer = FrameSequenceRenderer(
      directory: directory, fps: options.fps, workerCount: workerCount)
    do {
      return try writer.render(
        frameCount: timeline.frameCount, scene: { timeline.frame(at: $0).scene },
        metadata: { timeline.metadata(at: $0) }, progress: progress)
    } catch {
      throw .output(error)
    }
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

/// Where a replay stops: an apply that UIKit would have rejected (the app trapped there).
public struct ReplayStop: Hashable, Sendable, CustomStringConvertible {
  /// The recording line of the rejected apply.
  public var line: Int
  /// Its seq.
  public var seq: Int
  /// What UIKit would have rejected, in UIKit's words.
  public var problems: [SnapshotProblem<RecordedID, RecordedID>]

  /// `rendering stops before seq 3: Fatal: supplied item identifiers are not unique. …`
  public var description: String {
    "rendering stops before seq \(seq), which UIKit would reject: "
      + problems.map(\.description).joined(separator: "; ")
  }
}
