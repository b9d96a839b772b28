import ReplayRaster
import SnapshotRecording
import Testing

@Suite struct RasterImageTests {
  static let red = RecordedColor(red: 255, green: 0, blue: 0)

  @Test func filledImageHoldsTheColourInEveryPixel() {
    let image = RasterImage(
      width: 3, height: 2, filledWith: RecordedColor(red: 1, green: 2, blue: 3, alpha: 4))
    #expect(
      image.rgba
        == [UInt8](
          [1, 2, 3, 4] + [1, 2, 3, 4] + [1, 2, 3, 4] + [1, 2, 3, 4] + [1, 2, 3, 4] + [1, 2, 3, 4]))
    #expect(image.size == PixelSize(width: 3, height: 2))
    #expect(image.pixelCount == 6)
  }

  @Test func pixelsAreAddressedByColumnThenRowFromTheTopLeft() {
    var image = RasterImage(
      width: 3, height: 2, filledWith: RecordedColor(red: 0, green: 0, blue: 0))
    image[2, 1] = RecordedColor(red: 250, green: 128, blue: 0, alpha: 77)
    #expect(Array(image.rgba.suffix(4)) == [250, 128, 0, 77])
    #expect(image[2, 1] == RecordedColor(red: 250, green: 128, blue: 0, alpha: 77))
    #expect(image[1, 1] == RecordedColor(red: 0, green: 0, blue: 0))
  }

  @Test func imagesAreEqualOnlyWithTheSameSizeAndPixels() {
    let wide = RasterImage(width: 2, height: 1, filledWith: Self.red)
    let tall = RasterImage(width: 1, height: 2, filledWith: Self.red)
    var changed = wide
    changed[1, 0] = RecordedColor(red: 254, green: 0, blue: 0)
    #expect(wide == RasterImage(width: 2, height: 1, rgba: [255, 0, 0, 255, 255, 0, 0, 255]))
    #expect(wide != tall)
    #expect(wide != changed)
    #expect(
      RasterImage(width: 0, height: 0, rgba: []) == RasterImage(width: 0, height: 0, rgba: []))
  }

  @Test func pixelBufferOfTheWrongSizeIsAProgrammingError() async {
    await #expect(processExitsWith: .failure) {
      _ = RasterImage(width: 2, height: 2, rgba: [UInt8](repeating: 0, count: 15))
    }
  }

  @Test func pixelOutsideTheImageIsAProgrammingError() async {
    await #expect(processExitsWith: .failure) {
      _ =
        RasterImage(width: 2, height: 2, filledWith: RecordedColor(red: 0, green: 0, blue: 0))[2, 0]
    }
  }

  @Test func sizePrintsAsWidthTimesHeight() {
    #expect(PixelSize(width: 780, height: 1688).description == "780×1688")
  }
}
