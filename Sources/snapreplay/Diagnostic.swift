/// One message for the terminal, as data: how serious it is, where it points, and what it says.
///
/// Commands and the exit policy make diagnostics; only ``DiagnosticPrinter`` turns them into
/// text, compiler-style so that editors and CI link them:
///
/// ```swift
/// let diagnostic = Diagnostic.error("no apply with seq 9", file: "rec.jsonl")
/// DiagnosticPrinter.format(diagnostic)  // rec.jsonl: error: no apply with seq 9
/// ```
struct Diagnostic: Hashable, Sendable {
  /// How serious a diagnostic is; the word the printer writes after the place.
  enum Severity: String, Hashable, Sendable {
    /// The command could not do what it was asked, or the input is invalid.
    case error
    /// Something odd that the command reports and goes on.
    case warning
  }

  /// Error or warning.
  var severity: Severity
  /// The file it is about, as the user named it; `nil` when it is about the invocation as a
  /// whole, and the printer names the tool instead.
  var file: String?
  /// The 1-based line in ``file``, when it is about one.
  var line: Int?
  /// One sentence, without the `file:line: error:` prefix.
  var message: String

  /// An error.
  ///
  /// - Parameters:
  ///   - message: One sentence.
  ///   - file: The file it is about, if any.
  ///   - line: The line in `file`, if any.
  /// - Returns: The diagnostic.
  static func error(_ message: String, file: String? = nil, line: Int? = nil) -> Diagnostic {
    Diagnostic(severity: .error, file: file, line: line, message: message)
  }

  /// A warning.
  ///
  /// - Parameters:
  ///   - message: One sentence.
  ///   - file: The file it is about, if any.
  ///   - line: The line in `file`, if any.
  /// - Returns: The diagnostic.
  static func warning(_ message: String, file: String? = nil, line: Int? = nil) -> Diagnostic {
    Diagnostic(severity: .warning, file: file, line: line, message: message)
  }
}
