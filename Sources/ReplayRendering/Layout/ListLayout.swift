public import SnapshotRecording

/// Full-width rows like a `UITableView` (`--layout list`).
///
/// Rows are 44 pt tall and show the label at the leading edge and the detail at the trailing
/// edge. See docs/Rendering.md for every measure of the two styles.
///
/// Outline sections (items with `parent` / `expanded`, recorded from a section snapshot) show
/// each row's label ``indentationWidth`` further in per level, and its separator with it, as a
/// list cell's `indentationLevel` does; a parent carries an outline disclosure chevron at the
/// trailing edge (`UICellAccessory.outlineDisclosure`, which iOS puts there), pointing right
/// when collapsed and down when expanded. A parent recorded without `expanded` but with
/// listed children shows as expanded.
public struct ListLayout: ReplayLayout, Hashable {
  /// The height of a row.
  public static let rowHeight = 44.0
  /// How far separators are inset from the row's leading edge.
  public static let separatorInset = 16.0
  /// Plain style: the height of a titled section's grey header band.
  public static let plainHeaderHeight = 28.0
  /// Inset-grouped style: the left and right margin of the groups: a 390-pt iPhone's layout
  /// margin (an estimate from iOS screenshots; iOS uses 20 pt on the widest phones).
  public static let groupMargin = 16.0
  /// Inset-grouped style: the band above a titled section, which holds the header.
  public static let groupTitledGap = 40.0
  /// Inset-grouped style: the band above an untitled section, and below the last one.
  public static let groupGap = 20.0
  /// Inset-grouped style: the corner radius of a group.
  public static let groupCornerRadius = 10.0
  /// Inset-grouped style: the font size of a section header, the footnote text style at the
  /// default text size (Apple's published type sizes).
  public static let groupHeaderFontSize = 13.0
  /// How far each outline level moves a row's label in: `UITableViewCell`'s documented
  /// default `indentationWidth` (the list cell's default is not documented).
  public static let indentationWidth = 10.0
  /// The disclosure chevron's rotation for a collapsed parent: pointing to the trailing edge.
  public static let collapsedDisclosureAngle = 0.0
  /// The disclosure chevron's rotation for an expanded parent: pointing down.
  public static let expandedDisclosureAngle = 90.0

  /// The list's width: the canvas width.
  public var width: Double
  /// Plain or inset-grouped.
  public var style: ListStyle
  /// Pixels per point; separators are one pixel thick.
  public var scale: Double
  /// The system colours of the appearance.
  public var colors: SystemColors

  /// Creates a list layout.
  ///
  /// ```swift
  /// let layout = ListLayout(width: 390, style: .insetGrouped, scale: 2, colors: .dark)
  /// ```
  public init(width: Double, style: ListStyle, scale: Double, colors: SystemColors = .light) {
    self.width = width
    self.style = style
    self.scale = scale
    self.colors = colors
  }

  /// The list's width.
  public var contentWidth: Double { width }

  /// A list is a table view: inserts, deletes and reloads follow the row animation.
  public var usesRowAnimations: Bool { true }

  private var margin: Double { style == .insetGrouped ? Self.groupMargin : 0 }
  private var rowWidth: Double { max(width - 2 * margin, 0) }

  /// Places every section's header, backdrop, rows and separators, top to bottom.
  public func arrange(_ sections: [RecordedSection]) -> ArrangedState {
    var elements: [ArrangedElement] = []
    var y = 0.0
    for section in sections {
      y = placeHeader(of: section, at: y, into: &elements)
      let outline = section.isOutline ? OutlineRows(section) : nil
      let rowsHeight = Double(section.items.count) * Self.rowHeight
      var group: SceneClip?
      if style == .insetGrouped && !section.items.isEmpty {
        let frame = SceneRect(x: margin, y: y, width: rowWidth, height: rowsHeight)
        let look = SceneElement(
          kind: .listRow, frame: frame, fill: colors.secondarySystemGroupedBackground,
          cornerRadius: Self.groupCornerRadius)
        elements.append(
          ArrangedElement(key: .sectionBackground(section.id), section: section.id, look: look))
        group = SceneClip(frame: frame, cornerRadius: Self.groupCornerRadius)
      }
      for (index, item) in section.items.enumerated() {
        let frame = SceneRect(
          x: margin, y: y + Double(index) * Self.rowHeight, width: rowWidth,
          height: Self.rowHeight)
        let count = section.items.count
        var look = row(item, frame: frame)
        look.clip = group
        if let outline {
          look.indentation = indentation(level: outline.levels[index])
          look.disclosureAngle = outline.disclosureAngle(of: item)
        }
        elements.append(
          ArrangedElement(
            key: .item(item.id), section: section.id, itemIndex: index,
            sectionItemCount: count, look: look))
        if index < count - 1 {
          var line = separator(below: frame, indentation: look.indentation)
          line.clip = group
          elements.append(
            ArrangedElement(
              key: .separator(item.id), section: section.id, itemIndex: index,
              sectionItemCount: count, look: line))
        }
      }
      y += rowsHeight
    }
    if style == .insetGrouped && !sections.isEmpty { y += Self.groupGap }
    return ArrangedState(
      elements: elements, contentSize: SceneSize(width: width, height: y),
      sections: sections.map(\.id))
  }

