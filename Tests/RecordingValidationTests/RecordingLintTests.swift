import Foundation
import RecordingFormat
import SnapshotRecording
import Testing

@testable import RecordingValidation

/// Lints of downstream modules see the header, every event and the end, and their findings are
/// sorted in with the check's own.
@Suite struct RecordingLintTests {
  /// Notes what it was shown, and warns at the header, at each marker and at the end.
  private struct Probe: RecordingLint {
    var seen: [String] = []
    mutating func header(_ header: RecordingHeader, line: Int, file: String)
      -> [Diagnostic]
    {
      [warning("header \(header.title ?? "")", file: file, line: line)]
    }
    mutating func event(_ event: ValidatedEvent, file: String) -> [Diagnostic] {
      guard case .marker(let marker, let line) = event else { return [] }
      return [warning("marker \(marker.label)", file: file, line: line)]
    }
    mutating func finish(file: String) -> [Diagnostic] {
      [warning("end", file: file, line: nil)]
    }
    func warning(_ message: String, file: String, line: Int?) -> Diagnostic {
      Diagnostic(
        severity: .warning, category: .format, file: file, line: line, seq: nil, message: message)
    }
  }

  private let text = """
    {"format":"snapshot-replay","version":1,"title":"T"}
    {"type":"apply","seq":1,"time":0,"sections":[{"id":"s","items":["a","a"]}]}
    {"type":"marker","time":1,"label":"m"}

    """

  @Test func findingsOfALintAreSortedInByLine() {
    let check = RecordingCheck(data: Data(text.utf8), name: "l.jsonl", lints: [Probe()])
    #expect(
      check.diagnostics.map(\.description) == [
        "l.jsonl: warning: end",
        "l.jsonl:1: warning: header T",
        "l.jsonl:2: error: this snapshot cannot exist in UIKit: building it would have trapped with \"Fatal: supplied item identifiers are "
          + "not unique. Duplicate identifiers: {(a)}\"; appended section by section, UIKit would have moved the item instead (seq 1)",
        "l.jsonl:3: warning: marker m",
      ])
    #expect(check.appliesChecked == 1)
  }

  @Test func checkingBytesEqualsCheckingTheFile() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("RecordingLintTests-\(UUID().uuidString).jsonl")
    defer { try? FileManager.default.removeItem(at: url) }
    try Data(text.utf8).write(to: url)
    #expect(
      RecordingCheck(contentsOf: url, name: "l.jsonl")
        == RecordingCheck(data: Data(text.utf8), name: "l.jsonl"))
    #expect(
      RecordingCheck(data: Data(), name: "e.jsonl").diagnostics.map(\.description) == [
        "e.jsonl: error: the recording is empty; its first line must be the header"
      ])
  }
}
