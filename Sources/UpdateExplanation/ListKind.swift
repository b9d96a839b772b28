/// Which UIKit list raised a message, as far as its wording tells.
///
/// UIKit words the same check differently for its two lists: a table view counts "rows", a
/// collection view "items"; the section-count message names the view outright.
///
/// ```swift
/// ListKind(noun: "rows")  // .tableView
/// ListKind.collectionView.itemNoun  // "items"
/// ```
public enum ListKind: String, Hashable, Sendable, Codable {
  /// `UITableView`: "rows", "contained in the table view".
  case tableView = "table-view"
  /// `UICollectionView`: "items", "contained in the collection view".
  case collectionView = "collection-view"
  /// The wording does not say (a section-count message cut short, a diffable message).
  case unknown

  /// The list the noun UIKit used belongs to: "rows" or "row" a table view, "items" or "item"
  /// a collection view.
  ///
  /// ```swift
  /// ListKind(noun: "item")  // .collectionView
  /// ```
  ///
  /// - Parameter noun: The word as the message has it.
  public init(noun: some StringProtocol) {
    switch noun.lowercased() {
    case "row", "rows": self = .tableView
    case "item", "items": self = .collectionView
    default: self = .unknown
    }
  }

  /// The word UIKit counts this list's cells in: "rows", "items", or "rows/items".
  ///
  /// ```swift
  /// ListKind.tableView.itemNoun  // "rows"
  /// ```
  public var itemNoun: String {
    switch self {
    case .tableView: "rows"
    case .collectionView: "items"
    case .unknown: "rows/items"
    }
  }

  /// The view's name as messages say it: "table view", "collection view" or "list".
  ///
  /// ```swift
  /// ListKind.collectionView.viewName  // "collection view"
  /// ```
  public var viewName: String {
    switch self {
    case .tableView: "table view"
    case .collectionView: "collection view"
    case .unknown: "list"
    }
  }
}
