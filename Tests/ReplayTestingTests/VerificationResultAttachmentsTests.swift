import Foundation
import ReplayRaster
import ReplayTestSupport
import ReplayVerification
import Testing

@testable import ReplayTesting

/// What a failing `assertReplay` attaches to the test: each of the first failing frames'
/// golden, actual and difference PNGs, as the files on disk hold them, and the structure's first
/// divergence as one line.
@Suite struct VerificationResultAttachmentsTests {
  @Test func aPixelChangeAttachesTheGoldenTheActualAndTheDifferenceOfTheFrame() throws {
    let fixtures = try VerificationFixtures()
    defer { fixtures.remove() }
    _ = try fixtures.verification(.missing).run()
    try fixtures.spoilGolden("frame-000002.png")
    let result = try fixtures.verification(.never).run()
    let files = result.failureAttachments
    #expect(
      files.map(\.name) == [
        "insertion-sort.frame-000002.golden.png", "insertion-sort.frame-000002.actual.png",
        "insertion-sort.frame-000002.difference.png",
      ])
    #expect(files[0].contents == (try fixtures.goldenData("frame-000002.png")))
    let actual = result.actualDirectory.appendingPathComponent("frame-000002.png")
    #expect(files[1].contents == (try Data(contentsOf: actual)))
    let difference = try #require(result.report.failingFrames.first?.diffImageURL)
    #expect(files[2].contents == (try Data(contentsOf: difference)))
    for file in files {
      #expect(file.isPNG)
      #expect(file.uniformTypeIdentifier == "public.png")
      #expect((try? PNGCodec.decode([UInt8](file.contents))) != nil, "\(file.name) is no PNG")
    }
  }

  @Test func aChangedStructureAttachesItsFirstDivergenceAsOneLine() throws {
    let fixtures = try VerificationFixtures()
    defer { fixtures.remove() }
    _ = try fixtures.verification(.missing).run()
    var fewer = VerificationFixtures.smallRender
    fewer.toSeq = 2
    let result = try fixtures.verification(.never, options: fewer).run()
    let divergence = try #require(result.divergence)
    let text = try #require(result.failureAttachments.last)
    #expect(text.name == "insertion-sort.divergence.txt")
    #expect(String(decoding: text.contents, as: UTF8.self) == divergence.description + "\n")
    #expect(!text.isPNG)
  }

  @Test func atMostThreeFramesAreAttachedAndNewFramesHaveNoGolden() throws {
    let fixtures = try VerificationFixtures()
    defer { fixtures.remove() }
    let result = try fixtures.verification(.never).run()
    #expect(result.report.failingFrames.count == 5)
    #expect(
      result.failureAttachments.map(\.name) == [
        "insertion-sort.frame-000000.actual.png", "insertion-sort.frame-000001.actual.png",
        "insertion-sort.frame-000002.actual.png",
      ])
  }

  @Test func aPassingVerificationAttachesNothing() throws {
    let fixtures = try VerificationFixtures()
    defer { fixtures.remove() }
    _ = try fixtures.verification(.missing).run()
    let result = try fixtures.verification(.never).run()
    #expect(result.passed)
    #expect(result.failureAttachments.isEmpty)
  }
}
