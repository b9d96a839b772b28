/// An item that moved: from an index path in the old snapshot to one in the new snapshot,
/// possibly in another section.
public struct MovedItem<ItemID: Hashable & Sendable>: Hashable, Sendable {
  /// The item identifier.
  public var id: ItemID
  /// The item's index path in the old snapshot.
  public var from: ItemIndexPath
  /// The item's index path in the new snapshot.
  public var to: ItemIndexPath

  /// Creates an item move.
  public init(id: ItemID, from: ItemIndexPath, to: ItemIndexPath) {
    self.id = id
    self.from = from
    self.to = to
  }
}
