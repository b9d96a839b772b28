import Foundation
import ReplayRaster
import SnapshotRecording
import Testing

@testable import ReplayRendering

/// Pictures drawn at another size than their own (docs/Rendering.md, "Cell images"): from a
/// pre-scaled copy per image and pixel size, made once, kept in the decoded images' budget and
/// dropped like them, the same bytes whichever worker or shard made it.
@Suite struct CellImageScalingTests {
  typealias F = ReplayFixtures
  typealias Drawing = CellImageDrawingTests

  static func key(_ image: CellImageEvent, _ width: Double, _ height: Double) throws
    -> ScaledCellImageKey
  {
    try #require(ScaledCellImageKey(digest: image.digest, drawnWidth: width, drawnHeight: height))
  }

  /// `a` alone at 4…24 × 4…14 pt, then moved down under a new `x` (to 16…26 pt), at `scale`.
  static func moving(_ picture: RasterImage, scale: Double) throws -> (
    frames: RenderedFrames, library: CellImageLibrary
  ) {
    let image = try Drawing.event(picture)
    let recording = F.recording([
      .cellImage(image),
      F.apply(
        1, at: 0, [RecordedSection(id: "s", items: [Drawing.item("a", F.red, image: image)])]),
      F.apply(
        2, at: 1,
        [
          RecordedSection(
            id: "s", items: [F.item("x", F.yellow), Drawing.item("a", F.red, image: image)])
        ]),
    ])
    var options = Drawing.oneColumn
    options.scale = scale
    let directory = try F.scratchDirectory()
    let renderer = try RecordingRenderer(recording: recording, overrides: options)
    let summary = try renderer.render(to: directory, workerCount: 2)
    return (
      RenderedFrames(directory: directory, count: summary.frameCount), renderer.timeline.cellImages
    )
  }

