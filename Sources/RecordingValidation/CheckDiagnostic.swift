/// One finding about a recording: an error (the recording is invalid) or a warning.
///
/// ``RecordingCheck`` collects them; ``ValidatedEvent/diagnostics(file:)`` gives them for each
/// event of the validated stream, so `check` and `diff` print the same lines:
///
/// ```swift
/// print(diagnostic)  // rec.jsonl:3: error: Fatal: supplied item identifiers are not unique. …
/// ```
public struct CheckDiagnostic: Hashable, Sendable, CustomStringConvertible {
  /// How serious a finding is.
  public enum Severity: String, Hashable, Sendable {
    /// UIKit would reject the apply, or the file cannot be read.
    case error
    /// Suspicious but valid: a likely bug, or a gap in the recording.
    case warning
  }

  /// What kind of finding it is, for scripts.
  public enum Category: String, Hashable, Sendable {
    /// The file or a line does not follow the recording format.
    case format
    /// An apply that UIKit would reject.
    case uikit
    /// Reload or reconfigure marks naming an item or section the snapshot does not hold,
    /// which UIKit ignores.
    case ignoredMarks = "ignored-marks"
    /// Snapshots applied from more than one queue.
    case mixedQueues = "mixed-queues"
    /// An item whose content changed without a reload or reconfigure.
    case staleContent = "stale-content"
    /// Large snapshots applied many times a second.
    case rapidLargeApplies = "rapid-large-applies"
    /// A label, detail or title longer than a render draws (``LabelLimit``).
    case longLabel = "long-label"
    /// A render with the header's hints would stop at one of its budgets (frames, canvas).
    case renderBudget = "render-budget"
    /// Outline items whose `parent` and `expanded` keys disagree (a collapsed parent with
    /// listed children, an expanded leaf, a child apart from its parent).
    case outline
  }

  /// Error or warning.
  public var severity: Severity
  /// What kind of finding it is.
  public var category: Category
  /// The file as named to the checker.
  public var file: String
  /// The line, when the finding is about one.
  public var line: Int?
  /// The apply's `seq`, when the finding is about one.
  public var seq: Int?
  /// One sentence.
  public var message: String

  /// Creates a diagnostic.
  public init(
    severity: Severity, category: Category, file: String, line: Int?, seq: Int?, message: String
  ) {
    self.severity = severity
    self.category = category
    self.file = file
    self.line = line
    self.seq = seq
    self.message = message
  }

  /// Compiler-style: `file:line: error: message (seq N)`.
  public var description: String {
    let place = line.map { "\(file):\($0)" } ?? file
    let suffix = seq.map { " (seq \($0))" } ?? ""
    return "\(place): \(severity.rawValue): \(message)\(suffix)"
  }
}
