internal import CCairo
internal import SnapshotRecording

extension SceneDrawer {
  private static let white = RecordedColor(red: 0xFF, green: 0xFF, blue: 0xFF)
  private static let knobShadow = RecordedColor(red: 0, green: 0, blue: 0, alpha: 0x24)

  /// Draws a row's accessory in its frame from ``ListRowGeometry``, in the element's
  /// ``AccessoryColors``: a grey chevron, a tinted info button, a tinted checkmark, or a
  /// switch's track and knob. Right to left, the chevron
  /// points left and the switch's knob sits on the left when on, as iOS mirrors them.
  func drawAccessory(of element: SceneElement, opacity: Double, on cairo: OpaquePointer) {
    guard let accessory = element.accessory, let placed = rowGeometry(of: element).accessory,
      placed.x >= element.frame.x,
      placed.x + placed.width <= element.frame.x + element.frame.width
    else { return }
    cairo_save(cairo)
    defer { cairo_restore(cairo) }
    // Drawn in the accessory's own points, scaled to its place (a thumbnail's is smaller).
    let scale = placed.width / ListRowGeometry.size(of: accessory).width
    cairo_translate(cairo, placed.x, placed.y)
    cairo_scale(cairo, scale, scale)
    let box = SceneRect(
      x: 0, y: 0, width: placed.width / scale, height: placed.height / scale)
    let colors = element.accessoryColors
    let mirrored = element.layoutDirection == .rightToLeft
    if mirrored && accessory != .detail && accessory != .checkmark {
      cairo_translate(cairo, box.width, 0)
      cairo_scale(cairo, -1, 1)
    }
    cairo_set_line_cap(cairo, CAIRO_LINE_CAP_ROUND)
    cairo_set_line_join(cairo, CAIRO_LINE_JOIN_ROUND)
    switch accessory {
    case .disclosure:
      cairo_move_to(cairo, box.x + 1, box.y + 1)
      cairo_line_to(cairo, box.x + box.width - 1, box.y + box.height / 2)
      cairo_line_to(cairo, box.x + 1, box.y + box.height - 1)
      cairo_set_line_width(cairo, 2)
      Self.setSource(cairo, colors.chevron, opacity: opacity)
      cairo_stroke(cairo)
    case .detail:
      drawInfoButton(in: box, tint: colors.tint, opacity: opacity, on: cairo)
    case .checkmark:
      cairo_move_to(cairo, box.x + 1, box.y + box.height * 0.55)
      cairo_line_to(cairo, box.x + box.width * 0.38, box.y + box.height - 1)
      cairo_line_to(cairo, box.x + box.width - 1, box.y + 1)
      cairo_set_line_width(cairo, 2.2)
      Self.setSource(cairo, colors.tint, opacity: opacity)
      cairo_stroke(cairo)
    case .switchOn, .switchOff:
      let track = accessory == .switchOn ? colors.switchOnTrack : colors.switchOffTrack
      drawSwitch(
        isOn: accessory == .switchOn, track: track, in: box, opacity: opacity, on: cairo)
    }
  }

  /// A ring in the tint with an "i" inside: a dot over a stem.
  private func drawInfoButton(
    in box: SceneRect, tint: RecordedColor, opacity: Double, on cairo: OpaquePointer
  ) {
    let centerX = box.x + box.width / 2
    let centerY = box.y + box.height / 2
    let radius = min(box.width, box.height) / 2
    Self.setSource(cairo, tint, opacity: opacity)
    cairo_new_sub_path(cairo)
    cairo_arc(cairo, centerX, centerY, radius - 0.75, 0, 2 * .pi)
    cairo_set_line_width(cairo, 1.5)
    cairo_stroke(cairo)
    cairo_new_sub_path(cairo)
    cairo_arc(cairo, centerX, centerY - radius * 0.45, radius * 0.13, 0, 2 * .pi)
    cairo_fill(cairo)
    cairo_rectangle(
      cairo, centerX - radius * 0.09, centerY - radius * 0.15, radius * 0.18, radius * 0.65)
    cairo_fill(cairo)
  }

  /// A `UISwitch`: a pill-shaped track (green when on) and a white knob with a soft shadow at
  /// the trailing end when on, the leading end when off.
  private func drawSwitch(
    isOn: Bool, track: RecordedColor, in box: SceneRect, opacity: Double,
    on cairo: OpaquePointer
  ) {
    let radius = box.height / 2
    Self.setSource(cairo, track, opacity: opacity)
    cairo_new_sub_path(cairo)
    cairo_arc(cairo, box.x + radius, box.y + radius, radius, .pi / 2, 3 * .pi / 2)
    cairo_arc(cairo, box.x + box.width - radius, box.y + radius, radius, -.pi / 2, .pi / 2)
    cairo_close_path(cairo)
    cairo_fill(cairo)
    let knobRadius = radius - 2
    let knobX = isOn ? box.x + box.width - radius : box.x + radius
    Self.setSource(cairo, Self.knobShadow, opacity: opacity)
    cairo_new_sub_path(cairo)
    cairo_arc(cairo, knobX, box.y + radius + 1, knobRadius + 0.5, 0, 2 * .pi)
    cairo_fill(cairo)
    Self.setSource(cairo, Self.white, opacity: opacity)
    cairo_new_sub_path(cairo)
    cairo_arc(cairo, knobX, box.y + radius, knobRadius, 0, 2 * .pi)
    cairo_fill(cairo)
  }
}
