/// Which phone bars are drawn above the content (`--chrome`).
///
/// ```swift
/// ChromeStyle(rawValue: "navigation")  // .navigation: status bar and navigation bar
/// ```
public enum ChromeStyle: String, CaseIterable, Hashable, Sendable {
  /// No bars: the content starts at the top of the canvas.
  case none
  /// The status bar (9:41, signal, battery).
  case status
  /// The status bar and a navigation bar with the recording's title: large for lists, inline
  /// for grids.
  case navigation
}
