import ReplayRaster
import Testing

/// `.fast` compresses frames of flat areas with the project's own repeat encoder and leaves
/// anything else to libdeflate; either way libpng (zlib) decodes the pixels back exactly.
@Suite struct PNGCodecRepeatEncodingTests {
  /// Blocks of `blockWidth × blockHeight` pixels, each of one colour, like the grid's cells.
  func blocks(
    width: Int, height: Int, blockWidth: Int, blockHeight: Int, alpha: UInt8 = 255
  ) -> RasterImage {
    var rgba = [UInt8](repeating: 0, count: width * height * 4)
    for y in 0..<height {
      for x in 0..<width {
        let mixed =
          UInt64((x / blockWidth) * 7919 + (y / blockHeight) * 104_729 + 1)
          &* 0x9E37_79B9_7F4A_7C15
        let offset = (y * width + x) * 4
        rgba[offset] = UInt8(truncatingIfNeeded: mixed >> 56)
        rgba[offset + 1] = UInt8(truncatingIfNeeded: mixed >> 40)
        rgba[offset + 2] = UInt8(truncatingIfNeeded: mixed >> 24)
        rgba[offset + 3] = alpha
      }
    }
    return RasterImage(width: width, height: height, rgba: rgba)
  }

  /// The first two bytes of the zlib stream in the first IDAT chunk: the repeat encoder writes
  /// 78 01 ("fastest"), libdeflate at level 2 writes 78 5E.
  func zlibHeader(_ png: [UInt8]) -> [UInt8] {
    // Signature (8), IHDR (25), then the IDAT's length and type (8).
    Array(png[41..<43])
  }

  @Test func flatBlocksTakeTheRepeatEncoderAndDecodeExactly() throws {
    let image = blocks(width: 656, height: 442, blockWidth: 16, blockHeight: 34)
    let png = try PNGCodec.encode(image)
    #expect(zlibHeader(png) == [0x78, 0x01])
    #expect(png.count < image.rgba.count / 100)
    #expect(try PNGCodec.decode(png) == image)
  }

  @Test func translucentBlocksRepeatWholePixelsOfFourBytes() throws {
    let image = blocks(width: 120, height: 90, blockWidth: 5, blockHeight: 9, alpha: 77)
    let png = try PNGCodec.encode(image)
    #expect(TestImages.colorType(png) == 6)
    #expect(zlibHeader(png) == [0x78, 0x01])
    #expect(try PNGCodec.decode(png) == image)
  }

  /// Small blocks give more symbols than one deflate block holds (32,768), so the stream has
  /// several blocks, each with its own codes.
  @Test func manySymbolsSpanSeveralDeflateBlocks() throws {
    let image = blocks(width: 600, height: 600, blockWidth: 3, blockHeight: 10)
    let png = try PNGCodec.encode(image)
    #expect(zlibHeader(png) == [0x78, 0x01])
    #expect(try PNGCodec.decode(png) == image)
  }

  /// A row of more than 32,768 bytes is further back than deflate can reach: only the pixel
  /// and byte before are tried there.
  @Test func rowsLongerThanDeflatesWindowStillDecode() throws {
    let image = blocks(width: 11_000, height: 6, blockWidth: 40, blockHeight: 3)
    let png = try PNGCodec.encode(image)
    #expect(zlibHeader(png) == [0x78, 0x01])
    #expect(try PNGCodec.decode(png) == image)
  }

  @Test func noiseIsLeftToLibdeflate() throws {
    let image = TestImages.scrambled(width: 200, height: 100)
    let png = try PNGCodec.encode(image)
    #expect(zlibHeader(png) == [0x78, 0x5E])
    #expect(try PNGCodec.decode(png) == image)
  }

  @Test func aOnePixelImageEncodes() throws {
    let image = blocks(width: 1, height: 1, blockWidth: 1, blockHeight: 1)
    #expect(try PNGCodec.decode(PNGCodec.encode(image)) == image)
  }
}
