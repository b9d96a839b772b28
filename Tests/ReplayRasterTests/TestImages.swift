import ReplayRaster

/// Images whose every pixel differs from its neighbours, computed rather than random so each
/// case is the same on every run.
enum TestImages {
  /// `width × height` pixels of scrambled colour; `alpha` gives each pixel's alpha from its
  /// index (every pixel opaque by default).
  static func scrambled(
    width: Int, height: Int, alpha: (Int) -> UInt8 = { _ in 255 }
  ) -> RasterImage {
    var rgba: [UInt8] = []
    rgba.reserveCapacity(width * height * 4)
    for index in 0..<(width * height) {
      let mixed = UInt64(index + 1) &* 0x9E37_79B9_7F4A_7C15
      rgba += [
        UInt8(truncatingIfNeeded: mixed >> 56), UInt8(truncatingIfNeeded: mixed >> 40),
        UInt8(truncatingIfNeeded: mixed >> 24), alpha(index),
      ]
    }
    return RasterImage(width: width, height: height, rgba: rgba)
  }

  /// The IHDR colour type byte of a PNG: 2 is RGB, 6 is RGBA.
  static func colorType(_ png: [UInt8]) -> UInt8 { png[25] }

  /// The four-letter chunk types of a PNG, in order.
  static func chunkTypes(_ png: [UInt8]) -> [String] {
    var types: [String] = []
    var offset = 8
    while offset + 8 <= png.count {
      let length =
        Int(png[offset]) << 24 | Int(png[offset + 1]) << 16 | Int(png[offset + 2]) << 8
        | Int(png[offset + 3])
      types.append(String(decoding: png[(offset + 4)..<(offset + 8)], as: UTF8.self))
      offset += 12 + length
    }
    return types
  }
}
