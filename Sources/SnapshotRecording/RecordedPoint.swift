/// A point a recorder measured on the device, in points: written `[x, y]`. A scroll view's
/// `contentOffset` is one; it may be negative by the top inset.
///
/// ```swift
/// let top = RecordedPoint(x: 0, y: -91)  // scrolled to the top under a 91-point bar
/// ```
public struct RecordedPoint: Hashable, Sendable {
  /// The horizontal coordinate.
  public var x: Double
  /// The vertical coordinate.
  public var y: Double

  /// Creates a point.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
}
