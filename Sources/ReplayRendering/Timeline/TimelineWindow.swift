import Foundation
import RecordingFormat
import RecordingValidation

/// The segments of a timeline rebuilt while its recording streams in a second time: it holds
/// the segment the frames being drawn fall in and the one being built, never the rest, so
/// memory stays flat in the recording's length.
///
/// A first pass (a ``TimelineAssembly`` that schedules only) counted the frames and checked the
/// budgets, keeping each kept segment's schedule entry but no segment. A ``FrameTimeline`` made
/// that way draws through its window: this second pass builds the same segments again from the
/// same validated stream. A kept segment is final once the next one is built, and a frame reads
/// only the segment it falls in, so each frame is the one a timeline holding every segment
/// gives.
///
/// ```swift
/// let window = TimelineWindow(
///   counted: timeline, title: nil, tallestContent: 0, keeping: .framesOnly, file: path,
///   reading: { () throws(RecordingError) in try ValidatedRecording(contentsOf: url) })
/// let (segment, timing) = window.segment(at: 2.5)
/// ```
///
/// Times are best asked for in increasing order (one may be asked for again): a segment goes
/// once a later time falls in the next one. A time before the segment held starts the second
/// pass over (a GIF's frames are drawn twice: once for the palette, once for ffmpeg).
///
/// The file is read twice, so it can change in between: its ``FileStamp`` (device, inode, size,
/// modification time) is compared with the first pass's when each read starts and when it
/// ends, every rebuilt segment's schedule entry is checked against the first pass's, and the
/// first difference, an unreadable file or a malformed line becomes ``problem``; the frames drawn after it are not the recording's, and
/// whoever draws them reports the problem instead of finishing (see
/// ``FrameOutputError/recording(_:)``).
final class TimelineWindow: @unchecked Sendable {
  /// What the first pass counted: canvas, options and every kept segment's schedule entry.
  private let counted: FrameTimeline
  private let title: String?
  private let tallestContent: Double
  private let retention: SegmentRetention
  /// The name diagnostics use for the recording.
  private let file: String
  private let read: @Sendable () throws(RecordingError) -> ValidatedRecording
  /// The file's stamp when the first pass read it, and how to take it again.
  private let firstStamp: FileStamp?
  private let stamp: @Sendable () -> FileStamp?
  private let lock = NSLock()

  private var events: ValidatedRecording?
  private var assembly: TimelineAssembly
  /// How many kept segments this pass has built: the index of the next one's first-pass entry.
  private var built = 0
  /// Whether ``current`` is the first kept segment, which also serves earlier times.
  private var currentIsFirst = false
  /// Whether the recording stopped at an apply UIKit rejects: later applies are not played.
  private var stopped = false
  private var finished = false
  /// Final segments not yet reached, oldest first (at most a few).
  private var ahead: [(segment: Segment, timing: ScheduledApply)] = []
  private var current: (segment: Segment, timing: ScheduledApply)?
  private var firstProblem: RecordingError?

  /// Prepares the second pass over the stream `read` gives, the one the first pass read.
  ///
  /// - Parameters:
  ///   - counted: The timeline the first pass made, holding no segments.
  ///   - title: The recording's title, for a navigation bar.
  ///   - tallestContent: What the first pass measured for a grid without a viewport.
  ///   - retention: The first pass's retention.
  ///   - file: The recording's name in diagnostics.
  ///   - read: Reads the recording's validated events again from its start.
  ///   - firstStamp: The file's stamp taken before the first pass read it.
  ///   - stamp: Takes the file's stamp now; `nil` when it cannot be.
  init(
    counted: FrameTimeline, title: String?, tallestContent: Double,
    keeping retention: SegmentRetention, file: String,
    reading read: @escaping @Sendable () throws(RecordingError) -> ValidatedRecording,
    firstStamp: FileStamp? = nil, stamp: @escaping @Sendable () -> FileStamp? = { nil }
  ) {
    self.firstStamp = firstStamp
    self.stamp = stamp
    self.counted = counted
    self.title = title
    self.tallestContent = tallestContent
    self.retention = retention
    self.file = file
    self.read = read
    assembly = TimelineAssembly(
      options: counted.options, title: title, tallestContent: tallestContent, keeping: retention)
  }

