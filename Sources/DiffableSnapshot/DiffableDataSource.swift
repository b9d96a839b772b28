import Foundation

/// A headless diffable data source: the role of `UICollectionViewDiffableDataSource` and
/// `UITableViewDiffableDataSource` without a view.
///
/// It holds the current snapshot, answers index-path lookups against it, and tells an observer —
/// typically a recorder — about every apply.
///
/// ```swift
/// let dataSource = DiffableDataSource<String, String>()
/// var snapshot = dataSource.snapshot()
/// snapshot.appendSections(["main"])
/// snapshot.appendItems(["a", "b"])
/// dataSource.apply(snapshot)
/// dataSource.indexPath(for: "b")  // [0, 1]
/// ```
///
/// Like UIKit's, it may be called from any one queue; calls are serialized, so observers see
/// applies in the order they took effect.
public final class DiffableDataSource<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>:
  @unchecked Sendable
{
  private let lock = NSLock()
  private var current = DiffableSnapshot<SectionID, ItemID>()
  private var rowAnimation = RowAnimation.automatic
  private var observer: (@Sendable (SnapshotApplication<SectionID, ItemID>) -> Void)?

  /// Creates a data source with an empty snapshot.
  ///
  /// - Parameter observer: Called for every apply, in apply order, while the data source is
  ///   locked — keep it short (a recorder writes one line).
  public init(observer: (@Sendable (SnapshotApplication<SectionID, ItemID>) -> Void)? = nil) {
    self.observer = observer
  }

  /// The animation used for inserted, deleted and reloaded rows. Default `automatic`; a change
  /// takes effect on the next apply.
  public var defaultRowAnimation: RowAnimation {
    get { lock.withLock { rowAnimation } }
    set { lock.withLock { rowAnimation = newValue } }
  }

  /// Replaces the observer that is told about every apply.
  public func setObserver(
    _ observer: (@Sendable (SnapshotApplication<SectionID, ItemID>) -> Void)?
  ) {
    lock.withLock { self.observer = observer }
  }

  /// A copy of the current snapshot.
  public func snapshot() -> DiffableSnapshot<SectionID, ItemID> {
    lock.withLock { current }
  }

  /// Makes `snapshot` the current state; UIKit would diff it against the previous state and
  /// animate the difference when `animatingDifferences` is `true`.
  public func apply(_ snapshot: DiffableSnapshot<SectionID, ItemID>, animatingDifferences: Bool = true) {
    commit(snapshot, animatingDifferences: animatingDifferences, usingReloadData: false)
  }

  /// Makes `snapshot` the current state without diffing, as `applySnapshotUsingReloadData` does.
  public func applySnapshotUsingReloadData(_ snapshot: DiffableSnapshot<SectionID, ItemID>) {
    commit(snapshot, animatingDifferences: false, usingReloadData: true)
  }

  /// The item at an index path (`[section, item]`), or `nil` when there is none.
  public func itemIdentifier(for indexPath: IndexPath) -> ItemID? {
    guard indexPath.count == 2 else { return nil }
    return lock.withLock {
      guard let section = current.storage.values.indices.contains(indexPath[0]) ? indexPath[0] : nil
      else { return nil }
      let items = current.storage.values[section]
      return items.indices.contains(indexPath[1]) ? items[indexPath[1]] : nil
    }
  }

  /// The index path (`[section, item]`) of an item, or `nil` when it is not shown.
  ///
  /// - Complexity: O(1).
  public func indexPath(for itemIdentifier: ItemID) -> IndexPath? {
    lock.withLock {
      current.location(ofItem: itemIdentifier).map { IndexPath(indexes: [$0.section, $0.item]) }
    }
  }

  /// The section at an index, or `nil` when there is none.
  public func sectionIdentifier(for index: Int) -> SectionID? {
    lock.withLock {
      current.storage.keys.indices.contains(index) ? current.storage.keys[index] : nil
    }
  }

  /// The index of a section, or `nil` when it is not shown.
  public func index(for sectionIdentifier: SectionID) -> Int? {
    lock.withLock { current.indexOfSection(sectionIdentifier) }
  }

  private func commit(
    _ snapshot: DiffableSnapshot<SectionID, ItemID>, animatingDifferences: Bool,
    usingReloadData: Bool
  ) {
    lock.withLock {
      current = snapshot
      observer?(
        SnapshotApplication(
          snapshot: snapshot, animatingDifferences: animatingDifferences,
          usingReloadData: usingReloadData, rowAnimation: rowAnimation))
    }
  }
}
