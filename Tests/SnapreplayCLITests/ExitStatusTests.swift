import Foundation
import ReplayTestSupport
import Testing

/// The exit-status policy, command by command, through the built binary: every command into
/// each category it can reach, with the exit status and the one error line it prints.
///
/// | status | who is at fault |
/// | --- | --- |
/// | 0 | nobody: success |
/// | 1 | the input: invalid recording or hint, images differ, goldens missing, not a PNG |
/// | 2 | the environment: output not writable, file not readable, ffmpeg missing |
/// | 64 | the invocation: unknown flag, bad value, missing input file, `--from` after `--to` |
///
/// Arguments name places by token: `{fixtures}` (this target's fixtures), `{pixelmatch}` (the
/// comparison fixtures), `{root}` (the package) and `{scratch}`, a fresh directory per case that
/// holds `blocker`, a regular file no directory can be made under, and `broken.png`, which is
/// not a PNG.
@Suite struct ExitStatusTests {
  /// Where the one error line is expected.
  enum ErrorLine: Sendable {
    /// No error line on either stream (a verdict reported in the output, or success).
    case none
    /// One error line on standard error, starting so; none on standard output.
    case standardError(String)
    /// One error line on standard output (`check`'s findings are its result), starting so;
    /// none on standard error.
    case standardOutput(String)
  }

  /// One row of the specification.
  struct Case: Sendable, CustomTestStringConvertible {
    var command: String
    var status: Int32
    var arguments: [String]
    var environment: [String: String] = [:]
    var errorLine: ErrorLine
    /// Whether the case can run here (reading `/proc/self/mem` fails with an I/O error on
    /// Linux only).
    var linuxOnly = false

    var testDescription: String { "\(command) → \(status): \(arguments.joined(separator: " "))" }
  }

  static let fixtures = CommandRun.fixture("valid.jsonl").deletingLastPathComponent().path
  static let pixelmatch = PackageFiles.root
    .appendingPathComponent("Tests/ReplayComparisonTests/Fixtures/pixelmatch").path
  static let goldens = "{root}/Tests/ReplayTestingTests/__Goldens__/insertion-sort"
  /// A file whose first read fails with EIO: the environment's fault, yet the file exists.
  static let unreadable = "/proc/self/mem"

