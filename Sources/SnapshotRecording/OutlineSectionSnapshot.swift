/// What recording an outline section asks of its section snapshot: the questions UIKit's
/// `NSDiffableDataSourceSectionSnapshot` answers, which the recording collection view data source
/// declares it conforms to. Kept apart from UIKit so that the composing is tested on Linux.
///
/// ```swift
/// extension NSDiffableDataSourceSectionSnapshot: OutlineSectionSnapshot
/// where ItemIdentifierType: RecordableIdentifier {}
/// ```
protocol OutlineSectionSnapshot {
  /// The item identifier type.
  associatedtype Item: RecordableIdentifier
  /// The items the list shows, in display order.
  var visibleItems: [Item] { get }
  /// Every item, visible or not.
  var items: [Item] { get }
  /// An item's parent; `nil` for a root item.
  func parent(of child: Item) -> Item?
  /// Whether an item is expanded.
  func isExpanded(_ item: Item) -> Bool
}

extension RecordedSection {
  /// A section as its section snapshot shows it: see ``init(outline:visibleItems:allItems:parent:isExpanded:)``.
  init<S: RecordableIdentifier, Outline: OutlineSectionSnapshot>(
    outline section: S, snapshot: Outline
  ) {
    self.init(
      outline: section, visibleItems: snapshot.visibleItems, allItems: snapshot.items,
      parent: { snapshot.parent(of: $0) }, isExpanded: { snapshot.isExpanded($0) })
  }

  /// The whole list as it will show once `snapshot` is applied to `target`: every section in
  /// order, `target` from `snapshot` (appended at the end if the list lacks it, as UIKit does),
  /// the others from their current section snapshots.
  ///
  /// - Parameters:
  ///   - sections: The list's sections now, in order.
  ///   - snapshot: The section snapshot being applied.
  ///   - target: The section it replaces.
  ///   - current: A section's current section snapshot (`snapshot(for:)`).
  /// - Returns: Every section of the list, in display order, with its visible items.
  /// - Complexity: O(n) in the number of items, plus the cost of `current`.
  static func list<S: RecordableIdentifier, Outline: OutlineSectionSnapshot>(
    sections: [S], applying snapshot: Outline, to target: S, current: (S) -> Outline
  ) -> [RecordedSection] {
    var order = sections
    if !order.contains(target) { order.append(target) }
    return order.map { section in
      RecordedSection(outline: section, snapshot: section == target ? snapshot : current(section))
    }
  }
}
