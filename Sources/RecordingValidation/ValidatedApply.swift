import DiffableSnapshot
import SnapshotRecording

/// An apply that UIKit accepts, with the snapshot it describes: built once by
/// ``ValidatedRecording`` and reused by every consumer (diff, render, lints).
///
/// ```swift
/// for case .apply(let apply) in try ValidatedRecording(contentsOf: url) {
///   print(apply.line, apply.seq, apply.snapshot.itemIdentifiers)
/// }
/// // 2 1 ["cat", "dog"]
/// ```
public struct ValidatedApply: Equatable, Sendable {
  /// The recording line the apply was read from.
  public var line: Int
  /// The apply as recorded, with its display content (labels, details, colours).
  public var apply: ApplyEvent
  /// The snapshot the apply describes, with its reload and reconfigure marks.
  public var snapshot: DiffableSnapshot<RecordedID, RecordedID>

  /// Pairs an apply with its snapshot.
  ///
  /// ``ValidatedRecording`` builds these; build one directly only for a snapshot already known to
  /// be the apply's (tests, tools that made both).
  ///
  /// - Parameters:
  ///   - line: The recording line.
  ///   - apply: The apply event.
  ///   - snapshot: Its snapshot.
  public init(line: Int, apply: ApplyEvent, snapshot: DiffableSnapshot<RecordedID, RecordedID>) {
    self.line = line
    self.apply = apply
    self.snapshot = snapshot
  }

  /// The apply's `seq`.
  public var seq: Int { apply.seq }
}
