import Foundation
import RecordingFormat
import ReplayRaster
import ReplayTestSupport
import Testing

@testable import SnapshotRecording

/// Recording cell images: off unless turned on; each distinct image written once, before the
/// apply that first names it; blocked-out cells and images past the byte budget not written
/// (with a message); a flight recorder's dump holds the images its kept lines name.
@Suite struct SnapshotRecorderCellImageTests {
  /// Stand-ins for PNG bytes: the recorder digests and encodes them, it never decodes them.
  private static let red: [UInt8] = Array("red-cell".utf8)
  private static let blue: [UInt8] = Array("blue-cell".utf8)
  private static let size = RecordedSize(width: 358, height: 44)

  private static func recorder() throws -> SnapshotRecorder {
    try SnapshotRecorder(
      url: try ScratchDirectory.file(prefix: "SnapshotRecorderCellImageTests"),
      header: RecordingHeader(title: "Images"), clock: { 0.5 }, queueLabel: { "main" })
  }

  private static func lines(of url: URL) throws -> [String] {
    try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map(String.init)
  }

  @Test func captureIsOffByDefaultAndWritesNothing() throws {
    let recorder = try Self.recorder()
    #expect(!recorder.capturesCellImages)
    #expect(
      recorder.recordCellImage(png: Self.red, size: Self.size, scale: 3, item: "a", section: "s")
        == .notCaptured)
    recorder.recordApply(sections: [("s", ["a"])])
    recorder.close()
    #expect(try Self.lines(of: recorder.url).allSatisfy { !$0.contains("image") })
  }

  @Test func eachDistinctImageIsWrittenOnceAndNamedFromTheNextApplyOn() throws {
    let recorder = try Self.recorder()
    recorder.cellImageCapture.isEnabled = true
    recorder.recordApply(sections: [("s", ["a", "b"])])
    #expect(
      recorder.recordCellImage(png: Self.red, size: Self.size, scale: 3, item: "a", section: "s")
        == .written)
    #expect(
      recorder.recordCellImage(png: Self.red, size: Self.size, scale: 3, item: "b", section: "s")
        == .alreadyWritten)
    recorder.recordApply(sections: [("s", ["b", "a"])])
    recorder.close()
    let lines = try Self.lines(of: recorder.url)
    let digest = CellImageDigest(of: Self.red)
    #expect(lines.count == 4)
    #expect(!lines[1].contains("image"))
    #expect(lines[2].hasPrefix(#"{"type":"cell-image","digest":"\#(digest)","scale":3"#))
    #expect(
      lines[3].contains(
        #""items":[{"id":"b","image":"\#(digest)"},{"id":"a","image":"\#(digest)"}]"#))
  }

  @Test func aBlockedOutSectionGetsNoImage() throws {
    let recorder = try Self.recorder()
    recorder.cellImageCapture = CellImageCapture(
      isEnabled: true, redaction: .blockOut(sections: ["private"]))
    #expect(
      recorder.recordCellImage(
        png: Self.red, size: Self.size, scale: 3, item: "a", section: "private") == .notCaptured)
    #expect(
      recorder.recordCellImage(png: Self.blue, size: Self.size, scale: 3, item: "b", section: "s")
        == .written)
    recorder.close()
    #expect(try Self.lines(of: recorder.url).count == 2)
  }

  @Test func anImagePastTheBudgetIsNotWrittenAndSaysSo() throws {
    let recorder = try Self.recorder()
    recorder.cellImageCapture = CellImageCapture(isEnabled: true, byteBudget: 10)
    #expect(
      recorder.recordCellImage(png: Self.red, size: Self.size, scale: 3, item: "a", section: "s")
        == .written)
    #expect(recorder.cellImageBudgetMessage == nil)
    #expect(
      recorder.recordCellImage(png: Self.blue, size: Self.size, scale: 3, item: "b", section: "s")
        == .overBudget(limit: 10))
    #expect(recorder.cellImageBudgetMessage?.hasPrefix("cell images stopped at 10 bytes") == true)
  }

  @Test func aFlightRecordersDumpHoldsTheImagesItsKeptLinesName() throws {
    let recorder = SnapshotRecorder(
      flightRecorderDumpingTo: try ScratchDirectory.file(prefix: "SnapshotRecorderCellImageTests"),
      capacity: 2, header: RecordingHeader(title: "Flight"), clock: { 1.5 },
      queueLabel: { "main" })
    recorder.cellImageCapture.isEnabled = true
    recorder.recordCellImage(png: Self.red, size: Self.size, scale: 3, item: "old", section: "s")
    recorder.recordCellImage(png: Self.blue, size: Self.size, scale: 3, item: "a", section: "s")
    for _ in 0..<4 { recorder.recordApply(sections: [("s", ["a"])]) }
    try recorder.dump(reason: "test")
    let lines = try Self.lines(of: recorder.url)
    // The header, the one image the kept applies name, two kept applies, the dump's marker.
    #expect(lines.count == 5)
    #expect(lines[1].contains(CellImageDigest(of: Self.blue).description))
    #expect(!lines.joined().contains(CellImageDigest(of: Self.red).description))
  }
}

