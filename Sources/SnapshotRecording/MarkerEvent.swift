/// A note on the timeline: a `marker` line of a recording.
public struct MarkerEvent: Hashable, Sendable {
  /// Seconds since the recording started.
  public var time: Double
  /// The note's text.
  public var label: String

  /// Creates a marker.
  public init(time: Double, label: String) {
    self.time = time
    self.label = label
  }
}
