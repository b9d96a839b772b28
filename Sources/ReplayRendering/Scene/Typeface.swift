/// The font families every text is drawn with, in order of preference.
///
/// Inter (Debian's `fonts-inter`) stands in for SF Pro, which is not free to ship; DejaVu Sans
/// covers the Latin, Greek, Cyrillic, Arabic and Hebrew letters Inter lacks; NanumGothic covers
/// Hangul; Noto Color Emoji draws emoji in colour. Fontconfig falls back further for what none
/// of them has. Layout (which measures wrapped text) and drawing use the same list, so a row is
/// exactly as tall as its drawn text.
///
/// ```swift
/// Typeface.families  // "Inter, DejaVu Sans, NanumGothic"
/// ```
public enum Typeface {
  /// The Pango font description's family list.
  public static let families = "Inter, DejaVu Sans, NanumGothic"
  /// The colour emoji font fontconfig's fallback reaches for emoji. It is not in ``families``:
  /// listed there, Pango would take digits (emoji-capable code points) from it too.
  public static let emojiFamily = "Noto Color Emoji"
}
