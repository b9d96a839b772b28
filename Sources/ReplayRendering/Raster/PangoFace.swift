internal import CPangoCairo

/// A font as Pango describes it — family, bold, italic — for a font Pango did not take from
/// fontconfig (on macOS, its CoreText backend's), which therefore names no file;
/// ``TextStack`` resolves it to the font CoreText uses for it (``CoreTextFontResolution``).
///
/// ```swift
/// PangoFace(family: "Helvetica Neue", bold: true, italic: false)
/// ```
struct PangoFace: Hashable, Sendable {
  /// The family, as Pango names it.
  var family: String
  /// Whether its weight is semibold or heavier.
  var bold: Bool
  /// Whether it is italic or oblique.
  var italic: Bool

  /// A face.
  ///
  /// - Parameters:
  ///   - family: The family.
  ///   - bold: Semibold or heavier.
  ///   - italic: Italic or oblique.
  init(family: String, bold: Bool, italic: Bool) {
    self.family = family
    self.bold = bold
    self.italic = italic
  }

  /// The face Pango describes `font` as; `nil` when it names no family.
  init?(describing font: UnsafeMutablePointer<PangoFont>) {
    guard let description = pango_font_describe(font) else { return nil }
    defer { pango_font_description_free(description) }
    guard let family = pango_font_description_get_family(description) else { return nil }
    self.init(
      family: String(cString: family),
      bold: pango_font_description_get_weight(description).rawValue
        >= PANGO_WEIGHT_SEMIBOLD.rawValue,
      italic: pango_font_description_get_style(description) != PANGO_STYLE_NORMAL)
  }
}
