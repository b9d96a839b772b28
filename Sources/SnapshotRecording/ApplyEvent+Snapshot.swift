import DiffableSnapshot

extension ApplyEvent {
  /// The recorded snapshot as a ``DiffableSnapshot``, checked with UIKit's rules.
  ///
  /// Display content (labels, details, colours) is not part of a snapshot; read it from
  /// ``sections`` or ``contentByItem``.
  ///
  /// - Throws: `SnapshotValidationError` listing duplicate item identifiers (across sections
  ///   too), duplicate section identifiers, and reload/reconfigure marks naming identifiers that
  ///   are not in the snapshot, each with UIKit's one-line message.
  /// - Complexity: O(n) in the number of items.
  public func snapshot() throws(SnapshotValidationError<RecordedID, RecordedID>)
    -> DiffableSnapshot<RecordedID, RecordedID>
  {
    try DiffableSnapshot(
      validating: sections.map { ($0.id, $0.items.map(\.id)) },
      reloadedItems: reloaded, reconfiguredItems: reconfigured,
      reloadedSections: reloadedSections)
  }

  /// The number of items in all sections.
  public var numberOfItems: Int {
    sections.reduce(0) { $0 + $1.items.count }
  }

  /// Each item's recorded content by identifier; with duplicate identifiers the first wins.
  public var contentByItem: [RecordedID: RecordedItem] {
    var content: [RecordedID: RecordedItem] = [:]
    content.reserveCapacity(numberOfItems)
    for section in sections {
      for item in section.items where content[item.id] == nil { content[item.id] = item }
    }
    return content
  }
}
