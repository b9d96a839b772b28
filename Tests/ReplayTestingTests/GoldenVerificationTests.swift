import Foundation
import ReplayComparison
import ReplayRaster
import ReplayVerification
import Testing

@Suite struct GoldenVerificationTests {
  @Test func missingModeWritesNewGoldensThenFails() throws {
    let fixtures = try VerificationFixtures()
    defer { fixtures.remove() }
    let result = try fixtures.verification(.missing).run()
    #expect(!result.passed)
    #expect(result.recorded.count == 5)
    #expect(try fixtures.goldenNames() == result.recorded)
    #expect(result.message.contains("Recorded 5 golden frames (record mode missing)"))
    #expect(try fixtures.verification(.missing).run().passed)
  }

  @Test func neverModeFailsWithoutWriting() throws {
    let fixtures = try VerificationFixtures()
    defer { fixtures.remove() }
    let result = try fixtures.verification(.never).run()
    #expect(!result.passed)
    #expect(result.recorded.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: fixtures.goldens.path))
    #expect(result.message.contains("frame-000000.png: no golden"))
    #expect(result.message.contains("re-record them with --record failed"))
  }

  @Test func strongPixelChangeFailsWithDifferenceImageAndNextStep() throws {
    let fixtures = try VerificationFixtures()
    defer { fixtures.remove() }
    _ = try fixtures.verification(.missing).run()
    try fixtures.spoilGolden("frame-000002.png")
    let result = try fixtures.verification(.never).run()
    #expect(!result.passed)
    let failing = result.report.failingFrames.map(\.name)
    #expect(failing == ["frame-000002.png"])
    let diff = try #require(result.report.failingFrames.first?.diffImageURL)
    let image = try PNGCodec.read(diff)
    #expect(image[5, 5].red > 200 && image[5, 5].green < 60)
    #expect(result.message.contains("frame-000002.png: different: 2 pixels differ"))
    #expect(result.message.contains("difference image: \(diff.path)"))
    #expect(result.message.contains("Actual frames: \(result.actualDirectory.path)"))
    #expect(result.message.contains("--record failed (or SNAPREPLAY_RECORD=failed)"))
  }

  /// A long failing verification used to hold every differing frame's difference image until
  /// the end (over 1 GiB for 226 frames at scale 2); each is written as soon as it is computed
  /// and the result keeps only its counts and path.
  @Test func aFailingVerificationKeepsNoDifferenceImageInMemory() throws {
    let fixtures = try VerificationFixtures()
    defer { fixtures.remove() }
    _ = try fixtures.verification(.missing).run()
    var rounded = VerificationFixtures.smallRender
    rounded.cornerRadius = 6
    let result = try fixtures.verification(.never, options: rounded).run()
    let failing = result.report.failingFrames
    #expect(failing.count == 5)
    for frame in failing {
      #expect(frame.result?.diffImage == nil, "\(frame.name) keeps its difference image")
      let url = try #require(frame.diffImageURL)
      #expect(try PNGCodec.read(url).size == frame.result?.referenceSize)
    }
  }

  @Test func failedModeRewritesOnlyTheFailingGoldens() throws {
    let fixtures = try VerificationFixtures()
    defer { fixtures.remove() }
    _ = try fixtures.verification(.missing).run()
    try fixtures.spoilGolden("frame-000002.png")
    let untouched = try fixtures.goldenData("frame-000001.png")
    let spoiled = try fixtures.goldenData("frame-000002.png")
    let result = try fixtures.verification(.failed).run()
    #expect(!result.passed)
    #expect(result.recorded == ["frame-000002.png"])
    #expect(try fixtures.goldenData("frame-000001.png") == untouched)
    #expect(try fixtures.goldenData("frame-000002.png") != spoiled)
    #expect(try fixtures.verification(.never).run().passed)
  }

  @Test func allModeRewritesEveryGoldenAndFails() throws {
    let fixtures = try VerificationFixtures()
    defer { fixtures.remove() }
    _ = try fixtures.verification(.missing).run()
    try fixtures.spoilGolden("frame-000002.png")
    let result = try fixtures.verification(.all).run()
    #expect(!result.passed)
    #expect(result.recorded.count == 5)
    #expect(result.message.contains("Record mode is all"))
    #expect(try fixtures.verification(.never).run().passed)
  }

