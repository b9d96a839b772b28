/// One update of the `Updates = [ … ]` list of UIKit's "Invalid batch updates detected"
/// message: what the app declared inside `performBatchUpdates`.
///
/// UIKit prints item updates as `Delete row (0 - 1)` (section, then index), moves as
/// `Move item (0 - 1) -> (0 - 2)`, section updates as `Insert section 2`.
///
/// ```swift
/// DeclaredUpdate.item(.delete, section: 0, index: 1).description  // Delete (0 - 1)
/// ```
public enum DeclaredUpdate: Hashable, Sendable, CustomStringConvertible {
  /// What an update does.
  public enum Action: String, Hashable, Sendable {
    /// `Insert`.
    case insert
    /// `Delete`.
    case delete
    /// `Reload`: UIKit counts it as a delete and an insert at the same place.
    case reload
  }

  /// An item insert, delete or reload at `(section - index)`: old index paths for deletes and
  /// reloads, new ones for inserts.
  case item(Action, section: Int, index: Int)
  /// An item moved from an old index path to a new one.
  case itemMove(fromSection: Int, fromIndex: Int, toSection: Int, toIndex: Int)
  /// A section insert, delete or reload.
  case section(Action, index: Int)
  /// A section moved from an old index to a new one.
  case sectionMove(from: Int, to: Int)
  /// An entry the parser does not know, kept as written.
  case unrecognized(String)

  /// The update as UIKit prints it (without the row/item noun).
  public var description: String {
    switch self {
    case .item(let action, let section, let index):
      "\(action.rawValue.capitalized) (\(section) - \(index))"
    case .itemMove(let fromSection, let fromIndex, let toSection, let toIndex):
      "Move (\(fromSection) - \(fromIndex)) -> (\(toSection) - \(toIndex))"
    case .section(let action, let index): "\(action.rawValue.capitalized) section \(index)"
    case .sectionMove(let from, let to): "Move section \(from) -> \(to)"
    case .unrecognized(let text): text
    }
  }
}
