import ArgumentParser
import Foundation
import RecordingValidation
import ReplayRendering
import SnapshotRecording

/// `snapreplay check REC...`: validates recordings with UIKit's rules and lints them.
struct CheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Validate recordings with UIKit's rules and warn about likely bugs.",
    discussion: """
      Prints one compiler-style line per finding on standard output, then a summary line on \
      standard error. Exits 0 when every recording is valid (warnings allowed), 1 when any is \
      invalid or cannot be read, 64 on a usage error.
      """)

  @Argument(help: "The recordings (.jsonl).")
  var recordings: [String]

  @Flag(help: "Print one JSON document describing every file instead of text.")
  var json = false

  func validate() throws {
    guard !recordings.isEmpty else { throw ValidationError("Name at least one recording.") }
  }

  func run() throws {
    let checks = recordings.map {
      RecordingCheck(contentsOf: URL(fileURLWithPath: $0), name: $0, lints: [RenderPreflight()])
    }
    if json {
      print(RecordingCheck.json(for: checks))
    } else {
      for diagnostic in checks.flatMap(\.diagnostics) { print(diagnostic) }
    }
    FileHandle.standardError.write(Data((RecordingCheck.summaryLine(for: checks) + "\n").utf8))
    if !checks.allSatisfy(\.isValid) { throw ExitCode.failure }
  }
}
