import Foundation

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

/// A value behind a lock; `NSLock` rather than `Mutex` because the iOS 16 target lacks it.
final class LockedValue<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) { self.value = value }

  func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return body(&value)
  }
}