  @Test func goldensTheRenderNoLongerProducesAreReportedAndRemovedWhenRecording() throws {
    let fixtures = try VerificationFixtures()
    defer { fixtures.remove() }
    _ = try fixtures.verification(.missing).run()
    var shorter = VerificationFixtures.smallRender
    shorter.toSeq = 1
    let never = try fixtures.verification(.never, options: shorter).run()
    #expect(!never.passed)
    #expect(never.message.contains("golden exists but the render no longer produces it"))
    let failed = try fixtures.verification(.failed, options: shorter).run()
    #expect(!failed.removed.isEmpty)
    #expect(try fixtures.verification(.never, options: shorter).run().passed)
  }

  @Test func verificationsOfOneRecordingKeepTheirArtifactsApart() throws {
    // Parallel tests of one recording with different options share $SNAPREPLAY_ARTIFACTS.
    let fixtures = try VerificationFixtures()
    defer { fixtures.remove() }
    var larger = VerificationFixtures.smallRender
    larger.scale = 1
    let small = try fixtures.verification(.missing).run()
    let large = try GoldenVerification(
      recording: VerificationFixtures.demo("insertion-sort.jsonl"),
      goldens: fixtures.root.appendingPathComponent("large-goldens"), renderOptions: larger,
      record: .missing, artifacts: fixtures.artifacts
    ).run()
    #expect(small.actualDirectory.path != large.actualDirectory.path)
    let frame = try PNGCodec.read(small.actualDirectory.appendingPathComponent("frame-000000.png"))
    let golden = try PNGCodec.read(fixtures.goldens.appendingPathComponent("frame-000000.png"))
    #expect(frame.size == golden.size)
  }

  @Test func passingVerificationComparesInMemoryAndWritesNothing() throws {
    let fixtures = try VerificationFixtures()
    defer { fixtures.remove() }
    let recorded = try fixtures.verification(.missing).run()
    #expect(FileManager.default.fileExists(atPath: recorded.actualDirectory.path))
    let result = try fixtures.verification(.never).run()
    #expect(result.passed)
    #expect(result.message.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: result.actualDirectory.path))
    let diffs = result.actualDirectory.deletingLastPathComponent().appendingPathComponent("diff")
    #expect(!FileManager.default.fileExists(atPath: diffs.path))
  }

  @Test func inMemoryVerdictsAreTheVerdictsOfComparingTheWrittenFrames() throws {
    let fixtures = try VerificationFixtures()
    defer { fixtures.remove() }
    _ = try fixtures.verification(.missing).run()
    try fixtures.spoilGolden("frame-000002.png")
    try FileManager.default.removeItem(
      at: fixtures.goldens.appendingPathComponent("frame-000004.png"))
    let result = try fixtures.verification(.never).run()
    let onDisk = try DirectoryComparison.compare(fixtures.goldens, result.actualDirectory)
    #expect(result.report.frames.map(\.summary) == onDisk.map(\.summary))
    #expect(
      result.report.frames.map(\.summary).contains(
        "frame-000004.png: extra in the candidate (not in the reference)"))
    for (inMemory, written) in zip(result.report.frames, onDisk) {
      // The in-memory comparison wrote its difference image as it went and kept only its path.
      #expect(inMemory.result?.diffImage == nil)
      let streamed = try inMemory.diffImageURL.map { try PNGCodec.read($0) }
      #expect(streamed == written.result?.diffImage)
    }
  }

  @Test func unreadableGoldenIsAnErrorNamingIt() throws {
    let fixtures = try VerificationFixtures()
    defer { fixtures.remove() }
    _ = try fixtures.verification(.missing).run()
    let broken = fixtures.goldens.appendingPathComponent("frame-000003.png")
    try Data("not a png".utf8).write(to: broken)
    #expect {
      try fixtures.verification(.never).run()
    } throws: { error in
      guard case .comparison(let comparison) = error as? VerificationError else { return false }
      return comparison == .unreadablePNG(path: broken.path, reason: "Not a PNG file")
    }
  }
}