  static let cases: [Case] = [
    // info
    Case(command: "info", status: 0, arguments: ["{fixtures}/valid.jsonl"], errorLine: .none),
    Case(
      command: "info", status: 1, arguments: ["{fixtures}/version-2.jsonl"],
      errorLine: .standardError(
        "{fixtures}/version-2.jsonl:1: error: recording format version 2 is not supported")),
    Case(
      command: "info", status: 2, arguments: [unreadable],
      errorLine: .standardError(
        "\(unreadable): error: cannot read the recording: input/output error"),
      linuxOnly: true),
    Case(
      command: "info", status: 64, arguments: ["{scratch}/absent.jsonl"],
      errorLine: .standardError("{scratch}/absent.jsonl: error: no such file or directory")),
    Case(
      command: "info", status: 64, arguments: ["{fixtures}/valid.jsonl", "--bogus"],
      errorLine: .standardError("Error: Unknown option '--bogus'")),

    // check
    Case(command: "check", status: 0, arguments: ["{fixtures}/valid.jsonl"], errorLine: .none),
    Case(
      command: "check", status: 1, arguments: ["{fixtures}/version-2.jsonl"],
      errorLine: .standardOutput(
        "{fixtures}/version-2.jsonl:1: error: recording format version 2 is not supported")),
    Case(
      command: "check", status: 2, arguments: [unreadable, "{fixtures}/valid.jsonl"],
      errorLine: .standardOutput("\(unreadable): error: cannot read the recording: "),
      linuxOnly: true),
    Case(
      command: "check", status: 64, arguments: ["{scratch}/absent.jsonl"],
      errorLine: .standardOutput(
        "{scratch}/absent.jsonl: error: cannot open the recording: no such file")),
    Case(
      command: "check", status: 64, arguments: [],
      errorLine: .standardError("Error: Missing expected argument '<recordings> ...'")),

    // diff
    Case(command: "diff", status: 0, arguments: ["{fixtures}/diff-small.jsonl"], errorLine: .none),
    Case(
      command: "diff", status: 1, arguments: ["{fixtures}/render-bad-color.jsonl"],
      errorLine: .standardError("{fixtures}/render-bad-color.jsonl:2: error: ")),
    Case(
      command: "diff", status: 2, arguments: [unreadable],
      errorLine: .standardError("\(unreadable): error: cannot read the recording: "),
      linuxOnly: true),
    Case(
      command: "diff", status: 64, arguments: ["{fixtures}/diff-small.jsonl", "--from", "9"],
      errorLine: .standardError("{fixtures}/diff-small.jsonl: error: no apply with seq 9")),
    Case(
      command: "diff", status: 64, arguments: ["{scratch}/absent.jsonl"],
      errorLine: .standardError("{scratch}/absent.jsonl: error: no such file or directory")),

    // render
    Case(
      command: "render", status: 0,
      arguments: ["{fixtures}/render-small.jsonl", "-o", "{scratch}/frames", "--quiet"],
      errorLine: .none),
    Case(
      command: "render", status: 1,
      arguments: ["{fixtures}/render-bad-color.jsonl", "-o", "{scratch}/frames"],
      errorLine: .standardError("{fixtures}/render-bad-color.jsonl:2: error: ")),
    Case(
      command: "render", status: 2,
      arguments: ["{fixtures}/render-small.jsonl", "-o", "{scratch}/blocker/frames"],
      errorLine: .standardError(
        "{scratch}/blocker: error: cannot create the output directory: a file with that name "
          + "exists")),
    Case(
      command: "render", status: 2,
      arguments: [
        "{fixtures}/render-small.jsonl", "-o", "{scratch}/frames", "--gif", "{scratch}/out.gif",
      ],
      environment: ["PATH": "{scratch}"],
      errorLine: .standardError(
        "{fixtures}/render-small.jsonl: error: ffmpeg is not installed: writing gif needs it")),
    Case(
      command: "render", status: 64, arguments: ["{fixtures}/render-small.jsonl", "--fps", "fast"],
      errorLine: .standardError("Error: The value 'fast' is invalid for '--fps <fps>'")),
    Case(
      command: "render", status: 64,
      arguments: ["{fixtures}/render-small.jsonl", "--from", "5", "--to", "3"],
      errorLine: .standardError("Error: --from 5 is after --to 3")),
    Case(
      command: "render", status: 64, arguments: ["{scratch}/absent.jsonl"],
      errorLine: .standardError("{scratch}/absent.jsonl: error: no such file or directory")),

    // sheet
    Case(
      command: "sheet", status: 0,
      arguments: [
        "{fixtures}/render-small.jsonl", "-o", "{scratch}/sheet.png", "--thumbnail-width", "40",
      ],
      errorLine: .none),
    Case(
      command: "sheet", status: 1,
      arguments: ["{fixtures}/render-small.jsonl", "-o", "{scratch}/sheet.png", "--markers"],
      errorLine: .standardError(
        "{fixtures}/render-small.jsonl: error: the recording has no marker after an apply")),
    Case(
      command: "sheet", status: 2,
      arguments: ["{fixtures}/render-small.jsonl", "-o", "{scratch}/blocker/sheet.png"],
      errorLine: .standardError(
        "{scratch}/blocker: error: cannot create the directory: a file with that name exists")),
    Case(
      command: "sheet", status: 64, arguments: ["{fixtures}/render-small.jsonl"],
      errorLine: .standardError("Error: Missing expected argument '--output <output>'")),
    Case(
      command: "sheet", status: 64, arguments: ["{scratch}", "-o", "{scratch}/sheet.png"],
      errorLine: .standardError("{scratch}: error: is a directory; name a file")),

    // compare
    Case(
      command: "compare", status: 0, arguments: ["{pixelmatch}/1a.png", "{pixelmatch}/1a.png"],
      errorLine: .none),
    Case(
      command: "compare", status: 1,
      arguments: ["{pixelmatch}/1a.png", "{pixelmatch}/1b.png", "--diff-dir", "{scratch}/diffs"],
      errorLine: .none),
    Case(
      command: "compare", status: 1, arguments: ["{pixelmatch}/1a.png", "{scratch}/broken.png"],
      errorLine: .standardError("{scratch}/broken.png: error: cannot read PNG: Not a PNG file")),
    Case(
      command: "compare", status: 2,
      arguments: [
        "{pixelmatch}/1a.png", "{pixelmatch}/1b.png", "--diff-dir", "{scratch}/blocker/diffs",
      ],
      errorLine: .standardError(
        "{scratch}/blocker: error: cannot create the directory: a file with that name exists")),
    Case(
      command: "compare", status: 64, arguments: ["{pixelmatch}/1a.png", "{scratch}/absent.png"],
      errorLine: .standardError("{scratch}/absent.png: error: no such file or directory")),
    Case(
      command: "compare", status: 64, arguments: ["{pixelmatch}/1a.png", "{pixelmatch}"],
      errorLine: .standardError("snapreplay: error: cannot compare the file ")),
    Case(
      command: "compare", status: 64,
      arguments: ["{pixelmatch}/1a.png", "{pixelmatch}/1a.png", "--threshold", "1.5"],
      errorLine: .standardError("Error: --threshold must be between 0 and 1, got 1.5")),

    // verify
    Case(
      command: "verify", status: 0,
      arguments: [
        "{root}/Recordings/insertion-sort.jsonl", "--golden", goldens, "--scale", "0.5", "--fps",
        "5", "--hold", "0", "--to", "3", "--record", "never", "--artifacts", "{scratch}/out",
      ],
      errorLine: .none),
    Case(
      command: "verify", status: 1,
      arguments: [
        "{fixtures}/render-small.jsonl", "--golden", "{scratch}/goldens", "--record", "never",
        "--artifacts", "{scratch}/out",
      ],
      errorLine: .none),
    Case(
      command: "verify", status: 2,
      arguments: [
        "{fixtures}/render-small.jsonl", "--golden", "{scratch}/blocker/goldens", "--artifacts",
        "{scratch}/out",
      ],
      errorLine: .standardError(
        "{scratch}/blocker/goldens: error: cannot update the goldens: not a directory")),
    Case(
      command: "verify", status: 64,
      arguments: ["{fixtures}/render-small.jsonl", "--golden", "{scratch}/goldens"],
      environment: ["SNAPREPLAY_RECORD": "sometimes"],
      errorLine: .standardError(
        "snapreplay: error: SNAPREPLAY_RECORD=sometimes is not a record mode; use missing, all, "
          + "failed, never")),
    Case(
      command: "verify", status: 64,
      arguments: [
        "{fixtures}/render-small.jsonl", "--golden", "{scratch}/goldens", "--record", "sometimes",
      ],
      errorLine: .standardError("Error: --record must be one of missing, all, failed, never")),
    Case(
      command: "verify", status: 64,
      arguments: ["{scratch}/absent.jsonl", "--golden", "{scratch}/goldens"],
      errorLine: .standardError("{scratch}/absent.jsonl: error: no such file or directory")),
  ]

