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
}
