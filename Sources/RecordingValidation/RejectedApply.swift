import DiffableSnapshot
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
  /// ```swift
  /// rejected.diagnostics(file: "rec.jsonl").map(\.description)
  /// // ["rec.jsonl:3: error: Fatal: supplied item identifiers are not unique. Duplicate
  /// //   identifiers: {(dog)} (seq 2)"]      (one line, wrapped here)
  /// ```
  ///
  /// - Parameter file: The name the recording was read under.
  /// - Returns: The errors, category ``CheckDiagnostic/Category/uikit``.
  public func diagnostics(file: String) -> [CheckDiagnostic] {
    problems.map {
      CheckDiagnostic(
        severity: .error, category: .uikit, file: file, line: line, seq: seq,
        message: $0.description)
    }
  }
}
