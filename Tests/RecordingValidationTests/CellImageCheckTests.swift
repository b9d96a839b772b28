import Foundation
import RecordingFormat
import RecordingValidation
import SnapshotRecording
import Testing

/// `check` and `info` on cell images: an item naming an unknown image is warned about with its
/// line, seq and id; an image no item names, or whose pixels disagree with its size × scale or
/// exceed the pixel budget, is warned about at its line; `info` counts them and their bytes,
/// and says nothing of images when a recording has none.
@Suite struct CellImageCheckTests {
  /// A 1 × 1 PNG.
  static let pixelPNG = [UInt8](
    Data(
      base64Encoded:
        "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="
    ) ?? Data())

  private static func text(_ events: [RecordingEvent]) -> String {
    ([RecordingWriter.line(for: RecordingHeader())] + events.map(RecordingWriter.line(for:)))
      .joined(separator: "\n") + "\n"
  }

  private static func check(_ events: [RecordingEvent]) -> [String] {
    RecordingCheck(data: Data(text(events).utf8), name: "c.jsonl").diagnostics.map(\.description)
  }

  private static func apply(_ images: [String: CellImageDigest]) -> RecordingEvent {
    let items = images.keys.sorted().map { RecordedItem(id: .string($0), image: images[$0]) }
    return .apply(ApplyEvent(seq: 1, time: 0, sections: [RecordedSection(id: "s", items: items)]))
  }

  @Test func anImageNamedByAnItemIsClean() {
    let image = CellImageEvent(
      png: Self.pixelPNG, size: RecordedSize(width: 1, height: 1), scale: 1)
    #expect(Self.check([.cellImage(image), Self.apply(["a": image.digest])]) == [])
  }

  @Test func anItemNamingAnUnknownImageIsWarnedAboutWithLineSeqAndID() {
    let unknown = CellImageDigest(of: [1, 2, 3])
    #expect(
      Self.check([Self.apply(["a": unknown])]) == [
        "c.jsonl:2: warning: item a names cell image \(unknown), which no earlier line "
          + "defines (or whose line was left out); it is drawn from its label (seq 1)"
      ])
  }

  @Test func anImageNoItemNamesIsWarnedAboutAtItsLine() {
    let image = CellImageEvent(
      png: Self.pixelPNG, size: RecordedSize(width: 1, height: 1), scale: 1)
    #expect(
      Self.check([.cellImage(image), Self.apply([:])]) == [
        "c.jsonl:2: warning: cell image \(image.digest) is named by no item; it only makes the "
          + "recording larger"
      ])
  }

  @Test func pixelsThatDisagreeWithSizeTimesScaleAreWarnedAbout() {
    let image = CellImageEvent(
      png: Self.pixelPNG, size: RecordedSize(width: 358, height: 44), scale: 3)
    #expect(
      Self.check([.cellImage(image), Self.apply(["a": image.digest])]) == [
        "c.jsonl:2: warning: cell image \(image.digest) is 1 × 1 pixels, but its size × scale "
          + "is 1074 × 132; a replay scales it to the cell"
      ])
  }

  @Test func infoCountsDistinctImagesAndTheirBytesOnlyWhenThereAreAny() throws {
    let image = CellImageEvent(
      png: Self.pixelPNG, size: RecordedSize(width: 1, height: 1), scale: 1)
    let with = try RecordingSummary(
      reader: RecordingReader(
        data: Data(
          Self.text([.cellImage(image), .cellImage(image), Self.apply(["a": image.digest])]).utf8),
        name: "i.jsonl"))
    #expect(with.cellImages == RecordingSummary.CellImages(count: 1, bytes: Self.pixelPNG.count))
    #expect(with.report.contains("  images:   1 distinct, \(Self.pixelPNG.count) bytes of PNG"))
    #expect(with.report.contains("events:   1 apply, 0 marker, 2 cell-image"))
    #expect(with.json.contains(#""images":{"count":1,"bytes":\#(Self.pixelPNG.count)}"#))
    let without = try RecordingSummary(
      reader: RecordingReader(data: Data(Self.text([Self.apply([:])]).utf8), name: "n.jsonl"))
    #expect(without.cellImages == nil)
    #expect(!without.json.contains("images"))
    #expect(!without.report.contains("images"))
  }

  @Test func manyUnusedImagesAreFiveWarningsAndACount() {
    let images = (0..<8).map {
      CellImageEvent(
        png: Self.pixelPNG + [UInt8($0)], size: RecordedSize(width: 1, height: 1), scale: 1)
    }
    let found = Self.check(images.map(RecordingEvent.cellImage) + [Self.apply([:])])
    #expect(found.count == 6)
    #expect(
      found.last
        == "c.jsonl:7: warning: 3 more cell images, from this line on, are named by no item")
  }
}
