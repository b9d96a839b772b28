extension RecordedSection {
  /// Whether the section was recorded from a section snapshot: some item carries `parent` or
  /// `expanded` (recording format v1, "Outline items").
  ///
  /// ```swift
  /// RecordedSection(id: "files", items: [RecordedItem(id: "docs", expanded: false)]).isOutline
  /// // true
  /// ```
  ///
  /// - Complexity: O(n) in the number of items.
  public var isOutline: Bool {
    items.contains { $0.parent != nil || $0.expanded != nil }
  }

  /// Each item's outline level, in item order: the length of its `parent` chain, 0 for a root
  /// item (UIKit's `level(of:)`, reference §1.3).
  ///
  /// An item whose parent is not an earlier item of the section counts as a root item. Readers
  /// reject such a recording; the fallback keeps values built in memory harmless.
  ///
  /// ```swift
  /// let section = RecordedSection(id: "files", items: [
  ///   RecordedItem(id: "docs", expanded: true),
  ///   RecordedItem(id: "notes", parent: "docs", expanded: true),
  ///   RecordedItem(id: "todo", parent: "notes"),
  ///   RecordedItem(id: "music", expanded: false),
  /// ])
  /// section.outlineLevels  // [0, 1, 2, 0]
  /// ```
  ///
  /// - Complexity: O(n) in the number of items.
  public var outlineLevels: [Int] {
    var levelByID: [RecordedID: Int] = [:]
    var levels: [Int] = []
    levels.reserveCapacity(items.count)
    for item in items {
      // A level never exceeds the item's index, so the addition cannot overflow.
      let level = item.parent.flatMap { levelByID[$0] }.map { $0 + 1 } ?? 0
      levels.append(level)
      if levelByID[item.id] == nil { levelByID[item.id] = level }
    }
    return levels
  }

  /// An outline section as the list shows it: its visible items in display order, each with its
  /// `parent` and, for an item with children, whether it is `expanded` (recording format v1,
  /// "Outline items").
  ///
  /// The closures are the questions UIKit's `NSDiffableDataSourceSectionSnapshot` answers, so the
  /// recording data sources pass its `visibleItems`, `items`, `parent(of:)` and `isExpanded(_:)`;
  /// a flat section (no item has a parent) comes out as bare items, as ``init(id:title:items:)``
  /// would record it.
  ///
  /// ```swift
  /// let parents = ["a.txt": "docs", "b.txt": "docs"]
  /// let section = RecordedSection(
  ///   outline: "files", visibleItems: ["docs", "a.txt", "b.txt", "src"],
  ///   allItems: ["docs", "a.txt", "b.txt", "src", "main.swift"],
  ///   parent: { parents[$0] ?? ($0 == "main.swift" ? "src" : nil) },
  ///   isExpanded: { $0 == "docs" })
  /// // items: {"id":"docs","expanded":true}, {"id":"a.txt","parent":"docs"},
  /// //        {"id":"b.txt","parent":"docs"}, {"id":"src","expanded":false}
  /// ```
  ///
  /// - Parameters:
  ///   - section: The section's identifier; its ``RecordableIdentifier/recordedLabel`` is the
  ///     title.
  ///   - visibleItems: The items the list shows, in display order (children of collapsed parents
  ///     left out).
  ///   - allItems: Every item of the section snapshot, visible or not: what tells which items
  ///     have children.
  ///   - parent: An item's parent, `nil` for a root item.
  ///   - isExpanded: Whether an item with children is expanded; asked only for those.
  /// - Complexity: O(n) in the number of items, plus the closures' costs.
  public init<S: RecordableIdentifier, I: RecordableIdentifier>(
    outline section: S, visibleItems: [I], allItems: [I], parent: (I) -> I?,
    isExpanded: (I) -> Bool
  ) {
    var parents: Set<I> = []
    for item in allItems {
      if let itemParent = parent(item) { parents.insert(itemParent) }
    }
    let items = visibleItems.map { item in
      var recorded = item.recordedItem
      recorded.parent = parent(item)?.recordedID
      if parents.contains(item) { recorded.expanded = isExpanded(item) }
      return recorded
    }
    self.init(id: section.recordedID, title: section.recordedLabel, items: items)
  }
}