/// Redaction on the headless path: a test draws a cell's pixels, the recorder redacts them
/// before the encoder sees them, and the reader and PNG decoder check what was written.
@Suite struct SnapshotRecorderCellImageRedactionTests {
  /// A 30 × 10-point cell at 2×: 60 × 20 pixels of one-pixel black and white columns, the
  /// sharpest detail a cell can show (blur blocks are 16 pixels at 2×).
  private static let drawn: CellImagePixels = {
    var rgba: [UInt8] = []
    for _ in 0..<20 {
      for x in 0..<60 {
        let level: UInt8 = x % 2 == 0 ? 0 : 255
        rgba += [level, level, level, 255]
      }
    }
    guard let pixels = CellImagePixels(width: 60, height: 20, bytes: rgba) else {
      preconditionFailure("60 × 20 × 4 bytes describe a 60 × 20 image")
    }
    return pixels
  }()
  private static let size = RecordedSize(width: 30, height: 10)

  private static func recorder(redaction: CellImageRedaction) throws -> SnapshotRecorder {
    let recorder = try SnapshotRecorder(
      url: try ScratchDirectory.file(prefix: "SnapshotRecorderCellImageRedactionTests"),
      header: RecordingHeader(title: "Redaction"), clock: { 0.5 }, queueLabel: { "main" })
    recorder.cellImageCapture = CellImageCapture(isEnabled: true, redaction: redaction)
    return recorder
  }

  private static func encode(_ pixels: CellImagePixels) throws -> [UInt8] {
    try PNGCodec.encode(
      RasterImage(width: pixels.width, height: pixels.height, rgba: pixels.bytes))
  }

  /// The recording read back: its images by digest, and the image each item names last.
  private static func readBack(_ url: URL) throws -> (
    images: [CellImageDigest: RasterImage], named: [RecordedID: CellImageDigest]
  ) {
    let reader = try RecordingReader(contentsOf: url)
    var images: [CellImageDigest: RasterImage] = [:]
    var named: [RecordedID: CellImageDigest] = [:]
    while let located = try reader.next() {
      switch located.event {
      case .cellImage(let image): images[image.digest] = try PNGCodec.decode(image.png)
      case .apply(let apply):
        for item in apply.sections.flatMap(\.items) { named[item.id] = item.image }
      default: continue
      }
    }
    #expect(reader.takeWarnings().isEmpty)
    return (images, named)
  }

  /// The sum of the differences between horizontal neighbours: how much detail is left.
  private static func detail(of image: RasterImage) -> Int {
    var total = 0
    for y in 0..<image.height {
      for x in 1..<image.width {
        total += abs(Int(image[x, y].red) - Int(image[x - 1, y].red))
      }
    }
    return total
  }

