import Foundation
import ReplayRaster
import SnapshotRecording
import Testing

@testable import ReplayComparison

/// Difference images go to disk as each frame is compared; only counts and paths stay in
/// memory, and the paths are checked before anything is compared.
@Suite struct DifferenceImageWriterTests {
  let white = RasterImage(width: 6, height: 4, filledWith: TestImages.white)

  func dotted(at x: Int) -> RasterImage {
    var image = white
    image[x, 1] = TestImages.black
    return image
  }

  @Test func aFailingFrameIsWrittenAndKeptWithoutItsPixels() throws {
    let output = try Fixture.temporaryDirectory().appendingPathComponent("diffs")
    let writer = DifferenceImageWriter(directory: output)
    let result = ImageComparison.compare(white, dotted(at: 2))
    #expect(result.diffImage != nil)
    let kept = try writer.keep(result, ofFrame: "frame-000007.png")
    #expect(kept.result?.diffImage == nil)
    #expect(kept.result?.differingPixels == 1)
    #expect(kept.diffImageURL == output.appendingPathComponent("frame-000007.diff.png"))
    let written = try PNGCodec.read(output.appendingPathComponent("frame-000007.diff.png"))
    #expect(written == result.diffImage)
  }

  @Test func aPassingFrameWritesNothing() throws {
    let output = try Fixture.temporaryDirectory().appendingPathComponent("diffs")
    let writer = DifferenceImageWriter(directory: output)
    let options = ComparisonOptions(maxDiffPixels: 1)
    let kept = try writer.keep(
      ImageComparison.compare(white, dotted(at: 2), options: options), ofFrame: "a.png")
    #expect(kept.passed)
    #expect(kept.result?.diffImage == nil)
    #expect(kept.diffImageURL == nil)
    #expect(!FileManager.default.fileExists(atPath: output.path))
  }

  @Test func aDirectoryComparisonKeepsNoDifferenceImageInMemory() throws {
    let reference = try Fixture.temporaryDirectory()
    let candidate = try Fixture.temporaryDirectory()
    let names = (0..<40).map { String(format: "frame-%06d.png", $0) }
    for (index, name) in names.enumerated() {
      try PNGCodec.write(white, to: reference.appendingPathComponent(name))
      try PNGCodec.write(dotted(at: index % 6), to: candidate.appendingPathComponent(name))
    }
    let output = try Fixture.temporaryDirectory().appendingPathComponent("diffs")
    let frames = try DirectoryComparison.compare(
      reference, candidate, diffImages: DifferenceImageWriter(directory: output))
    #expect(frames.count == 40)
    #expect(frames.allSatisfy { !$0.passed && $0.result?.diffImage == nil })
    #expect(frames.compactMap(\.diffImageURL).count == 40)
    #expect(try FileManager.default.contentsOfDirectory(atPath: output.path).count == 40)
  }

  @Test func claimCreatesTheDirectoryAndRefusesAFileOfAnotherKind() throws {
    let output = try Fixture.temporaryDirectory().appendingPathComponent("new/diffs")
    let notes = output.appendingPathComponent("frame-000001.diff.png")
    try DifferenceImageWriter(directory: output).claim(frames: ["frame-000000.png"])
    #expect(FileManager.default.fileExists(atPath: output.path))
    try Data("notes".utf8).write(to: notes)
    #expect(throws: ComparisonError.outputPath(.foreignFile(path: notes.path, kind: "PNG"))) {
      try DifferenceImageWriter(directory: output).claim(frames: ["frame-000001.png"])
    }
    try DifferenceImageWriter(directory: output, force: true).claim(frames: ["frame-000001.png"])
  }

  @Test func claimRefusesAFileWhereTheDirectoryGoes() throws {
    let file = try Fixture.temporaryDirectory().appendingPathComponent("taken")
    try Data("x".utf8).write(to: file)
    #expect(throws: ComparisonError.outputPath(.notADirectory(path: file.path))) {
      try DifferenceImageWriter(directory: file).claim(frames: ["a.png"])
    }
  }
}
