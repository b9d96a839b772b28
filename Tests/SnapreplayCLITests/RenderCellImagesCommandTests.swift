import Foundation
import ReplayRaster
import ReplayTestSupport
import SnapshotRecording
import Testing

/// `snapreplay render` with cell images: a picture the reader accepts but that does not decode
/// is a warning after the render, naming its digest, and the cell is drawn from its label.
@Suite struct RenderCellImagesCommandTests {
  @Test func aPictureThatDoesNotDecodeIsAWarningAndTheRenderSucceeds() throws {
    var rgba: [UInt8] = []
    for y in 0..<20 {
      for x in 0..<40 { rgba += [UInt8(x * 6), UInt8(y * 12), 7, 255] }
    }
    let whole = try PNGCodec.encode(RasterImage(width: 40, height: 20, rgba: rgba))
    // The signature, the header chunk and the start of the image data: a valid header over
    // pixels that end too soon.
    let truncated = Array(whole.prefix(8 + 25 + 20))
    let image = CellImageEvent(
      png: truncated, size: RecordedSize(width: 20, height: 10), scale: 2)
    var item = RecordedItem(id: "a", label: "A")
    item.image = image.digest
    let apply = ApplyEvent(seq: 1, time: 0, sections: [RecordedSection(id: "s", items: [item])])
    let source = try ScratchDirectory.file("truncated.jsonl", prefix: "render-images")
    defer { ScratchDirectory.remove(source.deletingLastPathComponent()) }
    let lines = [
      RecordingWriter.line(for: RecordingHeader(title: "Truncated")),
      RecordingWriter.line(for: .cellImage(image)),
      RecordingWriter.line(for: .apply(apply)),
    ]
    try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: source)
    let frames = source.deletingLastPathComponent().appendingPathComponent("frames")
    let run = try CommandRun.snapreplay(["render", source.path, "-o", frames.path, "--quiet"])
    #expect(run.exitCode == 0)
    #expect(
      run.standardError.hasPrefix(
        "\(source.path): warning: cell image \(image.digest) cannot be decoded ("))
    #expect(run.standardError.hasSuffix("; items naming it are drawn from their labels\n"))
  }

  /// The recording of two 40 × 20 pictures side by side in a grid, written to a scratch file.
  static func twoPictures() throws -> (source: URL, digests: [CellImageDigest]) {
    let images = try (0..<2).map { blue in
      CellImageEvent(
        png: try PNGCodec.encode(
          RasterImage(
            width: 40, height: 20, rgba: [UInt8](repeating: UInt8(blue * 99), count: 3_200))),
        size: RecordedSize(width: 20, height: 10), scale: 2)
    }
    let items = images.enumerated().map { index, image in
      var item = RecordedItem(id: index == 0 ? "a" : "b", label: "I")
      item.image = image.digest
      return item
    }
    let apply = ApplyEvent(seq: 1, time: 0, sections: [RecordedSection(id: "s", items: items)])
    let source = try ScratchDirectory.file("two.jsonl", prefix: "render-images")
    let lines =
      [RecordingWriter.line(for: RecordingHeader(title: "Two"))]
      + images.map { RecordingWriter.line(for: .cellImage($0)) }
      + [RecordingWriter.line(for: .apply(apply))]
    try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: source)
    return (source, images.map(\.digest))
  }

  @Test func maxPixelsKeepsAPictureUndecodedAndTheWarningNamesTheOption() throws {
    let (source, _) = try Self.twoPictures()
    defer { ScratchDirectory.remove(source.deletingLastPathComponent()) }
    let frames = source.deletingLastPathComponent().appendingPathComponent("frames")
    let run = try CommandRun.snapreplay(
      ["render", source.path, "-o", frames.path, "--quiet", "--max-pixels", "799"])
    #expect(run.exitCode == 0)
    #expect(run.standardError.contains("(raise the limit with --max-pixels)); items naming it"))
  }

  @Test func aFrameOverTheDecodedBudgetIsExitStatus1NamingTheVariable() throws {
    let (source, _) = try Self.twoPictures()
    defer { ScratchDirectory.remove(source.deletingLastPathComponent()) }
    let frames = source.deletingLastPathComponent().appendingPathComponent("frames")
    let run = try CommandRun.snapreplay(
      ["render", source.path, "-o", frames.path, "--quiet"],
      environment: ["SNAPREPLAY_MAX_DECODED_IMAGE_BYTES": "5000"])
    #expect(run.exitCode == 1)
    // The two 3,200-byte pictures and their copies at the cells' size on the canvas (25,600
    // bytes each, the pictures' scale 2 drawn at the default 1).
    #expect(
      run.standardError.contains(
        "a frame shows cell images that take 57600 bytes decoded, more than the 5000-byte budget "
          + "for decoded images; raise it with SNAPREPLAY_MAX_DECODED_IMAGE_BYTES=bytes"))
  }
}
