extension ApplyEvent {
  /// The number of items in all sections.
  ///
  /// ```swift
  /// let items = [RecordedItem(id: "a"), RecordedItem(id: "b")]
  /// ApplyEvent(seq: 1, time: 0, sections: [RecordedSection(id: "s", items: items)])
  ///   .numberOfItems  // 2
  /// ```
  ///
  /// - Complexity: O(s) in the number of sections.
  public var numberOfItems: Int {
    sections.reduce(0) { $0 + $1.items.count }
  }

  /// Each item's recorded content by identifier; with duplicate identifiers the first wins.
  ///
  /// Display content (labels, details, colours) is not part of a snapshot's identity; this is
  /// where a replay reads it from.
  ///
  /// - Complexity: O(n) in the number of items.
  public var contentByItem: [RecordedID: RecordedItem] {
    var content: [RecordedID: RecordedItem] = [:]
    content.reserveCapacity(numberOfItems)
    for section in sections {
      for item in section.items where content[item.id] == nil { content[item.id] = item }
    }
    return content
  }
}
