import OrderedCollections

extension DiffableSnapshot {
  /// The snapshot with only the marks UIKit acts on when it is applied: those naming an item or
  /// section the snapshot holds (reference §6, `_validReloadOrReconfigureViewUpdatesInSnapshot`).
  ///
  /// ```swift
  /// var snapshot = DiffableSnapshot<String, String>()
  /// snapshot.appendSections(["A"])
  /// snapshot.appendItems(["a", "b"])
  /// snapshot.reloadItems(["a", "b"])
  /// snapshot.deleteItems(["b"])
  /// snapshot.reloadedItemIdentifiers                      // ["a", "b"]
  /// snapshot.keepingValidMarks().reloadedItemIdentifiers  // ["a"]
  /// ```
  ///
  /// - Returns: The same sections and items, with the marks that name nothing removed.
  /// - Complexity: O(*r*) for *r* marks.
  public func keepingValidMarks() -> Self {
    guard !ignoredMarks.isEmpty else { return self }
    var valid = self
    valid.reloadedItems = reloadedItems.filter(contains)
    valid.reconfiguredItems = reconfiguredItems.filter(contains)
    valid.reloadedSections = reloadedSections.filter(containsSection)
    return valid
  }

  /// The marks that name an item or section the snapshot does not hold: marked, then deleted.
  /// UIKit keeps them and ignores them when the snapshot is applied (reference §6).
  ///
  /// ```swift
  /// snapshot.ignoredMarks.reloadedItems  // ["b"], for the snapshot of keepingValidMarks()
  /// ```
  ///
  /// - Complexity: O(*r*) for *r* marks.
  public var ignoredMarks: IgnoredMarks<SectionID, ItemID> {
    IgnoredMarks(
      reloadedItems: reloadedItems.filter { !contains($0) },
      reconfiguredItems: reconfiguredItems.filter { !contains($0) },
      reloadedSections: reloadedSections.filter { !containsSection($0) })
  }

  /// The snapshot without any mark: what a data source holds once it has applied it.
  func withoutMarks() -> Self {
    var unmarked = self
    unmarked.reloadedItems = []
    unmarked.reconfiguredItems = []
    unmarked.reloadedSections = []
    return unmarked
  }
}
