public import SnapshotRecording

/// Full-width rows like a `UITableView` (`--layout list`).
///
/// Rows are at least 44 pt tall and grow to fit their wrapped label and subtitle (self-sizing
/// cells); they show the label at the leading edge, the subtitle under it, and the detail and
/// accessory at the trailing edge, all mirrored in a right-to-left list. Text sizes follow the
/// Dynamic Type category. See docs/Rendering.md for every measure of the two styles.
///
/// Outline sections (items with `parent` / `expanded`, recorded from a section snapshot) show
/// each row's label ``indentationWidth`` further in per level, and its separator with it, as a
/// list cell's `indentationLevel` does; a parent carries an outline disclosure chevron at the
/// trailing edge (`UICellAccessory.outlineDisclosure`, which iOS puts there), pointing right
/// when collapsed and down when expanded. A parent recorded without `expanded` but with
/// listed children shows as expanded.
public struct ListLayout: ReplayLayout, Hashable {
  /// The least height of a row; a row whose wrapped text needs more grows (self-sizing).
  public static let rowHeight = 44.0
  /// The space above and below a row's text, in points: the list cell's top and bottom
  /// layout margins (an estimate from iOS screenshots: 11 pt each way gives 44 pt rows at the
  /// default text size).
  public static let rowVerticalMargin = 11.0
  /// The space between a row's label and its subtitle, in points (estimate).
  public static let subtitleGap = 3.0
  /// The least space above and below an accessory, in points: a 31 pt switch fits a 44 pt row.
  public static let accessoryVerticalMargin = 6.5
  /// How far separators are inset from the row's leading edge.
  public static let separatorInset = 16.0
  /// Plain style: the height of a titled section's grey header band.
  public static let plainHeaderHeight = 28.0
  /// Inset-grouped style: the left and right margin of the groups.
  public static let groupMargin = 20.0
  /// Inset-grouped style: the band above a titled section, which holds the header.
  public static let groupTitledGap = 40.0
  /// Inset-grouped style: the band above an untitled section, and below the last one.
  public static let groupGap = 20.0
  /// Inset-grouped style: the corner radius of a group.
  public static let groupCornerRadius = 10.0
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
  /// The Dynamic Type size of the text.
  public var contentSize: ContentSizeCategory
  /// Left to right, or mirrored.
  public var direction: LayoutDirection

