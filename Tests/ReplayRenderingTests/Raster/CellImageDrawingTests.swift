import Foundation
import ReplayRaster
import SnapshotRecording
import Testing

@testable import ReplayRendering

/// Cells drawn from the app's own pictures (docs/Rendering.md, "Cell images"): the recorded
/// pixels inside the cell's rect, through the same fades and cross-fades as a modelled cell,
/// and the label whenever the image is unknown or damaged.
@Suite struct CellImageDrawingTests {
  typealias F = ReplayFixtures

  /// A 40×20 px picture (a 20×10 pt grid cell at scale 2) whose every pixel differs: the
  /// column in red, the row in green, `blue` everywhere.
  static func picture(blue: UInt8) -> RasterImage {
    var rgba: [UInt8] = []
    for y in 0..<20 {
      for x in 0..<40 { rgba += [UInt8(x * 6), UInt8(y * 12), blue, 255] }
    }
    return RasterImage(width: 40, height: 20, rgba: rgba)
  }

  static func event(_ image: RasterImage) throws -> CellImageEvent {
    CellImageEvent(
      png: try PNGCodec.encode(image), size: RecordedSize(width: 20, height: 10), scale: 2)
  }

  static func item(_ id: String, _ color: RecordedColor, image: CellImageEvent?) -> RecordedItem {
    var item = F.item(id, color)
    item.image = image?.digest
    return item
  }

  /// Columns 1: `a` alone, at 4…24 × 4…14 pt.
  static var oneColumn: RenderOptionOverrides {
    var options = F.gridOptions
    options.columns = 1
    return options
  }

  @Test func aSettledCellShowsTheRecordedPixelsExactlyAtTheImagesScale() throws {
    let picture = Self.picture(blue: 200)
    let image = try Self.event(picture)
    let frames = try F.render(
      [
        .cellImage(image),
        F.apply(1, at: 0, [RecordedSection(id: "s", items: [Self.item("a", F.red, image: image)])]),
      ], options: Self.oneColumn)
    defer { frames.remove() }
    let frame = try frames.image(frames.count - 1)
    for y in 0..<20 {
      for x in 0..<40 {
        let pixel = frame[8 + x, 8 + y]
        #expect(pixel == picture[x, y], "pixel \(x),\(y): \(pixel.hex) vs \(picture[x, y].hex)")
      }
    }
    // Outside the rect: the background, untouched.
    #expect(frame[7, 8] == F.black)
    #expect(frame[48, 8] == F.black)
  }

  @Test func aCellNamingAnUnknownImageIsDrawnFromItsLabelAndColour() throws {
    let unknown = try Self.event(Self.picture(blue: 9))
    let frames = try F.render(
      [
        F.apply(
          1, at: 0, [RecordedSection(id: "s", items: [Self.item("a", F.red, image: unknown)])])
      ],
      options: Self.oneColumn)
    defer { frames.remove() }
    #expect(try frames.image(0).pixel(atPoint: 14, 9) == F.red)
  }

  /// The reader leaves out an image whose bytes do not match its digest (a warning), so the
  /// item naming that digest is drawn as its modelled cell.
  @Test func anImageWhoseBytesMismatchItsDigestFallsBackToTheLabel() throws {
    let real = try Self.event(Self.picture(blue: 200))
    let other = try PNGCodec.encode(Self.picture(blue: 10))
    let base64 = Data(other).base64EncodedString()
    let text = """
      {"format":"snapshot-replay","version":1,"title":"mismatch"}
      {"type":"cell-image","digest":"\(real.digest)","scale":2,"size":[20,10],"png":"\(base64)"}
      {"type":"apply","seq":1,"time":0,"sections":[{"id":"s","items":[{"id":"a","color":"#FF0000","image":"\(real.digest)"}]}]}

      """
    let directory = try F.scratchDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("mismatch.jsonl")
    try Data(text.utf8).write(to: url)
    var warnings = 0
    let renderer = try RecordingRenderer(
      contentsOf: url, overrides: Self.oneColumn,
      observing: { if case .warning = $0 { warnings += 1 } })
    let output = directory.appendingPathComponent("frames")
    let summary = try renderer.render(to: output, workerCount: 1)
    let frames = RenderedFrames(directory: output, count: summary.frameCount)
    #expect(warnings == 1)
    #expect(try frames.image(0).pixel(atPoint: 14, 9) == F.red)
  }

