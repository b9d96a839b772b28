import Foundation
import ReplayRaster
import ReplayTestSupport
import SnapshotRecording
import Testing

@testable import ReplaySnapshotTesting

/// What a failing `.replay` comparison attaches: the reference and the drawn image as PNGs, their
/// difference, and the message's line naming the differing frames.
@Suite struct ReplayImageAttachmentsTests {
  static let insertionSort = PackageFiles.demoRecording("insertion-sort.jsonl")
  static let smallSort = RenderOptionOverrides {
    $0.scale = 0.5; $0.toSeq = 3
  }

  @Test func aChangedFrameAttachesReferenceActualDifferenceAndTheDifferingFramesLine() throws {
    let drawn = ReplayImage.draw(
      recording: Self.insertionSort, selection: .frame(seq: 3), options: Self.smallSort)
    var pixels = drawn.pixels
    for x in 0..<8 { pixels[x, 4] = RecordedColor(red: 255, green: 0, blue: 255) }
    let reference = ReplayImage(pixels: pixels, frames: drawn.frames)
    let (message, difference) = try #require(ReplayImage.difference(reference, drawn))
    let files = ReplayImage.failureAttachments(
      reference: reference, drawn: drawn, difference: difference, message: message)
    #expect(
      files.map(\.name) == ["reference.png", "actual.png", "difference.png", "divergence.txt"])
    #expect(try PNGCodec.decode([UInt8](files[0].contents)) == pixels)
    #expect(try PNGCodec.decode([UInt8](files[1].contents)) == drawn.pixels)
    #expect(try PNGCodec.decode([UInt8](files[2].contents)).size == drawn.pixels.size)
    let line = String(decoding: files[3].contents, as: UTF8.self)
    #expect(line.hasPrefix("differing frames: seq 3"))
    #expect(line.hasSuffix("\n") && line.dropLast().contains("\n") == false)
  }

  @Test func aReferenceThatIsNoPNGIsAttachedAsItsText() {
    let reference = ReplayImage(pngData: Data("not a png".utf8))
    let drawn = ReplayImage(
      pixels: RasterImage(width: 1, height: 1, filledWith: RecordedColor(red: 1, green: 2, blue: 3))
    )
    let message = ReplayImage.difference(reference, drawn)?.message ?? ""
    let files = ReplayImage.failureAttachments(
      reference: reference, drawn: drawn, difference: nil, message: message)
    #expect(files.map(\.name) == ["reference.txt", "actual.png", "divergence.txt"])
  }
}
