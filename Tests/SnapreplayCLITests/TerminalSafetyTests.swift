import Foundation
import ReplayTestSupport
import Testing

/// Text from a recording, or a file name from the command line, never reaches the terminal raw:
/// `hostile-text.jsonl` holds `ESC[2J`, an OSC title sequence, `\r`, a forged `\n…: error:`
/// line and U+202E in its title, source, marker label, identifiers and queue name.
@Suite struct TerminalSafetyTests {
  /// What a terminal would act on instead of showing, apart from the line breaks the tool
  /// writes itself: C0 controls, DEL, C1 controls, bidi embeddings, overrides and isolates.
  /// Written out here rather than taken from `TerminalText`, so it checks the escaping.
  static func rawControls(in text: String) -> [Unicode.Scalar] {
    text.unicodeScalars.filter { scalar in
      switch scalar.value {
      case 0x0A: false
      case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
      default: false
      }
    }
  }

  static func run(_ arguments: [String]) throws -> CommandRun {
    try CommandRun.snapreplay(arguments, currentDirectory: CommandRun.fixture(""))
  }

  @Test func infoShowsTheRecordingsTextEscaped() throws {
    let run = try Self.run(["info", "hostile-text.jsonl"])
    #expect(run.exitCode == 0)
    #expect(
      run.standardOutput == #"""
        hostile-text.jsonl: snapshot-replay version 1
          title:    Sort\e[2J\e]0;pwned\u{07}\rDone\u{202E}
          source:   Src\e[31m\nrec.jsonl:9: error: forged
          render:   cellSize=40x10 layout=list
          events:   3 apply, 1 marker
          duration: 1.25 s
          largest:  3 items in 1 section (seq 2, line 4)
          markers:  1
            0.5 s  tap\e[2J\r\u{202E}X (line 3)

        """#)
    #expect(run.standardError == "")
  }

  @Test func checkShowsIdentifiersAndQueuesEscaped() throws {
    let run = try Self.run(["check", "hostile-text.jsonl"])
    #expect(run.exitCode == 1)
    #expect(Self.rawControls(in: run.standardOutput + run.standardError).isEmpty)
    // Typed apart from the #expect: inside it, the concatenation took most of a second to
    // type-check.
    let trapError: String =
      #"hostile-text.jsonl:5: error: this snapshot cannot exist in UIKit: building it would "#
      + #"have trapped with "Fatal: supplied item identifiers are not unique. Duplicate "#
      + #"identifiers: {(b\r)}"; appended section by section, UIKit would have moved the item "#
      + #"instead (seq 3)"#
    #expect(run.standardOutput.contains(trapError))
    #expect(run.standardOutput.contains(#"snapshot applied on queue "q\u001b[2J""#))
    // The verdict is still the last line on standard error, whole.
    #expect(run.standardError == "checked 1 recording: 1 invalid, 1 error, 1 warning\n")
  }

  @Test func diffShowsIdentifiersEscaped() throws {
    let run = try Self.run(["diff", "hostile-text.jsonl"])
    #expect(run.exitCode == 1)
    #expect(Self.rawControls(in: run.standardOutput + run.standardError).isEmpty)
    #expect(
      run.standardOutput == #"""
        1 → 2: items 1 inserted, 1 moved
          section s\e[2J:
          … 1 unchanged
        + c\u{202E} at [0,1]
        ~ a\e]0;x\u{07} [0,0] → [0,2]

        """#)
  }

  @Test func jsonOutputIsJSONEscapedOnlyAndReadsBackAsRecorded() throws {
    let run = try Self.run(["info", "--json", "hostile-text.jsonl"])
    #expect(run.exitCode == 0)
    #expect(run.standardOutput.contains(#""title":"Sort\u001b[2J\u001b]0;pwned\u0007\rDone"#))
    let object = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8))
    let title = (object as? [String: Any])?["title"] as? String
    #expect(title == "Sort\u{1B}[2J\u{1B}]0;pwned\u{07}\rDone\u{202E}")
  }

  @Test func fileNamesFromTheCommandLineAreEscaped() throws {
    let scratch = try ScratchDirectory.make("terminal-safety")
    defer { ScratchDirectory.remove(scratch) }
    let name = "bug\u{1B}[2J\r.jsonl"
    try FileManager.default.copyItem(
      at: CommandRun.fixture("hostile-text.jsonl"), to: scratch.appendingPathComponent(name))
    let check = try CommandRun.snapreplay(["check", name], currentDirectory: scratch)
    #expect(Self.rawControls(in: check.standardOutput + check.standardError).isEmpty)
    #expect(check.standardOutput.hasPrefix(#"bug\e[2J\r.jsonl:4: warning: "#))
    let missing = try CommandRun.snapreplay(
      ["info", "gone\u{1B}[2J.jsonl"], currentDirectory: scratch)
    #expect(missing.exitCode == 64)
    #expect(missing.standardError == #"gone\e[2J.jsonl: error: no such file or directory"# + "\n")
    let render = try CommandRun.snapreplay(
      ["render", name, "-o", "frames\u{1B}]0;x\u{07}"], currentDirectory: scratch)
    #expect(render.exitCode == 0, "\(render.standardError)")
    #expect(Self.rawControls(in: render.standardOutput + render.standardError).isEmpty)
    #expect(render.standardOutput.contains(#"/frames\e]0;x\u{07} in "#))
  }
}
