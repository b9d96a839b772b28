import Foundation
import ReplayRaster
import ReplayTestSupport
import SnapshotRecording
import Testing

/// `verify --ignore-item` and `--ignore-rect` from the command line.
@Suite struct VerifyIgnoreCommandTests {
  /// render-small.jsonl with its colours replaced: item `a` (red) is inserted first and moves
  /// when `b` (blue) is inserted before it.
  func recording(in directory: URL, a: String = "#FF0000", b: String = "#0000FF") throws -> String {
    let text = try String(
      contentsOf: CommandRun.fixture("render-small.jsonl"), encoding: .utf8
    )
    .replacingOccurrences(of: "#FF0000", with: a).replacingOccurrences(of: "#0000FF", with: b)
    let url = directory.appendingPathComponent("rec-\(a.dropFirst())-\(b.dropFirst()).jsonl")
    try Data(text.utf8).write(to: url)
    return url.path
  }

  func verify(_ recording: String, in directory: URL, _ extra: [String]) throws -> CommandRun {
    try CommandRun.snapreplay(
      [
        "verify", recording, "--golden", directory.appendingPathComponent("goldens").path,
        "--artifacts", directory.appendingPathComponent("artifacts").path,
      ] + extra, environment: ["SNAPREPLAY_RECORD": ""])
  }

  @Test func movingIgnoredItemPassesAndAChangeElsewhereFails() throws {
    let directory = try ScratchDirectory.make("verify-ignore")
    defer { ScratchDirectory.remove(directory) }
    let golden = try recording(in: directory)
    _ = try verify(golden, in: directory, ["--ignore-item", "a", "--record", "all"])
    let aRepainted = try recording(in: directory, a: "#00FF00")
    let unmasked = try verify(aRepainted, in: directory, ["--record", "never"])
    #expect(unmasked.exitCode == 1)
    let masked = try verify(aRepainted, in: directory, ["--ignore-item", "a", "--record", "never"])
    #expect(masked.exitCode == 0, "\(masked.standardOutput)\(masked.standardError)")
    let bRepainted = try recording(in: directory, a: "#00FF00", b: "#FFFF00")
    let elsewhere = try verify(
      bRepainted, in: directory, ["--ignore-item", "a", "--record", "never"])
    #expect(elsewhere.exitCode == 1)
    #expect(elsewhere.standardOutput.contains("differ"))
    // The difference image of the last frame shows b's change in red and a's cell hatched.
    let diff = try PNGCodec.decode(
      Array(
        Data(
          contentsOf: directory.appendingPathComponent(
            "artifacts/goldens/diff/frame-000008.diff.png"))))
    let pixels = (0..<diff.height).flatMap { y in (0..<diff.width).map { x in diff[x, y] } }
    #expect(pixels.contains(RecordedColor(red: 255, green: 0, blue: 0)))
    #expect(pixels.contains(RecordedColor(red: 160, green: 160, blue: 160)))
  }

  @Test func maskChangeIsReportedAsAnOptionsDifference() throws {
    let directory = try ScratchDirectory.make("verify-ignore")
    defer { ScratchDirectory.remove(directory) }
    let golden = try recording(in: directory)
    _ = try verify(golden, in: directory, ["--ignore-rect", "0,0,5,5", "--record", "all"])
    // A failing run says first how the goldens were made differently.
    let run = try verify(
      try recording(in: directory, a: "#00FF00"), in: directory, ["--record", "never"])
    #expect(run.exitCode == 1)
    #expect(
      run.standardOutput.contains("options differ: ignore-rect 0,0,5,5 (golden) vs unset"),
      "\(run.standardOutput)")
  }

  @Test(arguments: ["0,0,5", "0,0,0,5", "a,b,c,d"])
  func badRectangleIsAUsageError(text: String) throws {
    let run = try CommandRun.snapreplay(
      [
        "verify", CommandRun.fixture("render-small.jsonl").path, "--golden", "/nonexistent/g",
        "--ignore-rect", text,
      ])
    #expect(run.exitCode == 64)
    #expect(run.standardError.contains("--ignore-rect must be x,y,width,height"))
  }
}