  static let commands = ["info", "check", "diff", "render", "sheet", "compare", "verify"]

  /// Whether a line reports an error: compiler-style, or swift-argument-parser's usage error.
  static func isErrorLine(_ line: Substring) -> Bool {
    line.contains(": error: ") || line.hasPrefix("Error: ")
  }

  static func errorLines(_ text: String) -> [Substring] {
    text.split(separator: "\n").filter(isErrorLine)
  }

  @Test func everyCommandReachesEveryStatus() {
    for command in Self.commands {
      let statuses = Set(Self.cases.filter { $0.command == command }.map(\.status))
      #expect(statuses == [0, 1, 2, 64], "\(command)")
    }
  }

  @Test(arguments: cases)
  func commandExitsWithItsStatusAndOneErrorLine(_ spec: Case) throws {
    #if !os(Linux)
      guard !spec.linuxOnly else { return }
    #endif
    let scratch = try ScratchDirectory.make("exit-status")
    defer { ScratchDirectory.remove(scratch) }
    try Data().write(to: scratch.appendingPathComponent("blocker"))
    try Data("not a png".utf8).write(to: scratch.appendingPathComponent("broken.png"))
    let expand = { (text: String) in
      text.replacingOccurrences(of: "{fixtures}", with: Self.fixtures)
        .replacingOccurrences(of: "{pixelmatch}", with: Self.pixelmatch)
        .replacingOccurrences(of: "{root}", with: PackageFiles.root.path)
        .replacingOccurrences(of: "{scratch}", with: scratch.path)
    }
    // CI sets SNAPREPLAY_RECORD=never; the cases choose their mode themselves.
    let environment = ["SNAPREPLAY_RECORD": ""].merging(spec.environment.mapValues(expand)) {
      $1
    }
    let run = try CommandRun.snapreplay(
      [spec.command] + spec.arguments.map(expand), currentDirectory: scratch,
      environment: environment)
    #expect(run.exitCode == spec.status, "stderr: \(run.standardError)")
    let output = Self.errorLines(run.standardOutput)
    let errors = Self.errorLines(run.standardError)
    // One prefix per line, and Foundation's error dumps never reach the user.
    for line in output + errors {
      #expect(line.components(separatedBy: "error:").count <= 2, "\(line)")
      #expect(!line.contains("Domain") && !line.contains("Cocoa error"), "\(line)")
    }
    switch spec.errorLine {
    case .none:
      #expect(output.isEmpty && errors.isEmpty, "\(output + errors)")
    case .standardError(let prefix):
      #expect(output.isEmpty, "\(output)")
      #expect(errors.count == 1, "\(errors)")
      #expect(errors.first?.hasPrefix(expand(prefix)) == true, "\(errors)")
    case .standardOutput(let prefix):
      #expect(errors.isEmpty, "\(errors)")
      #expect(output.count == 1, "\(output)")
      #expect(output.first?.hasPrefix(expand(prefix)) == true, "\(output)")
    }
  }
}
