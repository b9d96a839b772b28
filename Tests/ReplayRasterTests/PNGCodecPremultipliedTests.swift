import ReplayRaster
import Testing

/// Encoding Cairo's premultiplied pixels straight to PNG gives the bytes of encoding the
/// straight-alpha image made of them: the frame renderer's path and the in-memory path agree.
@Suite struct PNGCodecPremultipliedTests {
  /// Premultiplied ARGB32 pixels of flat blocks, with `translucent` pixels where the index says,
  /// rows `bytesPerRow` apart with padding that must be ignored.
  func pixels(
    width: Int, height: Int, bytesPerRow: Int, translucent: (Int) -> Bool = { _ in false }
  ) -> [UInt32] {
    var pixels = [UInt32](repeating: 0xDEAD_BEEF, count: height * bytesPerRow / 4)
    for y in 0..<height {
      for x in 0..<width {
        let index = y * width + x
        let block = UInt32((x / 7) &* 31 &+ (y / 5) &* 17)
        let colour = block &* 0x0001_0307 & 0x00FF_FFFF
        let alpha: UInt32 = translucent(index) ? UInt32(index % 255) : 255
        // Premultiplied: every colour channel at most alpha.
        let red = min((colour >> 16) & 0xFF, alpha)
        let green = min((colour >> 8) & 0xFF, alpha)
        let blue = min(colour & 0xFF, alpha)
        pixels[y * bytesPerRow / 4 + x] = alpha << 24 | red << 16 | green << 8 | blue
      }
    }
    return pixels
  }

  func bothWays(
    _ pixels: [UInt32], width: Int, height: Int, bytesPerRow: Int,
    compression: PNGCompression = .fast
  ) throws -> (direct: [UInt8], throughImage: [UInt8], image: RasterImage) {
    try pixels.withUnsafeBytes { buffer in
      let base = try #require(buffer.baseAddress)
      let image = RasterImage(
        premultipliedARGB32: base, width: width, height: height, bytesPerRow: bytesPerRow)
      return (
        try PNGCodec.encode(
          premultipliedARGB32: base, width: width, height: height, bytesPerRow: bytesPerRow,
          compression: compression),
        try PNGCodec.encode(image, compression: compression), image
      )
    }
  }

  @Test func opaquePixelsEncodeAsTheirImageDoes() throws {
    let encoded = try bothWays(
      pixels(width: 61, height: 40, bytesPerRow: 64 * 4), width: 61, height: 40,
      bytesPerRow: 64 * 4)
    #expect(encoded.direct == encoded.throughImage)
    #expect(TestImages.colorType(encoded.direct) == 2)
    #expect(try PNGCodec.decode(encoded.direct) == encoded.image)
  }

  @Test func translucentPixelsAreUnpremultipliedAsTheirImageIs() throws {
    let encoded = try bothWays(
      pixels(width: 50, height: 30, bytesPerRow: 50 * 4) { $0 % 3 == 0 }, width: 50, height: 30,
      bytesPerRow: 50 * 4)
    #expect(encoded.direct == encoded.throughImage)
    #expect(TestImages.colorType(encoded.direct) == 6)
    #expect(try PNGCodec.decode(encoded.direct) == encoded.image)
  }

  @Test func compactCompressionGivesTheImagesBytesToo() throws {
    let encoded = try bothWays(
      pixels(width: 20, height: 12, bytesPerRow: 24 * 4) { $0 == 7 }, width: 20, height: 12,
      bytesPerRow: 24 * 4, compression: .compact)
    #expect(encoded.direct == encoded.throughImage)
  }

  @Test func rowsTooShortForTheWidthAreRefused() {
    var pixel: UInt32 = 0xFF00_0000
    #expect(throws: PNGCodecError.cannotEncode(reason: "rows 4 bytes apart cannot hold 2 pixels")) {
      try PNGCodec.encode(premultipliedARGB32: &pixel, width: 2, height: 1, bytesPerRow: 4)
    }
    #expect(throws: PNGCodecError.cannotEncode(reason: "a 0×1 image has no pixels to write")) {
      try PNGCodec.encode(premultipliedARGB32: &pixel, width: 0, height: 1, bytesPerRow: 4)
    }
  }
}
