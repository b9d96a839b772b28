#if canImport(UIKit)
  import SnapshotModel
  import UIKit

  /// A `UICollectionViewDiffableDataSource` that records every snapshot it applies: adopting it
  /// is changing one type name.
  ///
  /// ```swift
  /// SnapshotRecorder.shared = try SnapshotRecorder(url: recordingURL)  // once, at launch
  ///
  /// // was: UICollectionViewDiffableDataSource<Section, Item>(collectionView: …) { … }
  /// dataSource = RecordingCollectionViewDiffableDataSource<Section, Item>(
  ///   collectionView: collectionView
  /// ) { collectionView, indexPath, item in
  ///   collectionView.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: item)
  /// }
  /// dataSource.apply(snapshot)  // applied, and recorded as one line
  /// ```
  ///
  /// Each `apply(_:animatingDifferences:completion:)`, `applySnapshotUsingReloadData(_:completion:)`
  /// and their `async` forms is recorded — before UIKit applies it, so that an apply UIKit
  /// rejects with an exception is the last line of the recording. Section identifiers and items
  /// must be ``RecordableIdentifier``.
  ///
  /// What the screen showed: after each apply returns, when the recorder
  /// ``SnapshotRecorder/capturesGeometry``, a `layout` line measures the collection view
  /// (``ScreenGeometry/init(collectionView:list:item:section:)``; set ``listAppearance`` when the
  /// layout is a list, which the layout object does not tell). `scroll` lines come from
  /// key-value observation of the view's `contentOffset` (``ScrollObserver``), started in the
  /// initializer: the app calls nothing. None of this has run on a device yet.
  ///
  /// The app's own cells: when the recorder captures cell images
  /// (``SnapshotRecorder/cellImageCapture``, off by default), each apply's settling — the
  /// completion UIKit calls once its animations are done, or the return of the `async` form —
  /// draws the visible cells and records their pictures
  /// (``SnapshotRecorder/recordCellImages(of:item:section:)``), before the app's own
  /// `completion` runs. Not run on a device yet either.
  ///
  /// Section snapshots: UIKit's `apply(_:to:animatingDifferences:completion:)` and
  /// `snapshot(for:)` are `public` but not `open` in the Swift overlay, so no subclass can
  /// intercept them. Call ``recordAndApply(_:to:animatingDifferences:completion:)`` instead
  /// (same arguments): it records the whole list as it will show, every section with its
  /// visible items, each carrying `parent` and `expanded`, then applies. Expanding or
  /// collapsing by tapping a disclosure happens inside UIKit and is not an apply, so it is not
  /// recorded.
  @MainActor
  open class RecordingCollectionViewDiffableDataSource<
    SectionIdentifierType: RecordableIdentifier, ItemIdentifierType: RecordableIdentifier
  >: UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType> {
    /// The recorder this data source writes to; `nil` uses ``SnapshotRecorder/shared``.
    public var recorder: SnapshotRecorder? {
      didSet { scrollRecorder.withLock { $0 = recorder } }
    }

    /// The list configuration's appearance, written as the `layout` lines' `list`: set it when
    /// the collection view is laid out by `UICollectionLayoutListConfiguration`.
    ///
    /// ```swift
    /// dataSource.listAppearance = .insetGrouped
    /// ```
    public var listAppearance: LayoutEvent.ListAppearance?

    private weak var collectionView: UICollectionView?
    /// ``recorder`` for the scroll observer, which runs off the main actor.
    private let scrollRecorder: LockedValue<SnapshotRecorder?>
    private let scrollObserver: ScrollObserver
    private var offsetObservation: NSKeyValueObservation?

    /// Creates the data source and connects it to `collectionView`, as
    /// `UICollectionViewDiffableDataSource.init(collectionView:cellProvider:)` does.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view to connect.
    ///   - recorder: Where applies are recorded; `nil` uses ``SnapshotRecorder/shared`` at each
    ///     apply.
    ///   - cellProvider: Makes each cell, as for UIKit's data source.
    public init(
      collectionView: UICollectionView, recorder: SnapshotRecorder? = nil,
      cellProvider: @escaping CellProvider
    ) {
      self.recorder = recorder
      self.collectionView = collectionView
      let scrollRecorder = LockedValue(recorder)
      self.scrollRecorder = scrollRecorder
      let scrollObserver = ScrollObserver(recorder: {
        scrollRecorder.withLock { $0 } ?? SnapshotRecorder.shared
      })
      self.scrollObserver = scrollObserver
      super.init(collectionView: collectionView, cellProvider: cellProvider)
      offsetObservation = scrollObserver.observe(collectionView)
    }

    /// Runs UIKit's apply with scroll observation paused, then records the `layout` line.
    private func applyingAndMeasuring(_ apply: () -> Void) {
      scrollObserver.pausing(apply, then: recordLayout)
    }

    /// Records what the collection view shows now, when geometry is being captured.
    private func recordLayout() {
      guard let recorder = activeRecorder, recorder.capturesGeometry, let collectionView else {
        return
      }
      let sections = snapshot().sectionIdentifiers
      recorder.recordLayout(
        ScreenGeometry(
          collectionView: collectionView, list: listAppearance,
          item: { itemIdentifier(for: $0)?.recordedID },
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
      guard let recorder = activeRecorder, recorder.capturesCellImages, let collectionView else {
        return
      }
      let sections = snapshot().sectionIdentifiers
      recorder.recordCellImages(
        of: collectionView.visibleCells.compactMap { cell in
          collectionView.indexPath(for: cell).map { (indexPath: $0, view: cell as UIView) }
        },
        item: { itemIdentifier(for: $0)?.recordedID },
        section: { sections.indices.contains($0) ? sections[$0].recordedID : nil })
    }

    /// The recorder applies go to now.
    private var activeRecorder: SnapshotRecorder? { recorder ?? SnapshotRecorder.shared }

    /// Records the snapshot, then applies it.
    override open func apply(
      _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
      animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
      activeRecorder?.record(snapshot, animatingDifferences: animatingDifferences)
      applyingAndMeasuring {
        super.apply(
          snapshot, animatingDifferences: animatingDifferences,
          completion: recordingCellImages(then: completion))
      }
    }

    /// Records the snapshot, then applies it.
    override open func apply(
      _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
      animatingDifferences: Bool = true
    ) async {
      activeRecorder?.record(snapshot, animatingDifferences: animatingDifferences)
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
      activeRecorder?.record(snapshot, usingReloadData: true)
      applyingAndMeasuring {
        super.applySnapshotUsingReloadData(
          snapshot, completion: recordingCellImages(then: completion))
      }
    }

    /// Records the snapshot with `reloadData`, then applies it.
    override open func applySnapshotUsingReloadData(
      _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) async {
      activeRecorder?.record(snapshot, usingReloadData: true)
      scrollObserver.isApplying = true
      await super.applySnapshotUsingReloadData(snapshot)
      scrollObserver.isApplying = false
      recordLayout()
      recordCellImages()
    }

    /// Records the list as it will show after the section snapshot is applied, then applies it
    /// with `apply(_:to:animatingDifferences:completion:)`.
    ///
    /// ```swift
    /// var outline = NSDiffableDataSourceSectionSnapshot<Item>()
    /// outline.append([folder])
    /// outline.append(files, to: folder)
    /// outline.expand([folder])
    /// dataSource.recordAndApply(outline, to: .files)
    /// ```
    ///
    /// - Parameters:
    ///   - sectionSnapshot: The section's new content.
    ///   - section: The section to replace; appended at the end if the list lacks it.
    ///   - animatingDifferences: Whether UIKit animates the change.
    ///   - completion: Called by UIKit when the change is done.
    public func recordAndApply(
      _ sectionSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
      to section: SectionIdentifierType, animatingDifferences: Bool = true,
      completion: (() -> Void)? = nil
    ) {
      recordComposedList(applying: sectionSnapshot, to: section, animating: animatingDifferences)
      applyingAndMeasuring {
        apply(
          sectionSnapshot, to: section, animatingDifferences: animatingDifferences,
          completion: recordingCellImages(then: completion))
      }
    }

    /// The `async` form of ``recordAndApply(_:to:animatingDifferences:completion:)``.
    public func recordAndApply(
      _ sectionSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
      to section: SectionIdentifierType, animatingDifferences: Bool = true
    ) async {
      recordComposedList(applying: sectionSnapshot, to: section, animating: animatingDifferences)
      scrollObserver.isApplying = true
      await apply(sectionSnapshot, to: section, animatingDifferences: animatingDifferences)
      scrollObserver.isApplying = false
      recordLayout()
      recordCellImages()
    }

    /// Records every section as it will show once `sectionSnapshot` replaces `section`: the
    /// other sections from their current section snapshots.
    private func recordComposedList(
      applying sectionSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
      to section: SectionIdentifierType, animating: Bool
    ) {
      guard let recorder = activeRecorder else { return }
      let list = RecordedSection.list(
        sections: snapshot().sectionIdentifiers, applying: sectionSnapshot, to: section,
        current: { snapshot(for: $0) })
      recorder.recordApply(recordedSections: list, animating: animating)
    }
  }

  extension NSDiffableDataSourceSectionSnapshot: OutlineSectionSnapshot
  where ItemIdentifierType: RecordableIdentifier {}
#endif
