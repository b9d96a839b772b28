import SnapshotModel

extension SnapshotChangeset {
  /// Computes the changeset that turns one snapshot into the next, with the fewest moves.
  ///
  /// Identity is the identifier: an item is the same item in both snapshots when its identifier
  /// is equal (for recorded identifiers, JSON type and value, so `7` and `"7"` differ). Reloads
  /// and reconfigures come from the new snapshot's marks, ignoring those that name nothing in
  /// it; see ``SnapshotChangeset`` for how they combine with moves.
  ///
  /// ```swift
  /// // old: [a, b, c] → new: [c, a, b]
  /// SnapshotChangeset(from: old, to: new).items.moved  // c: [0,2] → [0,0]; a and b stay
  /// ```
  ///
  /// - Parameters:
  ///   - old: The snapshot before the update.
  ///   - new: The snapshot after the update.
  /// - Complexity: O(*n* log *n*) for *n* sections and items in the two snapshots, with O(*n*)
  ///   hash lookups; the log factor (finding the longest runs kept in order, sorting the
  ///   changes) is paid only where order changes. O(*n*), hashing only the marks, when the
  ///   snapshots hold the same sections and items in the same order.
  @inlinable
  public init(from old: Snapshot, to new: Snapshot) {
    if old == new {
      self.init(unchanged: new)
    } else {
      self = ChangesetBuilder(old: old, new: new).build()
    }
  }

  /// The changeset between two structurally equal snapshots: only the new snapshot's valid
  /// marks.
  @inlinable
  init(unchanged snapshot: Snapshot) {
    self.init()
    sections.reloaded = snapshot.reloadedSectionIdentifiers.filter(snapshot.containsSection)
    items.reloaded = snapshot.reloadedItemIdentifiers.filter(snapshot.contains)
    let reloadedItemSet = Set(items.reloaded)
    items.reconfigured = snapshot.reconfiguredItemIdentifiers.filter {
      snapshot.contains($0) && !reloadedItemSet.contains($0)
    }
  }
}
