import CCairo
import CPangoCairo
import ReplayRaster
import SnapshotRecording

/// A cell drawn the way a demo's app would draw it, and encoded as the PNG a device's capture
/// hands to ``SnapshotRecorder/recordCellImage(png:size:scale:item:section:)``: what
/// `UIGraphicsImageRenderer` over the cell's bounds does on a device, done here with Cairo.
///
/// The picture is a Cairo ARGB32 surface of the cell's size in points times the screen's
/// scale, with user space in points. Text is set by Pango in DejaVu Sans (the project's pinned
/// font) with unhinted outlines and metrics, so the same cell gives the same bytes on every run
/// with the same Cairo, Pango and fonts.
///
/// ```swift
/// let canvas = try CellPictureCanvas(size: RecordedSize(width: 180, height: 32), scale: 2)
/// canvas.fill(RecordedColor(red: 0xDC, green: 0xEB, blue: 0xFA))
/// canvas.text("K2", x: 8, y: 3, size: 12, bold: true, color: RecordedColor(red: 0, green: 0, blue: 0))
/// let png = try canvas.png()  // a 360 × 64 PNG
/// ```
final class CellPictureCanvas {
  /// Why a cell could not be drawn: Cairo or Pango refused, or the PNG could not be encoded.
  struct DrawingError: Error, CustomStringConvertible {
    var description: String
  }

  /// The cell's size in points.
  let size: RecordedSize
  /// Pixels per point.
  let scale: Double
  private let surface: OpaquePointer
  /// The drawing context, with user space in points.
  let cairo: OpaquePointer

  /// A transparent picture of a cell.
  ///
  /// - Parameters:
  ///   - size: The cell's size in points.
  ///   - scale: The screen's scale.
  /// - Throws: ``DrawingError`` when Cairo cannot make the surface.
  init(size: RecordedSize, scale: Double) throws(DrawingError) {
    let width = Int32((size.width * scale).rounded())
    let height = Int32((size.height * scale).rounded())
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height),
      cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
    else { throw DrawingError(description: "Cairo made no \(width) × \(height) surface") }
    guard let cairo = cairo_create(surface), cairo_status(cairo) == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      throw DrawingError(description: "Cairo made no context for a cell picture")
    }
    cairo_scale(cairo, scale, scale)
    self.size = size
    self.scale = scale
    self.surface = surface
    self.cairo = cairo
  }

  deinit {
    cairo_destroy(cairo)
    cairo_surface_destroy(surface)
  }

  /// Makes `color` the source of the next fill or stroke.
  func setColor(_ color: RecordedColor) {
    cairo_set_source_rgba(
      cairo, Double(color.red) / 255, Double(color.green) / 255, Double(color.blue) / 255,
      Double(color.alpha) / 255)
  }

  /// Fills the whole cell with `color`.
  func fill(_ color: RecordedColor) {
    setColor(color)
    cairo_rectangle(cairo, 0, 0, size.width, size.height)
    cairo_fill(cairo)
  }

  /// Fills the closed polygon through `points` (in points) with `color`.
  func fillPolygon(_ points: [(x: Double, y: Double)], color: RecordedColor) {
    guard let first = points.first else { return }
    cairo_move_to(cairo, first.x, first.y)
    for point in points.dropFirst() { cairo_line_to(cairo, point.x, point.y) }
    cairo_close_path(cairo)
    setColor(color)
    cairo_fill(cairo)
  }

  /// Sets one line of `text` with its top-left corner at (`x`, `y`) points, cut with an
  /// ellipsis at `width` points when given.
  func text(
    _ text: String, x: Double, y: Double, size fontSize: Double, bold: Bool = false,
    color: RecordedColor, width: Double? = nil
  ) {
    guard let layout = pango_cairo_create_layout(cairo) else { return }
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    if let options = cairo_font_options_create() {
      // Unhinted, as the renderer sets its text: the same shapes at any scale.
      cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
      cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
      cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
      pango_cairo_context_set_font_options(pango_layout_get_context(layout), options)
      cairo_font_options_destroy(options)
      pango_layout_context_changed(layout)
    }
    if let font = pango_font_description_from_string(bold ? "DejaVu Sans Bold" : "DejaVu Sans") {
      pango_font_description_set_absolute_size(font, fontSize * Double(PANGO_SCALE))
      pango_layout_set_font_description(layout, font)
      pango_font_description_free(font)
    }
    if let width {
      pango_layout_set_width(layout, Int32((width * Double(PANGO_SCALE)).rounded()))
      pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
    }
    pango_layout_set_text(layout, text, -1)
    cairo_move_to(cairo, x, y)
    setColor(color)
    pango_cairo_show_layout(cairo, layout)
  }

  /// The picture as PNG bytes (libpng's defaults: the smallest files of the package's codec).
  ///
  /// - Throws: ``DrawingError`` when the PNG cannot be encoded.
  func png() throws(DrawingError) -> [UInt8] {
    cairo_surface_flush(surface)
    guard let pixels = cairo_image_surface_get_data(surface) else {
      throw DrawingError(description: "a cell picture has no pixels")
    }
    let image = RasterImage(
      premultipliedARGB32: pixels, width: Int(cairo_image_surface_get_width(surface)),
      height: Int(cairo_image_surface_get_height(surface)),
      bytesPerRow: Int(cairo_image_surface_get_stride(surface)))
    do {
      return try PNGCodec.encode(image, compression: .compact)
    } catch {
      throw DrawingError(description: "a cell picture was not encoded: \(error)")
    }
  }
}
