/// One finding or failure, as data: how serious it is, what kind it is, whose fault, where it
/// points and what it says.
///
/// Every stage that finds something wrong makes one: the reader (``RecordingError`` and
/// ``RecordingWarning`` convert to it), validation and its lints (`RecordingCheck`), and every
/// command of `snapreplay` (its exit policy). One formatter prints it, in three forms from the
/// same value (`Diagnostic+Formatting.swift`): compiler-style text, a JSON object and a GitHub
/// Actions annotation.
///
/// ```swift
/// let diagnostic = Diagnostic(
///   severity: .error, category: .uikit, file: "rec.jsonl", line: 3, seq: 2,
///   message: "Fatal: supplied item identifiers are not unique.")
/// diagnostic.description
/// // rec.jsonl:3: error: Fatal: supplied item identifiers are not unique. (seq 2)
/// diagnostic.fault  // .input: exit status 1
/// ```
public struct Diagnostic: Hashable, Sendable {
  /// How serious a diagnostic is; the word the formatter writes after the place.
  ///
  /// ```swift
  /// Diagnostic.Severity.warning.rawValue  // "warning"
  /// ```
  public enum Severity: String, Hashable, Sendable {
    /// The recording is invalid (UIKit would reject an apply, the file cannot be read), or a
    /// command could not do what it was asked.
    case error
    /// Suspicious but valid: a likely bug, or a gap in the recording; the command goes on.
    case warning
  }

  /// What kind of finding about a recording it is, for scripts (`check --json`).
  ///
  /// ```swift
  /// Diagnostic.Category.ignoredMarks.rawValue  // "ignored-marks"
  /// ```
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
    /// A label, detail or title longer than a render draws (`LabelLimit`).
    case longLabel = "long-label"
    /// A render with the header's hints would stop at one of its budgets (frames, canvas).
    case renderBudget = "render-budget"
    /// Outline items whose `parent` and `expanded` keys disagree (a collapsed parent with
    /// listed children, an expanded leaf, a child apart from its parent).
    case outline
    /// A `layout` or `scroll` line that disagrees with its apply: an item or section the
    /// snapshot does not hold, an offset outside the content.
    case geometry
    /// A cell image that cannot be drawn as recorded: an item naming an image no earlier line
    /// defined, an image no item names, pixels that disagree with its size and scale.
    case cellImage = "cell-image"
  }

  /// Error or warning.
  public var severity: Severity
  /// What kind of finding about a recording it is; `nil` for a command's own failure (an
  /// output that cannot be written, a missing ffmpeg).
  public var category: Category?
  /// Whose fault an error is, which chooses `snapreplay`'s exit status; a warning never fails
  /// a command, and keeps the default, ``Fault/input``.
  public var fault: Fault
  /// The file it is about, as the user named it; `nil` when it is about the invocation as a
  /// whole, and the formatter names the tool instead.
  public var file: String?
  /// The 1-based line in ``file``, when it is about one.
  public var line: Int?
  /// The apply's `seq`, when it is about one.
  public var seq: Int?
  /// One sentence, without the `file:line: error:` prefix or the ` (seq N)` suffix.
  public var message: String

  /// Creates a diagnostic.
  ///
  /// ```swift
  /// let gap = Diagnostic(
  ///   severity: .warning, category: .format, file: "g.jsonl", line: 3, seq: nil,
  ///   message: "seq jumps from 1 to 4; 2 events were lost")
  /// gap.description  // g.jsonl:3: warning: seq jumps from 1 to 4; 2 events were lost
  /// ```
  ///
  /// - Parameters:
  ///   - severity: Error or warning.
  ///   - category: What kind of finding about a recording it is, if it is one.
  ///   - file: The file it is about, if any.
  ///   - line: The line in `file`, if any.
  ///   - seq: The apply's `seq`, if it is about one.
  ///   - message: One sentence.
  ///   - fault: Whose fault an error is; the input's unless said otherwise.
  public init(
    severity: Severity, category: Category?, file: String?, line: Int?, seq: Int?,
    message: String, fault: Fault = .input
  ) {
    self.severity = severity
    self.category = category
    self.fault = fault
    self.file = file
    self.line = line
    self.seq = seq
    self.message = message
  }

  /// An error, as commands report their failures.
  ///
  /// ```swift
  /// Diagnostic.error("cannot write: full", file: "out.png", fault: .environment).description
  /// // out.png: error: cannot write: full
  /// ```
  ///
  /// - Parameters:
  ///   - message: One sentence.
  ///   - file: The file it is about, if any.
  ///   - line: The line in `file`, if any.
  ///   - fault: Whose fault it is; the input's unless said otherwise.
  /// - Returns: The diagnostic, with no category.
  public static func error(
    _ message: String, file: String? = nil, line: Int? = nil, fault: Fault = .input
  ) -> Diagnostic {
    Diagnostic(
      severity: .error, category: nil, file: file, line: line, seq: nil, message: message,
      fault: fault)
  }

  /// A warning, as commands report what they go on after.
  ///
  /// ```swift
  /// Diagnostic.warning("seq gap", file: "rec.jsonl", line: 3).description
  /// // rec.jsonl:3: warning: seq gap
  /// ```
  ///
  /// - Parameters:
  ///   - message: One sentence.
  ///   - file: The file it is about, if any.
  ///   - line: The line in `file`, if any.
  /// - Returns: The diagnostic, with no category.
  public static func warning(_ message: String, file: String? = nil, line: Int? = nil)
    -> Diagnostic
  {
    Diagnostic(
      severity: .warning, category: nil, file: file, line: line, seq: nil, message: message)
  }
}
