/// What the funnel makes of an error a command threw: the one line to print and who is at
/// fault, which chooses the exit status.
///
/// ```swift
/// let failure = ExitPolicy.failure(for: error, subject: "rec.jsonl")
/// printer.emit(failure.diagnostic)
/// exit(ExitStatus(failure.fault).rawValue)
/// ```
struct CommandFailure: Hashable, Sendable {
  /// The line to print.
  var diagnostic: Diagnostic
  /// Who is at fault.
  var fault: Fault

  /// A failure.
  ///
  /// - Parameters:
  ///   - fault: Who is at fault.
  ///   - diagnostic: The line to print.
  init(_ fault: Fault, _ diagnostic: Diagnostic) {
    self.fault = fault
    self.diagnostic = diagnostic
  }
}