  @Test func aPictureDrawnAtAnotherSizeIsScaledOnceForEveryFrame() throws {
    let (frames, library) = try Self.moving(Drawing.picture(blue: 200), scale: 1)
    defer { frames.remove() }
    // Twenty-odd frames, most of them mid-move between pixels, all at 20 × 10 pixels.
    #expect(frames.count > 20)
    #expect(library.withState { $0.copiesMade } == 1)
    #expect(library.decodeCount == 1)
    #expect(
      library.withState { state in state.scaled.keys.map { [$0.width, $0.height] } } == [[20, 10]])
  }

  /// The copy is the picture's 2 × 2 blocks averaged (Cairo's box filter); sliding by 0.8 px
  /// during a move blends each row with the next, 0.8 to 0.2, as bilinear filtering does.
  @Test func aScaledPictureMovingBetweenPixelsIsItsAveragedPictureBlended() throws {
    let picture = Drawing.picture(blue: 200)
    let (frames, _) = try Self.moving(picture, scale: 1)
    defer { frames.remove() }
    func averaged(_ x: Int, _ y: Int) -> [Double] {
      let block = [
        picture[2 * x, 2 * y], picture[2 * x + 1, 2 * y], picture[2 * x, 2 * y + 1],
        picture[2 * x + 1, 2 * y + 1],
      ]
      return [\RecordedColor.red, \.green, \.blue].map { channel in
        Double(block.map { Int($0[keyPath: channel]) }.reduce(0, +)) / 4
      }
    }
    // 10 fps, a linear 1 s move from y = 4 to 16 pt starting at frame 10: at frame 14 the top
    // is at 8.8 px, so frame row 9 + k shows 0.8 of copy row k and 0.2 of row k + 1.
    let frame = try frames.image(14)
    var worst = 0.0
    for k in 0..<9 {
      for x in 0..<20 {
        let shown = frame[4 + x, 9 + k]
        let expected = zip(averaged(x, k), averaged(x, k + 1)).map { 0.8 * $0 + 0.2 * $1 }
        for (value, target) in zip([shown.red, shown.green, shown.blue], expected) {
          worst = max(worst, abs(Double(value) - target))
        }
      }
    }
    #expect(worst <= 2, "the worst channel is \(worst) from the blend")
    // Settled again at the end: the averaged picture itself, on whole pixels.
    let last = try frames.image(frames.count - 1)
    for (x, y) in [(0, 0), (7, 3), (19, 9)] {
      let shown = last[4 + x, 16 + y]
      let expected = averaged(x, y)
      #expect(abs(Double(shown.green) - expected[1]) <= 1, "pixel \(x),\(y): \(shown.hex)")
      #expect(abs(Double(shown.red) - expected[0]) <= 1, "pixel \(x),\(y): \(shown.hex)")
    }
  }

  /// A copy is a pure function of the decoded pixels and the size: made again after being
  /// dropped, it is the same pixels.
  @Test func theCopiesCountInTheDecodedBudgetAndAreDroppedLeastRecentlyDrawnFirst() throws {
    let images = try (0..<2).map { try Drawing.event(Drawing.picture(blue: UInt8(50 * $0))) }
    // A picture is 3,200 bytes decoded, its 20 × 10 copy 800: one of each fits, not more.
    let library = CellImageLibrary(decodedByteBudget: 4_100)
    for image in images { library.define(image, beforeApply: 0) }
    let first = try Self.key(images[0], 20, 10)
    let second = try Self.key(images[1], 20, 10)
    let copy = try #require(library.picture(for: first))
    #expect((copy.width, copy.height) == (20, 10))
    #expect(library.decodedBytes == 4_000)
    #expect(library.picture(for: first)?.argb == copy.argb)
    #expect(library.withState { $0.copiesMade } == 1)
    // The second image's decode drops the first's decoded pixels (drawn least recently), its
    // copy then drops the first's copy.
    #expect(library.picture(for: second) != nil)
    #expect(library.decodedBytes == 4_000)
    #expect(library.withState { Array($0.decoded.keys) } == [images[1].digest])
    #expect(library.withState { Array($0.scaled.keys) } == [second])
    // Drawn again, the first is decoded and scaled again, to the same pixels.
    #expect(library.picture(for: first)?.argb == copy.argb)
    #expect(library.decodeCount == 3)
    #expect(library.withState { $0.copiesMade } == 3)
    #expect(library.decodedBytes <= 4_100)
  }

  @Test func theBytesAFrameNeedsCountACopyForEverySizeOtherThanThePicturesOwn() throws {
    let image = try Drawing.event(Drawing.picture(blue: 1))
    let library = CellImageLibrary(maximumPixels: 40 * 20)
    library.define(image, beforeApply: 0)
    let digests: Set = [image.digest]
    #expect(library.decodedBytesNeeded(by: digests, scaledTo: []) == 3_200)
    // At its own size no copy is made.
    #expect(
      library.decodedBytesNeeded(by: digests, scaledTo: [try Self.key(image, 40, 20)]) == 3_200)
    #expect(
      library.decodedBytesNeeded(by: digests, scaledTo: [try Self.key(image, 19.6, 10.4)])
        == 3_200 + 800)
    #expect(
      library.decodedBytesNeeded(
        by: digests, scaledTo: [try Self.key(image, 20, 10), try Self.key(image, 30, 15)])
        == 3_200 + 800 + 1_800)
    // A copy over the pixel limit is never made: that cell is painted from the decoded image.
    #expect(!library.copyIsMade(for: try Self.key(image, 41, 20)))
    #expect(
      library.decodedBytesNeeded(by: digests, scaledTo: [try Self.key(image, 41, 20)]) == 3_200)
  }

  @Test func aSizeThatIsNotAWholePixelOrNotANumberNamesNoCopy() throws {
    let digest = try Drawing.event(Drawing.picture(blue: 1)).digest
    #expect(ScaledCellImageKey(digest: digest, drawnWidth: 0.4, drawnHeight: 10) == nil)
    #expect(ScaledCellImageKey(digest: digest, drawnWidth: .nan, drawnHeight: 10) == nil)
    #expect(ScaledCellImageKey(digest: digest, drawnWidth: 1e12, drawnHeight: 10) == nil)
    #expect(ScaledCellImageKey(digest: digest, drawnWidth: 0.5, drawnHeight: 10.49)?.width == 1)
  }

  /// The copies a frame draws count against the budget before anything is decoded: the
  /// picture alone (3,200 bytes) fits 3,500, with its 20 × 10 copy (800) it does not.
  @Test func aFrameWhosePicturesAndCopiesExceedTheBudgetIsAnError() throws {
    let image = try Drawing.event(Drawing.picture(blue: 7))
    let recording = F.recording([
      .cellImage(image),
      F.apply(
        1, at: 0, [RecordedSection(id: "s", items: [Drawing.item("a", F.red, image: image)])]),
    ])
    let directory = try F.scratchDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    var options = Drawing.oneColumn
    options.scale = 1
    let renderer = try RecordingRenderer(
      recording: recording, overrides: options,
      cellImageBudget: CellImageBudget(decodedBytes: 3_500))
    #expect(
      throws: RecordingRenderError.output(
        .rendering(frame: 0, .cellImagesOverBudget(needed: 4_000, limit: 3_500)))
    ) { try renderer.render(to: directory, workerCount: 1) }
    options.scale = 2
    let ownScale = try RecordingRenderer(
      recording: recording, overrides: options,
      cellImageBudget: CellImageBudget(decodedBytes: 3_500))
    let second = directory.appendingPathComponent("own-scale")
    #expect(throws: Never.self) { try ownScale.render(to: second, workerCount: 1) }
  }
}
