/// How heavy an element's text is drawn.
///
/// ```swift
/// FontWeight.bold.pangoWeight  // 700: a large title
/// ```
public enum FontWeight: Hashable, Sendable {
  /// Body text, details, subtitles.
  case regular
  /// A navigation bar's inline title and the status bar's time (SF Pro's semibold).
  case semibold
  /// A large title.
  case bold

  /// The OpenType weight: 400, 600 or 700.
  public var pangoWeight: Int32 {
    switch self {
    case .regular: 400
    case .semibold: 600
    case .bold: 700
    }
  }
}
