import Foundation
import RecordingFormat
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
