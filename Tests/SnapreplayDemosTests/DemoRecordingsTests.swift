import Foundation
import ReplayTestSupport
import Testing

/// `make recordings` regenerates `Recordings/` byte-identically: the committed demo recordings
/// are exactly what the built `snapreplay-demos` writes today.
@Suite struct DemoRecordingsTests {
  /// The recordings `snapreplay-demos` writes.
  static let names = [
    "insertion-sort.jsonl", "mountains-search.jsonl", "wifi-settings.jsonl",
    "bug-duplicate-id.jsonl", "outline.jsonl", "settings-scrolled.jsonl",
    "mountains-images.jsonl", "wifi-images.jsonl",
  ]

  @Test func regeneratingTheDemosReproducesTheCommittedRecordings() throws {
    let directory = try ScratchDirectory.make("SnapreplayDemosTests")
    defer { ScratchDirectory.remove(directory) }
    let products = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
      .deletingLastPathComponent()
    let process = Process()
    process.executableURL = products.appendingPathComponent("snapreplay-demos")
    process.arguments = [directory.path]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    // Drained before waiting, so a full pipe never blocks the child.
    let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "snapreplay-demos said: \(printed)")

    let written = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    #expect(written == Self.names.sorted())
    for name in Self.names {
      let fresh = try Data(contentsOf: directory.appendingPathComponent(name))
      let committed = try Data(contentsOf: PackageFiles.demoRecording(name))
      #expect(
        fresh == committed,
        "Recordings/\(name) differs from what snapreplay-demos writes; run `make recordings`")
    }
  }
}