  @Test func aBlurredCellIsWrittenPixelatedAndTheSharpPixelsAreNeverEncoded() throws {
    let recorder = try Self.recorder(redaction: .blur(items: ["secret"]))
    var encoded: [CellImagePixels] = []
    let outcome = try recorder.recordCellImage(
      pixels: Self.drawn, size: Self.size, scale: 2, item: "secret", section: "s"
    ) { pixels in
      encoded.append(pixels)
      return try Self.encode(pixels)
    }
    #expect(outcome == .written)
    #expect(encoded.count == 1 && encoded.first != Self.drawn)
    recorder.recordApply(sections: [("s", ["secret"])])
    recorder.close()

    let (images, named) = try Self.readBack(recorder.url)
    let digest = try #require(named["secret"])
    let image = try #require(images[digest])
    #expect(images.count == 1)
    #expect(digest != CellImageDigest(of: try Self.encode(Self.drawn)))
    // Every block is half black and half white columns (16 × 16, the right ones 12 wide and
    // the bottom ones 4 high), so the whole cell is the rounded average grey.
    #expect(image.width == 60 && image.height == 20)
    #expect(
      image
        == RasterImage(
          width: 60, height: 20, filledWith: RecordedColor(red: 128, green: 128, blue: 128)))
    #expect(Self.detail(of: image) == 0)
    #expect(Self.detail(of: RasterImage(width: 60, height: 20, rgba: Self.drawn.bytes)) > 0)
  }

  @Test func aCellBlurredBySectionIsSmoothedAndOthersAreWrittenAsDrawn() throws {
    let recorder = try Self.recorder(redaction: .blur(sections: ["contacts"]))
    var noise = SplitMix64(seed: 24)
    let rgba = (0..<(60 * 20)).flatMap { _ -> [UInt8] in
      let level = UInt8(truncatingIfNeeded: noise.next())
      return [level, level, level, 255]
    }
    let drawn = try #require(CellImagePixels(width: 60, height: 20, bytes: rgba))
    try recorder.recordCellImage(
      pixels: drawn, size: Self.size, scale: 2, item: "ada", section: "contacts",
      encodingPNG: Self.encode)
    try recorder.recordCellImage(
      pixels: drawn, size: Self.size, scale: 2, item: "settings", section: "general",
      encodingPNG: Self.encode)
    recorder.recordApply(sections: [("contacts", ["ada"]), ("general", ["settings"])])
    recorder.close()

    let (images, named) = try Self.readBack(recorder.url)
    let blurredDigest = try #require(named["ada"])
    let asDrawnDigest = try #require(named["settings"])
    let blurred = try #require(images[blurredDigest])
    let asDrawn = try #require(images[asDrawnDigest])
    #expect(asDrawn.rgba == rgba)
    #expect(blurred.rgba != rgba)
    #expect(Self.detail(of: blurred) * 4 < Self.detail(of: asDrawn))
  }

  @Test func aBlockedOutCellIsNeverEncodedNorNamed() throws {
    let recorder = try Self.recorder(redaction: .blockOut(sections: ["private"]))
    var encodings = 0
    let outcome = try recorder.recordCellImage(
      pixels: Self.drawn, size: Self.size, scale: 2, item: "a", section: "private"
    ) { pixels in
      encodings += 1
      return try Self.encode(pixels)
    }
    #expect(outcome == .notCaptured)
    #expect(encodings == 0)
    recorder.recordApply(sections: [("private", ["a"])])
    recorder.close()
    let (images, named) = try Self.readBack(recorder.url)
    #expect(images.isEmpty && named["a"] == nil)
  }

  @Test func encodedBytesOfACellToBlurAreRefused() throws {
    let recorder = try Self.recorder(redaction: .blur(items: ["a"]))
    let png = try Self.encode(Self.drawn)
    #expect(
      recorder.recordCellImage(png: png, size: Self.size, scale: 2, item: "a", section: "s")
        == .notCaptured)
    #expect(
      recorder.recordCellImage(png: png, size: Self.size, scale: 2, item: "b", section: "s")
        == .written)
  }

  @Test func aCellBlurredBeforeTheRedactionChangedToBlockOutIsRefused() throws {
    let recorder = try Self.recorder(redaction: .blur(items: ["a"]))
    let png = try Self.encode(Self.drawn)
    recorder.cellImageCapture.redaction = .blockOut(items: ["a"])
    #expect(
      recorder.recordCellImage(
        redactedPNG: png, treatment: .blurred, size: Self.size, scale: 2, item: "a",
        section: "s") == .notCaptured)
  }

  @Test func anEncoderErrorRecordsNothing() throws {
    struct EncoderFailed: Error {}
    let recorder = try Self.recorder(redaction: .none)
    #expect(throws: EncoderFailed.self) {
      try recorder.recordCellImage(
        pixels: Self.drawn, size: Self.size, scale: 2, item: "a", section: "s"
      ) { _ in throw EncoderFailed() }
    }
    recorder.close()
    #expect(try Self.readBack(recorder.url).images.isEmpty)
  }
}
