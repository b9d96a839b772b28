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
  /// colour (so drawn above the rows that scroll under it). Each one carries its
  /// ``PinnedPlacement``, so that it stays pinned while `scroll` lines move the content before
  /// the next apply.
  ///
  /// A recorder that writes a pinned header where it stuck leaves it there; one that writes
  /// the header's place in the content has it moved to where it stuck. Where it stuck, its
  /// place in the content is taken to be right above its section's first row (an estimate:
  /// the line does not say it).
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
    let spans = Self.rowSpans(of: state, in: pinned)
    let visibleTop = recorded.insets.top
    for index in state.elements.indices {
      guard case .header(let section) = state.elements[index].key, pinned.contains(section)
      else { continue }
      var look = state.elements[index].look
      let span = spans[section]
      var top = max(look.frame.y, visibleTop)
      if let bottom = span?.bottom { top = min(top, bottom - look.frame.height) }
      let natural = min(look.frame.y, (span?.top ?? .infinity) - look.frame.height)
      state.elements[index].pin = PinnedPlacement(
        edge: .top, natural: natural, boundary: span?.bottom ?? natural + look.frame.height,
        visibleEdge: visibleTop)
      look.frame.y = max(look.frame.y, top)
      if look.fill == nil { look.fill = pinnedBackground }
      state.elements[index].look = look
    }
  }

  /// Keeps each recorded pinned footer (`pinned: true`) at the bottom of the visible rect,
  /// above the bottom inset, while its section is on screen, as a footer with
  /// `pinToVisibleBounds` does: pushed down by its section's first row, opaque in the page's
  /// colour and drawn above the rows; with its ``PinnedPlacement`` for the scrolls before
  /// the next apply. Where it stuck, its place in the content is taken to be right below its
  /// section's last row (an estimate: the line does not say it).
  ///
  /// ```swift
  /// var state = layout.arrange(sections)  // pins the footers too
  /// ```
  ///
  /// - Parameter state: A state already moved to the recorded places, with the recorded
  ///   supplementary views (``supplementaryElements()``).
  func pinFooters(in state: inout ArrangedState) {
    let pinned = Set(
      recorded.supplementary.lazy.filter { $0.kind == .footer && $0.pinned }.map(\.section))
    guard !pinned.isEmpty else { return }
    let spans = Self.rowSpans(of: state, in: pinned)
    let visibleBottom = recorded.bounds.height - recorded.insets.bottom
    let footers = recorded.supplementary.filter { $0.kind == .footer }
    for index in state.elements.indices {
      guard case .supplementary(let section, .footer, let ordinal) = state.elements[index].key
      else { continue }
      // The element's recorded view: the ordinal-th footer of its section.
      guard pinned.contains(section),
        let view = footers.lazy.filter({ $0.section == section }).dropFirst(ordinal).first,
        view.pinned
      else { continue }
      var look = state.elements[index].look
      let span = spans[section]
      let natural = max(look.frame.y, span?.bottom ?? -.infinity)
      let pin = PinnedPlacement(
        edge: .bottom, natural: natural, boundary: span?.top ?? natural,
        visibleEdge: visibleBottom)
      state.elements[index].pin = pin
      look.frame.y = pin.y(height: look.frame.height, shift: 0)
      if look.fill == nil { look.fill = pinnedBackground }
      state.elements[index].look = look
    }
  }

  /// The top of the first row and the bottom of the last row of each of `sections`, on the
  /// canvas.
  private static func rowSpans(of state: ArrangedState, in sections: Set<RecordedID>)
    -> [RecordedID: (top: Double, bottom: Double)]
  {
    var spans: [RecordedID: (top: Double, bottom: Double)] = [:]
    for element in state.elements where sections.contains(element.section) {
      guard case .item = element.key else { continue }
      let top = element.look.frame.y
      let bottom = top + element.look.frame.height
      let span = spans[element.section] ?? (top, bottom)
      spans[element.section] = (min(span.top, top), max(span.bottom, bottom))
    }
    return spans
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
