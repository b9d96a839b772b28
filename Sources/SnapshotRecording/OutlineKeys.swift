import SnapshotModel

/// The outline keys of recorded items (recording format v1, "Outline items"): each visible
/// item's `parent`, and `expanded` for each visible item that has children.
///
/// Built from the public API that `DiffableSectionSnapshot` and UIKit's
/// `NSDiffableDataSourceSectionSnapshot` share, so both are recorded by the same code.
struct OutlineKeys<Item: Hashable> {
  /// The parent of each visible non-root item.
  var parents: [Item: Item] = [:]
  /// The expanded state of each visible item that has children.
  var expanded: [Item: Bool] = [:]

  /// Adds one section's outline.
  ///
  /// - Parameters:
  ///   - items: All the section snapshot's items, hidden ones included: they tell which
  ///     collapsed items have children.
  ///   - visibleItems: The items the section shows.
  ///   - parent: The section snapshot's `parent(of:)`.
  ///   - isExpanded: The section snapshot's `isExpanded(_:)`.
  /// - Complexity: O(*n*) for *n* items.
  mutating func add(
    items: [Item], visibleItems: [Item], parent: (Item) -> Item?, isExpanded: (Item) -> Bool
  ) {
    var hasChildren = Set<Item>()
    for item in items { if let parent = parent(item) { hasChildren.insert(parent) } }
    for item in visibleItems {
      if let parent = parent(item) { parents[item] = parent }
      if hasChildren.contains(item) { expanded[item] = isExpanded(item) }
    }
  }

  /// Adds one `DiffableSectionSnapshot`.
  mutating func add(_ outline: DiffableSectionSnapshot<Item>) where Item: Sendable {
    add(
      items: outline.items, visibleItems: outline.visibleItems, parent: outline.parent(of:),
      isExpanded: outline.isExpanded)
  }
}
