import RecordingValidation
import SnapshotModel
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
  /// The places of ``old``'s items in outline sections, for the text's levels; empty when it
  /// has none. Outline places are display only: the changeset compares identifiers alone.
  public var oldOutline: [RecordedID: OutlinePlace]
  /// The places of ``new``'s items in outline sections; empty when it has none.
  public var newOutline: [RecordedID: OutlinePlace]

  /// Computes the changes between two snapshots.
  ///
  /// - Parameters:
  ///   - fromSeq: The `seq` of the earlier apply.
  ///   - toSeq: The `seq` of the later apply.
  ///   - old: The earlier snapshot.
  ///   - new: The later snapshot, with its marks.
  ///   - oldOutline: The places of `old`'s outline items (``OutlinePlace/places(in:)``).
  ///   - newOutline: The places of `new`'s outline items.
  /// - Complexity: That of ``SnapshotChangeset/init(from:to:)``.
  public init(
    fromSeq: Int, toSeq: Int, old: RecordedSnapshot, new: RecordedSnapshot,
    oldOutline: [RecordedID: OutlinePlace] = [:], newOutline: [RecordedID: OutlinePlace] = [:]
  ) {
    self.fromSeq = fromSeq
    self.toSeq = toSeq
    self.old = old
    self.new = new
    self.changeset = SnapshotChangeset(from: old, to: new)
    self.oldOutline = oldOutline
    self.newOutline = newOutline
  }

  /// Computes the changes between two validated applies of a recording, reusing the snapshots
  /// that validation built; items of outline sections keep their levels for the text.
  ///
  /// ```swift
  /// let diff = TransitionDiff(from: earlier, to: later)  // two ValidatedApply values
  /// print(diff.text)
  /// // 2 → 3: items 1 reconfigured
  /// // …
  /// ```
  ///
  /// - Parameters:
  ///   - from: The earlier apply.
  ///   - to: The later apply.
  /// - Complexity: That of ``SnapshotChangeset/init(from:to:)``.
  public init(from: ValidatedApply, to: ValidatedApply) {
    self.init(
      fromSeq: from.seq, toSeq: to.seq, old: from.snapshot, new: to.snapshot,
      oldOutline: OutlinePlace.places(in: from.apply.sections),
      newOutline: OutlinePlace.places(in: to.apply.sections))
  }
}
