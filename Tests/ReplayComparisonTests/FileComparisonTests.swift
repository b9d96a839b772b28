import Foundation
import ReplayRaster
import ReplayTestSupport
import Testing

@testable import ReplayComparison

@Suite struct FileComparisonTests {
  /// 1a.png with bytes inside its image data overwritten: the header reads, the pixels do not.
  func corruptedCopy(in directory: URL, named name: String) throws -> URL {
    var bytes = [UInt8](try Data(contentsOf: Fixture.pixelmatch("1a")))
    for index in 20_000..<20_016 { bytes[index] ^= 0xFF }
    let url = directory.appendingPathComponent(name)
    try Data(bytes).write(to: url)
    return url
  }

  @Test func byteEqualDamagedFilesAreAnErrorNotIdentical() throws {
    let directory = try Fixture.temporaryDirectory()
    let first = try corruptedCopy(in: directory, named: "first.png")
    let second = try corruptedCopy(in: directory, named: "second.png")
    #expect(throws: ComparisonError.unreadablePNG(path: first.path, reason: "IDAT: CRC error")) {
      try ImageComparison.compareFiles(first, second)
    }
  }

  @Test func byteEqualFilesAreIdentical() throws {
    let result = try ImageComparison.compareFiles(
      Fixture.pixelmatch("1a"), Fixture.pixelmatch("1a"))
    #expect(result.verdict == .identical)
    #expect(result.referenceSize == PixelSize(width: 512, height: 256))
  }

  @Test func sizesAreComparedFromTheHeadersAlone() throws {
    let directory = try Fixture.temporaryDirectory()
    // Headers that declare sizes their image data does not hold: decoding would fail.
    let wide = directory.appendingPathComponent("wide.png")
    try Data(TestPNG.lyingHeader(width: 5_000, height: 4_000)).write(to: wide)
    let narrow = directory.appendingPathComponent("narrow.png")
    try Data(TestPNG.lyingHeader(width: 4_000, height: 4_000)).write(to: narrow)
    let result = try ImageComparison.compareFiles(wide, narrow)
    #expect(result.verdict == .dimensionMismatch)
    #expect(result.referenceSize == PixelSize(width: 5_000, height: 4_000))
    let inMemory = try ImageComparison.compare(
      file: wide, with: RasterImage(width: 1, height: 1, rgba: [0, 0, 0, 255]))
    #expect(inMemory.verdict == .dimensionMismatch)
    // Sizes over the pixel limit are compared as well: nothing is decoded.
    let huge = directory.appendingPathComponent("huge.png")
    try Data(TestPNG.lyingHeader(width: 100_000, height: 100_000)).write(to: huge)
    #expect(try ImageComparison.compareFiles(huge, wide).verdict == .dimensionMismatch)
  }

  @Test func headersOverThePixelLimitAreRefusedBeforeDecoding() throws {
    let directory = try Fixture.temporaryDirectory()
    let huge = directory.appendingPathComponent("huge.png")
    try Data(TestPNG.lyingHeader(width: 100_000, height: 100_000)).write(to: huge)
    let error = ComparisonError.imageTooLarge(
      path: huge.path, size: PixelSize(width: 100_000, height: 100_000),
      limit: PNGCodec.defaultMaximumPixels)
    #expect(throws: error) { try ImageComparison.compareFiles(huge, huge) }
    // Against an image of another size, nothing needs decoding: a mismatch, not an error.
    let small = RasterImage(width: 1, height: 1, rgba: [0, 0, 0, 255])
    #expect(try ImageComparison.compare(file: huge, with: small).verdict == .dimensionMismatch)
    let options = ComparisonOptions(maximumPixels: 512 * 256 - 1)
    #expect(throws: ComparisonError.self) {
      try ImageComparison.compareFiles(
        Fixture.pixelmatch("1a"), Fixture.pixelmatch("1a"), options: options)
    }
  }

  @Test func undecodableFileThatDiffersIsNamedInTheError() throws {
    let directory = try Fixture.temporaryDirectory()
    let corrupted = try corruptedCopy(in: directory, named: "corrupted.png")
    #expect {
      try ImageComparison.compareFiles(Fixture.pixelmatch("1a"), corrupted)
    } throws: { error in
      guard case .unreadablePNG(let path, _) = error as? ComparisonError else { return false }
      return path == corrupted.path
    }
  }

  @Test func differentEncodingsOfTheSamePixelsAreIdentical() throws {
    let directory = try Fixture.temporaryDirectory()
    let reencoded = directory.appendingPathComponent("4a.png")
    try PNGCodec.write(PNGCodec.read(Fixture.pixelmatch("4a")), to: reencoded)
    let result = try ImageComparison.compareFiles(Fixture.pixelmatch("4a"), reencoded)
    #expect(result.verdict == .identical)
  }
}