  /// Creates a list layout.
  ///
  /// ```swift
  /// let layout = ListLayout(
  ///   width: 390, style: .insetGrouped, scale: 2, contentSize: .accessibility3,
  ///   direction: .rightToLeft)
  /// ```
  public init(
    width: Double, style: ListStyle, scale: Double, contentSize: ContentSizeCategory = .large,
    direction: LayoutDirection = .leftToRight
  ) {
    self.width = width
    self.style = style
    self.scale = scale
    self.contentSize = contentSize
    self.direction = direction
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
      var rows: [SceneElement] = []
      rows.reserveCapacity(section.items.count)
      var rowTop = y
      for (index, item) in section.items.enumerated() {
        var look = row(item, frame: SceneRect(x: margin, y: rowTop, width: rowWidth, height: 0))
        if let outline {
          look.indentation = indentation(level: outline.levels[index])
          look.disclosureAngle = outline.disclosureAngle(of: item)
        }
        look.frame.height = height(of: look)
        rowTop += look.frame.height
        rows.append(look)
      }
      let rowsHeight = rowTop - y
      if style == .insetGrouped && !section.items.isEmpty {
        let look = SceneElement(
          kind: .listRow, frame: SceneRect(x: margin, y: y, width: rowWidth, height: rowsHeight),
          fill: Self.white, cornerRadius: Self.groupCornerRadius)
        elements.append(
          ArrangedElement(key: .sectionBackground(section.id), section: section.id, look: look))
      }
      for (index, item) in section.items.enumerated() {
        let look = rows[index]
        let frame = look.frame
        let count = section.items.count
        elements.append(
          ArrangedElement(
            key: .item(item.id), section: section.id, itemIndex: index,
            sectionItemCount: count, look: look))
        if index < count - 1 {
          elements.append(
            ArrangedElement(
              key: .separator(item.id), section: section.id, itemIndex: index,
              sectionItemCount: count, look: separator(below: frame, indentation: look.indentation)
            ))
        }
      }
      y += rowsHeight
    }
    if style == .insetGrouped && !sections.isEmpty { y += Self.groupGap }
    for index in elements.indices where direction == .rightToLeft {
      elements[index].look.layoutDirection = .rightToLeft
    }
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
      let fontSize = contentSize.pointSize(of: .subheadline)
      height = Self.plainHeaderHeight + grownHeight(of: title, fontSize: fontSize, default: 15)
      look = SceneElement(
        kind: .header, frame: SceneRect(x: 0, y: top, width: width, height: height),
        fill: Self.plainHeaderFill, label: title, textColor: Self.black, fontSize: fontSize)
    case (.insetGrouped, nil):
      height = Self.groupGap
      look = nil
    case (.insetGrouped, let title?):
      let fontSize = contentSize.pointSize(of: .footnote)
      height = Self.groupTitledGap + grownHeight(of: title, fontSize: fontSize, default: 13)
      look = SceneElement(
        kind: .header, frame: SceneRect(x: margin, y: top, width: rowWidth, height: height),
        fill: nil, label: title, textColor: Self.headerGrey, fontSize: fontSize)
    }
    if let look {
      elements.append(ArrangedElement(key: .header(section.id), section: section.id, look: look))
    }
    return top + height
  }

  /// How much taller than its band a header gets at a larger text size: by how much taller
  /// its line is than at the default size, so the default size keeps the measured band.
  private func grownHeight(of title: String, fontSize: Double, default defaultSize: Double)
    -> Double
  {
    guard fontSize > defaultSize else { return 0 }
    let measure = TextMeasure.shared
    let line = measure.size(of: title, fontSize: fontSize, width: nil).height
    let defaultLine = measure.size(of: title, fontSize: defaultSize, width: nil).height
    return max(line - defaultLine, 0)
  }

  /// A row is white (or, in inset-grouped style, clear over its group) unless the item has
  /// its own colour; the generated colours of the grid are not used in lists.
  private func row(_ item: RecordedItem, frame: SceneRect) -> SceneElement {
    let fill = item.color ?? (style == .plain ? Self.white : nil)
    return SceneElement(
      kind: .listRow, frame: frame, fill: fill, label: item.displayLabel,
      detail: item.detail, textColor: ItemColor.text(on: fill ?? Self.white),
      fontSize: contentSize.pointSize(of: .body), subtitle: item.subtitle,
      subtitleFontSize: contentSize.pointSize(of: .subheadline), accessory: item.accessory)
  }

  /// A row's height: its wrapped label and subtitle, its one-line detail and its accessory,
  /// each with the vertical margins, and at least ``rowHeight``.
  private func height(of look: SceneElement) -> Double {
    let measure = TextMeasure.shared
    let detailSize = look.detail.map { measure.size(of: $0, fontSize: look.fontSize, width: nil) }
    let geometry = ListRowGeometry(
      frame: look.frame, indentation: look.indentation,
      hasOutlineChevron: look.disclosureAngle != nil, accessory: look.accessory,
      detailWidth: detailSize?.width, hasLabel: look.label != nil || look.subtitle != nil,
      direction: direction)
    var text = 0.0
    if let label = look.label {
      text += measure.size(of: label, fontSize: look.fontSize, width: geometry.text.width).height
    }
    if let subtitle = look.subtitle {
      if look.label != nil { text += Self.subtitleGap }
      text +=
        measure.size(of: subtitle, fontSize: look.subtitleFontSize, width: geometry.text.width)
        .height
    }
    let textHeight = max(text, detailSize?.height ?? 0) + 2 * Self.rowVerticalMargin
    let accessoryHeight = (geometry.accessory?.height ?? 0) + 2 * Self.accessoryVerticalMargin
    return max(Self.rowHeight, textHeight.rounded(.up), accessoryHeight.rounded(.up))
  }

  /// A separator starts under its row's label, as a list cell's separator layout guide does
  /// (from the right edge in a right-to-left list).
  private func separator(below row: SceneRect, indentation: Double) -> SceneElement {
    let thickness = 1 / scale
    let inset = Self.separatorInset + indentation
    return SceneElement(
      kind: .separator,
      frame: SceneRect(
        x: direction == .rightToLeft ? row.x : row.x + inset, y: row.y + row.height - thickness,
        width: max(row.width - inset, 0), height: thickness),
      fill: Self.separatorGrey)
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

  static let white = RecordedColor(red: 0xFF, green: 0xFF, blue: 0xFF)
  static let black = RecordedColor(red: 0, green: 0, blue: 0)
  static let plainHeaderFill = RecordedColor(red: 0xF7, green: 0xF7, blue: 0xF7)
  static let headerGrey = RecordedColor(red: 0x6D, green: 0x6D, blue: 0x72)
  static let separatorGrey = RecordedColor(red: 0xC6, green: 0xC6, blue: 0xC8)
}
