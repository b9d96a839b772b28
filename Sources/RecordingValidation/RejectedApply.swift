import RecordingFormat
import SnapshotModel
import SnapshotRecording

/// An apply that UIKit would reject (its app trapped there), with UIKit's reasons.
///
/// ```swift
/// for case .rejectedApply(let rejected) in try ValidatedRecording(contentsOf: url) {
///   print(rejected.line, rejected.seq, rejected.problems.map(\.description))
/// }
/// // 3 2 ["Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(dog)}"]
/// ```
public struct RejectedApply: Hashable, Sendable {
  /// The recording line the apply was read from.
  public var line: Int
  /// The apply as recorded.
  public var apply: ApplyEvent
  /// What UIKit would reject, in the order `DiffableSnapshot(validating:…)` reports it; never
  /// empty.
  public var problems: [SnapshotProblem<RecordedID, RecordedID>]

  /// Creates a rejected apply.
  ///
  /// - Parameters:
  ///   - line: The recording line.
  ///   - apply: The apply event.
  ///   - problems: UIKit's reasons.
  public init(line: Int, apply: ApplyEvent, problems: [SnapshotProblem<RecordedID, RecordedID>]) {
    self.line = line
    self.apply = apply
    self.problems = problems
  }

  /// The apply's `seq`.
  public var seq: Int { apply.seq }

  /// One error per problem, compiler-style, as `check` and `diff` print them.
  ///
  /// The verdict is that of reference §6: UIKit's own snapshot cannot hold a repeated
  /// identifier, so the recorder was fed something else (the app's own data), and the app
  /// would have trapped building the snapshot — or, for an item appended to a second section
  /// in a separate call, moved it there instead.
  ///
  /// ```swift
  /// rejected.diagnostics(file: "rec.jsonl").map(\.description)
  /// // ["rec.jsonl:3: error: this snapshot cannot exist in UIKit: building it would have
  /// //   trapped with "Fatal: supplied item identifiers are not unique. Duplicate identifiers:
  /// //   {(dog)}"; appended section by section, UIKit would have moved the item instead
  /// //   (seq 2)"]      (one line, wrapped here)
  /// ```
  ///
  /// - Parameter file: The name the recording was read under.
  /// - Returns: The errors, category ``Diagnostic/Category/uikit``.
  public func diagnostics(file: String) -> [Diagnostic] {
    problems.map { problem in
      var message =
        "this snapshot cannot exist in UIKit: building it would have trapped with "
        + "\"\(problem.description)\""
      if case .duplicateItems(let identifiers) = problem {
        let noun = identifiers.count == 1 ? "the item" : "the items"
        message += "; appended section by section, UIKit would have moved \(noun) instead"
      }
      return Diagnostic(
        severity: .error, category: .uikit, file: file, line: line, seq: seq, message: message)
    }
  }
}
