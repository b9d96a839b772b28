import Foundation
import ReplayTestSupport
import Testing

@testable import snapreplay

@Suite struct HelpTests {
  /// Every subcommand, from the tool's own list, so that a new one cannot be left out.
  static let commands = Snapreplay.configuration.subcommands.map { $0._commandName }

  @Test func theCommandListIsTheTools() {
    #expect(
      Self.commands == [
        "info", "check", "diff", "render", "report", "sheet", "compare", "verify", "merge",
        "merge-frames", "approve", "explain", "strip-images",
      ])
  }

  /// Text with every run of white space made one space, as help wraps it.
  static func words(_ text: String) -> String {
    text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  @Test func helpNamesTheTool() throws {
    let run = try CommandRun.snapreplay(["--help"])
    #expect(run.exitCode == 0)
    #expect(run.standardOutput.contains("USAGE: snapreplay"))
  }

  @Test(arguments: commands)
  func everyCommandsHelpEndsWithTheExitStatusPolicy(command: String) throws {
    let run = try CommandRun.snapreplay([command, "--help"])
    #expect(run.exitCode == 0)
    #expect(Self.words(run.standardOutput).contains(Self.words(ExitStatus.helpText)))
  }

  @Test func readmeTabulatesEveryExitStatus() throws {
    let readme = try String(
      contentsOf: PackageFiles.root.appendingPathComponent("README.md"), encoding: .utf8)
    let rows = readme.split(separator: "\n").filter { $0.hasPrefix("| ") }
    for status in ExitStatus.allCases {
      #expect(rows.contains { $0.hasPrefix("| \(status.rawValue) |") }, "\(status)")
    }
    for command in Self.commands {
      #expect(rows.contains { $0.hasPrefix("| `snapreplay \(command) ") }, "\(command)")
    }
  }
}
