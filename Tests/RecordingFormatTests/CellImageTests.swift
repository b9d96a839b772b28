import Foundation
import SnapshotRecording
import Testing

@testable import RecordingFormat

/// `cell-image` lines and an item's `image` (recording format v1, "What the screen showed"):
/// what a recorder writes reads back exactly; a malformed digest, scale or size is an error
/// naming its key; bytes that are not base64, not a PNG or not what the digest names are a
/// warning and the image is left out; the bytes per image and per recording are budgeted.
@Suite struct CellImageTests {
  /// A 1 × 1 PNG.
  static let pixelPNG = [UInt8](
    Data(
      base64Encoded:
        "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="
    ) ?? Data())
  static let image = CellImageEvent(
    png: pixelPNG, size: RecordedSize(width: 1, height: 1), scale: 1)
  private static let header = #"{"format":"snapshot-replay","version":1}"#

  /// Reads `lines` after a header: the events, and the warnings as printed.
  static func read(_ lines: [String]) throws -> (events: [RecordingEvent], warnings: [String]) {
    let text = ([header] + lines).joined(separator: "\n") + "\n"
    let reader = try RecordingReader(data: Data(text.utf8), name: "i.jsonl")
    var events: [RecordingEvent] = []
    while let located = try reader.next() { events.append(located.event) }
    return (events, reader.warnings.map(\.description))
  }

  /// The error reading `line` gives, as printed.
  static func error(reading line: String) -> String? {
    do {
      _ = try read([line])
      return nil
    } catch {
      return (error as? RecordingError).map { Diagnostic($0).description }
    }
  }

  private static func line(digest: String, png: String, scale: String = "1", size: String = "[1,1]")
    -> String
  {
    #"{"type":"cell-image","digest":"\#(digest)","scale":\#(scale),"size":\#(size),"png":"\#(png)"}"#
  }

  private static var pixelBase64: String { Data(pixelPNG).base64EncodedString() }

  @Test func aWrittenImageAndTheItemNamingItReadBackExactly() throws {
    var apply = ApplyEvent(
      seq: 1, time: 0,
      sections: [RecordedSection(id: "s", items: [RecordedItem(id: "a", label: "A")])])
    apply.sections[0].items[0].image = Self.image.digest
    let lines = [
      RecordingWriter.line(for: .cellImage(Self.image)), RecordingWriter.line(for: .apply(apply)),
    ]
    let read = try Self.read(lines)
    #expect(read.events == [.cellImage(Self.image), .apply(apply)])
    #expect(read.warnings.isEmpty)
    #expect(lines[0].hasPrefix(#"{"type":"cell-image","digest":"sha256:"#))
    #expect(lines[1].contains(#""image":"sha256:\#(Self.image.digest.hex)""#))
  }

  @Test func theFastPathAndTheStrictPathReadAnItemsImageAlike() throws {
    let digest = Self.image.digest.description
    let fast =
      #"{"type":"apply","seq":1,"time":0,"sections":[{"id":"s","items":[{"id":"a","image":"\#(digest)"}]}]}"#
    let scanned = LineScanner.event(Array(fast.utf8))
    guard case .apply(let apply)? = scanned else {
      Issue.record("the fast path declined an item with an image")
      return
    }
    #expect(apply.sections[0].items[0].image == Self.image.digest)
    #expect(try Self.read([fast]).events == [.apply(apply)])
  }

  @Test func aMalformedDigestOnAnItemIsAnErrorNamingItsKeyPath() {
    let line =
      #"{"type":"apply","seq":1,"time":0,"sections":[{"id":"s","items":[{"id":"a","image":"sha256:ABC"}]}]}"#
    #expect(LineScanner.event(Array(line.utf8)) == nil)
    #expect(
      Self.error(reading: line)
        == #"i.jsonl:2: error: sections[0].items[0].image must be "sha256:" followed by 64 "#
        + #"lowercase hexadecimal digits, not "sha256:ABC""#)
  }

