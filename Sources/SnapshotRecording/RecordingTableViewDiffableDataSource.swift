#if canImport(UIKit)
  import SnapshotModel
  import UIKit

  /// A `UITableViewDiffableDataSource` that records every snapshot it applies, with its
  /// `defaultRowAnimation`: adopting it is changing one type name.
  ///
  /// ```swift
  /// // was: UITableViewDiffableDataSource<Section, Network>(tableView: …) { … }
  /// dataSource = RecordingTableViewDiffableDataSource<Section, Network>(
  ///   tableView: tableView
  /// ) { tableView, indexPath, network in
  ///   tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
  /// }
  /// dataSource.defaultRowAnimation = .fade
  /// dataSource.apply(snapshot)  // {"type":"apply",…,"rowAnimation":"fade"}
  /// ```
  ///
  /// Records `apply(_:animatingDifferences:completion:)`,
  /// `applySnapshotUsingReloadData(_:completion:)` and their `async` forms, each before UIKit
  /// applies it (see ``RecordingCollectionViewDiffableDataSource``). Table data sources have no
  /// section snapshots.
  @MainActor
  open class RecordingTableViewDiffableDataSource<
    SectionIdentifierType: RecordableIdentifier, ItemIdentifierType: RecordableIdentifier
  >: UITableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType> {
    /// The recorder this data source writes to; `nil` uses ``SnapshotRecorder/shared``.
    public var recorder: SnapshotRecorder?

    /// Creates the data source and connects it to `tableView`, as
    /// `UITableViewDiffableDataSource.init(tableView:cellProvider:)` does.
    ///
    /// - Parameters:
    ///   - tableView: The table view to connect.
    ///   - recorder: Where applies are recorded; `nil` uses ``SnapshotRecorder/shared`` at each
    ///     apply.
    ///   - cellProvider: Makes each cell, as for UIKit's data source.
    public init(
      tableView: UITableView, recorder: SnapshotRecorder? = nil,
      cellProvider: @escaping CellProvider
    ) {
      self.recorder = recorder
      super.init(tableView: tableView, cellProvider: cellProvider)
    }

    /// The recorder applies go to now.
    private var activeRecorder: SnapshotRecorder? { recorder ?? SnapshotRecorder.shared }

    /// Records the snapshot and the row animation, then applies it.
    override open func apply(
      _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
      animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
      activeRecorder?.record(
        snapshot, animatingDifferences: animatingDifferences, rowAnimation: defaultRowAnimation)
      super.apply(snapshot, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// Records the snapshot and the row animation, then applies it.
    override open func apply(
      _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
      animatingDifferences: Bool = true
    ) async {
      activeRecorder?.record(
        snapshot, animatingDifferences: animatingDifferences, rowAnimation: defaultRowAnimation)
      await super.apply(snapshot, animatingDifferences: animatingDifferences)
    }

    /// Records the snapshot with `reloadData`, then applies it.
    override open func applySnapshotUsingReloadData(
      _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
      completion: (() -> Void)? = nil
    ) {
      activeRecorder?.record(snapshot, usingReloadData: true, rowAnimation: defaultRowAnimation)
      super.applySnapshotUsingReloadData(snapshot, completion: completion)
    }

    /// Records the snapshot with `reloadData`, then applies it.
    override open func applySnapshotUsingReloadData(
      _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) async {
      activeRecorder?.record(snapshot, usingReloadData: true, rowAnimation: defaultRowAnimation)
      await super.applySnapshotUsingReloadData(snapshot)
    }
  }
#endif
