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
/// Like UIKit's, it may be used from any one queue at a time. An apply that starts while another
/// is still running (from the observer, or from a second thread) traps with UIKit's "Deadlock
/// detected" reason, so observers see applies one at a time, in the order they took effect. An
/// apply from the main thread after applies from another thread (or the other way round) goes
/// ahead and logs UIKit's "non-thread confined" warning through ``UIKitConsole``.
public final class DiffableDataSource<
  SectionID: Hashable & Sendable, ItemID: Hashable & Sendable
>: Sendable {
  /// What the data source tells its observer about each apply.
  public typealias Observer = @Sendable (SnapshotApplication<SectionID, ItemID>) -> Void

  /// Everything that changes, behind one lock.
  fileprivate struct State {
    var current = DiffableSnapshot<SectionID, ItemID>()
    var rowAnimation = RowAnimation.automatic
    var observer: Observer?
    var isApplying = false
    /// The section snapshots applied with `apply(_:to:animatingDifferences:completion:)` whose
    /// visible items are still what their section shows.
    var outlineSections: [SectionID: DiffableSectionSnapshot<ItemID>] = [:]
    var duration = 0.3
    /// Whether the first apply ran on the main thread; `nil` before it.
    var appliedOnMain: Bool?
  }

  private let state: LockedValue<State>

  /// Creates a data source with an empty snapshot.
  ///
  /// - Parameter observer: Called once for every apply, in apply order, after the new snapshot
  ///   has become current. It may read the data source but must not apply to it.
  public init(observer: Observer? = nil) {
    state = LockedValue(State(observer: observer))
  }

  /// The animation used for inserted, deleted and reloaded rows.
  ///
  /// Default ``RowAnimation/automatic``; a change takes effect on the next apply, as in UIKit.
  ///
  /// - Complexity: O(1).
  public var defaultRowAnimation: RowAnimation {
    get { state.withLock { $0.rowAnimation } }
    set { state.withLock { $0.rowAnimation = newValue } }
  }

  /// Replaces the observer that is told about every apply; `nil` removes it.
  ///
  /// - Parameter observer: The new observer.
  /// - Complexity: O(1).
  public func setObserver(_ observer: Observer?) {
    state.withLock { $0.observer = observer }
  }

  /// A copy of the current snapshot, without reload or reconfigure marks: UIKit's
  /// `snapshot()` is built from the current state and never carries the marks of the snapshot
  /// that was applied (reference §6), so `var s = snapshot(); …; apply(s)` reloads nothing again.
  ///
  /// - Returns: The current snapshot.
  /// - Complexity: O(1): the copy shares storage until one side mutates it.
  public func snapshot() -> DiffableSnapshot<SectionID, ItemID> {
    state.withLock { $0.current }
  }

  /// How long the modelled update animation of an animated apply lasts, in seconds; 0.3 by
  /// default (reference §3.5). The completion of an animated apply runs this long after it.
  ///
  /// - Complexity: O(1).
  public var animationDuration: Double {
    get { state.withLock { $0.duration } }
    set { state.withLock { $0.duration = max(0, newValue) } }
  }

  /// Makes `snapshot` the current state; UIKit would diff it against the previous state and
  /// animate the difference when `animatingDifferences` is `true`.
  ///
  /// Marks naming an item or section that `snapshot` does not hold are ignored, as UIKit
  /// ignores them (reference §6); the observer still sees the snapshot as applied. Traps with
  /// UIKit's reason when two equal item identifiers turn out to hash differently.
  ///
  /// - Parameters:
  ///   - snapshot: The new state.
  ///   - animatingDifferences: Whether UIKit would animate the update.
  ///   - completion: Called on the main queue once the modelled animation is over
  ///     (``animationDuration`` after an animated apply, at the next turn of the main queue
  ///     otherwise); never before `apply` returns.
  /// - Complexity: O(1), plus the observer: nothing is diffed here. Releasing the previous
  ///   snapshot costs O(*n*) when nothing else shares it.
  public func apply(
    _ snapshot: DiffableSnapshot<SectionID, ItemID>, animatingDifferences: Bool = true,
    completion: (@Sendable () -> Void)? = nil
  ) {
    let delay = commit(
      snapshot, animatingDifferences: animatingDifferences, usingReloadData: false)
    Self.complete(after: delay, completion)
  }

  /// Makes `snapshot` the current state and returns once the modelled animation is over, as
  /// UIKit's `async` `apply` does.
  ///
  /// ```swift
  /// await dataSource.apply(snapshot)
  /// // the completion point: the animation has finished
  /// ```
  ///
  /// - Parameters:
  ///   - snapshot: The new state.
  ///   - animatingDifferences: Whether UIKit would animate the update.
  /// - Complexity: That of ``apply(_:animatingDifferences:completion:)``.
  public func apply(
    _ snapshot: DiffableSnapshot<SectionID, ItemID>, animatingDifferences: Bool = true
  ) async {
    await withCheckedContinuation { continuation in
      apply(snapshot, animatingDifferences: animatingDifferences) { continuation.resume() }
    }
  }

  /// Makes `snapshot` the current state without diffing or animation, as
  /// `applySnapshotUsingReloadData` does.
  ///
  /// - Parameters:
  ///   - snapshot: The new state.
  ///   - completion: Called on the main queue at its next turn; never before this returns.
  /// - Complexity: O(1), plus the observer. Releasing the previous snapshot costs O(*n*) when
  ///   nothing else shares it.
  public func applySnapshotUsingReloadData(
    _ snapshot: DiffableSnapshot<SectionID, ItemID>, completion: (@Sendable () -> Void)? = nil
  ) {
    let delay = commit(snapshot, animatingDifferences: false, usingReloadData: true)
    Self.complete(after: delay, completion)
  }

  /// Makes `snapshot` the current state without diffing or animation, and returns once its
  /// completion point has passed, as UIKit's `async` `applySnapshotUsingReloadData` does.
  ///
  /// ```swift
  /// await dataSource.applySnapshotUsingReloadData(snapshot)
  /// ```
  ///
  /// - Parameter snapshot: The new state.
  /// - Complexity: That of ``applySnapshotUsingReloadData(_:completion:)``.
  public func applySnapshotUsingReloadData(_ snapshot: DiffableSnapshot<SectionID, ItemID>) async {
    await withCheckedContinuation { continuation in
      applySnapshotUsingReloadData(snapshot) { continuation.resume() }
    }
  }

  /// The item at an index path (`[section, item]`), or `nil` when there is none.
  ///
  /// - Parameter indexPath: A two-element index path.
  /// - Returns: The item, or `nil` for a path outside the snapshot or not of length 2.
  /// - Complexity: O(1).
  public func itemIdentifier(for indexPath: IndexPath) -> ItemID? {
    guard indexPath.count == 2 else { return nil }
    return state.withLock { state in
      let sections = state.current.storage.values
      guard sections.indices.contains(indexPath[0]) else { return nil }
      let items = sections[indexPath[0]]
      return items.indices.contains(indexPath[1]) ? items[indexPath[1]] : nil
    }
  }

  /// The index path (`[section, item]`) of an item, or `nil` when it is not in the snapshot.
  ///
  /// - Parameter itemIdentifier: The item to look up.
  /// - Returns: The item's index path.
  /// - Complexity: O(1).
  public func indexPath(for itemIdentifier: ItemID) -> IndexPath? {
    state.withLock { state in
      state.current.location(ofItem: itemIdentifier).map {
        IndexPath(indexes: [$0.section, $0.item])
      }
    }
  }

  /// The section at an index, or `nil` when there is none.
  ///
  /// - Parameter index: A section index.
  /// - Returns: The section identifier.
  /// - Complexity: O(1).
  public func sectionIdentifier(for index: Int) -> SectionID? {
    state.withLock { state in
      let sections = state.current.storage.keys
      return sections.indices.contains(index) ? sections[index] : nil
    }
  }

  /// The index of a section, or `nil` when it is not in the snapshot.
  ///
  /// - Parameter sectionIdentifier: The section to look up.
  /// - Returns: The section's index.
  /// - Complexity: O(1).
  public func index(for sectionIdentifier: SectionID) -> Int? {
    state.withLock { $0.current.indexOfSection(sectionIdentifier) }
  }

  /// Makes the snapshot current and tells the observer; returns how long the modelled
  /// animation lasts.
  private func commit(
    _ snapshot: DiffableSnapshot<SectionID, ItemID>, animatingDifferences: Bool,
    usingReloadData: Bool
  ) -> Double {
    snapshot.requireConsistentHashing()
    let onMain = MainQueue.isCurrent
    let started = state.withLock {
      state -> (Observer?, SnapshotApplication<SectionID, ItemID>, Double, Bool)? in
      guard !state.isApplying else { return nil }
      state.isApplying = true
      // UIKit acts on the valid marks only and keeps none of them (reference §6).
      state.current = snapshot.withoutMarks()
      let mixesQueues = state.appliedOnMain.map { $0 != onMain } ?? false
      state.appliedOnMain = state.appliedOnMain ?? onMain
      var application = SnapshotApplication(
        snapshot: snapshot, animatingDifferences: animatingDifferences,
        usingReloadData: usingReloadData, rowAnimation: state.rowAnimation)
      application.outlineSections = state.keepOutlineSections(matching: snapshot)
      let delay = animatingDifferences && !usingReloadData ? state.duration : 0
      return (state.observer, application, delay, mixesQueues)
    }
    guard let (observer, application, delay, mixesQueues) = started else {
      UIKitTrap.raise(UIKitReason.reentrantApply)
    }
    if mixesQueues { UIKitConsole.nonThreadConfinedApply() }
    // The observer runs unlocked so that it may read the data source.
    observer?(application)
    state.withLock { $0.isApplying = false }
    return delay
  }

  /// Runs a completion on the main queue after `delay` seconds, always asynchronously.
  private static func complete(after delay: Double, _ completion: (@Sendable () -> Void)?) {
    guard let completion else { return }
    if delay > 0 {
      DispatchQueue.main.asyncAfter(deadline: .now() + delay, execute: completion)
    } else {
      DispatchQueue.main.async(execute: completion)
    }
  }
}

