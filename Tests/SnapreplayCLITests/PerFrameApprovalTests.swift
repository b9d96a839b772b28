import Foundation
import ReplayTestSupport
import Testing

/// Approving some frames of a recording: `approve` writes exactly those and the rest keep
/// failing as what they were — `golden.json` keeps their structure, so a changed frame left
/// unapproved is still `changed`.
@Suite struct PerFrameApprovalTests {
  let options = ["--fps", "5", "--to", "4", "--scale", "0.5"]

  func run(_ arguments: [String], in directory: URL) throws -> CommandRun {
    try CommandRun.snapreplay(
      arguments, currentDirectory: directory, environment: ["SNAPREPLAY_RECORD": ""])
  }

  /// The Wi-Fi demo's goldens, then the demo with a network renamed ("Evergreen 5G"): its
  /// verify report's frames, as the page's data has them.
  func renamedNetworkReport(in directory: URL) throws -> [String: Any] {
    let recording = directory.appendingPathComponent("wifi.jsonl")
    let original = try String(
      contentsOf: PackageFiles.root.appendingPathComponent("Recordings/wifi-settings.jsonl"),
      encoding: .utf8)
    try original.write(to: recording, atomically: true, encoding: .utf8)
    let common = ["verify", "wifi.jsonl", "--golden", "goldens", "--artifacts", "artifacts"]
    #expect(try run(common + options, in: directory).exitCode == 1)
    try original.replacingOccurrences(of: #""Evergreen""#, with: #""Evergreen 5G""#)
      .write(to: recording, atomically: true, encoding: .utf8)
    let failing = try run(
      common + options + ["--record", "never", "--report", "report"], in: directory)
    #expect(failing.exitCode == 1)
    let html = try String(
      contentsOf: directory.appendingPathComponent("report/index.html"), encoding: .utf8)
    let start = try #require(html.range(of: #"id="review-data">"#))
    let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
    let data = try #require(
      try JSONSerialization.jsonObject(with: Data(html[start.upperBound..<end.lowerBound].utf8))
        as? [String: Any])
    return try #require((data["recordings"] as? [[String: Any]])?.first)
  }

  /// The frames `verify --json` says fail, with the structure each shows.
  func failingFrames(in directory: URL) throws -> [String: String] {
    let verify = try run(
      ["verify", "wifi.jsonl", "--golden", "goldens", "--artifacts", "artifacts"] + options
        + ["--record", "never", "--json"], in: directory)
    let result = try #require(
      try JSONSerialization.jsonObject(with: Data(verify.standardOutput.utf8)) as? [String: Any])
    var failing: [String: String] = [:]
    for frame in try #require(result["frames"] as? [[String: Any]]) {
      guard let status = frame["status"] as? String, status != "identical",
        status != "withinTolerance", let name = frame["name"] as? String
      else { continue }
      failing[name] = frame["structure"] as? String ?? status
    }
    return failing
  }

  @Test func approvingHalfTheFailingFramesLeavesExactlyTheOtherHalfFailing() throws {
    let directory = try ScratchDirectory.make("per-frame-approval")
    defer { ScratchDirectory.remove(directory) }
    let recording = try renamedNetworkReport(in: directory)
    let acceptable = try #require(recording["frames"] as? [[String: Any]]).filter {
      $0["acceptable"] as? Bool == true
    }
    #expect(acceptable.count >= 4)
    #expect(acceptable.allSatisfy { $0["kind"] as? String == "changed" })
    let before = try failingFrames(in: directory)
    #expect(Set(before.keys) == Set(acceptable.compactMap { $0["name"] as? String }))
    #expect(before.values.allSatisfy { $0 == "changed" })

    let approved = acceptable.enumerated().filter { $0.offset.isMultiple(of: 2) }.map(\.element)
    let approvals: [String: Any] = [
      "format": "snapreplay-approvals", "version": 2,
      "approvals": [
        [
          "recording": recording["recording"] ?? "", "goldens": recording["goldens"] ?? "",
          "options": recording["options"] ?? [:],
          "frames": approved.map { ["name": $0["name"] ?? "", "sha256": $0["sha256"] ?? ""] },
        ]
      ],
    ]
    try JSONSerialization.data(withJSONObject: approvals).write(
      to: directory.appendingPathComponent("approvals.json"))
    let approve = try run(["approve", "approvals.json"], in: directory)
    #expect(approve.exitCode == 0, "\(approve.standardError)")
    #expect(
      approve.standardOutput
        == "approved goldens: wrote \(approved.count) golden frames, removed 0\n")

    let after = try failingFrames(in: directory)
    let left = Set(before.keys).subtracting(approved.compactMap { $0["name"] as? String })
    #expect(Set(after.keys) == left)
    // Still changed, not pixels-only: golden.json kept the unapproved frames' structure.
    #expect(after.values.allSatisfy { $0 == "changed" })
  }

  @Test func aFrameWhoseStructureIsTheGoldensIsPixelsOnly() throws {
    let directory = try ScratchDirectory.make("per-frame-approval")
    defer { ScratchDirectory.remove(directory) }
    let recording = directory.appendingPathComponent("wifi.jsonl")
    try FileManager.default.copyItem(
      at: PackageFiles.root.appendingPathComponent("Recordings/wifi-settings.jsonl"),
      to: recording)
    let common = ["verify", "wifi.jsonl", "--golden", "goldens", "--artifacts", "artifacts"]
    #expect(try run(common + options, in: directory).exitCode == 1)
    // Another background: every cell where it was, showing what it showed; only pixels differ.
    let verify = try run(
      common + options + ["--background", "#000000", "--record", "never", "--json"],
      in: directory)
    #expect(verify.exitCode == 1)
    let result = try #require(
      try JSONSerialization.jsonObject(with: Data(verify.standardOutput.utf8)) as? [String: Any])
    let structures = try #require(result["frames"] as? [[String: Any]]).compactMap {
      $0["structure"] as? String
    }
    #expect(!structures.isEmpty)
    #expect(structures.allSatisfy { $0 == "same" })
  }
}
