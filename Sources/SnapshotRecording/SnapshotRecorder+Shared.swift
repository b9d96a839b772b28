import Foundation
import SnapshotModel

extension SnapshotRecorder {
  /// The recorder that recording data sources use when they were given none: set it once at
  /// launch, and every `RecordingCollectionViewDiffableDataSource` (and its table and AppKit
  /// siblings) records to it.
  ///
  /// ```swift
  /// SnapshotRecorder.shared = try SnapshotRecorder(url: recordingURL)
  /// // elsewhere, the one-line change:
  /// dataSource = RecordingCollectionViewDiffableDataSource<Section, Item>(
  ///   collectionView: collectionView) { collectionView, indexPath, item in … }
  /// ```
  ///
  /// `nil` (the default) records nothing. Safe to read and set from any thread.
  public static var shared: SnapshotRecorder? {
    get { sharedRecorder.withLock { $0 } }
    set { sharedRecorder.withLock { $0 = newValue } }
  }
}

/// The storage behind ``SnapshotRecorder/shared``.
private let sharedRecorder = LockedValue<SnapshotRecorder?>(nil)
