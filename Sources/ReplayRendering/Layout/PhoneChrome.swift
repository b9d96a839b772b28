public import SnapshotRecording

/// The phone bars drawn above the content (`--chrome`): a status bar, and a navigation bar
/// with the recording's title — large, at the leading edge, for lists; inline and centred for
/// grids.
///
/// The bars are opaque in the canvas colour, as a navigation bar over a list scrolled to its
/// top is, and the content starts below them. Their heights are those of a 390 × 844 pt
/// iPhone (14): a 47 pt status bar, a 44 pt navigation bar and a 52 pt large-title band
/// (docs/Rendering.md says which measures are Apple's and which are estimates).
///
/// ```swift
/// let chrome = PhoneChrome(
///   style: .navigation, largeTitle: true, width: 390, title: "Wi-Fi",
///   background: RecordedColor(red: 0xF2, green: 0xF2, blue: 0xF7))
/// chrome.height    // 143: status bar, navigation bar and large title
/// chrome.elements  // [status bar, large-title bar]
/// ```
public struct PhoneChrome: Hashable, Sendable {
  /// The status bar's height, in points.
  public static let statusBarHeight = 47.0
  /// The navigation bar's height, in points.
  public static let navigationBarHeight = 44.0
  /// The large title's band under the navigation bar, in points.
  public static let largeTitleHeight = 52.0
  /// The size of a large title, in points (the large-title text style at the default size).
  public static let largeTitleFontSize = 34.0
  /// The size of an inline title, in points (the headline text style at the default size).
  public static let inlineTitleFontSize = 17.0

  /// The bars, back to front, to draw over the content.
  public let elements: [SceneElement]
  /// How far the content moves down, in points.
  public let height: Double
  /// Whether the navigation bar shows a large title, which collapses as the content scrolls
  /// (``collapsed(by:)``).
  public let hasLargeTitle: Bool

  /// Lays out the bars.
  ///
  /// - Parameters:
  ///   - style: Which bars.
  ///   - largeTitle: Whether the navigation bar shows a large title (lists) or an inline one.
  ///   - width: The canvas width.
  ///   - title: The recording's title; `nil` leaves the navigation bar empty.
  ///   - background: The bars' fill: the canvas colour.
  ///   - direction: A right-to-left large title starts at the right edge.
  public init(
    style: ChromeStyle, largeTitle: Bool, width: Double, title: String?,
    background: RecordedColor, direction: LayoutDirection = .leftToRight
  ) {
    hasLargeTitle = style == .navigation && largeTitle
    guard style != .none else {
      elements = []
      height = 0
      return
    }
    // Black on a light canvas, white on a dark one (dark mode's `label`).
    let black = ItemColor.text(on: background)
    var bars = [
      SceneElement(
        kind: .statusBar,
        frame: SceneRect(x: 0, y: 0, width: width, height: Self.statusBarHeight),
        fill: background, label: "9:41", textColor: black, fontSize: 17, fontWeight: .semibold,
        layoutDirection: direction)
    ]
    var height = Self.statusBarHeight
    if style == .navigation {
      let barHeight = Self.navigationBarHeight + (largeTitle ? Self.largeTitleHeight : 0)
      bars.append(
        SceneElement(
          kind: largeTitle ? .largeTitleBar : .navigationBar,
          frame: SceneRect(x: 0, y: height, width: width, height: barHeight),
          fill: background, label: title, textColor: black,
          fontSize: largeTitle ? Self.largeTitleFontSize : Self.inlineTitleFontSize,
          fontWeight: largeTitle ? .bold : .semibold, layoutDirection: direction))
      height += barHeight
    }
    elements = bars
    self.height = height
  }

  /// How far a large title has collapsed when the content is scrolled `scrolled` points from
  /// its top: as far as the content has moved, up to the large title's band (52 points).
  ///
  /// - Parameter scrolled: The content's offset from its top (0: not scrolled).
  /// - Returns: 0…``largeTitleHeight``; 0 for bars without a large title.
  public func collapse(scrolled: Double) -> Double {
    guard hasLargeTitle, scrolled > 0 else { return 0 }
    return min(scrolled, Self.largeTitleHeight)
  }

  /// The bars when the content under them is scrolled `scrolled` points from its top, as a
  /// `UINavigationBar` with `prefersLargeTitles` shows them: the large title's band shrinks
  /// by as much as the content has moved, so the bar's bottom edge follows the content, until
  /// only the 44-point bar is left; the large title moves up with it and slides under the
  /// compact bar, which clips it; the inline title fades in over the second half of the
  /// collapse (an estimate: docs/Rendering.md, "Phone chrome"). Scrolled back, it comes back
  /// as it went. Not scrolled, or without a large title, the bars are ``elements`` unchanged.
  ///
  /// ```swift
  /// let chrome = PhoneChrome(
  ///   style: .navigation, largeTitle: true, width: 390, title: "Wi-Fi", background: canvas)
  /// chrome.collapsed(by: 0) == chrome.elements  // true
  /// chrome.collapsed(by: 100)  // a 44-point bar with the inline title, no large title
  /// ```
  ///
  /// - Parameter scrolled: The content's offset from its top, in points (0: not scrolled).
  /// - Returns: The bars, back to front.
  public func collapsed(by scrolled: Double) -> [SceneElement] {
    let collapse = collapse(scrolled: scrolled)
    guard collapse > 0, elements.count == 2 else { return elements }
    let large = elements[1]
    let compactBottom = Self.statusBarHeight + Self.navigationBarHeight
    var bar = large
    bar.kind = .navigationBar
    bar.label = nil
    bar.frame.height = large.frame.height - collapse
    var bars = [elements[0], bar]
    if collapse < Self.largeTitleHeight {
      // The large title, moved up with the content and cut to what is left of its band.
      var title = large
      title.fill = nil
      title.frame.y -= collapse
      title.clip = SceneClip(
        frame: SceneRect(
          x: 0, y: compactBottom, width: large.frame.width,
          height: Self.largeTitleHeight - collapse), cornerRadius: 0)
      bars.append(title)
    }
    let fade = (collapse / Self.largeTitleHeight - 0.5) * 2
    if fade > 0 {
      var inline = large
      inline.kind = .navigationBar
      inline.fill = nil
      inline.frame.height = Self.navigationBarHeight
      inline.fontSize = Self.inlineTitleFontSize
      inline.fontWeight = .semibold
      inline.opacity = min(fade, 1)
      bars.append(inline)
    }
    return bars
  }

  /// Where a recording's `layout` line says the device had bars over the content (its top
  /// inset) but no bars are drawn (`--chrome none`): one plain band in the canvas colour, so
  /// that rows scrolled under the device's bars are hidden there as they were on the screen,
  /// and a pinned header sits just under it. Empty when the inset is not above 0.
  ///
  /// The bottom inset is left showing the content: it holds the home indicator (under which a
  /// list's rows stay visible) and perhaps a tab or tool bar, and the line does not say which.
  ///
  /// ```swift
  /// PhoneChrome.insetBand(top: 91, width: 390, background: canvas)  // one 390 × 91 band
  /// ```
  public static func insetBand(top: Double, width: Double, background: RecordedColor)
    -> [SceneElement]
  {
    guard top > 0, width > 0 else { return [] }
    return [
      SceneElement(
        kind: .navigationBar, frame: SceneRect(x: 0, y: 0, width: width, height: top),
        fill: background, label: nil, textColor: background, fontSize: inlineTitleFontSize)
    ]
  }
}
