internal import CCairo
internal import SnapshotRecording

extension SceneDrawer {
  /// Draws one element; an element with both fill and text at partial opacity is composited
  /// as a group, as a faded UIKit cell is, so its fill does not show through its text. An
  /// element with a clip is cut to its rounded rectangle (an inset-grouped row to its group).
  /// A cell with a recorded image `cellImages` holds is drawn as that image instead
  /// (``drawCellImage(of:from:opacity:on:)``).
  func draw(_ element: SceneElement, on cairo: OpaquePointer, cellImages: CellImageLibrary? = nil) {
    let opacity = min(max(element.opacity, 0), 1)
    guard opacity > 0, element.frame.width > 0, element.frame.height > 0 else { return }
    if let clip = element.clip {
      guard clip.frame.width > 0, clip.frame.height > 0 else { return }
      cairo_save(cairo)
      addRectangle(clip.frame, cornerRadius: clip.cornerRadius, on: cairo)
      cairo_clip(cairo)
    }
    defer { if element.clip != nil { cairo_restore(cairo) } }
    if drawCellImage(of: element, from: cellImages, opacity: opacity, on: cairo) { return }
    let hasText =
      element.kind != .separator && element.kind != .backdrop
      && (element.label != nil || element.detail != nil || element.subtitle != nil)
    let hasDisclosure = element.kind == .listRow && element.disclosureAngle != nil
    let hasAccessory = element.kind == .listRow && element.accessory != nil
    let grouped =
      opacity < 1 && element.fill != nil && (hasText || hasDisclosure || hasAccessory)
    if grouped {
      cairo_save(cairo)
      // Bounds the group's temporary surface; text may reach a little past the frame.
      let frame = element.frame
      let margin = element.fontSize
      cairo_rectangle(
        cairo, frame.x - margin, frame.y - margin, frame.width + 2 * margin,
        frame.height + 2 * margin)
      cairo_clip(cairo)
      cairo_push_group(cairo)
    }
    let partOpacity = grouped ? 1 : opacity
    if let fill = element.fill {
      Self.setSource(cairo, fill, opacity: partOpacity)
      addRectangle(element.frame, cornerRadius: element.cornerRadius, on: cairo)
      cairo_fill(cairo)
    }
    if let lines = element.edgeHairlines {
      drawEdgeHairlines(lines, of: element.frame, opacity: partOpacity, on: cairo)
    }
    if hasText { drawText(of: element, opacity: partOpacity, on: cairo) }
    if hasDisclosure { drawDisclosure(of: element, opacity: partOpacity, on: cairo) }
    if hasAccessory { drawAccessory(of: element, opacity: partOpacity, on: cairo) }
    if element.kind == .statusBar { drawStatusIcons(of: element, opacity: partOpacity, on: cairo) }
    if grouped {
      cairo_pop_group_to_source(cairo)
      cairo_paint_with_alpha(cairo, opacity)
      cairo_restore(cairo)
    }
  }

  /// Draws `lines` inside the top and bottom edges of `frame`, each at most half its height.
  private func drawEdgeHairlines(
    _ lines: EdgeHairlines, of frame: SceneRect, opacity: Double, on cairo: OpaquePointer
  ) {
    let thickness = min(max(lines.thickness, 0), frame.height / 2)
    guard thickness > 0 else { return }
    Self.setSource(cairo, lines.color, opacity: opacity)
    cairo_rectangle(cairo, frame.x, frame.y, frame.width, thickness)
    cairo_rectangle(cairo, frame.x, frame.y + frame.height - thickness, frame.width, thickness)
    cairo_fill(cairo)
  }

