/// The longest text a render draws: labels, details and section titles longer than 500
/// characters (grapheme clusters) or 4 KiB of UTF-8 are cut, and end in an ellipsis.
///
/// Text layout is not linear in what a recording may hold: Pango's cost grows with the square of
/// the combining marks stacked on one character ("e" followed by 300,000 accents, a 600 KB label,
/// took over 150 s a frame). The limit applies before text reaches Pango, so no label costs more
/// than about 4 KiB of shaping. 500 characters is several times what a cell or row can show; the
/// byte limit is what bounds a single character that carries thousands of marks. `check` warns
/// about each label the render will cut (``Diagnostic/Category/longLabel``).
///
/// ```swift
/// let label = "e" + String(repeating: "\u{301}", count: 300_000)
/// print(LabelLimit.exceeds(label))  // true
/// print(LabelLimit.truncated(label).utf8.count <= LabelLimit.maximumBytes)  // true
/// print(LabelLimit.truncated("Wi-Fi"))  // Wi-Fi
/// ```
public enum LabelLimit {
  /// The most characters (grapheme clusters) a drawn label has, its ellipsis included: 500.
  public static let maximumCharacters = 500
  /// The most bytes of UTF-8 a drawn label has, its ellipsis included: 4,096.
  public static let maximumBytes = 4_096
  /// What ends a cut label: `…` (U+2026, 3 bytes of UTF-8).
  public static let ellipsis = "\u{2026}"

  /// Whether a text is long enough that ``exceeds(_:)`` must look closer: `false` for `nil` and
  /// for texts of at most ``maximumCharacters`` bytes, which are never too long.
  static func mayExceed(_ text: String?) -> Bool {
    guard let text else { return false }
    return text.utf8.count > maximumCharacters
  }

  /// Whether `text` is longer than the render draws.
  ///
  /// ```swift
  /// print(LabelLimit.exceeds(String(repeating: "a", count: 501)))  // true
  /// ```
  ///
  /// - Parameter text: A label, detail or title.
  /// - Returns: `true` when ``truncated(_:)`` would cut it.
  /// - Complexity: O(1) for text of at most 500 bytes, else O(min(n, 4096)).
  public static func exceeds(_ text: String) -> Bool {
    let bytes = text.utf8.count
    if bytes > maximumBytes { return true }
    // Every character takes at least one byte.
    if bytes <= maximumCharacters { return false }
    return text.count > maximumCharacters
  }

  /// `text` as the render draws it: unchanged when within the limits, else cut to fit them
  /// with ``ellipsis`` at the end.
  ///
  /// The text is first cut at a Unicode scalar within the byte limit, so a single character
  /// of any number of combining marks costs no more than 4 KiB of work; when that cut leaves
  /// more than one character, the last one, which the cut may have split (a flag, a family
  /// emoji), is dropped whole. Then the characters are limited.
  ///
  /// ```swift
  /// print(LabelLimit.truncated(String(repeating: "ab", count: 300)).count)  // 500
  /// ```
  ///
  /// - Parameter text: A label, detail or title.
  /// - Returns: At most ``maximumCharacters`` characters and ``maximumBytes`` bytes.
  /// - Complexity: O(min(n, 4096)) beyond the O(1) length check.
  public static func truncated(_ text: String) -> String {
    guard exceeds(text) else { return text }
    let byteBudget = maximumBytes - ellipsis.utf8.count
    let scalars = text.unicodeScalars
    var end = scalars.startIndex
    var bytes = 0
    while end < scalars.endIndex {
      let width = UTF8.width(scalars[end])
      if bytes + width > byteBudget { break }
      bytes += width
      end = scalars.index(after: end)
    }
    var kept = String(scalars[..<end])
    if end < scalars.endIndex, kept.count > 1 { kept.removeLast() }
    if kept.count > maximumCharacters - 1 { kept = String(kept.prefix(maximumCharacters - 1)) }
    return kept + ellipsis
  }
}
