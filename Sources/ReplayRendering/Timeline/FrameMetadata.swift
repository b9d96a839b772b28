/// What the manifest records about one frame besides its file: its time, the apply it shows
/// and how far that apply's transition has got. The timeline's frames carry it
/// (``TimelineFrame/metadata``), and ``FrameTimeline/metadata(at:)`` gives it without drawing.
///
/// ```swift
/// let metadata = FrameMetadata(
///   time: 0.4, during: ScheduledApply(seq: 3, start: 0.25, duration: 0.3))
/// print(metadata.progress)  // 0.5
/// ```
public struct FrameMetadata: Hashable, Sendable {
  /// The frame's time in seconds from the start of the animation.
  public var time: Double
  /// The `seq` of the recording event the frame shows, or `nil` before the first one.
  public var seq: Int?
  /// How far the current transition has got, 0–1.
  public var progress: Double

  /// Creates frame metadata.
  public init(time: Double, seq: Int?, progress: Double) {
    self.time = time
    self.seq = seq
    self.progress = progress
  }

  /// The metadata of a frame at `time` during `timing`'s transition: the one place a frame's
  /// progress is computed.
  ///
  /// - Parameters:
  ///   - time: The frame's time.
  ///   - timing: The apply whose transition plays (or last played) at `time`.
  init(time: Double, during timing: ScheduledApply) {
    let progress =
      timing.duration > 0 ? min(max((time - timing.start) / timing.duration, 0), 1) : 1
    self.init(time: time, seq: timing.seq, progress: progress)
  }
}
