/// The visible part of the list moved without an apply (the user scrolled): a `scroll` line of
/// a recording, written when scrolling settles or at most ten times a second while it goes on.
///
/// ```swift
/// let scrolled = ScrollEvent(time: 4.1, offset: RecordedPoint(x: 0, y: 480))
/// ```
public struct ScrollEvent: Hashable, Sendable {
  /// Seconds since the recording started.
  public var time: Double
  /// The scroll view's `contentOffset` then.
  public var offset: RecordedPoint

  /// Creates a scroll event.
  public init(time: Double, offset: RecordedPoint) {
    self.time = time
    self.offset = offset
  }
}
