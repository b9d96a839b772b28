import ReplayRaster
import Testing

@testable import ReplayRendering

/// Decoded pictures in Cairo's format (docs/Rendering.md, "Cell images"): straight-alpha RGBA
/// as premultiplied native-endian ARGB32, opaque pictures by moving bytes alone, the others
/// pixel by pixel, rounded to nearest.
@Suite struct CellImagePremultiplyingTests {
  /// `image`'s bytes copied into picture memory and converted there by
  /// ``CellImageLibrary/premultiplyRGBA(_:)``, as the library does after decoding.
  static func premultiplied(_ image: RasterImage) -> DecodedCellImage {
    let storage = CellImagePixelStorage(count: image.width * image.height)
    _ = image.rgba.withUnsafeBytes {
      UnsafeMutableRawBufferPointer(storage.pixels).copyMemory(from: $0)
    }
    let isOpaque = CellImageLibrary.premultiplyRGBA(storage.pixels)
    return DecodedCellImage(
      width: image.width, height: image.height, storage: storage, isOpaque: isOpaque)
  }

  /// What one pixel becomes, written out from the definition.
  static func expected(_ red: UInt8, _ green: UInt8, _ blue: UInt8, _ alpha: UInt8) -> UInt32 {
    let a = UInt32(alpha)
    func times(_ value: UInt8) -> UInt32 { (UInt32(value) * a + 127) / 255 }
    return a << 24 | times(red) << 16 | times(green) << 8 | times(blue)
  }

  @Test func anOpaquePictureKeepsEveryColourExactly() {
    let picture = RasterImage(
      width: 3, height: 1, rgba: [0x12, 0x34, 0x56, 0xFF, 0, 0, 0, 0xFF, 0xFF, 0x80, 0x01, 0xFF])
    let decoded = Self.premultiplied(picture)
    #expect(decoded.argb == [0xFF12_3456, 0xFF00_0000, 0xFFFF_8001])
    #expect(decoded.isOpaque)
  }

  @Test func onePixelNotOpaqueMakesThePicturePremultipliedAndNotOpaque() {
    let picture = RasterImage(
      width: 2, height: 2,
      rgba: [0x12, 0x34, 0x56, 0xFF, 200, 100, 50, 128, 255, 255, 255, 0, 9, 8, 7, 254])
    let decoded = Self.premultiplied(picture)
    // 200 × 128 / 255 = 100.4, 100 × 128 / 255 = 50.2, 50 × 128 / 255 = 25.1; clear is zero.
    #expect(decoded.argb == [0xFF12_3456, 0x8064_3219, 0, Self.expected(9, 8, 7, 254)])
    #expect(!decoded.isOpaque)
  }

  /// Every alpha, with colours from a fixed generator, against the definition.
  @Test func everyAlphaRoundsToNearestLikeTheDefinition() {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next() -> UInt8 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return UInt8(truncatingIfNeeded: state >> 33)
    }
    var rgba: [UInt8] = []
    var wanted: [UInt32] = []
    for alpha in 0...255 {
      for _ in 0..<8 {
        let (red, green, blue) = (next(), next(), next())
        rgba += [red, green, blue, UInt8(alpha)]
        wanted.append(Self.expected(red, green, blue, UInt8(alpha)))
      }
    }
    let decoded = Self.premultiplied(RasterImage(width: 64, height: 32, rgba: rgba))
    #expect(decoded.argb == wanted)
    #expect(!decoded.isOpaque)
  }

  /// The library decodes a picture straight into its own memory and converts it there: the
  /// same pixels as converting the decoded RGBA, translucent or opaque.
  @Test func aPictureDecodedInItsOwnMemoryIsTheSameAsFromItsRGBA() throws {
    var rgba: [UInt8] = []
    for pixel in 0..<(33 * 5) { rgba += [UInt8(pixel % 256), UInt8(pixel * 7 % 256), 9, 255] }
    let opaque = RasterImage(width: 33, height: 5, rgba: rgba)
    rgba[4 * 40 + 3] = 77
    let translucent = RasterImage(width: 33, height: 5, rgba: rgba)
    for picture in [opaque, translucent] {
      let decoded = try CellImageLibrary.decodedPicture(
        Array(try PNGCodec.encode(picture)), maximumPixels: 1_000)
      let expected = Self.premultiplied(picture)
      #expect(decoded.argb == expected.argb)
      #expect(decoded.isOpaque == expected.isOpaque)
      #expect((decoded.width, decoded.height) == (33, 5))
    }
    #expect(
      throws: PNGCodecError.tooManyPixels(size: PixelSize(width: 33, height: 5), limit: 100)
    ) {
      try CellImageLibrary.decodedPicture(Array(try PNGCodec.encode(opaque)), maximumPixels: 100)
    }
  }
}
