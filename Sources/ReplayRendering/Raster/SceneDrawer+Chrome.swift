internal import CCairo
internal import SnapshotRecording

extension SceneDrawer {
  /// The share of the status bar's width, at its leading end, that centres the time (the
  /// "ear" beside the camera housing; an estimate from iPhone 14 screenshots).
  static let statusTimeShare = 0.28

  /// A bar's text: the status bar's time in its leading ear, a navigation bar's title centred,
  /// or a large title at the leading inset in the band under the 44 pt bar.
  func drawBarText(of element: SceneElement, opacity: Double, on cairo: OpaquePointer) {
    guard let label = element.label else { return }
    let frame = element.frame
    let rightToLeft = element.layoutDirection == .rightToLeft
    Self.setSource(cairo, element.textColor, opacity: opacity)
    switch element.kind {
    case .statusBar:
      let width = frame.width * Self.statusTimeShare
      text.draw(
        label, on: cairo, x: rightToLeft ? frame.x + frame.width - width : frame.x, y: frame.y,
        width: width, height: frame.height, fontSize: element.fontSize, alignment: .center,
        weight: element.fontWeight)
    case .navigationBar:
      text.draw(
        label, on: cairo, x: frame.x + Self.listRowInset, y: frame.y,
        width: frame.width - 2 * Self.listRowInset, height: frame.height,
        fontSize: element.fontSize, alignment: .center, weight: element.fontWeight)
    case .largeTitleBar:
      let bar = PhoneChrome.navigationBarHeight
      text.draw(
        label, on: cairo, x: frame.x + Self.listRowInset, y: frame.y + bar,
        width: frame.width - 2 * Self.listRowInset, height: frame.height - bar,
        fontSize: element.fontSize, alignment: Self.leading(element.layoutDirection),
        weight: element.fontWeight)
    default:
      return
    }
  }

  /// The status bar's trailing icons in the text colour: four signal bars of rising height and
  /// a full battery (outline, charge and terminal), mirrored right to left.
  func drawStatusIcons(of element: SceneElement, opacity: Double, on cairo: OpaquePointer) {
    let frame = element.frame
    cairo_save(cairo)
    defer { cairo_restore(cairo) }
    if element.layoutDirection == .rightToLeft {
      cairo_translate(cairo, 2 * frame.x + frame.width, 0)
      cairo_scale(cairo, -1, 1)
    }
    let middle = frame.y + frame.height / 2
    // Battery: 25 × 12 pt, its terminal 1.5 pt outside, 20 pt in from the trailing edge.
    let batteryRight = frame.x + frame.width - 20
    let battery = SceneRect(x: batteryRight - 25, y: middle - 6, width: 25, height: 12)
    Self.setSource(cairo, element.textColor, opacity: opacity * 0.4)
    roundedRectangle(battery, radius: 3.5, on: cairo)
    cairo_set_line_width(cairo, 1)
    cairo_stroke(cairo)
    cairo_rectangle(cairo, batteryRight + 1, middle - 2, 1.5, 4)
    cairo_fill(cairo)
    Self.setSource(cairo, element.textColor, opacity: opacity)
    roundedRectangle(
      SceneRect(x: battery.x + 2, y: battery.y + 2, width: 21, height: 8), radius: 2, on: cairo)
    cairo_fill(cairo)
    // Signal: four bars 3 pt wide, 1.5 pt apart, bottoms level with the battery's.
    let signalRight = battery.x - 27
    for bar in 0..<4 {
      let height = 4.0 + 2.6 * Double(bar)
      let x = signalRight - Double(3 - bar) * 4.5 - 3
      roundedRectangle(
        SceneRect(x: x, y: middle + 5.5 - height, width: 3, height: height), radius: 1, on: cairo)
      cairo_fill(cairo)
    }
  }

  private func roundedRectangle(_ rect: SceneRect, radius: Double, on cairo: OpaquePointer) {
    cairo_new_sub_path(cairo)
    cairo_arc(cairo, rect.x + rect.width - radius, rect.y + radius, radius, -.pi / 2, 0)
    cairo_arc(
      cairo, rect.x + rect.width - radius, rect.y + rect.height - radius, radius, 0, .pi / 2)
    cairo_arc(cairo, rect.x + radius, rect.y + rect.height - radius, radius, .pi / 2, .pi)
    cairo_arc(cairo, rect.x + radius, rect.y + radius, radius, .pi, 3 * .pi / 2)
    cairo_close_path(cairo)
  }
}
