/// A rectangle of whole pixels, its origin at the top left: the part of a frame an animated
/// PNG's frame replaces, or a region a comparison ignores.
///
/// ```swift
/// let rect = PixelRect(x: 10, y: 20, width: 30, height: 40)
/// print(rect)  // 30×40 at (10, 20)
/// ```
public struct PixelRect: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The left column.
  public var x: Int
  /// The top row.
  public var y: Int
  /// Width in pixels.
  public var width: Int
  /// Height in pixels.
  public var height: Int

  /// Creates a rectangle.
  ///
  /// ```swift
  /// print(PixelRect(x: 0, y: 0, width: 2, height: 3).height)  // 3
  /// ```
  ///
  /// - Parameters:
  ///   - x: The left column.
  ///   - y: The top row.
  ///   - width: Width in pixels.
  ///   - height: Height in pixels.
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// `width×height at (x, y)`, for messages.
  ///
  /// ```swift
  /// print(PixelRect(x: 1, y: 2, width: 3, height: 4).description)  // 3×4 at (1, 2)
  /// ```
  public var description: String { "\(width)×\(height) at (\(x), \(y))" }

  /// The part of this rectangle inside an image of `size`, or `nil` when none is.
  ///
  /// ```swift
  /// let rect = PixelRect(x: -5, y: 8, width: 10, height: 10)
  /// print(rect.clamped(to: PixelSize(width: 4, height: 12))!)  // 4×4 at (0, 8)
  /// ```
  ///
  /// - Parameter size: The image's size.
  /// - Returns: The intersection, at least 1×1, or `nil`.
  public func clamped(to size: PixelSize) -> PixelRect? {
    let left = max(x, 0)
    let top = max(y, 0)
    let (right, rightOverflow) = x.addingReportingOverflow(width)
    let (bottom, bottomOverflow) = y.addingReportingOverflow(height)
    let clampedRight = rightOverflow ? size.width : min(right, size.width)
    let clampedBottom = bottomOverflow ? size.height : min(bottom, size.height)
    guard clampedRight > left, clampedBottom > top else { return nil }
    return PixelRect(x: left, y: top, width: clampedRight - left, height: clampedBottom - top)
  }
}
