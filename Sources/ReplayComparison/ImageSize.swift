/// An image's width and height in pixels.
public struct ImageSize: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The width in pixels.
  public var width: Int
  /// The height in pixels.
  public var height: Int

  /// Creates a size.
  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// `width×height`, for messages.
  public var description: String { "\(width)×\(height)" }
}

extension PNGImage {
  /// The image's width and height.
  public var size: ImageSize { ImageSize(width: width, height: height) }
}