// MARK: Section snapshots (iOS 14, reference §1.3)

extension DiffableDataSource {
  /// Shows a section snapshot in one section: the section's items become the section
  /// snapshot's visible items, as `UICollectionViewDiffableDataSource` does.
  ///
  /// The other sections stay as they are. A section that is not in the current snapshot is
  /// appended at the end. The composed snapshot is applied like any other (the observer sees it,
  /// with the section snapshot in ``SnapshotApplication/outlineSections``); it carries no reload
  /// or reconfigure marks. A visible item that another section holds moves into this section,
  /// as `appendItems` would move it.
  ///
  /// ```swift
  /// var outline = DiffableSectionSnapshot<String>()
  /// outline.append(["Food"])
  /// outline.append(["Apple"], to: "Food")
  /// dataSource.apply(outline, to: "sidebar")
  /// dataSource.snapshot().itemIdentifiers  // ["Food"]: Apple is hidden while Food is collapsed
  /// ```
  ///
  /// - Parameters:
  ///   - sectionSnapshot: The section's new outline.
  ///   - section: The section to show it in.
  ///   - animatingDifferences: Whether UIKit would animate the update.
  ///   - completion: Called as for ``apply(_:animatingDifferences:completion:)``.
  /// - Complexity: O(*n* + *s*) for *n* items and *s* sections: the section's items are
  ///   replaced in a copy of the current snapshot.
  public func apply(
    _ sectionSnapshot: DiffableSectionSnapshot<ItemID>, to section: SectionID,
    animatingDifferences: Bool = true, completion: (@Sendable () -> Void)? = nil
  ) {
    let composed = state.withLock { state -> DiffableSnapshot<SectionID, ItemID> in
      // `current` carries no marks (reference §6), so the composed snapshot reloads nothing.
      var composed = state.current
      if composed.containsSection(section) {
        composed.deleteItems(composed.itemIdentifiers(inSection: section))
      } else {
        composed.appendSections([section])
      }
      composed.appendItems(sectionSnapshot.visibleItems, toSection: section)
      state.outlineSections[section] = sectionSnapshot
      return composed
    }
    apply(composed, animatingDifferences: animatingDifferences, completion: completion)
  }

