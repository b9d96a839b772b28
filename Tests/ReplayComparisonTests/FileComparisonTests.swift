import Foundation
import ReplayRaster
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

  @Test func byteEqualFilesAreIdenticalWithoutDecodingPixels() throws {
    let directory = try Fixture.temporaryDirectory()
    let first = try corruptedCopy(in: directory, named: "first.png")
    let second = try corruptedCopy(in: directory, named: "second.png")
    let result = try ImageComparison.compareFiles(first, second)
    #expect(result.verdict == .identical)
    #expect(result.referenceSize == PixelSize(width: 512, height: 256))
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
