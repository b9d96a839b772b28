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
  /// Inset-grouped style: the left and right margin of the groups: a 390-pt iPhone's layout
  /// margin (an estimate from iOS screenshots; iOS uses 20 pt on the widest phones).
  public static let groupMargin = 16.0
  /// Inset-grouped style: the band above a titled section, which holds the header.
  public static let groupTitledGap = 40.0
  /// Inset-grouped style: the band above an untitled section, and below the last one.
  public static let groupGap = 20.0
  /// Inset-grouped style: the corner radius of a group.
  public static let groupCornerRadius = 10.0
  /// Inset-grouped style: the least space above a section header's first line, in points (an
  /// estimate from iOS screenshots: one line of 13 pt text fills the 40 pt band).
  public static let groupHeaderTopInset = 17.0
  /// Inset-grouped style: the space between a section header's last line and its group, in
  /// points (an estimate from iOS screenshots).
  public static let groupHeaderBottomInset = 7.0
  /// A section footer's space above its first line, in points (an estimate from iOS
  /// screenshots, as the header's space below its last line).
  public static let footerTopInset = 7.0
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
  /// Light or dark mode.
  public var appearance: Appearance
  /// The collection-view list appearance the device recorded, for a sidebar's own colours;
  /// `nil` draws the table colours of ``style``.
  public var listAppearance: LayoutEvent.ListAppearance?

  /// The system colours of the appearance (a sidebar's own for a recorded sidebar list).
  public var colors: SystemColors { appearance.colors(for: listAppearance) }

  /// Creates a list layout.
  ///
  /// ```swift
  /// let layout = ListLayout(
  ///   width: 390, style: .insetGrouped, scale: 2, contentSize: .accessibility3,
  ///   direction: .rightToLeft, appearance: .dark, listAppearance: .sidebar)
  /// ```
  public init(
    width: Double, style: ListStyle, scale: Double, contentSize: ContentSizeCategory = .large,
    direction: LayoutDirection = .leftToRight, appearance: Appearance = .light,
    listAppearance: LayoutEvent.ListAppearance? = nil
  ) {
    self.width = width
    self.style = style
    self.scale = scale
    self.contentSize = contentSize
    self.direction = direction
    self.appearance = appearance
    self.listAppearance = listAppearance
  }

  /// The list's width.
  public var contentWidth: Double { width }

  /// A list is a table view: inserts, deletes and reloads follow the row animation.
  public var usesRowAnimations: Bool { true }

  private var margin: Double { style == .insetGrouped ? Self.groupMargin : 0 }
  /// Whether sections are groups on the grey page (grouped and inset-grouped).
  private var isGrouped: Bool { style != .plain }
  /// A group's corner radius: grouped groups run edge to edge, square.
  private var groupCornerRadius: Double { style == .insetGrouped ? Self.groupCornerRadius : 0 }
  private var rowWidth: Double { max(width - 2 * margin, 0) }

  /// Places every section's header, backdrop, rows and separators, top to bottom.
  public func arrange(_ sections: [RecordedSection]) -> ArrangedState {
    // Reserved at its size, a header, a backdrop, a row and a separator a section at most:
    // a list of a million rows is never grown by doubling.
    var elements: [ArrangedElement] = []
    elements.reserveCapacity(
      sections.reduce(0) { $0 + 2 + 2 * $1.items.count })
    let height = place(sections) { elements.append($0) }
    return ArrangedState(
      elements: elements, contentSize: SceneSize(width: width, height: height),
      sections: sections.map(\.id))
  }

  /// Hands each element of ``arrange(_:)`` to `body` as it is placed, in the same order.
  ///
  /// ```swift
  /// var separators = 0
  /// layout.forEachElement(of: sections) { element in
  ///   if case .separator = element.key { separators += 1 }
  /// }
  /// ```
  public func forEachElement(
    of sections: [RecordedSection], _ body: (ArrangedElement) -> Void
  ) {
    _ = place(sections, body)
  }

  /// Places every element, handing each to `body` (mirrored in a right-to-left list);
  /// returns the content height.
  private func place(
    _ sections: [RecordedSection], _ body: (ArrangedElement) -> Void
  ) -> Double {
    func emit(_ element: ArrangedElement) {
      var element = element
      if direction == .rightToLeft { element.look.layoutDirection = .rightToLeft }
      body(element)
    }
    TextMeasure.shared.makeRoom(forTextsInOnePass: Self.textsToMeasure(in: sections))
    var y = 0.0
    for section in sections {
      y = placeHeader(of: section, at: y, into: emit)
      let outline = section.isOutline ? OutlineRows(section) : nil
      // Each row's look is made twice, first to measure its height (the backdrop, which comes
      // before the rows, needs their total), rather than held for a whole section.
      func look(of item: RecordedItem, at index: Int, top: Double) -> SceneElement {
        var look = row(item, frame: SceneRect(x: margin, y: top, width: rowWidth, height: 0))
        if let outline {
          look.indentation = indentation(level: outline.levels[index])
          look.disclosureAngle = outline.disclosureAngle(of: item)
        }
        return look
      }
      var heights: [Double] = []
      heights.reserveCapacity(section.items.count)
      var rowTop = y
      for (index, item) in section.items.enumerated() {
        let height = height(of: look(of: item, at: index, top: rowTop))
        rowTop += height
        heights.append(height)
      }
      let rowsHeight = rowTop - y
      var group: SceneClip?
      if isGrouped && !section.items.isEmpty {
        // A grouped (not inset) group has full-width hairlines above its first row and below
        // its last: the backdrop reaches one line further each way and draws them there.
        let hairlines =
          style == .grouped ? EdgeHairlines(color: colors.separator, thickness: 1 / scale) : nil
        let reach = hairlines?.thickness ?? 0
        let frame = SceneRect(
          x: margin, y: y - reach, width: rowWidth, height: rowsHeight + 2 * reach)
        var look = SceneElement(
          kind: .listRow, frame: frame, fill: colors.secondarySystemGroupedBackground,
          cornerRadius: groupCornerRadius)
        look.edgeHairlines = hairlines
        emit(ArrangedElement(key: .sectionBackground(section.id), section: section.id, look: look))
        group = SceneClip(frame: frame, cornerRadius: groupCornerRadius)
      }
      rowTop = y
      for (index, item) in section.items.enumerated() {
        var look = look(of: item, at: index, top: rowTop)
        look.frame.height = heights[index]
        rowTop += heights[index]
        look.clip = group
        let frame = look.frame
        let count = section.items.count
        emit(
          ArrangedElement(
            key: .item(item.id), section: section.id, itemIndex: index,
            sectionItemCount: count, look: look))
        if index < count - 1 {
          var line = separator(below: frame, indentation: look.indentation)
          line.clip = group
          emit(
            ArrangedElement(
              key: .separator(item.id), section: section.id, itemIndex: index,
              sectionItemCount: count, look: line))
        }
      }
      y += rowsHeight
    }
    if isGrouped && !sections.isEmpty { y += Self.groupGap }
    return y
  }

  private func placeHeader(
    of section: RecordedSection, at top: Double, into emit: (ArrangedElement) -> Void
  ) -> Double {
    let height: Double
    let look: SceneElement?
    switch (style, section.title) {
    case (.plain, nil):
      return top
    case (.plain, let title?):
      // The headline text style: 17 pt semibold at the default size.
      let fontSize = contentSize.pointSize(of: .headline)
      height = Self.plainHeaderHeight + grownHeight(of: title, fontSize: fontSize, default: 17)
      look = SceneElement(
        kind: .header, frame: SceneRect(x: 0, y: top, width: width, height: height),
        fill: colors.plainHeaderBackground, label: title, textColor: colors.label,
        fontSize: fontSize, fontWeight: .semibold)
    case (.grouped, nil), (.insetGrouped, nil):
      height = Self.groupGap
      look = nil
    case (.grouped, let title?), (.insetGrouped, let title?):
      let fontSize = contentSize.pointSize(of: .footnote)
      // UIKit shows a grouped table's header title in capitals, wrapped to as many lines as
      // it needs, at the bottom of its band.
      let label = title.uppercased()
      let wrapped = TextMeasure.shared.size(
        of: label, fontSize: fontSize, width: max(rowWidth - 2 * ListRowGeometry.inset, 1)
      ).height
      height = max(
        Self.groupTitledGap,
        (Self.groupHeaderTopInset + wrapped + Self.groupHeaderBottomInset).rounded(.up))
      look = SceneElement(
        kind: .groupHeader, frame: SceneRect(x: margin, y: top, width: rowWidth, height: height),
        fill: nil, label: label, textColor: colors.groupedHeaderText, fontSize: fontSize)
    }
    if let look {
      emit(ArrangedElement(key: .header(section.id), section: section.id, look: look))
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

  /// A row is an opaque cell: the item's own colour, else the appearance's cell colour
  /// (`systemBackground` plain, `secondarySystemGroupedBackground` in a group), so that a row
  /// moving over another hides it, as a cell does. The generated colours of the grid are not
  /// used in lists.
  private func row(_ item: RecordedItem, frame: SceneRect) -> SceneElement {
    let cell =
      style == .plain ? colors.systemBackground : colors.secondarySystemGroupedBackground
    var row = SceneElement(
      kind: .listRow, frame: frame, fill: item.color ?? cell, label: item.displayLabel,
      detail: item.detail, textColor: item.color.map(ItemColor.text(on:)) ?? colors.label,
      fontSize: contentSize.pointSize(of: .body), subtitle: item.subtitle,
      subtitleFontSize: contentSize.pointSize(of: .subheadline), accessory: item.accessory,
      secondaryTextColor: colors.secondaryLabel, accessoryColors: colors.accessories)
    row.image = item.image
    return row
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

  /// At most how many texts laying out `sections` measures: a row's label (or bare
  /// identifier), subtitle and detail, and a header's title at two sizes.
  private static func textsToMeasure(in sections: [RecordedSection]) -> Int {
    sections.reduce(0) { total, section in
      section.items.reduce(total + 2) { count, item in
        count + 1 + (item.subtitle == nil ? 0 : 1) + (item.detail == nil ? 0 : 1)
      }
    }
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
