/// How far a ``FrameSequenceRenderer`` has got; reported after every finished frame.
public struct FrameProgress: Hashable, Sendable {
  /// Frames written so far.
  public var completed: Int
  /// Frames in the whole render.
  public var total: Int
  /// Seconds since the render started.
  public var elapsed: Double

  /// Creates a progress report.
  public init(completed: Int, total: Int, elapsed: Double) {
    self.completed = completed
    self.total = total
    self.elapsed = elapsed
  }

  /// Frames written per second so far; 0 before any time has passed.
  public var framesPerSecond: Double {
    elapsed > 0 ? Double(completed) / elapsed : 0
  }

  /// Seconds left at the current rate; `nil` until the rate is known.
  public var estimatedSecondsRemaining: Double? {
    let rate = framesPerSecond
    return rate > 0 ? Double(total - completed) / rate : nil
  }
}
