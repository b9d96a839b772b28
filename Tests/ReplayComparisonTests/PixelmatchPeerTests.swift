import ReplayRaster
import Testing

@testable import ReplayComparison

/// One case of pixelmatch 7.2.0's own test suite: two images, a threshold and the number of
/// mismatched pixels pixelmatch reports for them.
struct PixelmatchCase: CustomTestStringConvertible, Sendable {
  var reference: String
  var candidate: String
  var threshold: Double
  var expectedDifferences: Int

  var testDescription: String {
    "\(reference) vs \(candidate) at threshold \(threshold): \(expectedDifferences)"
  }

  /// The table in the peer's README.
  static let all: [PixelmatchCase] = [
    .init(reference: "1a", candidate: "1b", threshold: 0.05, expectedDifferences: 143),
    .init(reference: "1a", candidate: "1b", threshold: 0.1, expectedDifferences: 106),
    .init(reference: "1a", candidate: "1a", threshold: 0, expectedDifferences: 0),
    .init(reference: "2a", candidate: "2b", threshold: 0.05, expectedDifferences: 12437),
    .init(reference: "3a", candidate: "3b", threshold: 0.05, expectedDifferences: 212),
    .init(reference: "4a", candidate: "4b", threshold: 0.05, expectedDifferences: 36049),
    .init(reference: "5a", candidate: "5b", threshold: 0.05, expectedDifferences: 6),
    .init(reference: "6a", candidate: "6b", threshold: 0.05, expectedDifferences: 51),
    .init(reference: "6a", candidate: "6a", threshold: 0, expectedDifferences: 0),
    .init(reference: "7a", candidate: "7b", threshold: 0.1, expectedDifferences: 2448),
    .init(reference: "8a", candidate: "5b", threshold: 0.05, expectedDifferences: 32896),
  ]
}

@Suite struct PixelmatchPeerTests {
  @Test(arguments: PixelmatchCase.all)
  func differingPixelCountIsWithinTenPercentOfPixelmatch(_ peer: PixelmatchCase) throws {
    let reference = try PNGCodec.read(Fixture.pixelmatch(peer.reference))
    let candidate = try PNGCodec.read(Fixture.pixelmatch(peer.candidate))
    let result = ImageComparison.compare(
      reference, candidate, options: ComparisonOptions(threshold: peer.threshold))
    let tolerance = Double(peer.expectedDifferences) * 0.1
    #expect(abs(Double(result.differingPixels - peer.expectedDifferences)) <= tolerance)
  }

  @Test func antialiasingOnlyPairLeavesSingleDigitDifferences() throws {
    let result = ImageComparison.compare(
      try PNGCodec.read(Fixture.pixelmatch("5a")),
      try PNGCodec.read(Fixture.pixelmatch("5b")),
      options: ComparisonOptions(threshold: 0.05))
    #expect(result.differingPixels < 10)
    #expect(result.antialiasedPixels > 100)
  }

  @Test func includingAntialiasingCountsTheAntialiasedPixelsAsDifferences() throws {
    let reference = try PNGCodec.read(Fixture.pixelmatch("5a"))
    let candidate = try PNGCodec.read(Fixture.pixelmatch("5b"))
    let ignoring = ImageComparison.compare(
      reference, candidate, options: ComparisonOptions(threshold: 0.05))
    let including = ImageComparison.compare(
      reference, candidate, options: ComparisonOptions(threshold: 0.05, includeAntialiasing: true))
    #expect(including.antialiasedPixels == 0)
    #expect(including.differingPixels == ignoring.differingPixels + ignoring.antialiasedPixels)
  }
}
