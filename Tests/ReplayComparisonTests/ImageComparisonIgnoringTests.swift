import ReplayRaster
import SnapshotRecording
import Testing

@testable import ReplayComparison

/// `ImageComparison.compare(_:_:options:ignoring:)`: rectangles whose pixels are not compared.
@Suite struct ImageComparisonIgnoringTests {
  let flat = RasterImage(
    width: 20, height: 10, filledWith: RecordedColor(red: 40, green: 120, blue: 200))
  let yellow = RecordedColor(red: 255, green: 255, blue: 0)

  @Test func changeInsideAnIgnoredRectangleIsNotCounted() {
    var candidate = flat
    candidate[7, 3] = yellow
    let result = ImageComparison.compare(
      flat, candidate, ignoring: [PixelRect(x: 5, y: 2, width: 4, height: 4)])
    #expect(result.differingPixels == 0)
    #expect(result.passed)
  }

  @Test func changeOutsideEveryIgnoredRectangleStillFails() {
    var candidate = flat
    candidate[7, 3] = yellow
    candidate[15, 8] = yellow
    let result = ImageComparison.compare(
      flat, candidate, ignoring: [PixelRect(x: 5, y: 2, width: 4, height: 4)])
    #expect(result.differingPixels == 1)
    #expect(result.verdict == .different)
  }

  /// The difference image shows what was ignored as grey and white diagonal stripes.
  @Test func ignoredPixelsAreHatchedInTheDifferenceImage() throws {
    var candidate = flat
    candidate[15, 8] = yellow
    let diff = try #require(
      ImageComparison.compare(
        flat, candidate, ignoring: [PixelRect(x: 0, y: 0, width: 8, height: 8)]
      ).diffImage)
    let grey = RecordedColor(red: 160, green: 160, blue: 160)
    let white = RecordedColor(red: 255, green: 255, blue: 255)
    #expect(diff[0, 0] == grey && diff[3, 0] == grey && diff[4, 0] == white)
    #expect(diff[1, 3] == white && diff[7, 7] == white && diff[4, 5] == grey)
    #expect(diff[15, 8] == DifferencePainter.differenceColor)
  }

  @Test func rectanglesReachingOutsideTheImageAreClipped() {
    var candidate = flat
    candidate[19, 9] = yellow
    let result = ImageComparison.compare(
      flat, candidate,
      ignoring: [
        PixelRect(x: 18, y: 8, width: 100, height: 100),
        PixelRect(x: -50, y: -50, width: 10, height: 10),
      ])
    #expect(result.differingPixels == 0)
  }
}
