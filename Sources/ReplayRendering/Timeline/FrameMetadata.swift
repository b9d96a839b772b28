/// What the manifest records about one frame besides its file: supplied by the caller, which
/// knows the timeline.
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
}
