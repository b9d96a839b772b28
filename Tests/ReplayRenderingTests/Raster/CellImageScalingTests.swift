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

  /// The copy is the picture's 2 × 2 blocks averaged (halved bilinearly, which is exactly
  /// that); during a move it is placed on the nearest whole pixel, so each frame shows the
  /// copy's rows unchanged, never a blend of two (docs/Rendering.md, "Cell images").
  @Test func aScaledPictureMovingBetweenPixelsIsItsAveragedPictureOnTheNearestPixel() throws {
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
    func worst(in frame: RasterImage, top: Int, rows: Range<Int>) -> Double {
      var worst = 0.0
      for k in rows {
        for x in 0..<20 {
          let shown = frame[4 + x, top + k]
          for (value, target) in zip([shown.red, shown.green, shown.blue], averaged(x, k)) {
            worst = max(worst, abs(Double(value) - target))
          }
        }
      }
      return worst
    }
    // 10 fps, a linear 1 s move from y = 4 to 16 pt starting at frame 10: at frame 14 the top
    // is at 8.8 px, so the copy starts on row 9. Rows 9…17 lie wholly inside the cell (8.8 to
    // 18.8): each is a row of the copy as it is, not 0.8 of one and 0.2 of the next.
    let frame = try frames.image(14)
    #expect(worst(in: frame, top: 9, rows: 0..<9) <= 1)
    // Settled again at the end: the averaged picture itself, on whole pixels.
    #expect(worst(in: try frames.image(frames.count - 1), top: 16, rows: 0..<10) <= 1)
  }

  /// Shrinking by more than half goes through halvings (``CellImageLibrary/scalingSteps``),
  /// so no pixel of the picture is skipped: a lone bright pixel anywhere in a 9 × 9 picture
  /// still shows in its 3 × 3 copy, where bilinear filtering in one step reads only the
  /// middle pixel of every 3 × 3 block (and shows 0 for eight positions out of nine).
  @Test func aPictureShrunkByThreeLosesNoPixel() throws {
    #expect(
      CellImageLibrary.scalingSteps(
        from: .init(width: 9, height: 9), to: .init(width: 3, height: 3))
        == [.init(width: 6, height: 6), .init(width: 3, height: 3)])
    let key = try Self.key(try Drawing.event(Drawing.picture(blue: 1)), 3, 3)
    for position in 0..<81 {
      var argb = [UInt32](repeating: 0xFF00_0000, count: 81)
      argb[position] = 0xFFFF_FFFF
      let picture = DecodedCellImage(width: 9, height: 9, argb: argb)
      let copy = try #require(CellImageLibrary.scaled(picture, to: key))
      // Along a side, 9 → 6 → 3 weighs each pixel of a three in 3/8, 1/4, 3/8 (a box filter:
      // a third each): every pixel shows, at a sixteenth or more of its brightness.
      let brightest = copy.argb.map { $0 & 0xFF }.max() ?? 0
      #expect(
        brightest >= 255 / 16, "the pixel at \(position % 9),\(position / 9) shows \(brightest)")
      // Opaque in, opaque out: the copy is painted as a copy too.
      #expect(copy.isOpaque)
    }
  }

  /// Each side halves on its own: the longer side takes more steps, the other waits at its
  /// size; growing, or shrinking by at most half, is one step.
  @Test func theStepsHalveEachSideUntilItIsAtMostTwiceItsSize() {
    typealias Size = PixelSize
    func steps(_ from: (Int, Int), _ to: (Int, Int)) -> [[Int]] {
      CellImageLibrary.scalingSteps(
        from: Size(width: from.0, height: from.1), to: Size(width: to.0, height: to.1)
      ).map { [$0.width, $0.height] }
    }
    #expect(steps((1074, 132), (358, 44)) == [[716, 88], [358, 44]])
    #expect(steps((716, 88), (358, 44)) == [[358, 44]])
    #expect(
      steps((2000, 100), (100, 100)) == [
        [1600, 100], [800, 100], [400, 100], [200, 100], [100, 100],
      ])
    #expect(steps((358, 44), (1074, 132)) == [[1074, 132]])
    #expect(steps((717, 88), (358, 44)) == [[716, 44], [358, 44]])
    #expect(steps((5, 5), (0, 0)) == [[0, 0]])
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
