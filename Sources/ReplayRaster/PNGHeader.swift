/// What a PNG's header (`IHDR`) says about the image, read without decoding a pixel: enough to
/// check a size against a budget, or two sizes against each other, before any pixel memory is
/// allocated.
///
/// ```swift
/// let header = try PNGCodec.header(ofPNG: png)
/// print(header.size, header.bitDepth, header.colorType)  // 780×1688 8 2
/// ```
public struct PNGHeader: Hashable, Sendable {
  /// The declared width and height.
  public var size: PixelSize
  /// Bits per sample: 1, 2, 4, 8 or 16.
  public var bitDepth: Int
  /// PNG's colour type: 0 grey, 2 RGB, 3 palette, 4 grey and alpha, 6 RGBA.
  public var colorType: Int
  /// Whether the image is Adam7-interlaced.
  public var isInterlaced: Bool

  /// Creates a header.
  ///
  /// - Parameters:
  ///   - size: The declared width and height.
  ///   - bitDepth: Bits per sample.
  ///   - colorType: PNG's colour type.
  ///   - isInterlaced: Whether the image is Adam7-interlaced.
  public init(size: PixelSize, bitDepth: Int, colorType: Int, isInterlaced: Bool) {
    self.size = size
    self.bitDepth = bitDepth
    self.colorType = colorType
    self.isInterlaced = isInterlaced
  }
}
