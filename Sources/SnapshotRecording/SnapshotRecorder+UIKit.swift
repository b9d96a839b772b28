#if canImport(UIKit)
  import SnapshotModel
  import UIKit

  extension SnapshotRecorder {
    /// Records one apply of UIKit's snapshot, through the same path as ``record(_:time:)``.
    ///
    /// Call it next to each `apply`:
    ///
    /// ```swift
    /// dataSource.apply(snapshot, animatingDifferences: true)
    /// recorder.record(snapshot, animatingDifferences: true)
    /// ```
    ///
    /// - Parameters:
    ///   - snapshot: The snapshot just applied.
    ///   - animatingDifferences: `animatingDifferences` of the apply call.
    ///   - usingReloadData: Whether `applySnapshotUsingReloadData` was used.
    ///   - rowAnimation: A table data source's `defaultRowAnimation`, if any.
    ///   - outlineSections: For the sections filled with `apply(_:to:animatingDifferences:)`,
    ///     their `dataSource.snapshot(for:)`: their items are recorded with `parent` and
    ///     `expanded`.
    public func record<S: RecordableIdentifier, I: RecordableIdentifier>(
      _ snapshot: NSDiffableDataSourceSnapshot<S, I>, animatingDifferences: Bool = true,
      usingReloadData: Bool = false, rowAnimation: UITableView.RowAnimation? = nil,
      outlineSections: [S: NSDiffableDataSourceSectionSnapshot<I>] = [:]
    ) {
      var outline = OutlineKeys<I>()
      for sectionSnapshot in outlineSections.values {
        outline.add(
          items: sectionSnapshot.items, visibleItems: sectionSnapshot.visibleItems,
          parent: { sectionSnapshot.parent(of: $0) }, isExpanded: { sectionSnapshot.isExpanded($0) }
        )
      }
      recordApply(
        sections: snapshot.sectionIdentifiers.map { ($0, snapshot.itemIdentifiers(inSection: $0)) },
        parents: outline.parents, expanded: outline.expanded,
        reloaded: snapshot.reloadedItemIdentifiers,
        reconfigured: snapshot.reconfiguredItemIdentifiers,
        reloadedSections: snapshot.reloadedSectionIdentifiers,
        animating: animatingDifferences && !usingReloadData, reloadData: usingReloadData,
        rowAnimation: rowAnimation.flatMap(RowAnimation.init(uiKit:)))
    }
  }

  extension RowAnimation {
    /// The recorded name of a UIKit row animation; `nil` for values UIKit may add later.
    init?(uiKit animation: UITableView.RowAnimation) {
      switch animation {
      case .fade: self = .fade
      case .right: self = .right
      case .left: self = .left
      case .top: self = .top
      case .bottom: self = .bottom
      case .none: self = .none
      case .middle: self = .middle
      case .automatic: self = .automatic
      @unknown default: return nil
      }
    }
  }
#endif