  func addRectangle(_ frame: SceneRect, cornerRadius: Double, on cairo: OpaquePointer) {
    let radius = min(cornerRadius, frame.width / 2, frame.height / 2)
    guard radius > 0 else {
      cairo_rectangle(cairo, frame.x, frame.y, frame.width, frame.height)
      return
    }
    let left = frame.x
    let top = frame.y
    let right = frame.x + frame.width
    let bottom = frame.y + frame.height
    // Quarter circles as cubic Béziers (control points at 0.5523 r): what cairo_arc makes of
    // them anyway, without its trigonometry per corner.
    let handle = radius * (1 - 0.552_284_749_8)
    cairo_move_to(cairo, left + radius, top)
    cairo_line_to(cairo, right - radius, top)
    cairo_curve_to(cairo, right - handle, top, right, top + handle, right, top + radius)
    cairo_line_to(cairo, right, bottom - radius)
    cairo_curve_to(cairo, right, bottom - handle, right - handle, bottom, right - radius, bottom)
    cairo_line_to(cairo, left + radius, bottom)
    cairo_curve_to(cairo, left + handle, bottom, left, bottom - handle, left, bottom - radius)
    cairo_line_to(cairo, left, top + radius)
    cairo_curve_to(cairo, left, top + handle, left + handle, top, left + radius, top)
    cairo_close_path(cairo)
  }

  private func drawText(of element: SceneElement, opacity: Double, on cairo: OpaquePointer) {
    let frame = element.frame
    switch element.kind {
    case .gridCell, .caption:
      guard let label = element.label else { return }
      Self.setSource(cairo, element.textColor, opacity: opacity)
      // A small inset keeps an ellipsized label off the cell's edges, as a cell's margins do.
      let inset = min(Self.gridLabelInset, frame.width / 4)
      text.draw(
        label, on: cairo, x: frame.x + inset, y: frame.y, width: frame.width - 2 * inset,
        height: frame.height, fontSize: element.fontSize, alignment: .center)
    case .listRow:
      drawListRowText(of: element, opacity: opacity, on: cairo)
    case .header:
      guard let label = element.label else { return }
      Self.setSource(cairo, element.textColor, opacity: opacity)
      text.draw(
        label, on: cairo, x: frame.x + Self.listRowInset, y: frame.y,
        width: frame.width - 2 * Self.listRowInset, height: frame.height,
        fontSize: element.fontSize, alignment: Self.leading(element.layoutDirection),
        weight: element.fontWeight)
    case .groupHeader:
      guard let label = element.label else { return }
      Self.setSource(cairo, element.textColor, opacity: opacity)
      let width = frame.width - 2 * Self.listRowInset
      let height = text.wrappedHeight(of: label, fontSize: element.fontSize, width: width)
      text.drawWrapped(
        label, on: cairo, x: frame.x + Self.listRowInset,
        y: frame.y + frame.height - ListLayout.groupHeaderBottomInset - height, width: width,
        fontSize: element.fontSize, alignment: Self.leading(element.layoutDirection))
    case .footer:
      guard let label = element.label else { return }
      Self.setSource(cairo, element.textColor, opacity: opacity)
      text.drawWrapped(
        label, on: cairo, x: frame.x + Self.listRowInset, y: frame.y + ListLayout.footerTopInset,
        width: frame.width - 2 * Self.listRowInset, fontSize: element.fontSize,
        alignment: Self.leading(element.layoutDirection))
    case .statusBar, .navigationBar, .largeTitleBar:
      drawBarText(of: element, opacity: opacity, on: cairo)
    case .separator, .backdrop:
      return
    }
  }

  /// The text alignment of a row's leading side: left, or right in a right-to-left list.
  static func leading(_ direction: LayoutDirection) -> TextPainter.Alignment {
    direction == .rightToLeft ? .trailing : .leading
  }

  /// The text alignment of a row's trailing side.
  static func trailing(_ direction: LayoutDirection) -> TextPainter.Alignment {
    direction == .rightToLeft ? .leading : .trailing
  }

