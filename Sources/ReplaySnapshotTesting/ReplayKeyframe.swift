/// One moment a `.replay` snapshot shows: which apply's transition and how far along it is.
///
/// ```swift
/// let keyframe = ReplayKeyframe(seq: 3, progress: 0.5, time: 1.25)
/// print(keyframe.label)  // seq 3 · 50%
/// ```
public struct ReplayKeyframe: Hashable, Sendable {
  /// The apply whose transition the frame shows.
  public var seq: Int
  /// How far the transition is, in [0, 1].
  public var progress: Double
  /// The moment on the output timeline, in seconds.
  public var time: Double

  /// Creates a keyframe.
  ///
  /// - Parameters:
  ///   - seq: The apply whose transition the frame shows.
  ///   - progress: How far the transition is, in [0, 1].
  ///   - time: The moment on the output timeline, in seconds.
  public init(seq: Int, progress: Double, time: Double) {
    self.seq = seq
    self.progress = progress
    self.time = time
  }

  /// `seq 3 · 50%`: how failure messages name the frame.
  public var label: String {
    // Progress is within [0, 1], so the percentage always fits an Int.
    "seq \(seq) · \(Int((min(max(progress, 0), 1) * 100).rounded()))%"
  }
}
