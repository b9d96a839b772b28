/// The section-level part of a ``SnapshotChangeset``, in UIKit's batch-update terms.
public struct SectionChanges<SectionID: Hashable & Sendable>: Hashable, Sendable {
  /// Sections removed, at their indexes in the old snapshot, ascending.
  public var deleted: [PlacedSection<SectionID>]
  /// Sections added, at their indexes in the new snapshot, ascending.
  public var inserted: [PlacedSection<SectionID>]
  /// Sections moved, from an old index to a new one, ascending by old index.
  public var moved: [MovedSection<SectionID>]
  /// Sections reloaded where they end up (kept or moved), in the order the new snapshot marked
  /// them.
  public var reloaded: [SectionID]

  /// Creates section changes; every list defaults to empty.
  public init(
    deleted: [PlacedSection<SectionID>] = [], inserted: [PlacedSection<SectionID>] = [],
    moved: [MovedSection<SectionID>] = [], reloaded: [SectionID] = []
  ) {
    self.deleted = deleted
    self.inserted = inserted
    self.moved = moved
    self.reloaded = reloaded
  }

  /// Whether no section changes.
  ///
  /// - Complexity: O(1).
  public var isEmpty: Bool {
    deleted.isEmpty && inserted.isEmpty && moved.isEmpty && reloaded.isEmpty
  }
}
