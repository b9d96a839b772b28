import Foundation
import ReplayTestSupport
import Testing

/// `approve` renders each approved recording again into a scratch directory of the temporary
/// folder; SIGINT or SIGTERM mid-render removes that directory as `render` removes its
/// temporary files, writes no golden, and exits 130 or 143 with one line saying why.
@Suite struct ApproveSignalTests {
  /// Starts `approve` on an approvals file naming a long render (the insertion-sort demo at
  /// scale 2), with `TMPDIR` a folder of the test's own; sends `signal` once the scratch render
  /// has written a frame, and checks what is left.
  func interruptApprove(with signal: Int32, name: String, status: Int32) throws {
    let scratch = try ScratchDirectory.make("approve-signals")
    defer { ScratchDirectory.remove(scratch) }
    let temporary = scratch.appendingPathComponent("tmp")
    try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
    let recording = PackageFiles.root.appendingPathComponent("Recordings/insertion-sort.jsonl")
    let approvals: [String: Any] = [
      "format": "snapreplay-approvals", "version": 2,
      "approvals": [
        [
          "recording": recording.path, "goldens": "goldens", "options": ["scale": 2],
          "frames": [["name": "frame-000000.png", "sha256": String(repeating: "0", count: 64)]],
        ]
      ],
    ]
    try JSONSerialization.data(withJSONObject: approvals).write(
      to: scratch.appendingPathComponent("approvals.json"))
    let running = try RunningCommand.start(
      ["approve", "approvals.json"], currentDirectory: scratch,
      environment: ["TMPDIR": temporary.path])
    let rendering = SignalTests.waitUntil(seconds: 60) {
      let names = FileManager.default.enumerator(atPath: temporary.path)?.allObjects ?? []
      return names.contains { ($0 as? String)?.hasSuffix("frame-000002.png") == true }
    }
    kill(running.processIdentifier, signal)
    let run = running.waitForExit()
    try #require(rendering, "the scratch render never wrote a frame: \(run.standardError)")
    #expect(run.terminationReason == .exit)
    #expect(run.exitCode == status)
    #expect(run.standardError == "snapreplay: error: interrupted by \(name)\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path) == [])
    #expect(!FileManager.default.fileExists(atPath: scratch.appendingPathComponent("goldens").path))
  }

  @Test func sigintDuringApproveRemovesItsScratchRenderAndExits130() throws {
    try interruptApprove(with: SIGINT, name: "SIGINT", status: 130)
  }

  @Test func sigtermDuringApproveRemovesItsScratchRenderAndExits143() throws {
    try interruptApprove(with: SIGTERM, name: "SIGTERM", status: 143)
  }
}
