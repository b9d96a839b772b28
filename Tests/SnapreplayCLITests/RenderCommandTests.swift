import Foundation
import ReplayTestSupport
import Testing

@Suite struct RenderCommandTests {
  let fixture = CommandRun.fixture("render-small.jsonl").path

  @Test func defaultOutputIsOutputSlashRecordingName() throws {
    let directory = try ScratchDirectory.make("render-cli")
    defer { ScratchDirectory.remove(directory) }
    let run = try CommandRun.snapreplay(["render", fixture], currentDirectory: directory)
    #expect(run.exitCode == 0)
    let output = directory.appendingPathComponent("Output/render-small")
    let files = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
    #expect(files.first == "frame-000000.png")
    #expect(files.last == "manifest.json")
    #expect(files.count == 9 + 1)  // 0 … 0.8 s at 10 fps, then the manifest
    #expect(run.standardOutput.hasPrefix("rendered 9 frames (5 encoded, 20x10 px, 10 fps) to "))
  }

  @Test func captionsDrawTheMarkersAndTheManifestListsThem() throws {
    let directory = try ScratchDirectory.make("render-cli")
    defer { ScratchDirectory.remove(directory) }
    let valid = CommandRun.fixture("valid.jsonl").path
    let plain = directory.appendingPathComponent("plain")
    let captioned = directory.appendingPathComponent("captioned")
    for (target, extra) in [(plain, [String]()), (captioned, ["--captions"])] {
      let run = try CommandRun.snapreplay(
        ["render", valid, "-o", target.path, "--quiet", "--fps", "10"] + extra)
      #expect(run.exitCode == 0, "\(run.standardError)")
    }
    let manifest = try String(
      contentsOf: captioned.appendingPathComponent("manifest.json"), encoding: .utf8)
    #expect(manifest.contains(#"{"time": 0.5, "seq": 1, "label": "user tapped Add"}"#))
    // Before the marker's apply the frames are the same; from it on, the caption is drawn.
    func frame(_ directory: URL, _ index: Int) throws -> Data {
      try Data(
        contentsOf: directory.appendingPathComponent(String(format: "frame-%06d.png", index)))
    }
    #expect(try frame(plain, 0) == frame(captioned, 0))
    #expect(try frame(plain, 8) != frame(captioned, 8))
  }

  @Test func outputOptionChoosesTheDirectory() throws {
    let directory = try ScratchDirectory.make("render-cli")
    defer { ScratchDirectory.remove(directory) }
    let target = directory.appendingPathComponent("frames").path
    let run = try CommandRun.snapreplay(["render", fixture, "-o", target, "--quiet"])
    #expect(run.exitCode == 0)
    #expect(run.standardOutput == "")
    #expect(FileManager.default.fileExists(atPath: target + "/frame-000008.png"))
    #expect(!FileManager.default.fileExists(atPath: target + "/frame-000009.png"))
  }

  @Test func jsonSummaryDescribesTheRender() throws {
    let directory = try ScratchDirectory.make("render-cli")
    defer { ScratchDirectory.remove(directory) }
    let run = try CommandRun.snapreplay(
      ["render", fixture, "-o", directory.path, "--json", "--fps", "20"])
    #expect(run.exitCode == 0)
    let object = try #require(
      JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
    #expect(object["frames"] as? Int == 17)
    #expect(object["width"] as? Int == 20)
    #expect(object["height"] as? Int == 10)
    #expect(object["fps"] as? Double == 20)
    #expect(object["directory"] as? String == directory.standardizedFileURL.path)
    #expect(object["stoppedBeforeSeq"] is NSNull)
  }

  @Test func badHeaderHintIsOneLineNamingTheHint() throws {
    let directory = try ScratchDirectory.make("render-cli")
    defer { ScratchDirectory.remove(directory) }
    let recording = directory.appendingPathComponent("bad-hint.jsonl")
    try Data(
      """
      {"format":"snapshot-replay","version":1,"render":{"fps":0}}
      {"type":"apply","seq":1,"time":0,"sections":[{"id":"s","items":["a"]}]}

      """.utf8
    ).write(to: recording)
    let run = try CommandRun.snapreplay(["render", recording.path, "-o", directory.path])
    #expect(run.exitCode == 1)
    #expect(
      run.standardError
        == "\(recording.path): error: invalid value \"0\" for render hint \"fps\" (--fps) in the "
        + "recording header: expected a number from 0.1 to 240\n")
  }

  @Test func malformedRecordingNamesFileAndLine() throws {
    let bad = CommandRun.fixture("render-bad-color.jsonl").path
    let run = try CommandRun.snapreplay(["render", bad, "-o", "/tmp/unused"])
    #expect(run.exitCode == 1)
    #expect(run.standardError.hasPrefix("\(bad):2: error: "))
    #expect(run.standardError.contains("color"))
  }

  @Test func anOutlineParentThatIsNotAnEarlierItemStopsTheRenderWithExitOne() throws {
    let bad = CommandRun.fixture("outline-bad-parent.jsonl").path
    let run = try CommandRun.snapreplay(["render", bad, "-o", "/tmp/unused"])
    #expect(run.exitCode == 1)
    #expect(
      run.standardError
        == "\(bad):3: error: sections[0].items[0].parent \"docs\" of item \"notes\" comes after "
        + "it in section \"files\"; a parent must be an earlier item of the same section (seq 2)\n")
  }

  @Test func invalidApplyIsAWarningAndTheRenderStopsBeforeIt() throws {
    let directory = try ScratchDirectory.make("render-cli")
    defer { ScratchDirectory.remove(directory) }
    let bug = CommandRun.fixture("bug-duplicate-id.jsonl").path
    let run = try CommandRun.snapreplay(["render", bug, "-o", directory.path, "--json"])
    #expect(run.exitCode == 0)
    #expect(run.standardError.contains(":3: warning: rendering stops before seq 2"))
    #expect(run.standardOutput.contains(#""stoppedBeforeSeq":2"#))
  }
}
