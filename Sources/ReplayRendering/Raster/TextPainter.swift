internal import CCairo
internal import CFontconfig
internal import CPangoCairo
internal import RecordingValidation

/// Lays out and draws text through Pango — on one line, ellipsized, or wrapped as
/// ``TextMeasure`` measured it — with its own font map and context so that each drawing thread
/// shares no Pango objects with another.
///
/// Text is cut to `LabelLimit` (500 characters, 4 KiB) before it reaches Pango, whose layout
/// time grows with the square of the combining marks on one character.
final class TextPainter {
  /// Where a line of text sits in its box.
  enum Alignment: Hashable {
    case leading
    case center
    case trailing
  }

  /// Families tried in order; fontconfig falls back further for characters none of them has.
  static let fontFamilies = Typeface.families

  private struct LayoutKey: Hashable {
    var text: String
    var fontSize: Double
    var width: Int32
    var alignment: Alignment
    var weight: FontWeight
    var wraps: Bool
  }

  private let fontMap: UnsafeMutablePointer<PangoFontMap>
  private let context: OpaquePointer
  private let fontDescription: OpaquePointer
  private var contextScale: Double?
  // Shaping is the costly part of text; labels repeat from frame to frame.
  private var layouts: [LayoutKey: OpaquePointer] = [:]
  private static let layoutCacheLimit = 1_024

  init() throws(RenderingError) {
    guard let fontMap = pango_cairo_font_map_new() else {
      throw .cairo(operation: "creating a Pango font map", status: "no font map returned")
    }
    guard let context = pango_font_map_create_context(fontMap) else {
      g_object_unref(fontMap)
      throw .cairo(operation: "creating a Pango context", status: "no context returned")
    }
    guard let fontDescription = pango_font_description_from_string(Self.fontFamilies) else {
      g_object_unref(UnsafeMutableRawPointer(context))
      g_object_unref(fontMap)
      throw .cairo(operation: "creating a font description", status: "none returned")
    }
    self.fontMap = fontMap
    self.context = context
    self.fontDescription = fontDescription
    // Unhinted outlines and metrics: text keeps its shape and width at every scale and
    // position, so a moving label does not jitter.
    if let options = cairo_font_options_create() {
      cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
      cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
      cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
      pango_cairo_context_set_font_options(context, options)
      cairo_font_options_destroy(options)
    }
  }

  deinit {
    for layout in layouts.values { g_object_unref(UnsafeMutableRawPointer(layout)) }
    pango_font_description_free(fontDescription)
    g_object_unref(UnsafeMutableRawPointer(context))
    g_object_unref(fontMap)
  }

  /// Brings the Pango context in line with `cairo`'s transformation (pixels per point).
  func prepare(for cairo: OpaquePointer, scale: Double) {
    guard contextScale != scale else { return }
    pango_cairo_update_context(cairo, context)
    clearLayouts()
    contextScale = scale
  }

  /// The natural width of `text` on one line, in points.
  func naturalWidth(of text: String, fontSize: Double, weight: FontWeight = .regular) -> Double {
    let layout = self.layout(
      text, fontSize: fontSize, width: nil, alignment: .leading, weight: weight)
    var width: Int32 = 0
    var height: Int32 = 0
    pango_layout_get_size(layout, &width, &height)
    return Double(width) / Double(PANGO_SCALE)
  }

  /// The height of `text` wrapped to lines at most `width` wide, in points: what
  /// ``drawWrapped(_:on:x:y:width:fontSize:alignment:)`` covers.
  func wrappedHeight(of text: String, fontSize: Double, width: Double) -> Double {
    guard width > 0 else { return 0 }
    let layout = self.layout(
      text, fontSize: fontSize, width: width, alignment: .leading, weight: .regular, wraps: true)
    var layoutWidth: Int32 = 0
    var layoutHeight: Int32 = 0
    pango_layout_get_size(layout, &layoutWidth, &layoutHeight)
    return Double(layoutHeight) / Double(PANGO_SCALE)
  }

  /// Draws `text` wrapped to lines at most `width` wide, its first line's top at `y`; colour
  /// comes from the current source.
  func drawWrapped(
    _ text: String, on cairo: OpaquePointer, x: Double, y: Double, width: Double,
    fontSize: Double, alignment: Alignment
  ) {
    guard width > 0 else { return }
    let layout = self.layout(
      text, fontSize: fontSize, width: width, alignment: alignment, weight: .regular, wraps: true)
    cairo_move_to(cairo, x, y)
    pango_cairo_show_layout(cairo, layout)
  }

  /// Draws `text` on one line, vertically centred in a box `width` wide at (`x`, `y`)…`height`,
  /// ellipsized at the end when it does not fit; colour comes from the current source.
  func draw(
    _ text: String, on cairo: OpaquePointer, x: Double, y: Double, width: Double, height: Double,
    fontSize: Double, alignment: Alignment, weight: FontWeight = .regular
  ) {
    guard width > 0 else { return }
    let layout = self.layout(
      text, fontSize: fontSize, width: width, alignment: alignment, weight: weight)
    var layoutWidth: Int32 = 0
    var layoutHeight: Int32 = 0
    pango_layout_get_size(layout, &layoutWidth, &layoutHeight)
    let textHeight = Double(layoutHeight) / Double(PANGO_SCALE)
    cairo_move_to(cairo, x, y + (height - textHeight) / 2)
    pango_cairo_show_layout(cairo, layout)
  }

