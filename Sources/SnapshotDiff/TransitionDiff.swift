import DiffableSnapshot
import SnapshotRecording

/// A snapshot whose section and item identifiers come from a recording.
public typealias RecordedSnapshot = DiffableSnapshot<RecordedID, RecordedID>

/// The changes between two consecutive applies of a recording, ready to print as
/// `snapreplay diff` does: ``jsonLine`` for `--json`, ``text`` otherwise.
///
/// ```swift
/// let diff = TransitionDiff(fromSeq: 3, toSeq: 4, old: before, new: after)
/// print(diff.jsonLine)
/// // {"from":3,"to":4,"sections":{…},"items":{"deleted":[{"id":"n-2","at":[1,1]}],…}}
/// ```
public struct TransitionDiff: Equatable, Sendable {
  /// The `seq` of the apply the transition starts from.
  public var fromSeq: Int
  /// The `seq` of the apply the transition goes to.
  public var toSeq: Int
  /// The snapshot before the update.
  public var old: RecordedSnapshot
  /// The snapshot after the update, with its reload and reconfigure marks.
  public var new: RecordedSnapshot
  /// The changes from ``old`` to ``new``.
  public var changeset: SnapshotChangeset<RecordedID, RecordedID>

  /// Computes the changes between two snapshots.
  ///
  /// - Parameters:
  ///   - fromSeq: The `seq` of the earlier apply.
  ///   - toSeq: The `seq` of the later apply.
  ///   - old: The earlier snapshot.
  ///   - new: The later snapshot, with its marks.
  /// - Complexity: That of ``SnapshotChangeset/init(from:to:)``.
  public init(fromSeq: Int, toSeq: Int, old: RecordedSnapshot, new: RecordedSnapshot) {
    self.fromSeq = fromSeq
    self.toSeq = toSeq
    self.old = old
    self.new = new
    self.changeset = SnapshotChangeset(from: old, to: new)
  }

  /// Computes the changes between two apply events of a recording.
  ///
  /// - Parameters:
  ///   - from: The earlier apply.
  ///   - to: The later apply.
  /// - Throws: ``SnapshotValidationError`` when either apply is not a valid snapshot (duplicate
  ///   identifiers, marks naming identifiers that are not there).
  public init(from: ApplyEvent, to: ApplyEvent)
    throws(SnapshotValidationError<RecordedID, RecordedID>)
  {
    self.init(
      fromSeq: from.seq, toSeq: to.seq, old: try Self.snapshot(of: from),
      new: try Self.snapshot(of: to))
  }

  /// The snapshot an apply event describes, with its marks.
  ///
  /// - Parameter event: An apply event.
  /// - Returns: The snapshot.
  /// - Throws: ``SnapshotValidationError`` naming what UIKit would reject.
  public static func snapshot(of event: ApplyEvent)
    throws(SnapshotValidationError<RecordedID, RecordedID>) -> RecordedSnapshot
  {
    try RecordedSnapshot(
      validating: event.sections.map { ($0.id, $0.items.map(\.id)) },
      reloadedItems: event.reloaded, reconfiguredItems: event.reconfigured,
      reloadedSections: event.reloadedSections)
  }
}
