import Foundation
import ReplayRendering
import ReplayVerification
import Testing

/// Frame count and rate as kinds: a render with more frames, or at another fps, is said once
/// (`5 frames, goldens have 3: 2 more frames at the end`, `fps differs: 10 vs 5 in the
/// goldens`), not frame by frame, in text, JSON and JUnit.
@Suite struct TimingVerificationTests {
  /// Goldens of the small render with their last two frames gone: the render has two more.
  static func goldensMissingTheLastTwoFrames(_ fixtures: VerificationFixtures) throws {
    _ = try fixtures.verification(.missing).run()
    for name in ["frame-000003.png", "frame-000004.png"] {
      try FileManager.default.removeItem(at: fixtures.goldens.appendingPathComponent(name))
    }
  }

  @Test func twoMoreFramesAreOneFrameCountFailure() throws {
    let fixtures = try VerificationFixtures()
    defer { fixtures.remove() }
    try Self.goldensMissingTheLastTwoFrames(fixtures)
    let result = try fixtures.verification(.never).run()
    #expect(result.classification == .frameCount)
    #expect(
      result.timing
        == TimingDifference.frameCount(golden: 3, actual: 5))
    #expect(result.timing?.text == "5 frames, goldens have 3: 2 more frames at the end")
    let lines = result.message.split(separator: "\n").map(String.init)
    #expect(
      lines.contains(
        "frame-count: 5 frames, goldens have 3: 2 more frames at the end; every frame both have agrees."
      ))
    #expect(lines.contains("  frame-000003.png … frame-000004.png (2 frames): no golden"))
    #expect(!lines.contains("  frame-000003.png: no golden"))
    let suite = SuiteResult(results: [result])
    #expect(
      suite.junitXML().contains(
        #"<failure type="frame-count" message="5 frames, goldens have 3: 2 more frames at the end">"#
      ))
    #expect(suite.json.contains(#""classification": "frameCount""#))
    #expect(suite.json.contains("2 more frames at the end"))
  }

  @Test func anotherFrameRateIsOneFrameRateFailure() throws {
    let fixtures = try VerificationFixtures()
    defer { fixtures.remove() }
    _ = try fixtures.verification(.missing).run()
    var faster = VerificationFixtures.smallRender
    faster.fps = 10
    let result = try fixtures.verification(.never, options: faster).run()
    #expect(result.classification == .frameRate)
    #expect(result.timing?.kind == .frameRate)
    #expect(result.timing?.goldenFPS == "5")
    #expect(result.timing?.actualFPS == "10")
    #expect(result.timing?.text.hasPrefix("fps differs: 10 vs 5 in the goldens (") == true)
    let message = result.message
    #expect(message.contains("\nframe-rate: fps differs: 10 vs 5 in the goldens"))
    // Counted, not listed: one line for the differing frames, one for the new ones.
    #expect(!message.contains("frame-000001.png: "))
    let suite = SuiteResult(results: [result])
    #expect(suite.junitXML().contains(#"<failure type="frame-rate" message="fps differs: 10 vs 5"#))
    #expect(suite.summary(verbose: false).contains("fps differs"))
  }

  @Test func theSameCountAndRateHaveNoTimingDifference() throws {
    let fixtures = try VerificationFixtures()
    defer { fixtures.remove() }
    _ = try fixtures.verification(.missing).run()
    try fixtures.spoilGolden("frame-000002.png")
    let result = try fixtures.verification(.never).run()
    #expect(result.timing == nil)
    #expect(result.classification == .pixelsOnly)
  }
}
