import RecordingFormat
import RecordingValidation

// The recording modules' findings as diagnostics: the same places and sentences their
// `description`s print, handed to the one printer.

extension Diagnostic {
  /// A reader's warning: `rec.jsonl:7: warning: seq jumps from 3 to 6; 2 events were lost`.
  ///
  /// - Parameter warning: The warning.
  init(_ warning: RecordingWarning) {
    self = .warning(warning.message, file: warning.location.file, line: warning.location.line)
  }

  /// A finding of `check` or of the validated stream, with its seq after the sentence:
  /// `rec.jsonl:3: error: Fatal: supplied item identifiers are not unique. … (seq 2)`.
  ///
  /// - Parameter finding: The finding.
  init(_ finding: CheckDiagnostic) {
    let suffix = finding.seq.map { " (seq \($0))" } ?? ""
    let severity: Severity =
      switch finding.severity {
      case .error: .error
      case .warning: .warning
      }
    self.init(
      severity: severity, file: finding.file, line: finding.line,
      message: finding.message + suffix)
  }

  /// Where a replay stops, as a warning on the rejected apply's line:
  /// `rec.jsonl:3: warning: rendering stops before seq 2: …`.
  ///
  /// - Parameters:
  ///   - stop: The first apply UIKit would have rejected.
  ///   - file: The recording as the user named it.
  init(_ stop: ReplayStop, file: String) {
    self = .warning(stop.description, file: file, line: stop.line)
  }
}
