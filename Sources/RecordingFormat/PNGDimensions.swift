/// The width and height a PNG file declares in its image header, read from its first 24 bytes
/// without decoding anything: how the reader tells a PNG from other bytes, and how `check`
/// compares a cell image's pixels with its size and scale before any decoder sees it.
/// (Decoding is `ReplayRaster`'s `PNGCodec`, a later stage; this only reads the header.)
///
/// ```swift
/// PNGDimensions(of: pngBytes)  // PNGDimensions(width: 1074, height: 132)
/// PNGDimensions(of: Array("GIF89a".utf8))  // nil
/// ```
public struct PNGDimensions: Hashable, Sendable {
  /// The declared width in pixels.
  public var width: Int
  /// The declared height in pixels.
  public var height: Int

  /// The dimensions `png` declares; `nil` when it does not start with the PNG signature and an
  /// `IHDR` chunk of 13 bytes, or declares a zero or over-2³¹ side (PNG's own limit).
  ///
  /// - Parameter png: The file's bytes (only the first 24 are read).
  public init?(of png: [UInt8]) {
    guard png.count >= 24, png.prefix(8).elementsEqual(Self.signature),
      png[8..<12].elementsEqual([0, 0, 0, 13]),
      png[12..<16].elementsEqual(Array("IHDR".utf8))
    else { return nil }
    func bigEndian(_ start: Int) -> Int {
      png[start..<start + 4].reduce(0) { $0 << 8 | Int($1) }
    }
    width = bigEndian(16)
    height = bigEndian(20)
    guard (1...Int(Int32.max)).contains(width), (1...Int(Int32.max)).contains(height) else {
      return nil
    }
  }

  /// Creates dimensions.
  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// The pixel count, which cannot overflow: each side is below 2³¹.
  public var pixelCount: Int { width * height }

  private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
}
