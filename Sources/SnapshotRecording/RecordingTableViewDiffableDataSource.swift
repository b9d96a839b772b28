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
  ///
  /// What the screen showed: after each apply returns, when the recorder
  /// ``SnapshotRecorder/capturesGeometry``, a `layout` line measures the table view
  /// (``ScreenGeometry/init(tableView:item:section:)``); `scroll` lines come from key-value
  /// observation of its `contentOffset` (``ScrollObserver``), started in the initializer. None
  /// of this has run on a device yet.
  ///
  /// The app's own cells: when the recorder captures cell images
  /// (``SnapshotRecorder/cellImageCapture``, off by default), each apply's settling — the
  /// completion UIKit calls once its animations are done, or the return of the `async` form —
  /// draws the visible cells and records their pictures
  /// (``SnapshotRecorder/recordCellImages(of:item:section:)``), before the app's own
  /// `completion` runs. Not run on a device yet either.
  @MainActor
  open class RecordingTableViewDiffableDataSource<
    SectionIdentifierType: RecordableIdentifier, ItemIdentifierType: RecordableIdentifier
  >: UITableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType> {
    /// The recorder this data source writes to; `nil` uses ``SnapshotRecorder/shared``.
    public var recorder: SnapshotRecorder? {
      didSet { scrollRecorder.withLock { $0 = recorder } }
    }

    private weak var tableView: UITableView?
    /// ``recorder`` for the scroll observer, which runs off the main actor.
    private let scrollRecorder: LockedValue<SnapshotRecorder?>
    private let scrollObserver: ScrollObserver
    private var offsetObservation: NSKeyValueObservation?

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
      self.tableView = tableView
      let scrollRecorder = LockedValue(recorder)
      self.scrollRecorder = scrollRecorder
      let scrollObserver = ScrollObserver(recorder: {
        scrollRecorder.withLock { $0 } ?? SnapshotRecorder.shared
      })
      self.scrollObserver = scrollObserver
      super.init(tableView: tableView, cellProvider: cellProvider)
      offsetObservation = scrollObserver.observe(tableView)
    }

    /// Runs UIKit's apply with scroll observation paused, then records the `layout` line.
    private func applyingAndMeasuring(_ apply: () -> Void) {
      scrollObserver.pausing(apply, then: recordLayout)
    }

    /// Records what the table view shows now, when geometry is being captured.
    private func recordLayout() {
      guard let recorder = activeRecorder, recorder.capturesGeometry, let tableView else {
        return
      }
      let sections = snapshot().sectionIdentifiers
      recorder.recordLayout(
        ScreenGeometry(
          tableView: tableView, item: { itemIdentifier(for: $0)?.recordedID },
          section: { sections.indices.contains($0) ? sections[$0].recordedID : nil }))
    }

    /// `completion`, preceded by the capture of the visible cells' images: what UIKit calls on
    /// the main queue once the apply has settled (its animations done).
    private func recordingCellImages(then completion: (() -> Void)?) -> () -> Void {
      { [weak self] in
        self?.recordCellImages()
        completion?()
      }
    }

    /// Records the images of the visible cells, when the recorder captures them
    /// (``SnapshotRecorder/recordCellImages(of:item:section:)``).
    private func recordCellImages() {
      guard let recorder = activeRecorder, recorder.capturesCellImages, let tableView else {
        return
      }
      let sections = snapshot().sectionIdentifiers
      recorder.recordCellImages(
        of: tableView.visibleCells.compactMap { cell in
          tableView.indexPath(for: cell).map { (indexPath: $0, view: cell as UIView) }
        },
        item: { itemIdentifier(for: $0)?.recordedID },
        section: { sections.indices.contains($0) ? sections[$0].recordedID : nil })
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
      applyingAndMeasuring {
        super.apply(
          snapshot, animatingDifferences: animatingDifferences,
          completion: recordingCellImages(then: completion))
      }
    }

    /// Records the snapshot and the row animation, then applies it.
    override open func apply(
      _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
      animatingDifferences: Bool = true
    ) async {
      activeRecorder?.record(
        snapshot, animatingDifferences: animatingDifferences, rowAnimation: defaultRowAnimation)
      scrollObserver.isApplying = true
      await super.apply(snapshot, animatingDifferences: animatingDifferences)
      scrollObserver.isApplying = false
      recordLayout()
      recordCellImages()
    }

    /// Records the snapshot with `reloadData`, then applies it.
    override open func applySnapshotUsingReloadData(
      _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
      completion: (() -> Void)? = nil
    ) {
      activeRecorder?.record(snapshot, usingReloadData: true, rowAnimation: defaultRowAnimation)
      applyingAndMeasuring {
        super.applySnapshotUsingReloadData(
          snapshot, completion: recordingCellImages(then: completion))
      }
    }

    /// Records the snapshot with `reloadData`, then applies it.
    override open func applySnapshotUsingReloadData(
      _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) async {
      activeRecorder?.record(snapshot, usingReloadData: true, rowAnimation: defaultRowAnimation)
      scrollObserver.isApplying = true
      await super.applySnapshotUsingReloadData(snapshot)
      scrollObserver.isApplying = false
      recordLayout()
      recordCellImages()
    }
  }
#endif
