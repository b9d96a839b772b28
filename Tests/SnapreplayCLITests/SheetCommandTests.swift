import Foundation
import ReplayTestSupport
import Testing

@Suite struct SheetCommandTests {
  let fixture = CommandRun.fixture("render-small.jsonl").path

  @Test func writesOneThumbnailPerApplyAndSaysWhere() throws {
    let directory = try ScratchDirectory.make("sheet-cli")
    defer { ScratchDirectory.remove(directory) }
    let sheet = directory.appendingPathComponent("sheet.png")
    let run = try CommandRun.snapreplay(
      ["sheet", fixture, "-o", sheet.path, "--thumbnail-width", "40", "--sheet-columns", "2"])
    #expect(run.exitCode == 0)
    // Two thumbnails of 40×20 px side by side: 12 + 2·(40 + 12) wide, 12 + (20 + 22 + 12) tall.
    #expect(run.standardOutput == "wrote 2 thumbnails (116x66 px) to \(sheet.path)\n")
    let bytes = try Data(contentsOf: sheet)
    #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
  }

  @Test func markersWithoutMarkersIsAnError() throws {
    let run = try CommandRun.snapreplay(["sheet", fixture, "-o", "/tmp/unused.png", "--markers"])
    #expect(run.exitCode == 1)
    #expect(
      run.standardError
        == "\(fixture): error: the recording has no marker after an apply to show\n")
  }

  @Test func readerWarningsArePrintedAsRenderPrintsThem() throws {
    let directory = try ScratchDirectory.make("sheet-cli")
    defer { ScratchDirectory.remove(directory) }
    let recording = directory.appendingPathComponent("gap.jsonl")
    try Data(
      """
      {"format":"snapshot-replay","version":1}
      {"type":"apply","seq":1,"time":0,"sections":[{"id":"s","items":["a"]}]}
      {"type":"apply","seq":3,"time":1,"sections":[{"id":"s","items":["b"]}]}

      """.utf8
    ).write(to: recording)
    let run = try CommandRun.snapreplay(
      ["sheet", recording.path, "-o", directory.appendingPathComponent("sheet.png").path],
      currentDirectory: directory)
    #expect(run.exitCode == 0)
    #expect(run.standardError.contains("gap.jsonl:3: warning: seq jumps from 1 to 3"))
  }
}
