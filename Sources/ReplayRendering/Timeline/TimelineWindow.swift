import Foundation
import RecordingFormat
import RecordingValidation

/// The segments of a timeline rebuilt while its recording streams in a second time: it holds
/// the segment the frames being drawn fall in and the one being built, never the rest, so
/// memory stays flat in the recording's length.
///
/// A first pass (a ``TimelineAssembly`` that schedules only) counted the frames and checked the
/// budgets, keeping each kept segment's schedule entry but no segment. ``ReplayFrames`` draws
/// such a timeline through its window: this second pass builds the same segments again from the
/// same validated stream. A kept segment is final once the next one is built, and a frame reads
/// only the segment it falls in, so each frame is the one a timeline holding every segment
/// gives.
///
/// ```swift
/// let window = TimelineWindow(
///   counted: timeline, title: nil, tallestContent: 0, keeping: .framesOnly,
///   source: try ReplaySource(contentsOf: url))
/// let (segment, timing) = window.segment(at: 2.5)
/// ```
///
/// Times are best asked for in increasing order (one may be asked for again): a segment goes
/// once a later time falls in the next one. A time before the segment held starts the second
/// pass over (a GIF's frames are drawn twice: once for the palette, once for ffmpeg).
///
/// The file is read twice, so it can change in between: the ``ReplaySource`` compares its
/// stamp (device, inode, size, modification time) with the first pass's when each read starts
/// and when it ends, every rebuilt segment's schedule entry is checked against the first pass's, and the
/// first difference, an unreadable file or a malformed line is thrown by
/// ``segment(at:)``, then and for every later time: no frame after it is the recording's.
// `@unchecked` with its own lock rather than the package's `LockedValue`: the state holds the
// recording's reader (`ValidatedRecording`, an iterator over a file, not `Sendable`), which
// `LockedValue` does not take; every access to it is under `lock`.
final class TimelineWindow: @unchecked Sendable {
  /// What the first pass counted: canvas, options and every kept segment's schedule entry.
  private let counted: FrameTimeline
  private let title: String?
  private let tallestContent: Double
  private let retention: SegmentRetention
  /// The recording, read again from its start by each pass.
  private let source: ReplaySource
  private let lock = NSLock()

  private var events: ValidatedRecording?
  private var assembly: TimelineAssembly
  /// How many kept segments this pass has built: the index of the next one's first-pass entry.
  private var built = 0
  /// Whether ``current`` is the first kept segment, which also serves earlier times.
  private var currentIsFirst = false
  /// Which applies the pass plays.
  private var playback = ReplayPlayback()
  private var finished = false
  /// Final segments not yet reached, oldest first (at most a few).
  private var ahead: [(segment: Segment, timing: ScheduledApply)] = []
  private var current: (segment: Segment, timing: ScheduledApply)?
  private var firstProblem: RecordingError?

  /// Prepares the second pass over `source`, the one the first pass read.
  ///
  /// - Parameters:
  ///   - counted: The timeline the first pass made, holding no segments.
  ///   - title: The recording's title, for a navigation bar.
  ///   - tallestContent: What the first pass measured for a grid without a viewport.
  ///   - retention: The first pass's retention.
  ///   - source: The recording the first pass read.
  init(
    counted: FrameTimeline, title: String?, tallestContent: Double,
    keeping retention: SegmentRetention, source: ReplaySource
  ) {
    self.counted = counted
    self.title = title
    self.tallestContent = tallestContent
    self.retention = retention
    self.source = source
    assembly = Self.assembly(counted, title: title, tallestContent: tallestContent, retention)
  }

  /// The assembly that rebuilds the first pass's kept segments, holding them.
  private static func assembly(
    _ counted: FrameTimeline, title: String?, tallestContent: Double,
    _ retention: SegmentRetention
  ) -> TimelineAssembly {
    TimelineAssembly(
      options: counted.options, title: title, tallestContent: tallestContent,
      policy: TimelineAssembly.Policy(retention: retention, work: .holding),
      cellImages: counted.cellImages)
  }

  /// The kept segment a frame at `time` reads, and its schedule entry: the last one starting at
  /// or before `time` (the first for earlier times), as a timeline holding every segment finds
  /// it. The segments after it are built until one starts past `time`, or the recording ends.
  ///
  /// - Throws: `RecordingError` when the recording could not be read again as the first pass
  ///   read it, now or at an earlier call.
  func segment(at time: Double) throws(RecordingError) -> (segment: Segment, timing: ScheduledApply)
  {
    lock.lock()
    defer { lock.unlock() }
    if current == nil && events == nil && !finished {
      begin()
    } else if let current, !currentIsFirst, time < current.timing.start {
      begin()
    }
    while true {
      while let next = ahead.first, current == nil || next.timing.start <= time {
        currentIsFirst = current == nil
        current = ahead.removeFirst()
      }
      if let firstProblem { throw firstProblem }
      if let current, !ahead.isEmpty || finished { return current }
      if finished {
        // The file no longer holds an apply to draw from.
        reportChange()
        continue
      }
      readMore()
    }
  }

  /// Starts the second pass from the recording's first line.
  private func begin() {
    assembly = Self.assembly(counted, title: title, tallestContent: tallestContent, retention)
    playback = ReplayPlayback()
    (built, finished, ahead, current, currentIsFirst) = (0, false, [], nil, false)
    do {
      events = try source.read()
    } catch {
      events = nil
      report(error)
    }
    checkStamp()
  }

  /// Reports a change when the file's stamp is no longer the first pass's.
  private func checkStamp() {
    if !source.isUnchanged { reportChange() }
  }

  /// Reads events until a kept segment is final or the recording ends.
  private func readMore() {
    while ahead.isEmpty, !finished {
      guard let event = events?.next() else {
        finish()
        return
      }
      if case .error = event {
        // The first pass read the same lines without one: the file changed in between.
        reportChange()
        finish()
        return
      }
      assembly.take(event, playback: &playback)
      accept(assembly.takeKeptSegments())
    }
  }

  /// The recording's end: the last segment is final.
  private func finish() {
    finished = true
    events = nil
    checkStamp()
    if let last = try? assembly.finish(frameBudget: .unlimited) ?? nil {
      accept(Array(zip(last.segments, last.segmentTimings)))
    }
    if built != counted.segmentTimings.count { reportChange() }
  }

  /// Takes rebuilt segments in order, each checked against the first pass's entry.
  private func accept(_ segments: [(segment: Segment, timing: ScheduledApply)]) {
    for rebuilt in segments {
      guard built < counted.segmentTimings.count, counted.segmentTimings[built] == rebuilt.timing
      else {
        reportChange()
        built += 1
        continue
      }
      built += 1
      ahead.append(rebuilt)
    }
  }

  private func reportChange() {
    report(
      .cannotRead(
        file: source.name ?? "recording",
        reason:
          "it changed while its frames were drawn (it is read twice: once to count the "
          + "frames, once to draw them); render it again when nothing writes to it"))
  }

  private func report(_ problem: RecordingError) {
    if firstProblem == nil { firstProblem = problem }
  }
}
