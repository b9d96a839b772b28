/// A rectangle a recorder measured on the device, in points, in the scroll view's content
/// coordinates (origin at the content's top-left, y down): written `[x, y, width, height]`.
///
/// ```swift
/// let cell = RecordedRect(x: 16, y: 210, width: 358, height: 44)
/// cell.maxY  // 254
/// ```
public struct RecordedRect: Hashable, Sendable {
  /// The left edge.
  public var x: Double
  /// The top edge.
  public var y: Double
  /// The width, never negative.
  public var width: Double
  /// The height, never negative.
  public var height: Double

  /// Creates a rectangle.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The bottom edge.
  public var maxY: Double { y + height }
  /// The right edge.
  public var maxX: Double { x + width }
}
