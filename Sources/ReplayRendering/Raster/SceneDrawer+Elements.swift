internal import CCairo
internal import SnapshotRecording

extension SceneDrawer {
  /// Draws one element; an element with both fill and text at partial opacity is composited
  /// as a group, as a faded UIKit cell is, so its fill does not show through its text. An
  /// element with a clip is cut to its rounded rectangle (an inset-grouped row to its group).
  func draw(_ element: SceneElement, on cairo: OpaquePointer) {
    let opacity = min(max(element.opacity, 0), 1)
    guard opacity > 0, element.frame.width > 0, element.frame.height > 0 else { return }
    if let clip = element.clip {
      guard clip.frame.width > 0, clip.frame.height > 0 else { return }
      cairo_save(cairo)
      addRectangle(clip.frame, cornerRadius: clip.cornerRadius, on: cairo)
      cairo_clip(cairo)
    }
    defer { if element.clip != nil { cairo_restore(cairo) } }
    let hasText =
      element.kind != .separator && element.kind != .backdrop
      && (element.label != nil || element.detail != nil)
    let hasDisclosure = element.kind == .listRow && element.disclosureAngle != nil
    let grouped = opacity < 1 && element.fill != nil && (hasText || hasDisclosure)
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
    if hasText { drawText(of: element, opacity: partOpacity, on: cairo) }
    if hasDisclosure { drawDisclosure(of: element, opacity: partOpacity, on: cairo) }
    if grouped {
      cairo_pop_group_to_source(cairo)
      cairo_paint_with_alpha(cairo, opacity)
      cairo_restore(cairo)
    }
  }

  private func addRectangle(_ frame: SceneRect, cornerRadius: Double, on cairo: OpaquePointer) {
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
        fontSize: element.fontSize, alignment: .leading)
    case .groupHeader:
      guard let label = element.label else { return }
      Self.setSource(cairo, element.textColor, opacity: opacity)
      text.drawWrapped(
        label, on: cairo, x: frame.x + Self.listRowInset,
        bottom: frame.y + frame.height - Self.groupHeaderBottomInset,
        width: frame.width - 2 * Self.listRowInset, fontSize: element.fontSize)
    case .separator, .backdrop:
      return
    }
  }

  private func drawListRowText(of element: SceneElement, opacity: Double, on cairo: OpaquePointer) {
    let frame = element.frame
    // An outline row's label starts further in; its chevron takes room at the trailing edge.
    let indentation = max(element.indentation, 0)
    let chevronRoom = element.disclosureAngle == nil ? 0 : Self.disclosureSize + Self.listRowGap
    let available = frame.width - 2 * Self.listRowInset - indentation - chevronRoom
    guard available > 0 else { return }
    var labelWidth = available
    if let detail = element.detail {
      // The detail keeps its natural width up to half the row; the label gets the rest.
      let natural = text.naturalWidth(of: detail, fontSize: element.fontSize)
      let detailWidth = element.label == nil ? available : min(natural, available / 2)
      labelWidth = available - detailWidth - Self.listRowGap
      Self.setSource(cairo, element.secondaryTextColor, opacity: opacity)
      text.draw(
        detail, on: cairo,
        x: frame.x + frame.width - Self.listRowInset - chevronRoom - detailWidth,
        y: frame.y, width: detailWidth, height: frame.height, fontSize: element.fontSize,
        alignment: .trailing)
    }
    if let label = element.label {
      Self.setSource(cairo, element.textColor, opacity: opacity)
      text.draw(
        label, on: cairo, x: frame.x + Self.listRowInset + indentation, y: frame.y,
        width: labelWidth, height: frame.height, fontSize: element.fontSize, alignment: .leading)
    }
  }

  /// The outline disclosure chevron: a `>` in the row's text colour, centred in a square of
  /// ``disclosureSize`` at the trailing inset, turned clockwise by the element's angle (90°
  /// points it down).
  private func drawDisclosure(of element: SceneElement, opacity: Double, on cairo: OpaquePointer) {
    guard let angle = element.disclosureAngle, angle.isFinite else { return }
    let frame = element.frame
    let size = Self.disclosureSize
    guard frame.width >= size + 2 * Self.listRowInset else { return }
    cairo_save(cairo)
    defer { cairo_restore(cairo) }
    cairo_translate(
      cairo, frame.x + frame.width - Self.listRowInset - size / 2, frame.y + frame.height / 2)
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
