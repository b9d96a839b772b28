import Foundation
import ReplayTestSupport
import Testing

/// Untrusted recordings (issue 9): every command finishes with a message, never a trap.
@Suite struct HostileRecordingTests {
  /// 155 bytes: an apply with seq `Int.max`, then another apply.
  let maximumSeq = CommandRun.fixture("seq-max-then-apply.jsonl").path

  @Test func checkWarnsAboutAnApplyAfterTheLargestSeq() throws {
    let run = try CommandRun.snapreplay(
      ["check", "seq-max-then-apply.jsonl"], currentDirectory: CommandRun.fixture(""))
    #expect(run.exitCode == 0)
    #expect(
      run.standardOutput == """
        seq-max-then-apply.jsonl:2: warning: seq starts at 9223372036854775807, not 1; \
        9223372036854775806 events were lost
        seq-max-then-apply.jsonl:3: warning: seq 1 is out of order; expected \
        9223372036854775808

        """)
    #expect(run.standardError == "checked 1 recording: all valid, 0 errors, 2 warnings\n")
  }

  @Test func infoDiffAndRenderReadAnApplyAfterTheLargestSeq() throws {
    let directory = try ScratchDirectory.make("hostile-cli")
    defer { ScratchDirectory.remove(directory) }
    let info = try CommandRun.snapreplay(["info", maximumSeq])
    #expect(info.exitCode == 0)
    #expect(
      info.standardOutput.contains("largest:  0 items in 0 sections (seq 9223372036854775807"))
    let diff = try CommandRun.snapreplay(["diff", maximumSeq])
    #expect(diff.exitCode == 0)
    #expect(diff.standardOutput == "9223372036854775807 → 1: no changes\n")
    let render = try CommandRun.snapreplay(
      ["render", maximumSeq, "-o", directory.path, "--fps", "2", "--quiet"])
    #expect(render.exitCode == 0)
    #expect(FileManager.default.fileExists(atPath: directory.path + "/frame-000000.png"))
  }
}

extension HostileRecordingTests {
  /// 20 KB: five 1000-item applies, the first at 1e308 s, then a marker whose time goes back to 0.
  /// The rapid-apply lint once took the interval as minus infinity milliseconds and trapped.
  @Test func checkLintsRapidAppliesAfterAHugeTime() throws {
    let directory = try ScratchDirectory.make("hostile-cli")
    defer { ScratchDirectory.remove(directory) }
    let items = (0..<1000).map(String.init).joined(separator: ",")
    var lines = [#"{"format":"snapshot-replay","version":1}"#]
    for seq in 1...5 {
      let time = seq == 1 ? "1e308" : "0"
      lines.append(
        #"{"type":"apply","seq":\#(seq),"time":\#(time),"sections":[{"id":"s","items":[\#(items)]}]}"#
      )
      if seq == 1 { lines.append(#"{"type":"marker","time":0,"label":"back to zero"}"#) }
    }
    try Data((lines.joined(separator: "\n") + "\n").utf8)
      .write(to: directory.appendingPathComponent("rapid.jsonl"))
    let run = try CommandRun.snapreplay(["check", "rapid.jsonl"], currentDirectory: directory)
    #expect(run.exitCode == 1)
    #expect(
      run.standardOutput == """
        rapid.jsonl:2: warning: 5 snapshots of 1000 or more items (up to 1000) applied less than \
        100 ms apart, through seq 5 (closest 0 ms); each apply diffs the whole snapshot, so the \
        list will drop frames: coalesce updates (seq 1)
        rapid.jsonl:3: error: time goes backwards: 0.0 is earlier than 1e+308 on line 2

        """)
  }
}
