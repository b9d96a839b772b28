import Foundation
import RecordingFormat
import ReplayRendering
import ReplayVerification
import Testing

/// `GoldenVerification` writes `golden.json` with the goldens and judges a failure by it:
/// how the goldens were made, then their structure, then the pixels.
@Suite struct GoldenRecipeVerificationTests {
  @Test func recordingGoldensWritesTheirRecipeAndStructure() throws {
    let fixtures = try VerificationFixtures()
    defer { fixtures.remove() }
    let first = try fixtures.verification(.missing).run()
    #expect(first.recipeDifferences == nil)
    let recipe = try #require(try GoldenRecipe.load(from: fixtures.goldens))
    #expect(recipe.options.text(for: .fps) == "5")
    #expect(recipe.options.text(for: .to) == "3")
    #expect(recipe.frames?.count == 5)
    #expect(recipe.toolVersion == GoldenRecipe.currentToolVersion)
    #expect(!recipe.textStack.fonts.isEmpty)
    let second = try fixtures.verification(.missing).run()
    #expect(second.passed)
    #expect(second.recipeDifferences == [])
    #expect(second.classification == nil)
    #expect(second.divergence == nil)
  }

  @Test func aRenderWithMoreCellsThanTheLimitKeepsNoStructure() throws {
    let recording = try Recording(contentsOf: VerificationFixtures.demo("insertion-sort.jsonl"))
    let renderer = try RecordingRenderer(
      recording: recording, overrides: VerificationFixtures.smallRender)
    let frames = try #require(try FrameStructure.frames(of: renderer.frames))
    let cells = frames.reduce(0) { $0 + $1.cells.count }
    #expect(try FrameStructure.frames(of: renderer.frames, cellLimit: cells)?.count == 5)
    #expect(try FrameStructure.frames(of: renderer.frames, cellLimit: cells - 1) == nil)
  }

  @Test func aSpoiledGoldenWithTheSameStructureIsPixelsOnly() throws {
    let fixtures = try VerificationFixtures()
    defer { fixtures.remove() }
    _ = try fixtures.verification(.missing).run()
    try fixtures.spoilGolden("frame-000002.png")
    let result = try fixtures.verification(.never).run()
    #expect(result.classification == .pixelsOnly)
    #expect(result.divergence == nil)
    #expect(result.message.contains("\npixels-only: the structure is the goldens'"))
  }

  @Test func anotherTimingIsChangedWithTheOptionSaidFirst() throws {
    let fixtures = try VerificationFixtures()
    defer { fixtures.remove() }
    _ = try fixtures.verification(.missing).run()
    var faster = VerificationFixtures.smallRender
    faster.speed = 2
    let result = try fixtures.verification(.never, options: faster).run()
    #expect(result.classification == .changed)
    #expect(result.recipeDifferences?.map(\.text) == ["options differ: speed 1 (golden) vs 2"])
    let divergence = try #require(result.divergence)
    #expect(divergence.frame == 2)
    #expect(divergence.text.hasSuffix("expected at x=16, rendered at x=26.26"))
    let lines = result.message.split(separator: "\n").map(String.init)
    #expect(lines[1] == "Goldens were made differently: options differ: speed 1 (golden) vs 2")
    #expect(
      lines[2].hasPrefix(
        "changed: the replay's structure differs from the goldens' at frame 2, 0.4 s: `"))
  }

  @Test func goldensWithoutARecipeAreUnknownAndNeverGainOneByPassing() throws {
    let fixtures = try VerificationFixtures()
    defer { fixtures.remove() }
    _ = try fixtures.verification(.missing).run()
    let file = fixtures.goldens.appendingPathComponent(GoldenRecipe.fileName)
    try FileManager.default.removeItem(at: file)
    let passing = try fixtures.verification(.failed).run()
    #expect(passing.passed)
    #expect(passing.recipeDifferences == nil)
    #expect(!FileManager.default.fileExists(atPath: file.path))
    try fixtures.spoilGolden("frame-000002.png")
    let failing = try fixtures.verification(.never).run()
    #expect(failing.classification == .unknown)
    #expect(!failing.message.contains("unknown"))
    #expect(failing.message(verbose: true).contains("structure unknown"))
  }

  @Test func aGoldenRecipeThatIsNotAFileOrTooLargeIsAnError() throws {
    let fixtures = try VerificationFixtures()
    defer { fixtures.remove() }
    _ = try fixtures.verification(.missing).run()
    let file = fixtures.goldens.appendingPathComponent(GoldenRecipe.fileName)
    try FileManager.default.removeItem(at: file)
    try FileManager.default.createDirectory(at: file, withIntermediateDirectories: false)
    #expect(
      throws: VerificationError.invalidGoldenRecipe(path: file.path, reason: "not a regular file")
    ) {
      try fixtures.verification(.never).run()
    }
    try FileManager.default.removeItem(at: file)
    // Sparse: no disk is used for the size.
    #expect(FileManager.default.createFile(atPath: file.path, contents: nil))
    let handle = try FileHandle(forWritingTo: file)
    try handle.truncate(atOffset: UInt64(256 << 20) + 1)
    try handle.close()
    do {
      _ = try fixtures.verification(.never).run()
      Issue.record("read a golden.json over the limit")
    } catch {
      #expect(
        error.description
          == "\(file.path): 268435457 bytes is more than a golden.json may hold (268435456); "
          + "record fewer frames (--fps, --from, --to) so the goldens stay reviewable")
    }
  }
}
