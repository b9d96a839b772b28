import ReplayRaster
import Testing

@testable import ReplayComparison

@Suite struct ComparisonOptionsTests {
  /// A 10×10 pair whose first `count` pixels are black instead of white.
  func pair(differingIn count: Int) -> (RasterImage, RasterImage) {
    let reference = RasterImage(width: 10, height: 10, filledWith: TestImages.white)
    var candidate = reference
    for index in 0..<count { candidate[index % 10, index / 10] = TestImages.black }
    return (reference, candidate)
  }

  @Test func maxDiffPixelsAllowsUpToThatManyPixels() {
    let (reference, candidate) = pair(differingIn: 3)
    let three = ImageComparison.compare(reference, candidate, options: .init(maxDiffPixels: 3))
    let two = ImageComparison.compare(reference, candidate, options: .init(maxDiffPixels: 2))
    #expect(three.verdict == .withinTolerance)
    #expect(two.verdict == .different)
  }

  @Test func maxDiffRatioAllowsThatFractionOfPixels() {
    let (reference, candidate) = pair(differingIn: 5)
    let fivePercent = ImageComparison.compare(
      reference, candidate, options: .init(maxDiffRatio: 0.05))
    let fourPercent = ImageComparison.compare(
      reference, candidate, options: .init(maxDiffRatio: 0.04))
    #expect(fivePercent.verdict == .withinTolerance)
    #expect(fourPercent.verdict == .different)
  }

  @Test func theMoreGenerousOfBothBudgetsApplies() {
    let options = ComparisonOptions(maxDiffPixels: 1, maxDiffRatio: 0.1)
    #expect(options.allows(differingPixels: 10, of: 100))
    #expect(!options.allows(differingPixels: 11, of: 100))
    let pixels = ComparisonOptions(maxDiffPixels: 20, maxDiffRatio: 0.1)
    #expect(pixels.allows(differingPixels: 20, of: 100))
  }

  @Test func withoutBudgetsNoDifferingPixelIsAllowed() {
    #expect(ComparisonOptions().allows(differingPixels: 0, of: 100))
    #expect(!ComparisonOptions().allows(differingPixels: 1, of: 1_000_000))
  }

  @Test func thresholdSetsTheLargestMatchingDelta() {
    #expect(ComparisonOptions(threshold: 1).maxColorDelta == 35215)
    #expect(abs(ComparisonOptions(threshold: 0.1).maxColorDelta - 352.15) < 1e-9)
  }
}
