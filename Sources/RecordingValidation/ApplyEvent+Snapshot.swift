import SnapshotModel
import SnapshotRecording

extension ApplyEvent {
  /// The recorded snapshot as a ``DiffableSnapshot``, checked with UIKit's rules.
  ///
  /// ``ValidatedRecording`` is the one caller, so that each apply is validated once; everything
  /// else takes the snapshot from ``ValidatedApply/snapshot``. Display content (labels, details,
  /// colours) is not part of a snapshot; read it from `sections` or `contentByItem`.
  ///
  /// - Throws: `SnapshotValidationError` listing duplicate item identifiers (across sections
  ///   too) and duplicate section identifiers, each with UIKit's one-line message. Marks naming
  ///   identifiers that are not in the snapshot are kept, not refused (reference §6).
  /// - Complexity: O(n) in the number of items.
  package func snapshot() throws(SnapshotValidationError<RecordedID, RecordedID>)
    -> DiffableSnapshot<RecordedID, RecordedID>
  {
    try DiffableSnapshot(
      validating: sections.map { ($0.id, $0.items.map(\.id)) },
      reloadedItems: reloaded, reconfiguredItems: reconfigured,
      reloadedSections: reloadedSections)
  }
}
