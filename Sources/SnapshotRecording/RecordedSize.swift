/// A size a recorder measured on the device, in points: written `[width, height]`.
///
/// ```swift
/// let phone = RecordedSize(width: 390, height: 844)
/// ```
public struct RecordedSize: Hashable, Sendable {
  /// The width.
  public var width: Double
  /// The height.
  public var height: Double

  /// Creates a size.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
}
