/// An image's width and height in pixels.
///
/// ```swift
/// let size = PixelSize(width: 660, height: 460)
/// print(size)  // 660×460
/// ```
public struct PixelSize: Hashable, Sendable, Codable, CustomStringConvertible {
  /// Width in pixels.
  public var width: Int
  /// Height in pixels.
  public var height: Int

  /// Creates a size.
  ///
  /// ```swift
  /// print(PixelSize(width: 2, height: 3).height)  // 3
  /// ```
  ///
  /// - Parameters:
  ///   - width: Width in pixels.
  ///   - height: Height in pixels.
  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// `width×height`, for messages.
  ///
  /// ```swift
  /// print(PixelSize(width: 780, height: 1688).description)  // 780×1688
  /// ```
  public var description: String { "\(width)×\(height)" }
}

extension PixelSize {
  /// `width × height`, or `Int.max` when the product does not fit: what a budget compares
  /// with its limit, so an absurd size can never wrap around to a small one.
  ///
  /// ```swift
  /// print(PixelSize(width: 100_000, height: 100_000).pixelCount)  // 10000000000
  /// ```
  public var pixelCount: Int {
    guard width >= 0, height >= 0 else { return 0 }
    let (product, overflow) = width.multipliedReportingOverflow(by: height)
    return overflow ? Int.max : product
  }
}
