/// When one apply's transition plays on the output timeline.
public struct ScheduledApply: Hashable, Sendable {
  /// The apply's `seq`.
  public var seq: Int
  /// When the transition starts, in output seconds.
  public var start: Double
  /// How long it runs, in output seconds; 0 for a cut.
  public var duration: Double

  /// Creates a schedule entry.
  public init(seq: Int, start: Double, duration: Double) {
    self.seq = seq
    self.start = start
    self.duration = duration
  }

  /// When the transition has settled.
  public var end: Double { start + duration }
}
