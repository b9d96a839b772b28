import Foundation
import RecordingValidation

/// The frames of a timeline drawn while its recording streams in a second time: it holds the
/// segment the frames being drawn fall in and the one being built, never the rest, so memory
/// stays flat in the recording's length.
///
/// A first pass (a ``TimelineAssembly`` holding no segments) counted the frames and checked the
/// budgets; this pass builds the same segments again from the same validated stream. A kept
/// segment is final once the next one is built, and a frame reads only the segment it falls in,
/// so each frame is the one the whole timeline gives.
///
/// ```swift
/// let window = TimelineWindow(
///   counted: timeline, title: nil, tallestContent: 0,
///   reading: { try? ValidatedRecording(contentsOf: url) })
/// for index in 0..<timeline.frameCount { draw(window.frame(at: index).scene) }
/// ```
///
/// Frames are best asked for in increasing order (a frame may be asked for again): a segment
/// goes once a later frame falls in the next one. A frame before the segment held starts the
/// second pass over (a GIF's frames are drawn twice: once for the palette, once for ffmpeg).
final class TimelineWindow: @unchecked Sendable {
  /// The first pass's timeline: frame count, canvas, chrome and schedule, no segments.
  private let counted: FrameTimeline
  private let lock = NSLock()
  private let title: String?
  private let tallestContent: Double
  private let read: @Sendable () -> ValidatedRecording?
  private var events: ValidatedRecording?
  private var assembly: TimelineAssembly
  /// Whether ``current`` is the first kept segment, which also serves earlier times.
  private var currentIsFirst = false
  private var stopped = false
  private var finished = false
  /// Final segments not yet reached, oldest first (at most a few).
  private var ahead: [(segment: Segment, timing: ScheduledApply)] = []
  private var current: (segment: Segment, timing: ScheduledApply)?

  /// Prepares the second pass over the stream `read` gives, the one the first pass read.
  ///
  /// - Parameters:
  ///   - counted: The timeline the first pass made.
  ///   - title: The recording's title, for a navigation bar.
  ///   - tallestContent: What the first pass measured for a grid without a viewport.
  ///   - read: Reads the recording's validated events again from its start; `nil` when it
  ///     can no longer be read.
  init(
    counted: FrameTimeline, title: String?, tallestContent: Double,
    reading read: @escaping @Sendable () -> ValidatedRecording?
  ) {
    self.counted = counted
    self.title = title
    self.tallestContent = tallestContent
    self.read = read
    assembly = TimelineAssembly(
      options: counted.options, title: title, tallestContent: tallestContent)
    events = read()
  }

  /// Starts the second pass over, for a frame before the segment held.
  private func restart() {
    assembly = TimelineAssembly(
      options: counted.options, title: title, tallestContent: tallestContent)
    events = read()
    stopped = false
    finished = false
    ahead = []
    current = nil
    currentIsFirst = false
  }

  /// The frame at `index`, as the whole timeline's ``FrameTimeline/frame(at:)`` gives it.
  ///
  /// - Precondition: `index` is in `0..<frameCount` and at least the last one asked for.
  func frame(at index: Int) -> TimelineFrame {
    precondition(
      index >= 0 && index < counted.frameCount,
      "frame \(index) is outside 0..<\(counted.frameCount)")
    let time = Double(index) / counted.options.fps
    return lock.withLock {
      let (segment, timing) = segment(at: time)
      let single = FrameTimeline(
        options: counted.options, canvasSize: counted.canvasSize, schedule: [],
        totalDuration: counted.totalDuration, frameCount: counted.frameCount, idleCuts: [],
        chrome: counted.chrome, segments: [segment], segmentTimings: [timing])
      return single.frame(atTime: time)
    }
  }

  /// The last kept segment starting at or before `time` (the first for earlier times), as
  /// the whole timeline finds it: the segments after it are built until one starts past
  /// `time`, or the recording ends.
  private func segment(at time: Double) -> (segment: Segment, timing: ScheduledApply) {
    if let current, !currentIsFirst, time < current.timing.start { restart() }
    while true {
      while let next = ahead.first, current == nil || next.timing.start <= time {
        currentIsFirst = current == nil
        current = ahead.removeFirst()
      }
      if let current, !ahead.isEmpty || finished { return current }
      readMore()
    }
  }

  /// Reads events until a kept segment is final or the recording ends. A stream that no
  /// longer reads as it did in the first pass (the file changed in between) ends there.
  private func readMore() {
    while ahead.isEmpty, !finished {
      guard let event = events?.next() else {
        finish()
        return
      }
      switch event {
      case .apply(let apply):
        if !stopped { assembly.add(apply) }
      case .rejectedApply: stopped = true
      case .error:
        finish()
        return
      case .marker, .warning: continue
      }
      ahead += assembly.takeKeptSegments()
    }
  }

  private func finish() {
    finished = true
    if let last = try? assembly.finish(frameBudget: .unlimited) {
      ahead += zip(last.segments, last.segmentTimings).map { ($0, $1) }
    }
    if current == nil && ahead.isEmpty {
      // The file changed between the passes and no longer holds an apply: the frames show
      // the empty canvas and the bars rather than stop the process.
      let timing = ScheduledApply(seq: counted.schedule.first?.seq ?? 0, start: 0, duration: 0)
      ahead = [(Segment(seq: timing.seq, start: 0, groups: [], end: 0), timing)]
    }
  }
}