  /// Shows a section snapshot in one section and returns once its completion has run: the
  /// `async` form of ``apply(_:to:animatingDifferences:completion:)``, as UIKit has it since
  /// iOS 15.
  ///
  /// ```swift
  /// await dataSource.apply(outline, to: "sidebar", animatingDifferences: false)
  /// ```
  ///
  /// - Parameters:
  ///   - sectionSnapshot: The section's new outline.
  ///   - section: The section to show it in.
  ///   - animatingDifferences: Whether UIKit would animate the update.
  /// - Complexity: As ``apply(_:to:animatingDifferences:completion:)``.
  public func apply(
    _ sectionSnapshot: DiffableSectionSnapshot<ItemID>, to section: SectionID,
    animatingDifferences: Bool = true
  ) async {
    await withCheckedContinuation { (finished: CheckedContinuation<Void, Never>) in
      apply(sectionSnapshot, to: section, animatingDifferences: animatingDifferences) {
        finished.resume()
      }
    }
  }

  /// The outline last applied to a section.
  ///
  /// A section filled with ``apply(_:animatingDifferences:completion:)`` (or whose items changed
  /// since its section snapshot was applied) gives its items as root items. A section that is
  /// not in the current snapshot gives an empty section snapshot, as UIKit does.
  ///
  /// ```swift
  /// dataSource.snapshot(for: "sidebar").items  // ["Food", "Apple"]
  /// dataSource.snapshot(for: "unknown").items  // []
  /// ```
  ///
  /// - Parameter section: The section whose outline to return.
  /// - Returns: The section's outline, with its expanded states.
  /// - Complexity: O(1) for a section shown from a section snapshot; O(*m*) for *m* items
  ///   otherwise.
  public func snapshot(for section: SectionID) -> DiffableSectionSnapshot<ItemID> {
    state.withLock { state in
      if let outline = state.outlineSections[section] { return outline }
      var flat = DiffableSectionSnapshot<ItemID>()
      if state.current.containsSection(section) {
        flat.append(state.current.itemIdentifiers(inSection: section))
      }
      return flat
    }
  }
}

extension DiffableDataSource.State {
  /// Forgets the section snapshots whose visible items are no longer what their section holds
  /// in `snapshot`, and returns the rest. Called with the lock held, by every apply.
  mutating func keepOutlineSections(
    matching snapshot: DiffableSnapshot<SectionID, ItemID>
  ) -> [SectionID: DiffableSectionSnapshot<ItemID>] {
    guard !outlineSections.isEmpty else { return [:] }
    outlineSections = outlineSections.filter { section, outline in
      guard let items = snapshot.storage[section] else { return false }
      return items.elementsEqual(outline.visibleItems)
    }
    return outlineSections
  }
}
