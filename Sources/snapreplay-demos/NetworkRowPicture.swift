import CCairo
import SnapshotRecording

/// The row a Wi-Fi settings app draws for a network: its name, a signal-strength glyph (a dot
/// and three arcs, as many dark as the signal has bars) and the info button, on white.
///
/// ```swift
/// let png = try NetworkRowPicture.png(
///   name: "AirSpace1", bars: 2, size: RecordedSize(width: 358, height: 44), scale: 2)
/// ```
enum NetworkRowPicture {
  private static let background = RecordedColor(red: 0xFF, green: 0xFF, blue: 0xFF)
  private static let text = RecordedColor(red: 0x00, green: 0x00, blue: 0x00)
  private static let strong = RecordedColor(red: 0x1C, green: 0x1C, blue: 0x1E)
  private static let faint = RecordedColor(red: 0xC7, green: 0xC7, blue: 0xCC)
  private static let tint = RecordedColor(red: 0x00, green: 0x7A, blue: 0xFF)

  /// The bars a network's signal shows, 1 to 3: fixed per network, as a demo has no radio.
  static func bars(ofNetwork index: Int) -> Int { index * 7 % 3 + 1 }

  /// Draws one network's row.
  ///
  /// - Parameters:
  ///   - name: The network's name.
  ///   - bars: How many of the glyph's three arcs are dark (1 to 3).
  ///   - size: The row's size in points.
  ///   - scale: The screen's scale.
  /// - Returns: The PNG bytes.
  /// - Throws: ``CellPictureCanvas/DrawingError``.
  static func png(name: String, bars: Int, size: RecordedSize, scale: Double)
    throws(CellPictureCanvas.DrawingError) -> [UInt8]
  {
    let canvas = try CellPictureCanvas(size: size, scale: scale)
    let cairo = canvas.cairo
    canvas.fill(background)
    let middle = size.height / 2
    canvas.text(name, x: 16, y: middle - 10, size: 17, color: text, width: size.width - 100)
    // The signal glyph: a dot and three arcs opening upwards, centred 62 pt from the right.
    let glyph = (x: size.width - 62, y: middle + 7)
    canvas.setColor(strong)
    cairo_arc(cairo, glyph.x, glyph.y - 1, 1.9, 0, 2 * Double.pi)
    cairo_fill(cairo)
    cairo_set_line_width(cairo, 2.2)
    cairo_set_line_cap(cairo, CAIRO_LINE_CAP_ROUND)
    for arc in 1...3 {
      canvas.setColor(arc <= bars ? strong : faint)
      cairo_new_sub_path(cairo)
      cairo_arc(
        cairo, glyph.x, glyph.y, 2 + 4.6 * Double(arc), -0.75 * Double.pi, -0.25 * Double.pi)
      cairo_stroke(cairo)
    }
    // The info button: a ringed "i" in the tint colour.
    let info = (x: size.width - 27, y: middle)
    canvas.setColor(tint)
    cairo_set_line_width(cairo, 1.4)
    cairo_new_sub_path(cairo)
    cairo_arc(cairo, info.x, info.y, 10, 0, 2 * Double.pi)
    cairo_stroke(cairo)
    cairo_arc(cairo, info.x, info.y - 5, 1.3, 0, 2 * Double.pi)
    cairo_fill(cairo)
    cairo_rectangle(cairo, info.x - 1, info.y - 2, 2, 8)
    cairo_fill(cairo)
    return try canvas.png()
  }
}
