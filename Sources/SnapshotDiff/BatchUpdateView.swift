/// The kind of view whose `performBatchUpdates` check is imitated; it decides UIKit's wording.
public enum BatchUpdateView: Hashable, Sendable {
  /// `UICollectionView`: "items", "contained in the collection view".
  case collectionView
  /// `UITableView`: "rows", "contained in the table view".
  case tableView

  var itemNoun: String { self == .collectionView ? "items" : "rows" }
  var viewName: String { self == .collectionView ? "collection view" : "table view" }
}
