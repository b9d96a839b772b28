import ReplayTestSupport
import Testing

@testable import SnapshotRecording

/// Cell pixels before encoding: the sizes must describe the bytes, and the blur replaces each
/// block by its rounded average, in place, leaving nothing of the block's detail.
@Suite struct CellImagePixelsTests {
  @Test func sizesThatDoNotDescribeTheBytesAreRefused() {
    #expect(CellImagePixels(width: 0, height: 1, bytes: []) == nil)
    #expect(CellImagePixels(width: 1, height: 0, bytes: [0, 0, 0, 0]) == nil)
    #expect(CellImagePixels(width: 2, height: 2, bytes: [UInt8](repeating: 0, count: 15)) == nil)
    #expect(
      CellImagePixels(width: 2, height: 1, bytesPerRow: 7, bytes: [UInt8](repeating: 0, count: 8))
        == nil)
    #expect(CellImagePixels(width: Int.max, height: 1, bytes: []) == nil)
    #expect(CellImagePixels(width: 1, height: Int.max, bytesPerRow: 8, bytes: []) == nil)
    // The last row needs no padding after its pixels.
    #expect(
      CellImagePixels(width: 1, height: 2, bytesPerRow: 8, bytes: [UInt8](repeating: 0, count: 12))
        != nil)
  }

  @Test func eachBlockBecomesItsRoundedAverage() throws {
    // 4 × 2 pixels, blocks of 2: the left block averages red and blue, the right one is grey.
    var pixels = try #require(
      CellImagePixels(
        width: 4, height: 2,
        bytes: [
          255, 0, 0, 255, 0, 0, 255, 255, 10, 10, 10, 255, 20, 20, 20, 255,
          255, 0, 0, 255, 0, 0, 255, 255, 30, 30, 30, 255, 41, 41, 41, 255,
        ]))
    pixels.pixelate(blockSide: 2)
    let left: [UInt8] = [128, 0, 128, 255]
    let right: [UInt8] = [25, 25, 25, 255]  // (10 + 20 + 30 + 41) / 4 = 25.25
    #expect(pixels.bytes == left + left + right + right + left + left + right + right)
  }

  @Test func edgeBlocksAreAveragedOverTheirOwnPixelsOnly() throws {
    // 3 × 1 with blocks of 2: the third pixel is a block of one and stays as it was.
    var pixels = try #require(
      CellImagePixels(width: 3, height: 1, bytes: [0, 0, 0, 255, 100, 100, 100, 255, 7, 8, 9, 10]))
    pixels.pixelate(blockSide: 2)
    #expect(pixels.bytes == [50, 50, 50, 255, 50, 50, 50, 255, 7, 8, 9, 10])
  }

  @Test func theBytesBetweenRowsAreLeftAlone() throws {
    // Two 1-pixel rows 8 bytes apart: the 4 bytes of padding after the first row stay.
    var pixels = try #require(
      CellImagePixels(
        width: 1, height: 2, bytesPerRow: 8, bytes: [0, 0, 0, 0, 9, 9, 9, 9, 200, 200, 200, 200]))
    pixels.pixelate(blockSide: 2)
    #expect(pixels.bytes == [100, 100, 100, 100, 9, 9, 9, 9, 100, 100, 100, 100])
  }

  @Test func aBlockSideBelowOneChangesNothing() throws {
    let original = try #require(
      CellImagePixels(width: 2, height: 1, bytes: [1, 2, 3, 4, 5, 6, 7, 8]))
    for side in [1, 0, -5] {
      var pixels = original
      pixels.pixelate(blockSide: side)
      #expect(pixels == original)
    }
  }

  @Test func theBufferRoutineRefusesSizesThatOverrunTheBuffer() {
    var bytes = [UInt8](repeating: 7, count: 15)
    let done = bytes.withUnsafeMutableBytes { buffer in
      CellImagePixels.pixelate(buffer, width: 2, height: 2, bytesPerRow: 8, blockSide: 2)
    }
    #expect(!done)
    #expect(bytes == [UInt8](repeating: 7, count: 15))
  }

  @Test func theBufferRoutineTheUIKitCaptureRunsGivesTheArrayFormsResult() throws {
    // As in a bitmap context: rows padded to 64-byte multiples (7 pixels, 28 bytes, stride 64).
    var generator = SplitMix64(seed: 7)
    let bytes = (0..<(64 * 5)).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
    var pixels = try #require(CellImagePixels(width: 7, height: 5, bytesPerRow: 64, bytes: bytes))
    pixels.blur(scale: 0.25)  // blocks of 2 pixels
    var buffer = bytes
    let done = buffer.withUnsafeMutableBytes { raw in
      CellImagePixels.pixelate(
        raw, width: 7, height: 5, bytesPerRow: 64,
        blockSide: CellImagePixels.blurBlockSide(scale: 0.25))
    }
    #expect(done)
    #expect(buffer == pixels.bytes)
    // The top-left block, computed here: each channel's rounded mean of its four pixels.
    for channel in 0..<4 {
      let sum = [0, 4, 64, 68].map { Int(bytes[$0 + channel]) }.reduce(0, +)
      #expect(buffer[channel] == UInt8((sum + 2) / 4))
    }
    // The padding after each row's 28 bytes of pixels is as it was.
    for row in 0..<5 {
      #expect(buffer[(row * 64 + 28)..<(row * 64 + 64)] == bytes[(row * 64 + 28)..<(row * 64 + 64)])
    }
  }

  @Test func aBlurBlockIsEightPointsAtTheDrawingScale() {
    #expect(CellImagePixels.blurBlockSide(scale: 3) == 24)
    #expect(CellImagePixels.blurBlockSide(scale: 2) == 16)
    #expect(CellImagePixels.blurBlockSide(scale: 1) == 8)
    #expect(CellImagePixels.blurBlockSide(scale: 0.01) == 1)
    #expect(CellImagePixels.blurBlockSide(scale: 0) == 24)
    #expect(CellImagePixels.blurBlockSide(scale: .nan) == 24)
    #expect(CellImagePixels.blurBlockSide(scale: .infinity) == 24)
  }

  @Test func aBlurredImageIsUniformInEveryBlockAndBlurringAgainChangesNothing() throws {
    // Seeded noise, 50 × 20 pixels at 1× (blocks of 8, the last column and row partial).
    var generator = SplitMix64(seed: 24)
    let noise = (0..<(50 * 20 * 4)).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
    var pixels = try #require(CellImagePixels(width: 50, height: 20, bytes: noise))
    pixels.blur(scale: 1)
    #expect(pixels.bytes != noise)
    for y in 0..<20 {
      for x in 0..<50 {
        let corner = ((y / 8 * 8) * 50 + x / 8 * 8) * 4
        let pixel = (y * 50 + x) * 4
        #expect(pixels.bytes[pixel..<pixel + 4] == pixels.bytes[corner..<corner + 4])
      }
    }
    var again = pixels
    again.blur(scale: 1)
    #expect(again == pixels)
  }
}
