import Foundation
import ReplayRaster
import ReplayTestSupport
import SnapshotRecording
import Testing

@Suite struct PNGCodecTests {
  typealias T = TestImages

  @Test(arguments: [PNGCompression.fast, .compact])
  func opaqueImageEncodesAsRGBAndDecodesToTheSamePixels(compression: PNGCompression) throws {
    let image = T.scrambled(width: 37, height: 23)
    let png = try PNGCodec.encode(image, compression: compression)
    #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    #expect(png[24] == 8)
    #expect(T.colorType(png) == 2)
    #expect(try PNGCodec.decode(png) == image)
  }

  @Test(arguments: [PNGCompression.fast, .compact])
  func translucentImageEncodesAsRGBAAndDecodesToTheSamePixels(compression: PNGCompression) throws {
    // Every alpha value, 0 and 255 included, in straight (not premultiplied) colour.
    let image = T.scrambled(width: 64, height: 8) { UInt8($0 % 256) }
    let png = try PNGCodec.encode(image, compression: compression)
    #expect(T.colorType(png) == 6)
    #expect(try PNGCodec.decode(png) == image)
  }

  @Test func fastWritesOnlyTheImageAndCompactAddsCairosWhiteBackgroundChunk() throws {
    let image = T.scrambled(width: 5, height: 5)
    #expect(T.chunkTypes(try PNGCodec.encode(image)) == ["IHDR", "IDAT", "IEND"])
    #expect(
      T.chunkTypes(try PNGCodec.encode(image, compression: .compact)) == [
        "IHDR", "bKGD", "IDAT", "IEND",
      ])
  }

  @Test func sameImageEncodesToIdenticalBytes() throws {
    let image = T.scrambled(width: 40, height: 30) { $0 % 3 == 0 ? 128 : 255 }
    #expect(try PNGCodec.encode(image) == PNGCodec.encode(image))
    #expect(
      try PNGCodec.encode(image, compression: .compact)
        == PNGCodec.encode(image, compression: .compact))
  }

  /// `.fast` keeps a compressor and work buffers per thread: what an earlier, larger or
  /// translucent image left in them must not reach the next image's bytes, on any thread.
  @Test func fastBytesDoNotDependOnTheThreadOrWhatItEncodedBefore() throws {
    let small = T.scrambled(width: 40, height: 30)
    let large = T.scrambled(width: 300, height: 200) { $0 % 5 == 0 ? 0 : 255 }
    let expected = try PNGCodec.encode(small)
    _ = try PNGCodec.encode(large)
    #expect(try PNGCodec.encode(small) == expected)
    let results = ResultBox()
    DispatchQueue.concurrentPerform(iterations: 8) { index in
      let image = index % 2 == 0 ? large : small
      _ = try? PNGCodec.encode(image)
      results.append(try? PNGCodec.encode(small))
    }
    #expect(results.values.count == 8)
    #expect(results.values.allSatisfy { $0 == expected })
    #expect(try PNGCodec.decode(expected) == small)
  }

  @Test func emptyImageCannotBeEncoded() {
    #expect(throws: PNGCodecError.cannotEncode(reason: "a 0×4 image has no pixels to write")) {
      try PNGCodec.encode(RasterImage(width: 0, height: 4, rgba: []))
    }
  }

  @Test func greyDecodesToOpaqueRGBA() throws {
    let png = TestPNG.make(width: 3, height: 1, colorType: .grey, samples: [0, 128, 255])
    let image = try PNGCodec.decode(png)
    #expect(image.rgba == [0, 0, 0, 255, 128, 128, 128, 255, 255, 255, 255, 255])
  }

  @Test func greyWithAlphaDecodesToStraightRGBA() throws {
    let png = TestPNG.make(width: 2, height: 1, colorType: .greyAlpha, samples: [200, 0, 50, 128])
    #expect(try PNGCodec.decode(png).rgba == [200, 200, 200, 0, 50, 50, 50, 128])
  }

  @Test func paletteWithTransparencyDecodesToRGBA() throws {
    let png = TestPNG.make(
      width: 3, height: 1, colorType: .palette, samples: [2, 0, 1],
      palette: [255, 0, 0, 0, 255, 0, 0, 0, 255], transparency: [255, 64])
    #expect(try PNGCodec.decode(png).rgba == [0, 0, 255, 255, 255, 0, 0, 255, 0, 255, 0, 64])
  }

  @Test func sixteenBitDecodesToEightBit() throws {
    let png = TestPNG.make(
      width: 2, height: 1, bitDepth: 16, colorType: .rgba,
      samples: [0xFF, 0xFF, 0, 0, 0, 0, 0xFF, 0xFF] + [0, 0, 0xFF, 0xFF, 0, 0, 0xFF, 0xFF])
    #expect(try PNGCodec.decode(png).rgba == [255, 0, 0, 255, 0, 255, 0, 255])
  }

  @Test func sixteenBitPictureDecodesToTheSamePixelsAsItsEightBitPNG() throws {
    // Mid-tones and translucency: what a gamma conversion of "linear" 16-bit data would move.
    let image = T.scrambled(width: 40, height: 30) { UInt8(($0 * 37) % 256) }
    let sixteen = TestPNG.sixteenBit(width: 40, height: 30, rgba: image.rgba)
    #expect(try PNGCodec.header(ofPNG: sixteen).bitDepth == 16)
    #expect(try PNGCodec.decode(sixteen) == PNGCodec.decode(PNGCodec.encode(image)))
    #expect(try PNGCodec.decode(sixteen) == image)
  }

  @Test func sixteenBitSamplesAreScaledWithRounding() throws {
    // 0x8080 is 128 × 257; 0x807F rounds to 128 as well, 0x7F80 to 127.
    let png = TestPNG.make(
      width: 3, height: 1, bitDepth: 16, colorType: .grey,
      samples: [0x80, 0x80, 0x80, 0x7F, 0x7F, 0x80])
    #expect(
      try PNGCodec.decode(png).rgba == [128, 128, 128, 255, 128, 128, 128, 255, 127, 127, 127, 255])
  }

  @Test func headerDeclaringTooManyPixelsFailsBeforeDecoding() throws {
    let png = TestPNG.lyingHeader(width: 100_000, height: 100_000)
    #expect(png.count < 80)
    #expect(try PNGCodec.size(ofPNG: png) == PixelSize(width: 100_000, height: 100_000))
    let error = PNGCodecError.tooManyPixels(
      size: PixelSize(width: 100_000, height: 100_000), limit: PNGCodec.defaultMaximumPixels)
    #expect(throws: error) { try PNGCodec.decode(png) }
    #expect(
      error.description
        == "cannot decode PNG data: the image is 100000×100000 px, 10,000,000,000 pixels, more "
        + "than the limit of 67,108,864; it was not decoded")
  }

  @Test func pixelLimitIsTheCallersToRaise() throws {
    let png = try PNGCodec.encode(T.scrambled(width: 10, height: 10))
    #expect(throws: PNGCodecError.tooManyPixels(size: PixelSize(width: 10, height: 10), limit: 99))
    {
      try PNGCodec.decode(png, maximumPixels: 99)
    }
    #expect(try PNGCodec.decode(png, maximumPixels: 100).size == PixelSize(width: 10, height: 10))
  }

  @Test func fileCutOffAfterItsPixelsCannotBeDecoded() throws {
    let png = try PNGCodec.encode(T.scrambled(width: 8, height: 8))
    // Without IEND the pixels still decode; the file is damaged all the same.
    #expect(throws: PNGCodecError.self) { try PNGCodec.decode(Array(png.dropLast(12))) }
    var flipped = png
    flipped[flipped.count - 20] ^= 0x01  // a bit of the compressed pixels
    #expect(throws: PNGCodecError.self) { try PNGCodec.decode(flipped) }
  }

  @Test func decodingIntoTheCallersMemoryGivesTheSameBytes() throws {
    let image = T.scrambled(width: 9, height: 7)
    let png = try PNGCodec.encode(image)
    var memory = [UInt8](repeating: 0, count: 9 * 7 * 4)
    let size = try memory.withUnsafeMutableBytes { bytes throws(PNGCodecError) in
      try PNGCodec.decode(png) { size in
        #expect(size == PixelSize(width: 9, height: 7))
        return bytes
      }
    }
    #expect(size == PixelSize(width: 9, height: 7))
    #expect(memory == image.rgba)
  }

  @Test func callersMemoryOfAnotherSizeIsRefusedAndLimitsApplyFirst() throws {
    let png = try PNGCodec.encode(T.scrambled(width: 4, height: 4))
    var small = [UInt8](repeating: 0, count: 4 * 4 * 4 - 1)
    small.withUnsafeMutableBytes { bytes in
      #expect(throws: PNGCodecError.cannotDecode(reason: "the memory holds 63 bytes, not 64")) {
        _ = try PNGCodec.decode(png) { _ in bytes }
      }
    }
    // Over the pixel limit, no memory is asked for.
    var asked = false
    #expect(throws: PNGCodecError.self) {
      _ = try PNGCodec.decode(png, maximumPixels: 15) { _ in
        asked = true
        return UnsafeMutableRawBufferPointer(start: nil, count: 0)
      }
    }
    #expect(!asked)
  }

  /// Cell images are matched to their SHA-256 before decoding: zlib's Adler-32 of the data is
  /// then not checked again, while the chunks' CRCs still are.
  @Test func aWrongDataChecksumFailsUnlessTheCallerVouchesForTheBytes() throws {
    let samples: [UInt8] = Array(1...12)
    let png = TestPNG.make(
      width: 2, height: 2, colorType: .rgb, samples: samples, wrongDataChecksum: true)
    #expect(throws: PNGCodecError.self) { try PNGCodec.decode(png) }
    var memory = [UInt8](repeating: 0, count: 16)
    memory.withUnsafeMutableBytes { bytes in
      #expect(throws: PNGCodecError.self) { _ = try PNGCodec.decode(png) { _ in bytes } }
      #expect(throws: Never.self) { _ = try PNGCodec.decode(png, checksData: false) { _ in bytes } }
    }
    #expect(memory == [1, 2, 3, 255, 4, 5, 6, 255, 7, 8, 9, 255, 10, 11, 12, 255])
    // A byte of the data changed under its chunk's CRC fails however the data's checksum is.
    var damaged = TestPNG.make(width: 2, height: 2, colorType: .rgb, samples: samples)
    let idat = try #require(damaged.firstRange(of: Array("IDAT".utf8)))
    damaged[idat.upperBound + 8] ^= 0x01  // past the zlib header and the stored block's length
    memory.withUnsafeMutableBytes { bytes in
      #expect(throws: PNGCodecError.self) {
        _ = try PNGCodec.decode(damaged, checksData: false) { _ in bytes }
      }
    }
  }

  @Test func eightBitRGBDecodesOpaque() throws {
    let png = TestPNG.make(width: 2, height: 2, colorType: .rgb, samples: Array(1...12))
    #expect(
      try PNGCodec.decode(png).rgba == [1, 2, 3, 255, 4, 5, 6, 255, 7, 8, 9, 255, 10, 11, 12, 255])
  }

  @Test func sizeIsReadFromTheHeaderAlone() throws {
    #expect(
      try PNGCodec.size(ofPNG: TestPNG.headerOnly(width: 780, height: 1688))
        == PixelSize(width: 780, height: 1688))
    #expect(throws: PNGCodecError.self) {
      try PNGCodec.decode(TestPNG.headerOnly(width: 2, height: 2))
    }
  }

  @Test func bytesThatAreNoPNGCannotBeDecoded() {
    #expect(throws: PNGCodecError.cannotDecode(reason: "Not a PNG file")) {
      try PNGCodec.decode(Array("MIT License".utf8))
    }
    #expect(throws: PNGCodecError.cannotDecode(reason: "Not a PNG file")) {
      try PNGCodec.size(ofPNG: Data("MIT License".utf8))
    }
  }

  @Test func writtenFileReadsBackAsTheSameImageAndLeavesNoTemporaryFile() throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    let url = directory.url.appendingPathComponent("written.png")
    let image = T.scrambled(width: 9, height: 7) { $0 % 2 == 0 ? 255 : 10 }
    try PNGCodec.write(image, to: url, compression: .compact)
    #expect(try PNGCodec.read(url) == image)
    #expect(try directory.names() == ["written.png"])
  }

  @Test func unreadableFilesNameTheFileAndTheReason() throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    let missing = directory.url.appendingPathComponent("absent.png")
    let error = PNGCodecError.cannotRead(path: missing.path, reason: "no such file")
    #expect(throws: error) { try PNGCodec.read(missing) }
    #expect(error.description == "\(missing.path): cannot read PNG: no such file")
    #expect(throws: PNGCodecError.cannotRead(path: directory.url.path, reason: "it is a directory"))
    {
      try PNGCodec.read(directory.url)
    }
    let text = directory.url.appendingPathComponent("notes.png")
    try Data("MIT License".utf8).write(to: text)
    #expect(throws: PNGCodecError.cannotRead(path: text.path, reason: "Not a PNG file")) {
      try PNGCodec.read(text)
    }
  }

  @Test func unwritableFileNamesTheFile() throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    let url = directory.url.appendingPathComponent("missing/written.png")
    #expect(
      throws: PNGCodecError.cannotWrite(path: url.path, reason: "No such file or directory")
    ) {
      try PNGCodec.write(T.scrambled(width: 2, height: 2), to: url)
    }
  }
}

/// Collects results from concurrent work.
private final class ResultBox: @unchecked Sendable {
  // Guards `stored`.
  private let lock = NSLock()
  private var stored: [[UInt8]?] = []

  func append(_ value: [UInt8]?) {
    lock.lock()
    defer { lock.unlock() }
    stored.append(value)
  }

  var values: [[UInt8]?] {
    lock.lock()
    defer { lock.unlock() }
    return stored
  }
}
