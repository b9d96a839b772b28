/// The item-level part of a ``SnapshotChangeset``, in UIKit's batch-update terms.
public struct ItemChanges<ItemID: Hashable & Sendable>: Hashable, Sendable {
  /// Items removed, at their index paths in the old snapshot, ascending.
  public var deleted: [PlacedItem<ItemID>]
  /// Items added, at their index paths in the new snapshot, ascending.
  public var inserted: [PlacedItem<ItemID>]
  /// Items moved, from an old index path to a new one, ascending by old index path.
  public var moved: [MovedItem<ItemID>]
  /// Items whose cells are replaced at their final index path (kept or moved), in the order the
  /// new snapshot marked them.
  public var reloaded: [ItemID]
  /// Items whose cells are updated at their final index path (kept or moved), in the order the
  /// new snapshot marked them.
  public var reconfigured: [ItemID]

  /// Creates item changes; every list defaults to empty.
  public init(
    deleted: [PlacedItem<ItemID>] = [], inserted: [PlacedItem<ItemID>] = [],
    moved: [MovedItem<ItemID>] = [], reloaded: [ItemID] = [], reconfigured: [ItemID] = []
  ) {
    self.deleted = deleted
    self.inserted = inserted
    self.moved = moved
    self.reloaded = reloaded
    self.reconfigured = reconfigured
  }

  /// Whether no item changes.
  ///
  /// - Complexity: O(1).
  public var isEmpty: Bool {
    deleted.isEmpty && inserted.isEmpty && moved.isEmpty && reloaded.isEmpty
      && reconfigured.isEmpty
  }
}