  private func placeHeader(
    of section: RecordedSection, at top: Double, into elements: inout [ArrangedElement]
  ) -> Double {
    let height: Double
    let look: SceneElement?
    switch (style, section.title) {
    case (.plain, nil):
      return top
    case (.plain, let title?):
      height = Self.plainHeaderHeight
      look = SceneElement(
        kind: .header, frame: SceneRect(x: 0, y: top, width: width, height: height),
        fill: colors.plainHeaderBackground, label: title, textColor: colors.label, fontSize: 15)
    case (.insetGrouped, nil):
      height = Self.groupGap
      look = nil
    case (.insetGrouped, let title?):
      height = Self.groupTitledGap
      // UIKit shows a grouped table's header title in capitals.
      look = SceneElement(
        kind: .groupHeader, frame: SceneRect(x: margin, y: top, width: rowWidth, height: height),
        fill: nil, label: title.uppercased(), textColor: colors.groupedHeaderText,
        fontSize: Self.groupHeaderFontSize)
    }
    if let look {
      elements.append(ArrangedElement(key: .header(section.id), section: section.id, look: look))
    }
    return top + height
  }

  /// A row is an opaque cell: the item's own colour, else the appearance's cell colour
  /// (`systemBackground` plain, `secondarySystemGroupedBackground` in a group), so that a row
  /// moving over another hides it, as a cell does. The generated colours of the grid are not
  /// used in lists.
  private func row(_ item: RecordedItem, frame: SceneRect) -> SceneElement {
    let cell =
      style == .plain ? colors.systemBackground : colors.secondarySystemGroupedBackground
    return SceneElement(
      kind: .listRow, frame: frame, fill: item.color ?? cell, label: item.displayLabel,
      detail: item.detail, textColor: item.color.map(ItemColor.text(on:)) ?? colors.label,
      fontSize: 17, secondaryTextColor: colors.secondaryLabel)
  }

  /// A separator starts under its row's label, as a list cell's separator layout guide does.
  private func separator(below row: SceneRect, indentation: Double) -> SceneElement {
    let thickness = 1 / scale
    let inset = Self.separatorInset + indentation
    return SceneElement(
      kind: .separator,
      frame: SceneRect(
        x: row.x + inset, y: row.y + row.height - thickness,
        width: max(row.width - inset, 0), height: thickness),
      fill: colors.separator)
  }

  /// The indentation of a row at `level`, at most half the row: a recording can nest items
  /// thousands deep, and the label keeps the other half.
  private func indentation(level: Int) -> Double {
    min(Double(level) * Self.indentationWidth, rowWidth / 2)
  }

  /// What the rows of one outline section need besides their items: levels and which items
  /// have children listed.
  private struct OutlineRows {
    let levels: [Int]
    let parents: Set<RecordedID>

    init(_ section: RecordedSection) {
      levels = section.outlineLevels
      parents = Set(section.items.lazy.compactMap(\.parent))
    }

    /// The chevron of a parent (recorded `expanded`, or listed children); `nil` for a leaf.
    func disclosureAngle(of item: RecordedItem) -> Double? {
      guard item.expanded != nil || parents.contains(item.id) else { return nil }
      return item.expanded ?? true
        ? ListLayout.expandedDisclosureAngle : ListLayout.collapsedDisclosureAngle
    }
  }

}
