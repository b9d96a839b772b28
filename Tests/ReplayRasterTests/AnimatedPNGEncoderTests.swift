import ReplayRaster
import SnapshotRecording
import Testing

@Suite struct AnimatedPNGEncoderTests {
  typealias T = TestImages

  /// Three distinct images, each differing from the one before in a small rectangle.
  func images() -> [RasterImage] {
    let first = T.scrambled(width: 40, height: 30)
    var second = first
    for y in 5..<9 { for x in 10..<13 { second[x, y] = RecordedColor(red: 1, green: 2, blue: 3) } }
    var third = second
    third[39, 29] = RecordedColor(red: 200, green: 100, blue: 50)
    third[0, 20] = RecordedColor(red: 9, green: 9, blue: 9)
    return [first, second, third]
  }

  @Test func everyFrameDecodesToExactlyThePixelsAppended() throws {
    let images = images()
    var encoder = AnimatedPNGEncoder(frameRate: 30)
    for image in images { try encoder.append(image, frameCount: 1) }
    let reading = try AnimatedPNGReading(try encoder.finish())
    #expect(reading.frames.map(\.image) == images)
    #expect(reading.declaredFrames == 3)
    #expect(reading.plays == 0)
  }

  @Test func chunksAreAnAPNGsInOrderWithTheFirstFrameAsTheDefaultImage() throws {
    var encoder = AnimatedPNGEncoder(frameRate: 30)
    for image in images() { try encoder.append(image, frameCount: 1) }
    let reading = try AnimatedPNGReading(try encoder.finish())
    #expect(
      reading.chunks.map(\.type) == [
        "IHDR", "acTL", "fcTL", "IDAT", "fcTL", "fdAT", "fcTL", "fdAT", "IEND",
      ])
  }

  /// A viewer that knows only PNG ignores the ancillary APNG chunks and shows the first frame.
  @Test func plainPNGDecoderSeesTheFirstFrame() throws {
    let images = images()
    var encoder = AnimatedPNGEncoder(frameRate: 30)
    for image in images { try encoder.append(image, frameCount: 1) }
    #expect(try PNGCodec.decode(try encoder.finish()) == images[0])
  }

  @Test func laterFramesStoreOnlyTheRectangleThatChanged() throws {
    var encoder = AnimatedPNGEncoder(frameRate: 30)
    for image in images() { try encoder.append(image, frameCount: 1) }
    let reading = try AnimatedPNGReading(try encoder.finish())
    #expect(
      reading.frames.map(\.rect) == [
        PixelRect(x: 0, y: 0, width: 40, height: 30), PixelRect(x: 10, y: 5, width: 3, height: 4),
        PixelRect(x: 0, y: 20, width: 40, height: 10),
      ])
  }

  @Test func equalConsecutiveFramesBecomeOneFrameWithTheirDelaysAdded() throws {
    let images = images()
    var encoder = AnimatedPNGEncoder(frameRate: 30)
    try encoder.append(images[0], frameCount: 2)
    try encoder.append(images[0], frameCount: 3)
    try encoder.append(images[1], frameCount: 1)
    try encoder.append(images[1], frameCount: 1)
    let reading = try AnimatedPNGReading(try encoder.finish())
    #expect(reading.frames.map(\.image) == [images[0], images[1]])
    #expect(reading.frames.map(\.delay.numerator) == [5, 2])
    #expect(reading.frames.map(\.delay.denominator) == [30, 30])
    #expect(encoder.frameCount == 7)
    #expect(encoder.storedFrameCount == 2)
  }

  @Test(arguments: [
    (30.0, 30, 1), (29.97, 2997, 100), (0.5, 5, 10), (240.0, 240, 1),
  ])
  func delaysAreExactFractionsOfTheFrameRate(rate: Double, denominator: Int, unitsPerFrame: Int) {
    let delays = AnimatedPNGDelays(frameRate: rate)
    #expect(Int(delays.denominator) == denominator)
    #expect(delays.units(from: 3, to: 10) == 7 * unitsPerFrame)
  }

  /// 1/3 fps has no exact decimal denominator: milliseconds rounded from each start time,
  /// which add up to the exact total.
  @Test func inexactRatesUseMillisecondsThatDoNotDrift() {
    let delays = AnimatedPNGDelays(frameRate: 1.0 / 3)
    #expect(delays.denominator == 1000)
    let perFrame = (0..<9).map { delays.units(from: $0, to: $0 + 1) }
    #expect(perFrame.reduce(0, +) == 27_000)
  }

  /// A hold of 70,000 frames is more than a 16-bit delay: it goes on in a 1×1 frame that
  /// redraws a pixel as it is.
  @Test func holdLongerThanOneDelayContinuesInFramesThatChangeNothing() throws {
    let images = images()
    var encoder = AnimatedPNGEncoder(frameRate: 1)
    try encoder.append(images[0], frameCount: 70_000)
    try encoder.append(images[1], frameCount: 1)
    let reading = try AnimatedPNGReading(try encoder.finish())
    #expect(reading.frames.map(\.delay.numerator) == [65_535, 4_465, 1])
    #expect(reading.frames.map(\.image) == [images[0], images[0], images[1]])
    #expect(reading.frames[1].rect == PixelRect(x: 0, y: 0, width: 1, height: 1))
    #expect(reading.declaredFrames == 3)
  }

  @Test func translucentFramesAreStoredAsRGBA() throws {
    let image = T.scrambled(width: 8, height: 8) { UInt8($0 % 256) }
    var encoder = AnimatedPNGEncoder(frameRate: 30)
    try encoder.append(image, frameCount: 1)
    let bytes = try encoder.finish()
    #expect(T.colorType(bytes) == 6)
    #expect(try AnimatedPNGReading(bytes).frames.map(\.image) == [image])
  }

  @Test func transparentFrameAfterAnOpaqueFirstIsAnError() throws {
    var encoder = AnimatedPNGEncoder(frameRate: 30)
    try encoder.append(T.scrambled(width: 4, height: 4), frameCount: 1)
    #expect(
      throws: PNGCodecError.cannotEncode(
        reason: "frame 1 has transparent pixels, but the first frame is opaque")
    ) {
      try encoder.append(T.scrambled(width: 4, height: 4) { _ in 0 }, frameCount: 1)
    }
  }

  @Test func frameOfAnotherSizeIsAnError() throws {
    var encoder = AnimatedPNGEncoder(frameRate: 30)
    try encoder.append(T.scrambled(width: 4, height: 4), frameCount: 2)
    #expect(
      throws: PNGCodecError.cannotEncode(reason: "frame 2 is 5×4 px, but the first is 4×4 px")
    ) {
      try encoder.append(T.scrambled(width: 5, height: 4), frameCount: 1)
    }
  }

  @Test func finishingWithoutFramesIsAnError() {
    var encoder = AnimatedPNGEncoder(frameRate: 30)
    #expect(throws: PNGCodecError.cannotEncode(reason: "an animated PNG needs at least one frame"))
    {
      try encoder.finish()
    }
  }

  @Test func sameFramesGiveIdenticalBytes() throws {
    func encoded() throws -> [UInt8] {
      var encoder = AnimatedPNGEncoder(frameRate: 30)
      for image in images() { try encoder.append(image, frameCount: 2) }
      return try encoder.finish()
    }
    #expect(try encoded() == encoded())
  }

  @Test func changedRectIsNilForEqualImagesAndBoundsEveryDifference() {
    let images = images()
    #expect(images[0].changedRect(from: images[0]) == nil)
    #expect(images[2].changedRect(from: images[0]) == PixelRect(x: 0, y: 5, width: 40, height: 25))
  }
}
