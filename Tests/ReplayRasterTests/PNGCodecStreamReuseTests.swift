import ReplayRaster
import Testing

/// The repeat encoder takes over the start and the end of the stream it wrote before on the
/// same thread wherever the new frame's rows are the same; these tests hold it to writing the
/// bytes a fresh encoder writes, whatever it encoded before.
@Suite struct PNGCodecStreamReuseTests {
  /// A list-like frame: bands of small blocks, 3 × 10 pixels, so that a frame has more
  /// symbols than one deflate block holds, with `band` rows from `changedRows` drawn in
  /// another pattern (a row sliding over the others).
  func frame(
    width: Int = 390, height: Int = 600, changedRows: Range<Int> = 0..<0, pattern: UInt64 = 1
  ) -> RasterImage {
    var rgba = [UInt8](repeating: 255, count: width * height * 4)
    for y in 0..<height {
      let seed = changedRows.contains(y) ? pattern &* 31 : 0
      for x in 0..<width {
        let mixed =
          UInt64((x / 3) * 7919 + (y / 10) * 104_729 + 1) &+ seed &* 0x9E37_79B9_7F4A_7C15
        let mixedAgain = mixed &* 0x9E37_79B9_7F4A_7C15
        let offset = (y * width + x) * 4
        rgba[offset] = UInt8(truncatingIfNeeded: mixedAgain >> 56)
        rgba[offset + 1] = UInt8(truncatingIfNeeded: mixedAgain >> 40)
        rgba[offset + 2] = UInt8(truncatingIfNeeded: mixedAgain >> 24)
      }
    }
    return RasterImage(width: width, height: height, rgba: rgba)
  }

  /// What an encoder with nothing to take over writes: an image of another size comes first,
  /// so the earlier stream cannot be used.
  func freshBytes(_ image: RasterImage) throws -> [UInt8] {
    _ = try PNGCodec.encode(frame(width: 7, height: 5))
    return try PNGCodec.encode(image)
  }

  var frames: [RasterImage] {
    [
      frame(),
      frame(changedRows: 280..<320, pattern: 2),  // the middle: start and end taken over
      frame(changedRows: 281..<321, pattern: 2),  // one row further
      frame(changedRows: 0..<12, pattern: 3),  // the top: only the end
      frame(changedRows: 590..<600, pattern: 4),  // the bottom: only the start
      frame(changedRows: 0..<600, pattern: 5),  // everything
      frame(changedRows: 280..<320, pattern: 2),  // the same as an earlier one
    ]
  }

  @Test func theFramesTakeTheRepeatEncoderOverSeveralDeflateBlocks() throws {
    for image in frames {
      let png = try freshBytes(image)
      // The repeat encoder's zlib header; libdeflate writes 78 5E.
      #expect(Array(png[41..<43]) == [0x78, 0x01])
      #expect(try PNGCodec.decode(png) == image)
    }
  }

  @Test func everyFrameHasTheFreshBytesInEveryOrder() throws {
    let images = frames
    let fresh = try images.map(freshBytes)
    let orders: [[Int]] = [
      Array(images.indices), Array(images.indices.reversed()), [1, 2, 1, 2, 0, 3, 4, 3, 5, 6, 6],
      [4, 0, 2, 5, 1, 6, 3],
    ]
    for order in orders {
      for index in order {
        #expect(try PNGCodec.encode(images[index]) == fresh[index], "frame \(index) in \(order)")
      }
    }
  }

  @Test func theSameFrameTwiceInARowHasTheSameBytes() throws {
    let image = frame(changedRows: 100..<140, pattern: 6)
    let first = try freshBytes(image)
    #expect(try PNGCodec.encode(image) == first)
    #expect(try PNGCodec.encode(image) == first)
  }

  @Test func translucentFramesInTurnKeepTheirBytes() throws {
    func translucent(_ image: RasterImage) -> RasterImage {
      var rgba = image.rgba
      for offset in stride(from: 3, to: rgba.count, by: 4) { rgba[offset] = 200 }
      return RasterImage(width: image.width, height: image.height, rgba: rgba)
    }
    let images = [
      translucent(frame()), translucent(frame(changedRows: 300..<330, pattern: 7)), frame(),
    ]
    let fresh = try images.map(freshBytes)
    for index in [0, 1, 2, 1, 0, 2, 0] {
      #expect(try PNGCodec.encode(images[index]) == fresh[index])
    }
  }
}
