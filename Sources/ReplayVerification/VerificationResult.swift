public import Foundation
public import ReplayComparison
import SnapshotRecording

/// The outcome of a ``GoldenVerification``: the comparison, what was recorded, and a message
/// that says what to do next.
public struct VerificationResult: Sendable {
  /// The recording that was rendered.
  public var recording: URL
  /// The golden directory.
  public var goldens: URL
  /// The record mode in force.
  public var record: RecordMode
  /// Frame by frame: goldens (reference) against the render (candidate).
  public var report: ComparisonReport
  /// Where the rendered frames are written when the verification fails; a passing
  /// verification compares in memory and writes nothing there.
  public var actualDirectory: URL
  /// Goldens written by this run.
  public var recorded: [String]
  /// Goldens removed by this run (frames the render no longer produces).
  public var removed: [String]

  /// Whether every golden existed and matched, and nothing was recorded.
  public var passed: Bool {
    report.passed && recorded.isEmpty && removed.isEmpty && record != .all
  }

  /// What happened and the next step, for a test failure or the terminal; empty when passed.
  /// File names and paths are escaped for the terminal (`TerminalText`).
  public var message: String {
    guard !passed else { return "" }
    let escaped: (String) -> String = TerminalText.escaped
    var lines: [String] = []
    let differing = report.frames.filter { !$0.passed && $0.result != nil }
    let missing = report.frames.filter(GoldenVerification.isNew)
    let stale = report.frames.filter(GoldenVerification.isStale)
    let name = escaped(recording.lastPathComponent)
    lines.append(
      "Replay of \(name) does not match its goldens in \(escaped(goldens.path)) "
        + "(\(report.frames.count) frames: \(differing.count) differ, \(missing.count) new, "
        + "\(stale.count) no longer rendered).")
    for frame in differing {
      let summary = frame.result?.summary ?? "differs"
      lines.append("  \(escaped(frame.name)): \(summary)")
      if let diff = frame.diffImageURL {
        lines.append("    difference image: \(escaped(diff.path))")
      }
    }
    for frame in missing where !recorded.contains(frame.name) {
      lines.append("  \(escaped(frame.name)): no golden")
    }
    for frame in stale where !removed.contains(frame.name) {
      lines.append("  \(escaped(frame.name)): golden exists but the render no longer produces it")
    }
    lines.append("Actual frames: \(escaped(actualDirectory.path))")
    if !recorded.isEmpty {
      lines.append(
        "Recorded \(recorded.count) golden frame\(recorded.count == 1 ? "" : "s") "
          + "(record mode \(record.rawValue)); re-run to compare against them.")
    }
    if !removed.isEmpty {
      lines.append(
        "Removed \(removed.count) golden frame\(removed.count == 1 ? "" : "s") the render no longer produces."
      )
    }
    switch record {
    case .all:
      lines.append(
        "Record mode is all: every golden was rewritten. Turn it off (--record missing, or "
          + "unset \(RecordMode.environmentVariable)) and re-run to assert.")
    case .never, .missing:
      if !differing.isEmpty || (record == .never && !missing.isEmpty) {
        lines.append(
          "If the new frames are right, re-record them with --record failed "
            + "(or \(RecordMode.environmentVariable)=failed) and commit the goldens.")
      }
    case .failed:
      break
    }
    return lines.joined(separator: "\n")
  }
}
