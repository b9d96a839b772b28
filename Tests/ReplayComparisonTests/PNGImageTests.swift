import Foundation
import Testing

@testable import ReplayComparison

@Suite struct PNGImageTests {
  @Test func encodingThenDecodingGivesTheSamePixels() throws {
    var image = PNGImage(width: 3, height: 2, filledWith: RGBA(red: 1, green: 2, blue: 3))
    image[2, 1] = RGBA(red: 250, green: 128, blue: 0, alpha: 77)
    let decoded = try PNGImage(data: try image.pngData())
    #expect(decoded == image)
  }

  @Test func paletteImageDecodesToRGBA() throws {
    let image = try PNGImage(contentsOf: Fixture.pixelmatch("2a"))
    #expect(image.size == ImageSize(width: 256, height: 256))
    #expect(image.pixels.count == 256 * 256 * 4)
  }

  @Test func rgbImageWithoutAlphaDecodesOpaque() throws {
    let image = try PNGImage(contentsOf: Fixture.pixelmatch("4a"))
    #expect(image.size == ImageSize(width: 438, height: 412))
    #expect(stride(from: 3, to: image.pixels.count, by: 4).allSatisfy { image.pixels[$0] == 255 })
  }

  @Test func unreadableFileErrorNamesTheFile() {
    let url = Fixture.directory.appendingPathComponent("pixelmatch/LICENSE")
    #expect(throws: ComparisonError.unreadablePNG(path: url.path, reason: "Not a PNG file")) {
      try PNGImage(contentsOf: url)
    }
  }

  @Test func missingFileErrorSaysSo() {
    let url = Fixture.directory.appendingPathComponent("absent.png")
    let error = ComparisonError.unreadablePNG(path: url.path, reason: "no such file")
    #expect(throws: error) { try PNGImage(contentsOf: url) }
    #expect(error.description == "\(url.path): error: cannot read PNG: no such file")
  }

  @Test func pixelBufferOfTheWrongSizeIsRejected() {
    #expect(throws: ComparisonError.invalidPixelBuffer(width: 2, height: 2, byteCount: 15)) {
      try PNGImage(width: 2, height: 2, pixels: [UInt8](repeating: 0, count: 15))
    }
  }

  @Test func writtenFileDecodesToTheSameImage() throws {
    let url = try Fixture.temporaryDirectory().appendingPathComponent("written.png")
    let image = TestImages.antialiasedEdge(shift: 0.2)
    try image.write(to: url)
    #expect(try PNGImage(contentsOf: url) == image)
  }
}
