public import SnapshotRecording

/// A drawn frame as 8-bit RGBA pixels with straight (not premultiplied) alpha, rows top to
/// bottom without padding.
public struct RasterImage: Hashable, Sendable {
  /// Width in pixels.
  public var width: Int
  /// Height in pixels.
  public var height: Int
  /// `width × height × 4` bytes: red, green, blue, alpha per pixel.
  public var rgba: [UInt8]

  /// Creates an image; `rgba` must hold `width × height × 4` bytes.
  public init(width: Int, height: Int, rgba: [UInt8]) {
    precondition(rgba.count == width * height * 4, "RasterImage: wrong number of bytes")
    self.width = width
    self.height = height
    self.rgba = rgba
  }

  /// The pixel at column `x`, row `y` (0-based from the top left).
  public subscript(x: Int, y: Int) -> RecordedColor {
    let index = (y * width + x) * 4
    return RecordedColor(
      red: rgba[index], green: rgba[index + 1], blue: rgba[index + 2], alpha: rgba[index + 3])
  }
}
