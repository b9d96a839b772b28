import Foundation
import ReplayTestSupport
import SnapshotRecording
import Testing

/// `snapreplay strip-images`: the copy has no cell image and no item naming one, every other
/// line as it was; it reads back without warnings; a missing input is 64.
@Suite struct StripImagesCommandTests {
  @Test func theCopyHasNoImagesAndKeepsEveryOtherLine() throws {
    let image = CellImageEvent(
      png: Array("not-a-real-png".utf8), size: RecordedSize(width: 1, height: 1), scale: 1)
    var named = ApplyEvent(
      seq: 2, time: 1, sections: [RecordedSection(id: "s", items: [RecordedItem(id: "a")])])
    named.sections[0].items[0].image = image.digest
    let plain = ApplyEvent(
      seq: 1, time: 0, sections: [RecordedSection(id: "s", items: [RecordedItem(id: "a")])])
    let source = try ScratchDirectory.file("images.jsonl", prefix: "strip-images")
    let lines = [
      RecordingWriter.line(for: RecordingHeader(title: "Images")),
      RecordingWriter.line(for: .apply(plain)),
      RecordingWriter.line(for: .cellImage(image)),
      #"{"type":"marker","time":0.5,"label":"tap","extra":1}"#,
      RecordingWriter.line(for: .apply(named)),
    ]
    try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: source)
    let copy = source.deletingLastPathComponent().appendingPathComponent("copy.jsonl")
    let run = try CommandRun.snapreplay(["strip-images", source.path, "-o", copy.path])
    #expect(run.exitCode == 0)
    #expect(
      run.standardError.contains("1 cell-image line left out, 1 apply written without images"))
    var unnamed = named
    unnamed.sections[0].items[0].image = nil
    #expect(
      try String(contentsOf: copy, encoding: .utf8)
        == [lines[0], lines[1], lines[3], RecordingWriter.line(for: .apply(unnamed))]
        .joined(separator: "\n") + "\n")
    let check = try CommandRun.snapreplay(["check", copy.path])
    #expect(check.exitCode == 0)
    #expect(check.standardOutput.isEmpty)
  }

  @Test func aMissingRecordingIsTheInvocationsFault() throws {
    let run = try CommandRun.snapreplay(["strip-images", "/no/such.jsonl", "-o", "/tmp/x.jsonl"])
    #expect(run.exitCode == 64)
  }
}
