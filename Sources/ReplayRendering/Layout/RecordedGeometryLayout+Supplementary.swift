public import SnapshotRecording

extension RecordedGeometryLayout {
  /// The recorded supplementary views other than headers, as elements at their recorded
  /// rects seen from the recorded offset: a `footer` as its text in the footnote style at the
  /// top of its band (a plain list's as a header band), any other kind (an app's badge or
  /// decoration) as a plain band in the separator colour, without its text, over the cells.
  ///
  /// Headers are not here: a recorded header moves the model's header of its section, which
  /// has the section's title (``arrange(_:)``).
  ///
  /// ```swift
  /// let layout = RecordedGeometryLayout(model: list, recorded: layoutLine)
  /// let footers = layout.supplementaryElements()
  /// // [.supplementary(section: "general", kind: .footer, index: 0)] for one recorded footer
  /// ```
  ///
  /// - Returns: One element per recorded view, in the line's order, keyed by section, kind and
  ///   the view's index among its section's views of that kind.
  public func supplementaryElements() -> [ArrangedElement] {
    var elements: [ArrangedElement] = []
    var counts: [SupplementaryCount: Int] = [:]
    let list = model as? ListLayout
    let colors = list?.colors ?? .light
    let contentSize = list?.contentSize ?? .large
    let direction = list?.direction ?? .leftToRight
    for view in recorded.supplementary where view.kind != .header {
      let counted = SupplementaryCount(section: view.section, kind: view.kind)
      let index = counts[counted, default: 0]
      counts[counted] = index + 1
      let frame = SceneRect(
        x: view.rect.x - recorded.offset.x, y: view.rect.y - recorded.offset.y,
        width: view.rect.width, height: view.rect.height)
      let look: SceneElement
      switch view.kind {
      case .footer where list?.style == .plain:
        look = SceneElement(
          kind: .header, frame: frame, fill: colors.plainHeaderBackground, label: view.text,
          textColor: colors.label, fontSize: contentSize.pointSize(of: .footnote),
          layoutDirection: direction)
      case .footer:
        look = SceneElement(
          kind: .footer, frame: frame, fill: nil, label: view.text,
          textColor: colors.groupedHeaderText, fontSize: contentSize.pointSize(of: .footnote),
          layoutDirection: direction)
      case .header, .other:
        look = SceneElement(kind: .backdrop, frame: frame, fill: colors.separator)
      }
      elements.append(
        ArrangedElement(
          key: .supplementary(section: view.section, kind: view.kind, index: index),
          section: view.section, look: look))
    }
    return elements
  }

  /// Keeps each recorded pinned header (`pinned: true`) at the top of the visible rect while
  /// its section is on screen, as a pinned `UICollectionView` header does: no higher than the
  /// top inset below the bars, pushed up by its section's last row, and opaque in the page's
  /// colour (so drawn above the rows that scroll under it).
  ///
  /// A recorder that writes a pinned header where it stuck leaves it there; one that writes
  /// the header's place in the content has it moved to where it stuck.
  ///
  /// ```swift
  /// var state = layout.model.arrange(sections)
  /// layout.pinHeaders(in: &state)  // the recorded pinned headers under the bars
  /// ```
  ///
  /// - Parameter state: A state already moved to the recorded places.
  public func pinHeaders(in state: inout ArrangedState) {
    let pinned = Set(
      recorded.supplementary.lazy.filter { $0.kind == .header && $0.pinned }.map(\.section))
    guard !pinned.isEmpty else { return }
    // The bottom of each pinned section's last row, on the canvas.
    var sectionBottoms: [RecordedID: Double] = [:]
    for element in state.elements where pinned.contains(element.section) {
      guard case .item = element.key else { continue }
      let bottom = element.look.frame.y + element.look.frame.height
      sectionBottoms[element.section] = max(sectionBottoms[element.section] ?? bottom, bottom)
    }
    let visibleTop = recorded.insets.top
    for index in state.elements.indices {
      guard case .header(let section) = state.elements[index].key, pinned.contains(section)
      else { continue }
      var look = state.elements[index].look
      var top = max(look.frame.y, visibleTop)
      if let bottom = sectionBottoms[section] { top = min(top, bottom - look.frame.height) }
      look.frame.y = max(look.frame.y, top)
      if look.fill == nil { look.fill = pinnedBackground }
      state.elements[index].look = look
    }
  }

  /// Whether a recorded cell is a tile of a grid section rather than a list row: narrower than
  /// three quarters of the model's row it stands in for (a row measured on a wider or narrower
  /// phone differs by its margins, a few points; a tile of a two-column grid is half the row).
  ///
  /// One tile makes its whole section a grid section, whose cells have no separators: UIKit's
  /// separators belong to list sections (`UICollectionLayoutListConfiguration`), and a
  /// compositional grid section has none for any of its items, a full-width one included. A
  /// section recorded with full-width cells only cannot be told from a list section, and keeps
  /// its separators.
  ///
  /// ```swift
  /// RecordedGeometryLayout.isTile(
  ///   SceneRect(x: 16, y: 0, width: 174, height: 120),
  ///   inRow: SceneRect(x: 16, y: 43, width: 358, height: 44))  // true
  /// ```
  ///
  /// - Parameters:
  ///   - cell: The recorded cell, on the canvas.
  ///   - row: The model's row for the same item.
  /// - Returns: Whether the cell is a tile.
  static func isTile(_ cell: SceneRect, inRow row: SceneRect) -> Bool {
    cell.width < 0.75 * row.width
  }

  /// The page's colour behind a pinned header that has no band of its own.
  private var pinnedBackground: RecordedColor {
    if let list = model as? ListLayout {
      return list.style == .plain
        ? list.colors.plainHeaderBackground : list.colors.systemGroupedBackground
    }
    if let grid = model as? GridLayout { return grid.background }
    return SystemColors.light.systemBackground
  }
}

/// A section's supplementary views of one kind, counted to key each one.
private struct SupplementaryCount: Hashable {
  var section: RecordedID
  var kind: RecordedSupplementaryView.Kind
}
