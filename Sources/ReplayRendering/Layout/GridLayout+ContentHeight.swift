public import SnapshotRecording

extension GridLayout {
  /// The height ``arrange(_:)`` gives the content, computed from the section sizes alone:
  /// what a check of the canvas budget needs, without placing (and colouring) every cell.
  ///
  /// Follows the type's formula with the same operations in the same order, so the result is
  /// the same `Double` as `arrange(sections).contentSize.height`.
  ///
  /// ```swift
  /// let sections = [RecordedSection(id: "s", items: (0..<5).map { RecordedItem(id: .integer($0)) })]
  /// layout.contentHeight(of: sections) == layout.arrange(sections).contentSize.height  // true
  /// ```
  ///
  /// - Parameter sections: The sections in display order.
  /// - Returns: The content's height, in points.
  /// - Complexity: O(*s*) for *s* sections.
  public func contentHeight(of sections: [RecordedSection]) -> Double {
    guard !sections.isEmpty else { return 2 * padding }
    var top = padding
    var bottom = padding
    for (sectionIndex, section) in sections.enumerated() {
      if sectionIndex > 0 { top = bottom + spacing }
      let titleHeight = section.title == nil ? 0 : headerHeight
      let count = section.items.count
      let rows = count == 0 ? 0 : (count - 1) / columns + 1
      bottom = top + titleHeight
      if rows > 0 {
        bottom += Double(rows) * cellSize.height + Double(rows - 1) * spacing
      }
    }
    return bottom + padding
  }
}
