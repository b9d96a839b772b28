/// An item deleted from, or inserted into, a snapshot at an index path.
///
/// For a deletion the index path is in the old snapshot; for an insertion, in the new one.
public struct PlacedItem<ItemID: Hashable & Sendable>: Hashable, Sendable {
  /// The item identifier.
  public var id: ItemID
  /// The item's index path.
  public var indexPath: ItemIndexPath

  /// Creates a placed item.
  public init(id: ItemID, indexPath: ItemIndexPath) {
    self.id = id
    self.indexPath = indexPath
  }
}