  /// A reload cross-fades the old picture into the new one exactly as it cross-fades a
  /// modelled cell's old colour into its new one: the same opacities, the same compositing.
  @Test func aReloadCrossFadesTheOldImageIntoTheNewOne() throws {
    let old = RasterImage(width: 40, height: 20, filledWith: F.red)
    let new = RasterImage(width: 40, height: 20, filledWith: F.blue)
    let oldImage = try Self.event(old)
    let newImage = try Self.event(new)
    func events(images: Bool) -> [RecordingEvent] {
      (images ? [.cellImage(oldImage), .cellImage(newImage)] : []) + [
        F.apply(
          1, at: 0,
          [
            RecordedSection(
              id: "s", items: [Self.item("a", F.white, image: images ? oldImage : nil)])
          ]),
        F.apply(
          2, at: 1,
          [
            RecordedSection(
              id: "s", items: [Self.item("a", F.green, image: images ? newImage : nil)])
          ],
          reloaded: ["a"]),
      ]
    }
    // The same cross-fade between plain colours: white to green stands for red to blue.
    var coloured = events(images: false)
    coloured[0] = F.apply(1, at: 0, [RecordedSection(id: "s", items: [F.item("a", F.red)])])
    coloured[1] = F.apply(
      2, at: 1, [RecordedSection(id: "s", items: [F.item("a", F.blue)])], reloaded: ["a"])
    let pictures = try F.render(events(images: true), options: Self.oneColumn)
    defer { pictures.remove() }
    let fills = try F.render(coloured, options: Self.oneColumn)
    defer { fills.remove() }
    #expect(try pictures.image(10).pixel(atPoint: 14, 9) == F.red)
    for frame in [12, 15, 18] {
      let blended = try pictures.image(frame).pixel(atPoint: 14, 9)
      let expected = try fills.image(frame).pixel(atPoint: 14, 9)
      #expect(
        isClose(blended, expected, tolerance: 1),
        "frame \(frame): \(blended.hex) vs \(expected.hex)")
      if frame == 15 {
        // Halfway: red under blue, 255 · 0.5 · 0.5 and 255 · 0.5.
        #expect(isClose(blended, RecordedColor(red: 64, green: 0, blue: 128), tolerance: 1))
      }
    }
    #expect(try pictures.image(pictures.count - 1).pixel(atPoint: 14, 9) == F.blue)
  }

  /// A moved cell carries its picture: halfway through, the picture's top row is halfway.
  @Test func aMoveSlidesTheImage() throws {
    let picture = Self.picture(blue: 200)
    let image = try Self.event(picture)
    let frames = try F.render(
      [
        .cellImage(image),
        F.apply(1, at: 0, [RecordedSection(id: "s", items: [Self.item("a", F.red, image: image)])]),
        F.apply(
          2, at: 1,
          [
            RecordedSection(
              id: "s", items: [F.item("x", F.yellow), Self.item("a", F.red, image: image)])
          ]),
      ], options: Self.oneColumn)
    defer { frames.remove() }
    // `a` goes from y = 4 to 16 pt; at frame 15 its top is at 10 pt, pixel row 20.
    let frame = try frames.image(15)
    for x in [0, 13, 39] {
      #expect(frame[8 + x, 20] == picture[x, 0])
      #expect(frame[8 + x, 39] == picture[x, 19])
    }
  }

  /// A recorder names a cell's picture in the apply after it was taken, so a cell already on
  /// screen gets its first picture without a reload: the picture is what it showed, drawn from
  /// the apply that names it on, while the cell keeps its place and content.
  @Test func aPictureFirstNamedForACellOnScreenIsDrawnFromThatApply() throws {
    let picture = Self.picture(blue: 90)
    let image = try Self.event(picture)
    let frames = try F.render(
      [
        F.apply(1, at: 0, [RecordedSection(id: "s", items: [F.item("a", F.red)])]),
        .cellImage(image),
        F.apply(2, at: 1, [RecordedSection(id: "s", items: [Self.item("a", F.red, image: image)])]),
      ], options: Self.oneColumn)
    defer { frames.remove() }
    // Before the naming apply: the modelled red cell.
    #expect(try frames.image(0).pixel(atPoint: 14, 9) == F.red)
    let last = try frames.image(frames.count - 1)
    for (x, y) in [(0, 0), (13, 5), (39, 19)] {
      #expect(last[8 + x, 8 + y] == picture[x, y], "pixel \(x),\(y)")
    }
  }

  /// Any worker count and any shard split draws the same bytes, images decoded and their
  /// pre-scaled copies made by whichever worker came first. At scale 2, the pictures' own, they
  /// are drawn as they are; at 1 and 1.5 from copies, sliding between whole pixels as they move.
  @Test(arguments: [2.0, 1.0, 1.5])
  func framesAreTheSameBytesOnOneWorkerOnManyAndInShards(scale: Double) throws {
    let images = try (0..<6).map { try Self.event(Self.picture(blue: UInt8(40 * $0))) }
    func items(_ order: [Int]) -> [RecordedItem] {
      order.map { Self.item("i\($0)", F.white, image: images[$0]) }
    }
    let recording = F.recording(
      images.map { RecordingEvent.cellImage($0) } + [
        F.apply(1, at: 0, [RecordedSection(id: "s", items: items([0, 1, 2, 3, 4, 5]))]),
        F.apply(2, at: 1, [RecordedSection(id: "s", items: items([5, 3, 1, 0, 2]))]),
      ])
    var options = F.gridOptions
    options.scale = scale
    /// The frames a fresh renderer (a process of its own) writes, by index.
    func frames(workers: Int, shard: Shard? = nil) throws -> [Int: Data] {
      let directory = try F.scratchDirectory()
      defer { try? FileManager.default.removeItem(at: directory) }
      let renderer = try RecordingRenderer(recording: recording, overrides: options)
      let part = shard.map { renderer.shardPart($0, recordingBytes: Data(), captions: false) }
      try renderer.render(to: directory, workerCount: workers, shard: part)
      let count = renderer.timeline.frameCount
      var written: [Int: Data] = [:]
      for index in shard.map({ $0.frames(of: count) }) ?? 0..<count {
        written[index] = try Data(contentsOf: FrameDirectory(directory).url(ofFrame: index))
      }
      return written
    }
    let one = try frames(workers: 1)
    #expect(one.count > 10)
    #expect(try frames(workers: 3) == one)
    var shards: [Int: Data] = [:]
    for index in 1...3 {
      shards.merge(try frames(workers: 2, shard: Shard(index: index, count: 3))) { $1 }
    }
    #expect(shards == one)
  }

  @Test func theDecodedImagesStayWithinTheirBudgetDroppingTheLeastRecentlyDrawn() throws {
    let images = try (0..<3).map { try Self.event(Self.picture(blue: UInt8($0))) }
    // One picture is 40 × 20 × 4 = 3,200 bytes: the budget holds two.
    let library = CellImageLibrary(decodedByteBudget: 7_000)
    for image in images { library.define(image, beforeApply: 0) }
    #expect(library.decoded(images[0].digest) != nil)
    #expect(library.decoded(images[1].digest) != nil)
    #expect(library.decoded(images[0].digest) != nil)  // now the more recent
    #expect(library.decoded(images[2].digest) != nil)
    #expect(library.decodedBytes == 6_400)
    #expect(library.withState { $0.decoded[images[1].digest] == nil })
    #expect(library.decoded(images[1].digest)?.argb == library.decoded(images[1].digest)?.argb)
  }

  @Test func anImageDeclaringMorePixelsThanAllowedIsNeverDecoded() throws {
    let image = try Self.event(Self.picture(blue: 1))
    let library = CellImageLibrary(maximumPixels: 40 * 20 - 1)
    library.define(image, beforeApply: 0)
    #expect(library.decoded(image.digest) == nil)
    #expect(library.decodingFailures.map(\.digest) == [image.digest])
    #expect(library.decodedBytes == 0)
  }

  /// `--max-pixels` reaches the library through the renderer: the image is not decoded, the
  /// item shows its colour, and the reason names the option that raises the limit.
  @Test func theRenderersPixelLimitKeepsAnImageUndecodedAndSaysHowToRaiseIt() throws {
    let image = try Self.event(Self.picture(blue: 200))
    let recording = F.recording([
      .cellImage(image),
      F.apply(1, at: 0, [RecordedSection(id: "s", items: [Self.item("a", F.red, image: image)])]),
    ])
    let directory = try F.scratchDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let renderer = try RecordingRenderer(
      recording: recording, overrides: Self.oneColumn,
      cellImageBudget: CellImageBudget(maximumPixels: 40 * 20 - 1))
    let summary = try renderer.render(to: directory, workerCount: 1)
    let frames = RenderedFrames(directory: directory, count: summary.frameCount)
    let frame = try frames.image(summary.frameCount - 1)
    #expect(frame.pixel(atPoint: 14, 9) == F.red)
    let failures = renderer.timeline.cellImages.decodingFailures
    #expect(failures.map(\.digest) == [image.digest])
    #expect(failures.first?.reason.hasSuffix("(raise the limit with --max-pixels)") == true)
  }

  /// Eviction makes room only for what one frame does not show: a frame showing more decoded
  /// bytes than the whole budget is an error naming the budget, before anything is decoded.
  @Test func aFrameShowingMoreDecodedBytesThanTheBudgetIsAnErrorNamingIt() throws {
    let images = try (0..<2).map { try Self.event(Self.picture(blue: UInt8($0))) }
    let recording = F.recording(
      images.map { RecordingEvent.cellImage($0) } + [
        F.apply(
          1, at: 0,
          [
            RecordedSection(
              id: "s",
              items: [
                Self.item("a", F.red, image: images[0]), Self.item("b", F.red, image: images[1]),
              ])
          ])
      ])
    let directory = try F.scratchDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    // Each picture is 3,200 bytes decoded: one fits, both do not.
    let renderer = try RecordingRenderer(
      recording: recording, overrides: F.gridOptions,
      cellImageBudget: CellImageBudget(decodedBytes: 5_000))
    #expect(
      throws: RecordingRenderError.output(
        .rendering(frame: 0, .cellImagesOverBudget(needed: 6_400, limit: 5_000)))
    ) { try renderer.render(to: directory, workerCount: 1) }
    #expect(renderer.timeline.cellImages.decodedBytes == 0)
    #expect(
      RenderingError.cellImagesOverBudget(needed: 6_400, limit: 5_000).description
        == "a frame shows cell images that take 6400 bytes decoded, more than the 5000-byte "
        + "budget for decoded images; raise it with SNAPREPLAY_MAX_DECODED_IMAGE_BYTES=bytes")
  }

  /// Workers reaching a new picture together decode it once: one decodes, the others wait
  /// and find it kept, so decoding never holds a picture's pixels twice over.
  @Test func workersAskingForTheSameNewImageTogetherDecodeItOnce() async throws {
    let image = try Self.event(Self.picture(blue: 3))
    let library = CellImageLibrary()
    library.define(image, beforeApply: 0)
    let decoded = await withTaskGroup(of: [UInt32]?.self) { group in
      for _ in 0..<8 { group.addTask { library.decoded(image.digest)?.argb } }
      return await group.reduce(into: [[UInt32]?]()) { $0.append($1) }
    }
    #expect(Set(decoded.map { $0 ?? [] }).count == 1)
    #expect(decoded.allSatisfy { $0 != nil })
    #expect(library.decodeCount == 1)
  }

  @Test func theBytesAFrameNeedsCountEachImageOnceAndSkipThoseNeverDecoded() throws {
    let small = try Self.event(Self.picture(blue: 1))
    let large = CellImageEvent(
      png: try PNGCodec.encode(
        RasterImage(width: 50, height: 50, rgba: [UInt8](repeating: 9, count: 50 * 50 * 4))),
      size: RecordedSize(width: 25, height: 25), scale: 2)
    let library = CellImageLibrary(maximumPixels: 40 * 20)
    library.define(small, beforeApply: 0)
    library.define(large, beforeApply: 0)
    #expect(library.decodedBytesNeeded(by: [small.digest]) == 3_200)
    #expect(library.decodedBytesNeeded(by: [small.digest, large.digest]) == 3_200)
    #expect(library.decodedBytesNeeded(by: []) == 0)
  }

  /// A line defining an image after the apply naming it is too late (`check` warns): the
  /// item is drawn from its label, as it would be by a render that stopped reading early.
  @Test func anImageDefinedOnlyAfterTheApplyNamingItIsNotDrawn() throws {
    let image = try Self.event(Self.picture(blue: 200))
    let frames = try F.render(
      [
        F.apply(1, at: 0, [RecordedSection(id: "s", items: [Self.item("a", F.red, image: image)])]),
        .cellImage(image),
      ], options: Self.oneColumn)
    defer { frames.remove() }
    #expect(try frames.image(0).pixel(atPoint: 14, 9) == F.red)
  }
}
