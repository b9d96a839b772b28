import ReplayRaster
import Testing

@Suite struct RasterImagePremultipliedTests {
  /// Cairo's pixels: native-endian 32-bit 0xAARRGGBB, colour multiplied by alpha.
  func image(_ pixels: [UInt32], width: Int, bytesPerRow: Int? = nil) -> RasterImage {
    let rowLength = (bytesPerRow ?? width * 4) / 4
    var pixels = pixels
    return RasterImage(
      premultipliedARGB32: &pixels, width: width, height: pixels.count / rowLength,
      bytesPerRow: rowLength * 4)
  }

  @Test func opaquePixelsKeepTheirColour() {
    #expect(image([0xFF11_2233], width: 1).rgba == [0x11, 0x22, 0x33, 0xFF])
  }

  @Test func translucentColourIsDividedByAlphaRoundingToNearest() {
    // (64 × 255 + 64) / 128 = 128, (32 × 255 + 64) / 128 = 64.25, (16 × 255 + 64) / 128 = 32.4
    #expect(image([0x8040_2010], width: 1).rgba == [128, 64, 32, 128])
  }

  @Test func colourBrighterThanAlphaAllowsIsCapped() {
    #expect(image([0x10FF_0000], width: 1).rgba == [255, 0, 0, 0x10])
  }

  @Test func transparentPixelsKeepTheirBytes() {
    #expect(image([0x0011_2233], width: 1).rgba == [0x11, 0x22, 0x33, 0])
  }

  @Test func rowPaddingIsSkipped() {
    let padded = image(
      [0xFF01_0203, 0xDEAD_BEEF, 0xFF04_0506, 0xDEAD_BEEF], width: 1, bytesPerRow: 8)
    #expect(padded.size == PixelSize(width: 1, height: 2))
    #expect(padded.rgba == [1, 2, 3, 255, 4, 5, 6, 255])
  }

  /// An opaque row takes a path of its own: a row with one translucent pixel, at its end,
  /// must still be divided by alpha, and the opaque row below keeps its bytes.
  @Test func aRowWithOneTranslucentPixelIsNotTakenForOpaque() {
    let rows = image(
      [0xFF11_2233, 0xFF44_5566, 0x8040_2010, 0xFF01_0203, 0xFF04_0506, 0xFFFF_FFFF], width: 3)
    #expect(
      rows.rgba == [
        0x11, 0x22, 0x33, 255, 0x44, 0x55, 0x66, 255, 128, 64, 32, 128,
        1, 2, 3, 255, 4, 5, 6, 255, 255, 255, 255, 255,
      ])
  }
}
