#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import SnapshotModel

  extension SnapshotRecorder {
    /// Records one apply of AppKit's snapshot, through the same path as ``record(_:time:)``;
    /// ``RecordingNSCollectionViewDiffableDataSource`` calls it for each apply.
    ///
    /// ```swift
    /// recorder.record(snapshot, animatingDifferences: false)
    /// dataSource.apply(snapshot, animatingDifferences: false)
    /// ```
    ///
    /// - Parameters:
    ///   - snapshot: The snapshot being applied.
    ///   - animatingDifferences: `animatingDifferences` of the apply call.
    public func record<S: RecordableIdentifier, I: RecordableIdentifier>(
      _ snapshot: NSDiffableDataSourceSnapshot<S, I>, animatingDifferences: Bool = true
    ) {
      recordApply(
        sections: snapshot.sectionIdentifiers.map { ($0, snapshot.itemIdentifiers(inSection: $0)) },
        reloaded: snapshot.reloadedItemIdentifiers,
        reconfigured: snapshot.reconfiguredItemIdentifiers,
        reloadedSections: snapshot.reloadedSectionIdentifiers, animating: animatingDifferences)
    }
  }
#endif