  /// A row's label and subtitle wrap in the text column (``ListRowGeometry``), the two
  /// together centred in the row; the detail stays on one line, ellipsized, in secondary grey.
  private func drawListRowText(of element: SceneElement, opacity: Double, on cairo: OpaquePointer) {
    let frame = element.frame
    let direction = element.layoutDirection
    let geometry = rowGeometry(of: element)
    if let detail = element.detail, let span = geometry.detail {
      Self.setSource(cairo, element.secondaryTextColor, opacity: opacity)
      text.draw(
        detail, on: cairo, x: span.x, y: frame.y, width: span.width, height: frame.height,
        fontSize: element.fontSize, alignment: Self.trailing(direction))
    }
    let column = geometry.text
    guard column.width > 0 else { return }
    let labelHeight = element.label.map {
      text.wrappedHeight(of: $0, fontSize: element.fontSize, width: column.width)
    }
    let subtitleHeight = element.subtitle.map {
      text.wrappedHeight(of: $0, fontSize: element.subtitleFontSize, width: column.width)
    }
    let gap = labelHeight != nil && subtitleHeight != nil ? ListLayout.subtitleGap : 0
    let block = (labelHeight ?? 0) + gap + (subtitleHeight ?? 0)
    var y = frame.y + (frame.height - block) / 2
    if let label = element.label, let labelHeight {
      Self.setSource(cairo, element.textColor, opacity: opacity)
      text.drawWrapped(
        label, on: cairo, x: column.x, y: y, width: column.width, fontSize: element.fontSize,
        alignment: Self.leading(direction))
      y += labelHeight + gap
    }
    if let subtitle = element.subtitle {
      Self.setSource(cairo, element.secondaryTextColor, opacity: opacity)
      text.drawWrapped(
        subtitle, on: cairo, x: column.x, y: y, width: column.width,
        fontSize: element.subtitleFontSize, alignment: Self.leading(direction))
    }
  }

  /// Where the row's parts go, with the detail's natural width measured as the layout did.
  func rowGeometry(of element: SceneElement) -> ListRowGeometry {
    ListRowGeometry(
      frame: element.frame, indentation: element.indentation,
      hasOutlineChevron: element.disclosureAngle != nil, accessory: element.accessory,
      detailWidth: element.detail.map { text.naturalWidth(of: $0, fontSize: element.fontSize) },
      hasLabel: element.label != nil || element.subtitle != nil,
      direction: element.layoutDirection)
  }

  /// The outline disclosure chevron: a `>` in the row's text colour, centred in a square of
  /// ``disclosureSize`` at the trailing inset, turned clockwise by the element's angle (90°
  /// points it down).
  private func drawDisclosure(of element: SceneElement, opacity: Double, on cairo: OpaquePointer) {
    guard let angle = element.disclosureAngle, angle.isFinite else { return }
    let frame = element.frame
    let size = Self.disclosureSize
    guard frame.width >= size + 2 * Self.listRowInset,
      let center = rowGeometry(of: element).outlineChevronCenter
    else { return }
    cairo_save(cairo)
    defer { cairo_restore(cairo) }
    cairo_translate(cairo, center.x, center.y)
    // Right to left, the chevron points to the left edge when collapsed: the trailing side.
    if element.layoutDirection == .rightToLeft { cairo_scale(cairo, -1, 1) }
    cairo_rotate(cairo, angle * .pi / 180)
    // Arms from the chevron's open side to its point, a quarter and a half of the square.
    let reach = size / 4
    cairo_move_to(cairo, -reach, -2 * reach)
    cairo_line_to(cairo, reach, 0)
    cairo_line_to(cairo, -reach, 2 * reach)
    cairo_set_line_width(cairo, Self.disclosureLineWidth)
    cairo_set_line_cap(cairo, CAIRO_LINE_CAP_ROUND)
    cairo_set_line_join(cairo, CAIRO_LINE_JOIN_ROUND)
    Self.setSource(cairo, element.textColor, opacity: opacity)
    cairo_stroke(cairo)
  }
}
