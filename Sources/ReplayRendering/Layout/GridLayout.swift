public import SnapshotRecording

/// Fixed-size cells in columns, each section a block of rows (`--layout grid`).
///
/// Item k of a section sits at column k mod N, row k div N:
/// x = P + col·(W+S), y = top + h + row·(H+S), where h is the header height if the section
/// has a title, else 0. The first section's top is P; each next section's top is the previous
/// section's bottom + S, where bottom = top + h + rows·H + (rows−1)·S with rows =
/// ceil(count/N), and an empty section's bottom is top + h. The content is
/// 2P + N·W + (N−1)·S wide and last bottom + P tall (2P with no sections).
public struct GridLayout: ReplayLayout, Hashable {
  /// Items per row (N).
  public var columns: Int
  /// One cell's size (W×H), in points.
  public var cellSize: SceneSize
  /// The gap between cells, rows and sections (S).
  public var spacing: Double
  /// The margin around the content (P).
  public var padding: Double
  /// A titled section's header height.
  public var headerHeight: Double
  /// The corner radius of a cell.
  public var cornerRadius: Double
  /// The canvas colour, which decides the header text colour.
  public var background: RecordedColor

  /// Creates a grid layout from the options' grid settings.
  public init(options: RenderOptions) {
    columns = max(options.columns, 1)
    cellSize = options.cellSize
    spacing = options.spacing
    padding = options.padding
    headerHeight = options.headerHeight
    cornerRadius = options.cornerRadius
    background = options.resolvedBackground
  }

  /// 2P + N·W + (N−1)·S.
  public var contentWidth: Double {
    2 * padding + Double(columns) * cellSize.width + Double(columns - 1) * spacing
  }

  /// A grid is a collection view: inserts and deletes fade.
  public var usesRowAnimations: Bool { false }

  /// Places every section's header and cells; see the type's discussion for the formula.
  public func arrange(_ sections: [RecordedSection]) -> ArrangedState {
    var elements: [ArrangedElement] = []
    var top = padding
    for (sectionIndex, section) in sections.enumerated() {
      if sectionIndex > 0 { top = bottom(of: sections[sectionIndex - 1], top: top) + spacing }
      let titleHeight = section.title == nil ? 0 : headerHeight
      if let title = section.title {
        let frame = SceneRect(
          x: padding, y: top, width: contentWidth - 2 * padding, height: headerHeight)
        let look = SceneElement(
          kind: .header, frame: frame, fill: nil, label: title,
          textColor: ItemColor.text(on: background), fontSize: 15)
        elements.append(ArrangedElement(key: .header(section.id), section: section.id, look: look))
      }
      for (index, item) in section.items.enumerated() {
        let column = index % columns
        let row = index / columns
        let frame = SceneRect(
          x: padding + Double(column) * (cellSize.width + spacing),
          y: top + titleHeight + Double(row) * (cellSize.height + spacing),
          width: cellSize.width, height: cellSize.height)
        elements.append(
          ArrangedElement(
            key: .item(item.id), section: section.id, itemIndex: index,
            sectionItemCount: section.items.count, look: cell(item, frame: frame)))
      }
    }
    return ArrangedState(
      elements: elements,
      contentSize: SceneSize(width: contentWidth, height: contentHeight(of: sections)),
      sections: sections.map(\.id))
  }

  /// The height of `sections` laid out, as ``arrange(_:)`` returns it, without placing any
  /// element: what sizes a grid's canvas, for every apply of a recording.
  ///
  /// ```swift
  /// let layout = GridLayout(options: RenderOptions())
  /// layout.contentHeight(of: sections) == layout.arrange(sections).contentSize.height  // true
  /// ```
  ///
  /// - Complexity: O(s) for s sections.
  public func contentHeight(of sections: [RecordedSection]) -> Double {
    guard !sections.isEmpty else { return 2 * padding }
    var top = padding
    var last = padding
    for (sectionIndex, section) in sections.enumerated() {
      if sectionIndex > 0 { top = last + spacing }
      last = bottom(of: section, top: top)
    }
    return last + padding
  }

  /// Where a section that starts at `top` ends: below its header and its last row.
  private func bottom(of section: RecordedSection, top: Double) -> Double {
    let titleHeight = section.title == nil ? 0 : headerHeight
    // Rounded up without `count + columns - 1`, which overflows for the largest `columns`.
    let count = section.items.count
    let rows = count == 0 ? 0 : (count - 1) / columns + 1
    var bottom = top + titleHeight
    if rows > 0 {
      bottom += Double(rows) * cellSize.height + Double(rows - 1) * spacing
    }
    return bottom
  }

  /// A grid cell shows the item's label, or a bare identifier's own text, centred; or its
  /// recorded image, when it has one the scene's library holds.
  private func cell(_ item: RecordedItem, frame: SceneRect) -> SceneElement {
    let fill = ItemColor.fill(for: item)
    var cell = SceneElement(
      kind: .gridCell, frame: frame, fill: fill, cornerRadius: cornerRadius,
      label: item.displayLabel, detail: item.detail, textColor: ItemColor.text(on: fill),
      fontSize: min(17, max(6, min(frame.width, frame.height) * 0.4)))
    cell.image = item.image
    return cell
  }
}

extension RecordedItem {
  /// The text a cell shows: the label, or a bare identifier's own text; an object without a
  /// label shows none.
  var displayLabel: String? { isBare ? id.description : label }
}