  @Test func aMalformedDigestScaleOrSizeIsAnErrorNamingItsKey() {
    let digest = Self.image.digest.description
    #expect(
      Self.error(reading: Self.line(digest: "md5:00", png: Self.pixelBase64))
        == #"i.jsonl:2: error: digest must be "sha256:" followed by 64 lowercase hexadecimal "#
        + #"digits, not "md5:00""#)
    #expect(
      Self.error(reading: Self.line(digest: digest, png: Self.pixelBase64, scale: "0"))
        == "i.jsonl:2: error: scale must be a screen scale above 0 and at most 10, not 0")
    #expect(
      Self.error(reading: Self.line(digest: digest, png: Self.pixelBase64, size: "[1,-4]"))
        == "i.jsonl:2: error: size[1] must be a length above 0 points, not -4")
    #expect(
      Self.error(reading: Self.line(digest: digest, png: Self.pixelBase64, size: "[1]"))
        == "i.jsonl:2: error: size must be exactly 2 numbers, not 1 numbers")
  }

  @Test func bytesThatDoNotMatchTheDigestAreAWarningAndTheImageIsLeftOut() throws {
    let wrong = "sha256:" + String(repeating: "0", count: 64)
    let read = try Self.read([Self.line(digest: wrong, png: Self.pixelBase64)])
    #expect(read.events.isEmpty)
    #expect(
      read.warnings == [
        "i.jsonl:2: warning: cell image \(wrong) is left out: its bytes do not match its digest "
          + "(they digest to \(Self.image.digest)); items naming it are drawn from their labels"
      ])
  }

  @Test func textThatIsNotBase64OrBytesThatAreNotAPNGAreAWarning() throws {
    let digest = Self.image.digest.description
    let notBase64 = try Self.read([Self.line(digest: digest, png: "iVBO*w0K")])
    #expect(notBase64.events.isEmpty)
    #expect(notBase64.warnings.first?.contains("its png is not valid base64") == true)
    let gif = Data("GIF89a-not-a-png-at-all".utf8)
    let notPNG = try Self.read([
      Self.line(
        digest: CellImageDigest(of: [UInt8](gif)).description, png: gif.base64EncodedString())
    ])
    #expect(notPNG.events.isEmpty)
    #expect(notPNG.warnings.first?.contains("its bytes are not a PNG file") == true)
  }

  @Test func aSecondLineWithTheSameDigestButOtherBytesIsAMismatchNotAReplacement() throws {
    var forged = Self.pixelPNG
    forged[forged.count - 5] ^= 0xFF
    let digest = Self.image.digest.description
    let read = try Self.read([
      Self.line(digest: digest, png: Self.pixelBase64),
      Self.line(digest: digest, png: Data(forged).base64EncodedString()),
    ])
    #expect(read.events == [.cellImage(Self.image)])
    #expect(read.warnings.count == 1)
    #expect(read.warnings.first?.contains("its bytes do not match its digest") == true)
  }

  @Test func anImageOverThePerImageBudgetIsAnErrorNamingTheBudget() {
    let huge = String(repeating: "A", count: LineDecoder.cellImageCharacterLimit + 4)
    let message = Self.error(reading: Self.line(digest: Self.image.digest.description, png: huge))
    #expect(
      message
        == "i.jsonl:2: error: png must be at most 16777216 characters of base64 (16 MiB, a "
        + "budget per image), not 16777220 characters")
  }

  /// A gigabyte of base64 is refused at one image's size: the reader never buffers more than
  /// the limit and a chunk, skips the rest of the line, and reads on.
  @Test func aCellImageLineLongerThanAnyImageIsRefusedWithoutBeingReadWhole() throws {
    let huge = String(repeating: "A", count: LineSplitter.cellImageLineLimit + 3_000_000)
    let text =
      Self.header + "\n" + Self.line(digest: Self.image.digest.description, png: huge) + "\n"
      + #"{"type":"apply","seq":1,"time":0,"sections":[]}"# + "\n"
    let reader = try RecordingReader(data: Data(text.utf8), name: "i.jsonl")
    #expect(
      throws: RecordingError.cellImageLineTooLong(
        RecordingLocation(file: "i.jsonl", line: 2), limit: LineSplitter.cellImageLineLimit)
    ) { try reader.next() }
    #expect(try reader.next()?.line == 3)
    #expect(reader.peakBufferedBytes <= LineSplitter.cellImageLineLimit + 2 * reader.chunkSize)
    #expect(
      Diagnostic(
        RecordingError.cellImageLineTooLong(
          RecordingLocation(file: "i.jsonl", line: 2), limit: 16_842_752)
      ).description
        == "i.jsonl:2: error: the cell-image line is longer than 16842752 bytes, more than one "
        + "image may take (at most 16777216 characters of base64, 16 MiB); it was skipped "
        + "without being read whole")
  }

  @Test func aCellImageLineIsKnownByItsStartWhateverTheWhitespace() {
    func starts(_ text: String) -> Bool {
      LineSplitter.startsCellImageLine(ArraySlice(Array(text.utf8)))
    }
    #expect(starts(#"{"type":"cell-image","digest":"#))
    #expect(starts(" {\t\"type\" : \"cell-image\""))
    #expect(!starts(#"{"type":"apply","#))
    #expect(!starts(#"{"png":"AAAA","type":"cell-image"}"#))
    #expect(!starts(#"{"type":"cell-im"#))
    #expect(!starts(""))
  }

  @Test func pngDimensionsAreReadFromTheHeaderAlone() {
    #expect(PNGDimensions(of: Self.pixelPNG) == PNGDimensions(width: 1, height: 1))
    var bomb = Array(Self.pixelPNG.prefix(24))
    bomb.replaceSubrange(16..<24, with: [0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00])
    #expect(PNGDimensions(of: bomb)?.pixelCount == 65_536 * 65_536)
    #expect(PNGDimensions(of: Array("GIF89a".utf8)) == nil)
    bomb.replaceSubrange(16..<20, with: [0, 0, 0, 0])
    #expect(PNGDimensions(of: bomb) == nil)
  }

  @Test func digestsAreSha256AndLowercaseHexOnly() {
    let abc = "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
    #expect(CellImageDigest(of: Array("abc".utf8)).description == "sha256:" + abc)
    #expect(CellImageDigest("sha256:" + abc)?.hex == abc)
    #expect(CellImageDigest("sha256:" + abc.uppercased()) == nil)
    #expect(CellImageDigest("sha256:" + abc.dropLast()) == nil)
    #expect(CellImageDigest("sha512:" + abc) == nil)
  }
}
