/// What an app declared in one `performBatchUpdates` and what its data source answered around
/// it: an `apply` line's optional `declared` object (docs/RecordingFormat.md, "Declared batch
/// updates"). A snapshot always balances; this is how a recording carries counts that do not,
/// so that `check` can report what UIKit would have refused.
///
/// ```swift
/// let declared = DeclaredBatch(
///   view: .table, before: [3], after: [0],
///   updates: [.item(.delete, .init(section: 0, item: 1)), .item(.delete, .init(section: 0, item: 0))])
/// declared.updates.map(\.description)  // ["delete 0-1", "delete 0-0"]
/// ```
public struct DeclaredBatch: Hashable, Sendable {
  /// The kind of list, the noun of UIKit's messages.
  public enum View: String, CaseIterable, Hashable, Sendable {
    /// A `UITableView`: "rows", "the table view".
    case table
    /// A `UICollectionView`: "items", "the collection view".
    case collection
  }

  /// What an update does to the row or section it names.
  public enum Action: String, CaseIterable, Hashable, Sendable {
    case insert, delete, reload
  }

  /// An index path as UIKit writes it, `(section - item)`.
  public struct Place: Hashable, Sendable {
    /// The section's index.
    public var section: Int
    /// The item's index in its section.
    public var item: Int

    /// An index path.
    ///
    /// ```swift
    /// DeclaredBatch.Place(section: 0, item: 2)  // 0-2
    /// ```
    public init(section: Int, item: Int) {
      self.section = section
      self.item = item
    }
  }

  /// One declared update, in UIKit's terms: deletes, reloads and move sources at index paths
  /// before the update, inserts and move destinations after it.
  public enum Update: Hashable, Sendable {
    /// `insert 0-2`, `delete 0-2`, `reload 0-2`.
    case item(Action, Place)
    /// `move 0-1 0-3`.
    case moveItem(from: Place, to: Place)
    /// `insert section 2`, `delete section 2`, `reload section 2`.
    case section(Action, Int)
    /// `move section 1 3`.
    case moveSection(from: Int, to: Int)
  }

  /// The most sections `before` or `after` may hold.
  public static let sectionLimit = 10_000
  /// The most updates one batch may declare.
  public static let updateLimit = 100_000

  /// The list's kind.
  public var view: View
  /// The item count of each section the data source returned before the update.
  public var before: [Int]
  /// The item count of each section the data source returned after the update.
  public var after: [Int]
  /// The declared updates, in UIKit's order.
  public var updates: [Update]

  /// A declared batch.
  ///
  /// ```swift
  /// DeclaredBatch(view: .collection, before: [2], after: [3], updates: [.item(.insert, .init(section: 0, item: 2))])
  /// ```
  public init(view: View, before: [Int], after: [Int], updates: [Update]) {
    self.view = view
    self.before = before
    self.after = after
    self.updates = updates
  }
}
