#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import SnapshotModel

  /// An `NSCollectionViewDiffableDataSource` that records every snapshot it applies: adopting it
  /// is changing one type name.
  ///
  /// ```swift
  /// // was: NSCollectionViewDiffableDataSource<Section, Item>(collectionView: …) { … }
  /// dataSource = RecordingNSCollectionViewDiffableDataSource<Section, Item>(
  ///   collectionView: collectionView
  /// ) { collectionView, indexPath, item in
  ///   collectionView.makeItem(withIdentifier: itemIdentifier, for: indexPath)
  /// }
  /// ```
  ///
  /// Records `apply(_:animatingDifferences:completion:)`, AppKit's one apply, before AppKit
  /// applies it.
  open class RecordingNSCollectionViewDiffableDataSource<
    SectionIdentifierType: RecordableIdentifier, ItemIdentifierType: RecordableIdentifier
  >: NSCollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType> {
    /// The recorder this data source writes to; `nil` uses ``SnapshotRecorder/shared``.
    public var recorder: SnapshotRecorder?

    /// Creates the data source and connects it to `collectionView`, as
    /// `NSCollectionViewDiffableDataSource.init(collectionView:itemProvider:)` does.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view to connect.
    ///   - recorder: Where applies are recorded; `nil` uses ``SnapshotRecorder/shared`` at each
    ///     apply.
    ///   - itemProvider: Makes each item, as for AppKit's data source.
    public init(
      collectionView: NSCollectionView, recorder: SnapshotRecorder? = nil,
      itemProvider: @escaping ItemProvider
    ) {
      self.recorder = recorder
      super.init(collectionView: collectionView, itemProvider: itemProvider)
    }

    /// Records the snapshot, then applies it.
    override open func apply(
      _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
      animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
      (recorder ?? SnapshotRecorder.shared)?.record(
        snapshot, animatingDifferences: animatingDifferences)
      super.apply(snapshot, animatingDifferences: animatingDifferences, completion: completion)
    }
  }
#endif
