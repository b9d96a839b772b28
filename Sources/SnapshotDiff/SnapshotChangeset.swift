import SnapshotModel

/// What changed between two snapshots, as one UIKit batch update: section and item deletes,
/// inserts, moves, reloads and reconfigures.
///
/// Compute one with ``init(from:to:)``; turn the old snapshot into the new one with
/// ``applied(to:)``; check a hand-made changeset the way `performBatchUpdates` would with
/// ``batchUpdateViolations(from:to:in:)``.
///
/// ```swift
/// let changes = SnapshotChangeset(from: before, to: after)
/// print(changes.items.moved.map { "\($0.id) \($0.from) → \($0.to)" })
/// // ["n-1 [1,0] → [1,1]"]
/// ```
///
/// The conventions are those of the recording format's `diff` contract:
/// - Deletions are at old indexes, insertions at new ones, moves from old to new.
/// - Items of a deleted or inserted section are implied, not listed; an item leaving a deleted
///   section or entering an inserted one is a delete plus an insert, never a move.
/// - Within one section only the items outside a longest run kept in order are moved, so the
///   number of moves is the fewest possible. Sections likewise.
/// - UIKit applies in two passes (reference §6): the structural update, then a reload or
///   reconfigure of every valid mark at its final place. So an item or section that is both
///   moved and reloaded (or reconfigured) is listed in `moved` **and** in `reloaded` (or
///   `reconfigured`), never as a delete plus an insert; a reloaded section's items are diffed
///   like any other section's, so their changes are listed too.
/// - Marks on an item that is inserted anyway (its cell is new) are dropped, and so are marks
///   naming nothing in the new snapshot (UIKit ignores them); an item both reloaded and
///   reconfigured is only reloaded.
public struct SnapshotChangeset<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>:
  Hashable, Sendable
{
  /// The snapshot type the changeset goes between.
  public typealias Snapshot = DiffableSnapshot<SectionID, ItemID>

  /// Section deletes, inserts, moves and reloads.
  public var sections: SectionChanges<SectionID>
  /// Item deletes, inserts, moves, reloads and reconfigures.
  public var items: ItemChanges<ItemID>
  /// The items of every inserted section, in display order: what the changeset implies rather
  /// than lists, kept so that ``applied(to:)`` can rebuild the new snapshot.
  public var impliedItems: [SectionID: [ItemID]]

  /// Creates a changeset from its parts; nothing is checked (see
  /// ``batchUpdateViolations(from:to:in:)``).
  ///
  /// - Parameters:
  ///   - sections: The section changes.
  ///   - items: The item changes.
  ///   - impliedItems: The items of each inserted section; needed only to apply the changeset,
  ///     not to validate it.
  public init(
    sections: SectionChanges<SectionID> = SectionChanges(),
    items: ItemChanges<ItemID> = ItemChanges(),
    impliedItems: [SectionID: [ItemID]] = [:]
  ) {
    self.sections = sections
    self.items = items
    self.impliedItems = impliedItems
  }

  /// Whether nothing changes: no section or item is deleted, inserted, moved, reloaded or
  /// reconfigured.
  ///
  /// - Complexity: O(1).
  public var isEmpty: Bool { sections.isEmpty && items.isEmpty }
}
