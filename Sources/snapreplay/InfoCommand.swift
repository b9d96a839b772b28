import ArgumentParser
import Foundation
import RecordingFormat
import RecordingValidation
import SnapshotRecording

/// `snapreplay info REC`: a recording's header, event counts, duration, largest snapshot and
/// markers.
struct InfoCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "info",
    abstract: "Show a recording's header, event counts, duration, largest snapshot and markers.",
    discussion: "Exits 0, or 1 when the recording cannot be read.")

  @Argument(help: "The recording (.jsonl).")
  var recording: String

  @Flag(help: "Print one JSON object instead of text.")
  var json = false

  func run() throws {
    let summary: RecordingSummary
    do throws(RecordingError) {
      summary = try RecordingSummary(contentsOf: URL(fileURLWithPath: recording), name: recording)
    } catch {
      FileHandle.standardError.write(Data((error.description + "\n").utf8))
      throw ExitCode.failure
    }
    print(json ? summary.json : summary.report)
    if !json {
      for warning in summary.warnings {
        FileHandle.standardError.write(Data((warning.description + "\n").utf8))
      }
    }
  }
}
