import ReplayRaster
import SnapshotRecording
import Testing

@testable import ReplayComparison

@Suite struct ImageComparisonTests {
  let flat = RasterImage(
    width: 20, height: 10, filledWith: RecordedColor(red: 40, green: 120, blue: 200))

  @Test func identicalImagesAreIdentical() {
    let result = ImageComparison.compare(flat, flat)
    #expect(result.verdict == .identical)
    #expect(result.passed)
    #expect(result.differingPixels == 0)
    #expect(result.diffImage == nil)
  }

  @Test func oneStronglyChangedPixelFailsWithoutABudget() {
    var candidate = flat
    candidate[7, 3] = RecordedColor(red: 255, green: 255, blue: 0)
    let result = ImageComparison.compare(flat, candidate)
    #expect(result.verdict == .different)
    #expect(result.differingPixels == 1)
    #expect(result.antialiasedPixels == 0)
  }

  @Test func diffImagePaintsTheChangedPixelRedOverAFadedReference() throws {
    var candidate = flat
    candidate[7, 3] = RecordedColor(red: 255, green: 255, blue: 0)
    let diff = try #require(ImageComparison.compare(flat, candidate).diffImage)
    #expect(diff[7, 3] == RecordedColor(red: 255, green: 0, blue: 0))
    let faded = diff[0, 0]
    #expect(faded.red == faded.green && faded.green == faded.blue)
    #expect(faded.red > 200)
  }

  @Test func changeBelowTheThresholdIsWithinTolerance() {
    var candidate = flat
    candidate[2, 2] = RecordedColor(red: 42, green: 121, blue: 199)
    let result = ImageComparison.compare(flat, candidate)
    #expect(result.verdict == .withinTolerance)
    #expect(result.differingPixels == 0)
  }

  @Test func zeroThresholdCountsTheSmallestChange() {
    var candidate = flat
    candidate[2, 2] = RecordedColor(red: 41, green: 120, blue: 200)
    let result = ImageComparison.compare(flat, candidate, options: .init(threshold: 0))
    #expect(result.differingPixels == 1)
  }

  @Test func subPixelShiftOfAnAntialiasedEdgePassesAtTheDefaultThreshold() {
    let reference = TestImages.antialiasedEdge(shift: 0)
    let candidate = TestImages.antialiasedEdge(shift: 0.4)
    #expect(reference != candidate)
    let result = ImageComparison.compare(reference, candidate)
    #expect(result.verdict == .withinTolerance)
    #expect(result.differingPixels == 0)
    #expect(result.antialiasedPixels > 0)
  }

  @Test func shiftedEdgeCountsWhenAntialiasingIsIncluded() {
    let result = ImageComparison.compare(
      TestImages.antialiasedEdge(shift: 0), TestImages.antialiasedEdge(shift: 0.4),
      options: .init(includeAntialiasing: true))
    #expect(result.verdict == .different)
    #expect(result.antialiasedPixels == 0)
  }

  @Test func differentDimensionsAreAMismatchNamedAsSuch() {
    let wider = RasterImage(
      width: 21, height: 10, filledWith: RecordedColor(red: 40, green: 120, blue: 200))
    let result = ImageComparison.compare(flat, wider, options: .init(maxDiffRatio: 1))
    #expect(result.verdict == .dimensionMismatch)
    #expect(!result.passed)
    #expect(result.summary == "dimension mismatch: reference is 20×10, candidate is 21×10")
  }

  @Test func semiTransparentChangeIsSeenThroughTheBackground() {
    let clear = RasterImage(
      width: 4, height: 4, filledWith: RecordedColor(red: 255, green: 255, blue: 255, alpha: 0))
    var candidate = clear
    candidate[1, 1] = RecordedColor(red: 255, green: 255, blue: 255, alpha: 255)
    #expect(ImageComparison.compare(clear, candidate).differingPixels == 1)
  }
}
