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
    public var recorder: SnapshotRecorder?

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
      super.init(collectionView: collectionView, cellProvider: cellProvider)
    }

    /// The recorder applies go to now.
    private var activeRecorder: SnapshotRecorder? { recorder ?? SnapshotRecorder.shared }

    /// Records the snapshot, then applies it.
    override open func apply(
      _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
      animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
      activeRecorder?.record(snapshot, animatingDifferences: animatingDifferences)
      super.apply(snapshot, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// Records the snapshot, then applies it.
    override open func apply(
      _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
      animatingDifferences: Bool = true
    ) async {
      activeRecorder?.record(snapshot, animatingDifferences: animatingDifferences)
      await super.apply(snapshot, animatingDifferences: animatingDifferences)
    }

    /// Records the snapshot with `reloadData`, then applies it.
    override open func applySnapshotUsingReloadData(
      _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
      completion: (() -> Void)? = nil
    ) {
      activeRecorder?.record(snapshot, usingReloadData: true)
      super.applySnapshotUsingReloadData(snapshot, completion: completion)
    }

    /// Records the snapshot with `reloadData`, then applies it.
    override open func applySnapshotUsingReloadData(
      _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) async {
      activeRecorder?.record(snapshot, usingReloadData: true)
      await super.applySnapshotUsingReloadData(snapshot)
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
      apply(
        sectionSnapshot, to: section, animatingDifferences: animatingDifferences,
        completion: completion)
    }

    /// The `async` form of ``recordAndApply(_:to:animatingDifferences:completion:)``.
    public func recordAndApply(
      _ sectionSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
      to section: SectionIdentifierType, animatingDifferences: Bool = true
    ) async {
      recordComposedList(applying: sectionSnapshot, to: section, animating: animatingDifferences)
      await apply(sectionSnapshot, to: section, animatingDifferences: animatingDifferences)
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
