import RecordingFormat

/// How a command that ran to its end came out: the funnel turns it into the exit status.
///
/// A verdict is for outcomes a command reports as its result (frames that differ, an invalid
/// apply it printed); what stops a command is thrown instead.
///
/// ```swift
/// return report.passed ? .success : .failure(.input)
/// ```
enum Verdict: Hashable, Sendable {
  /// Everything passed.
  case success
  /// The command did its work and found a fault.
  case failure(Fault)
}