  /// Why the frames drawn so far may not be the recording's: it could not be read again as the
  /// first pass read it. `nil` while every segment matched.
  var problem: RecordingError? { lock.withLock { firstProblem } }

  /// The kept segment a frame at `time` reads, and its schedule entry: the last one starting at
  /// or before `time` (the first for earlier times), as a timeline holding every segment finds
  /// it. The segments after it are built until one starts past `time`, or the recording ends.
  func segment(at time: Double) -> (segment: Segment, timing: ScheduledApply) {
    lock.withLock {
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
        if let current, !ahead.isEmpty || finished { return current }
        readMore()
      }
    }
  }

  /// Starts the second pass from the recording's first line.
  private func begin() {
    assembly = TimelineAssembly(
      options: counted.options, title: title, tallestContent: tallestContent, keeping: retention)
    (built, stopped, finished, ahead, current, currentIsFirst) = (0, false, false, [], nil, false)
    do {
      events = try read()
    } catch {
      events = nil
      report(error)
    }
    checkStamp()
  }

  /// Reports a change when the file's stamp is no longer the first pass's.
  private func checkStamp() {
    if let firstStamp, stamp() != firstStamp { reportChange() }
  }

  /// Reads events until a kept segment is final or the recording ends.
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
        // The first pass read the same lines without one: the file changed in between.
        reportChange()
        finish()
        return
      case .marker, .warning: continue
      }
      accept(assembly.takeKeptSegments())
    }
  }

  /// The recording's end: the last segment is final.
  private func finish() {
    finished = true
    events = nil
    checkStamp()
    if let last = try? assembly.finish(frameBudget: .unlimited) {
      accept(Array(zip(last.segments, last.segmentTimings)))
    }
    if built != counted.segmentTimings.count { reportChange() }
    if current == nil && ahead.isEmpty {
      // Nothing to draw from (the file no longer holds an apply): frames show the empty canvas
      // and the bars, and ``problem`` says why.
      let timing = counted.segmentTimings.first ?? ScheduledApply(seq: 0, start: 0, duration: 0)
      ahead = [(Segment(seq: timing.seq, start: timing.start, groups: [], end: 0), timing)]
    }
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
        file: file,
        reason:
          "it changed while its frames were drawn (it is read twice: once to count the "
          + "frames, once to draw them); render it again when nothing writes to it"))
  }

  private func report(_ problem: RecordingError) {
    if firstProblem == nil { firstProblem = problem }
  }

  /// What tells a file apart from itself rewritten: written in place, its size or modification
  /// time changes; replaced by a rename, its inode does. Only a regular file reads the same
  /// twice: a pipe or a device does not.
  struct FileStamp: Hashable, Sendable {
    var isRegularFile: Bool
    var device: UInt64
    var inode: UInt64
    var size: Int64
    var modifiedSeconds: Int64
    var modifiedNanoseconds: Int64

    /// The stamp of the file at `path` (through symbolic links); `nil` when it cannot be read.
    init?(path: String) {
      var status = stat()
      guard stat(path, &status) == 0 else { return nil }
      isRegularFile = status.st_mode & S_IFMT == S_IFREG
      device = UInt64(status.st_dev)
      inode = UInt64(status.st_ino)
      size = Int64(status.st_size)
      #if canImport(Darwin)
        let modified = status.st_mtimespec
      #else
        let modified = status.st_mtim
      #endif
      modifiedSeconds = Int64(modified.tv_sec)
      modifiedNanoseconds = Int64(modified.tv_nsec)
    }
  }
}