  /// The font families Pango picked for `text`, and how many characters have no glyph in any
  /// of them (drawn as "tofu" boxes).
  func coverage(of text: String, fontSize: Double) -> (families: [String], missingGlyphs: Int) {
    let layout = self.layout(
      text, fontSize: fontSize, width: nil, alignment: .leading, weight: .regular)
    var families: [String] = []
    var missing = 0
    guard let iterator = pango_layout_get_iter(layout) else { return ([], 0) }
    defer { pango_layout_iter_free(iterator) }
    repeat {
      guard let run = pango_layout_iter_get_run_readonly(iterator),
        let item = run.pointee.item, let glyphs = run.pointee.glyphs
      else { continue }
      if let font = item.pointee.analysis.font, let description = pango_font_describe(font) {
        if let family = pango_font_description_get_family(description) {
          let name = String(cString: family)
          if !families.contains(name) { families.append(name) }
        }
        pango_font_description_free(description)
      }
      for index in 0..<Int(glyphs.pointee.num_glyphs)
      where glyphs.pointee.glyphs[index].glyph & PANGO_GLYPH_UNKNOWN_FLAG != 0 {
        missing += 1
      }
    } while pango_layout_iter_next_run(iterator) != 0
    return (families, missing)
  }

  /// The font files Pango picked for the runs of `text`, as fontconfig names them; fonts
  /// that are not fontconfig's (none on Linux; CoreText's on macOS) go into `otherFaces` as
  /// Pango describes them, for ``TextStack`` to resolve.
  func fontFiles(of text: String, otherFaces: inout Set<PangoFace>) -> Set<String> {
    let layout = self.layout(
      text, fontSize: 17, width: nil, alignment: .leading, weight: .regular)
    var files: Set<String> = []
    guard let iterator = pango_layout_get_iter(layout) else { return [] }
    defer { pango_layout_iter_free(iterator) }
    let fontconfigFont = pango_fc_font_get_type()
    repeat {
      guard let run = pango_layout_iter_get_run_readonly(iterator), let item = run.pointee.item,
        let font = item.pointee.analysis.font
      else { continue }
      let instance = UnsafeMutableRawPointer(font).assumingMemoryBound(to: GTypeInstance.self)
      guard g_type_check_instance_is_a(instance, fontconfigFont) != 0 else {
        if let face = PangoFace(describing: font) { otherFaces.insert(face) }
        continue
      }
      guard
        let pattern = pango_fc_font_get_pattern(
          UnsafeMutableRawPointer(font).assumingMemoryBound(to: PangoFcFont.self))
      else { continue }
      var file: UnsafeMutablePointer<FcChar8>?
      if FcPatternGetString(pattern, "file", 0, &file) == FcResultMatch, let file {
        files.insert(String(cString: file))
      }
    } while pango_layout_iter_next_run(iterator) != 0
    return files
  }

  private func layout(
    _ text: String, fontSize: Double, width: Double?, alignment: Alignment, weight: FontWeight,
    wraps: Bool = false
  ) -> OpaquePointer {
    let text = LabelLimit.truncated(text)
    let pangoWidth =
      wraps
      ? TextMeasure.pangoUnits(max(width ?? 1, 1))
      : width.map { Int32(clamping: Int(($0 * Double(PANGO_SCALE)).rounded())) } ?? -1
    let key = LayoutKey(
      text: text, fontSize: fontSize, width: pangoWidth, alignment: alignment, weight: weight,
      wraps: wraps)
    if let cached = layouts[key] { return cached }
    if layouts.count >= Self.layoutCacheLimit { clearLayouts() }
    // pango_layout_new never returns NULL (GObject construction aborts on failure instead).
    let layout: OpaquePointer = pango_layout_new(context)
    if wraps {
      // Exactly as the layout measured it, so the text fills the row it sized.
      TextMeasure.configure(
        layout, text: text, fontSize: fontSize, width: pangoWidth, weight: weight)
    } else {
      pango_font_description_set_absolute_size(fontDescription, fontSize * Double(PANGO_SCALE))
      pango_font_description_set_weight(fontDescription, PangoWeight(UInt32(weight.pangoWeight)))
      pango_layout_set_font_description(layout, fontDescription)
      pango_layout_set_single_paragraph_mode(layout, 1)
      // The caller's alignment holds for right-to-left text too: without this, Pango swaps
      // the alignment of a Hebrew or Arabic label and pushes it into the detail's column.
      pango_layout_set_auto_dir(layout, 0)
      pango_layout_set_width(layout, pangoWidth)
      pango_layout_set_ellipsize(
        layout, width == nil ? PANGO_ELLIPSIZE_NONE : PANGO_ELLIPSIZE_END)
      pango_layout_set_text(layout, text, -1)
    }
    pango_layout_set_alignment(layout, Self.pangoAlignment(alignment))
    layouts[key] = layout
    return layout
  }

  private func clearLayouts() {
    for layout in layouts.values { g_object_unref(UnsafeMutableRawPointer(layout)) }
    layouts.removeAll(keepingCapacity: true)
  }

  private static func pangoAlignment(_ alignment: Alignment) -> PangoAlignment {
    switch alignment {
    case .leading: PANGO_ALIGN_LEFT
    case .center: PANGO_ALIGN_CENTER
    case .trailing: PANGO_ALIGN_RIGHT
    }
  }
}
