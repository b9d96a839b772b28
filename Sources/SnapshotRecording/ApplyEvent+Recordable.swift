import SnapshotModel

extension ApplyEvent {
  /// Builds an apply event from any snapshot's parts: the one code path that records both
  /// `DiffableSnapshot` and UIKit's `NSDiffableDataSourceSnapshot`.
  ///
  /// ```swift
  /// let event = ApplyEvent(
  ///   seq: 1, time: 0, sections: [("sidebar", ["Food", "Apple"])], parents: ["Apple": "Food"],
  ///   expanded: ["Food": true])
  /// // {"type":"apply","seq":1,"time":0.0,"sections":[{"id":"sidebar","items":[
  /// //   {"id":"Food","expanded":true},{"id":"Apple","parent":"Food"}]}]}  (wrapped here)
  /// ```
  ///
  /// - Parameters:
  ///   - seq: The apply's sequence number.
  ///   - time: Seconds since the recording started.
  ///   - sections: Section identifiers in display order, each with its items in display order.
  ///   - parents: The parent of each item of an outline section that is not a root item;
  ///     recorded as the item's `parent`.
  ///   - expanded: For each item of an outline section that has children, whether it is
  ///     expanded; recorded as the item's `expanded`.
  ///   - reloaded: Items marked with `reloadItems`.
  ///   - reconfigured: Items marked with `reconfigureItems`.
  ///   - reloadedSections: Sections marked with `reloadSections`.
  ///   - animating: `animatingDifferences` of the apply call.
  ///   - reloadData: Whether `applySnapshotUsingReloadData` was used.
  ///   - queue: The calling thread or queue, when known.
  ///   - rowAnimation: The data source's default row animation, when it has one.
  /// - Complexity: O(n) in the number of items.
  public init<S: RecordableIdentifier, I: RecordableIdentifier>(
    seq: Int, time: Double, sections: [(S, [I])], parents: [I: I] = [:],
    expanded: [I: Bool] = [:], reloaded: [I] = [], reconfigured: [I] = [],
    reloadedSections: [S] = [], animating: Bool = true, reloadData: Bool = false,
    queue: String? = nil, rowAnimation: RowAnimation? = nil
  ) {
    self.init(
      seq: seq, time: time,
      sections: sections.map { section, items in
        RecordedSection(
          id: section.recordedID, title: section.recordedLabel,
          items: items.map { item in
            var recorded = item.recordedItem
            recorded.parent = parents[item]?.recordedID
            recorded.expanded = expanded[item]
            return recorded
          })
      },
      animating: animating, reloadData: reloadData, reloaded: reloaded.map(\.recordedID),
      reconfigured: reconfigured.map(\.recordedID),
      reloadedSections: reloadedSections.map(\.recordedID), queue: queue,
      rowAnimation: rowAnimation)
  }
}
