import Foundation
import ReplayTestSupport
import Testing

/// `snapreplay approve` end to end: verify writes a report, the approvals file is made from the
/// page's data as its Accept button makes it, approve re-records, and verify passes.
@Suite struct ApproveCommandTests {
  let fixture = CommandRun.fixture("render-small.jsonl").path

  func run(_ arguments: [String], in directory: URL) throws -> CommandRun {
    try CommandRun.snapreplay(
      arguments, currentDirectory: directory, environment: ["SNAPREPLAY_RECORD": ""])
  }

  /// Goldens of the first apply, then a failing verify of both with `--report report`; returns
  /// the approvals the report offers: as its Accept button downloads them (version 2, the
  /// options in their saved form), or as version 1 wrote them (as command-line arguments).
  func failingReport(in directory: URL, version: Int = 1) throws -> [String: Any] {
    let common = [fixture, "--golden", "goldens", "--artifacts", "artifacts", "--fps", "10"]
    #expect(
      try run(["verify"] + common + ["--to", "1", "--hold", "0.6"], in: directory).exitCode == 1)
    let failing = try run(
      ["verify"] + common + ["--record", "never", "--report", "report"], in: directory)
    #expect(failing.exitCode == 1)
    #expect(failing.standardError.contains("Report: "))
    let html = try String(
      contentsOf: directory.appendingPathComponent("report/index.html"), encoding: .utf8)
    let start = try #require(html.range(of: #"id="review-data">"#))
    let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
    let data = try #require(
      try JSONSerialization.jsonObject(with: Data(html[start.upperBound..<end.lowerBound].utf8))
        as? [String: Any])
    let recording = try #require((data["recordings"] as? [[String: Any]])?.first)
    let frames = try #require(recording["frames"] as? [[String: Any]]).filter {
      $0["acceptable"] as? Bool == true
    }
    let options: (key: String, value: Any) =
      version == 1
      ? ("arguments", recording["arguments"] ?? []) : ("options", recording["options"] ?? [:])
    return [
      "format": "snapreplay-approvals", "version": version,
      "approvals": [
        [
          "recording": recording["recording"] ?? "", "goldens": recording["goldens"] ?? "",
          options.key: options.value,
          "frames": frames.map { ["name": $0["name"] ?? "", "sha256": $0["sha256"] ?? NSNull()] },
        ]
      ],
    ]
  }

  func write(_ approvals: [String: Any], in directory: URL) throws {
    try JSONSerialization.data(withJSONObject: approvals).write(
      to: directory.appendingPathComponent("approvals.json"))
  }

  @Test func approvesTheListedFramesAndVerifyThenPasses() throws {
    let directory = try ScratchDirectory.make("approve-cli")
    defer { ScratchDirectory.remove(directory) }
    try write(failingReport(in: directory), in: directory)
    let unlisted = try Data(
      contentsOf: directory.appendingPathComponent("goldens/frame-000000.png"))
    let approve = try run(["approve", "approvals.json"], in: directory)
    #expect(approve.exitCode == 0, "\(approve.standardError)")
    #expect(approve.standardOutput == "approved goldens: wrote 3 golden frames, removed 0\n")
    #expect(
      try Data(contentsOf: directory.appendingPathComponent("goldens/frame-000000.png")) == unlisted
    )
    let verify = try run(
      [
        "verify", fixture, "--golden", "goldens", "--artifacts", "artifacts", "--fps", "10",
        "--record", "never",
      ], in: directory)
    #expect(verify.exitCode == 0)
  }

  @Test func approvesVersionTwoWithTheOptionsTheReportSaved() throws {
    let directory = try ScratchDirectory.make("approve-cli")
    defer { ScratchDirectory.remove(directory) }
    let approvals = try failingReport(in: directory, version: 2)
    let list = try #require(approvals["approvals"] as? [[String: Any]])
    #expect(list[0]["options"] as? [String: Double] == ["fps": 10])
    try write(approvals, in: directory)
    let approve = try run(["approve", "approvals.json"], in: directory)
    #expect(approve.exitCode == 0, "\(approve.standardError)")
    #expect(approve.standardOutput == "approved goldens: wrote 3 golden frames, removed 0\n")
  }

  @Test func refusesFramesThatChangedSinceTheReportAndWritesNothing() throws {
    let directory = try ScratchDirectory.make("approve-cli")
    defer { ScratchDirectory.remove(directory) }
    var approvals = try failingReport(in: directory)
    var list = try #require(approvals["approvals"] as? [[String: Any]])
    list[0]["arguments"] = ["--fps", "10", "--background", "#000000"]
    approvals["approvals"] = list
    try write(approvals, in: directory)
    let goldens = directory.appendingPathComponent("goldens")
    let before = try FileManager.default.contentsOfDirectory(atPath: goldens.path).sorted()
    let approve = try run(["approve", "approvals.json"], in: directory)
    #expect(approve.exitCode == 1)
    #expect(approve.standardError.hasPrefix("snapreplay: error: refused "))
    #expect(approve.standardError.contains("approvals; no golden was written"))
    #expect(approve.standardError.contains("the actual frame changed since the report was made"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: goldens.path).sorted() == before)
    #expect(
      try run(
        [
          "verify", fixture, "--golden", "goldens", "--artifacts", "artifacts", "--fps", "10",
          "--record", "never",
        ], in: directory
      ).exitCode == 1)
  }

  @Test func argumentsThatAreNotRenderOptionsAreTheFilesFault() throws {
    let directory = try ScratchDirectory.make("approve-cli")
    defer { ScratchDirectory.remove(directory) }
    try Data(
      #"{"format":"snapreplay-approvals","version":1,"approvals":[{"recording":"r.jsonl","goldens":"g","arguments":["--delete-everything"],"frames":[]}]}"#
        .utf8
    ).write(to: directory.appendingPathComponent("approvals.json"))
    let approve = try run(["approve", "approvals.json"], in: directory)
    #expect(approve.exitCode == 1)
    #expect(
      approve.standardError.hasPrefix(
        "approvals.json: error: approvals[0] has arguments that are not render options: "))
  }

  @Test func aMissingFileIsAUsageError() throws {
    let directory = try ScratchDirectory.make("approve-cli")
    defer { ScratchDirectory.remove(directory) }
    let approve = try run(["approve", "approvals.json"], in: directory)
    #expect(approve.exitCode == 64)
    #expect(approve.standardError == "approvals.json: error: no such file or directory\n")
  }
}
