public import SnapshotRecording

/// One drawable thing: a cell, a section header, a separator line, the phone's bars, or a
/// caption and its backdrop.
public struct SceneElement: Hashable, Sendable {
  /// What the element is, which decides how its text is laid out.
  public enum Kind: Hashable, Sendable {
    /// A grid cell: a filled rectangle with its label centred.
    case gridCell
    /// A list row: a filled rectangle, label at the leading edge, detail at the trailing edge.
    case listRow
    /// A section header: text only, drawn above the section's first cell.
    case header
    /// An inset-grouped section header: text only, wrapped to as many lines as it needs and
    /// sitting at the bottom of its band, just above its group.
    case groupHeader
    /// A section footer (recorded, ``RecordedGeometryLayout``): text only, wrapped to as many
    /// lines as it needs and sitting at the top of its band, just below its group.
    case footer
    /// A hairline separator between list rows: only a fill.
    case separator
    /// The band behind a `render --captions` caption: only a fill, as a separator is.
    case backdrop
    /// A contact sheet's caption: text only, centred as a grid cell's label is.
    case caption
    /// The phone's status bar (`--chrome status`): the time 9:41 at the leading side, signal
    /// bars and a full battery at the trailing side, over its fill.
    case statusBar
    /// A navigation bar with its title centred in semibold (`--chrome navigation`, grids).
    case navigationBar
    /// A navigation bar showing its title large and bold at the leading edge, under the bar's
    /// standard 44 pt (`--chrome navigation`, lists).
    case largeTitleBar
  }

  /// What the element is.
  public var kind: Kind
  /// Where it is, in points.
  public var frame: SceneRect
  /// The fill colour; `nil` draws no fill.
  public var fill: RecordedColor?
  /// Overall opacity in [0, 1], multiplied into fill and text (fades and cross-fades).
  public var opacity: Double
  /// Corner radius of the fill, in points.
  public var cornerRadius: Double
  /// Main text; `nil` draws none.
  public var label: String?
  /// Secondary text; `nil` draws none.
  public var detail: String?
  /// A list row's second line, under its label, in secondary grey; `nil` draws none.
  public var subtitle: String?
  /// The font size of a list row's subtitle, in points.
  public var subtitleFontSize: Double
  /// A list row's trailing accessory; `nil` draws none.
  public var accessory: RecordedAccessory?
  /// How heavy the main text is.
  public var fontWeight: FontWeight
  /// Which way a list row or header reads: mirrored for right-to-left.
  public var layoutDirection: LayoutDirection
  /// The colour of the text.
  public var textColor: RecordedColor
  /// The colour of a list row's detail text: the appearance's secondary label.
  public var secondaryTextColor: RecordedColor
  /// The colours of a list row's accessory: the appearance's tint, switch tracks and chevron.
  public var accessoryColors: AccessoryColors
  /// The rounded rectangle the element is cut to (an inset-grouped row's group); `nil` draws
  /// it whole.
  public var clip: SceneClip?
  /// Font size of the main text, in points.
  public var fontSize: Double
  /// How far a list row's label is moved toward the trailing edge, in points: its outline
  /// level times the indentation width (`ListLayout.indentationWidth`); 0 for a root or flat row.
  public var indentation: Double
  /// A list row's outline disclosure chevron, drawn at the trailing edge: its rotation in
  /// degrees, clockwise from pointing to the trailing edge — 0 for a collapsed parent, 90
  /// (pointing down) for an expanded one, in between while it turns; `nil` draws none.
  public var disclosureAngle: Double?
  /// A cell's own pixels (a recorded item's `image`): drawn, scaled to ``frame`` and cut to
  /// its corners, instead of the fill and text, when the scene's ``FrameScene/cellImages``
  /// holds an image with this digest that decodes; `nil` draws the modelled cell.
  ///
  /// ```swift
  /// var cell = row
  /// cell.image = item.image  // the app's own picture of the row, when recorded
  /// ```
  public var image: CellImageDigest?
  /// Lines inside the top and bottom edges, over the fill (a grouped list's group: its
  /// hairlines above the first row and below the last); `nil` draws none.
  public var edgeHairlines: EdgeHairlines?

  /// Creates an element.
  ///
  /// ```swift
  /// let row = SceneElement(
  ///   kind: .listRow, frame: SceneRect(x: 0, y: 44, width: 390, height: 44),
  ///   fill: RecordedColor(red: 255, green: 255, blue: 255), label: "Notes",
  ///   indentation: 10, disclosureAngle: 90)
  /// // a level-1 row, its label 10 pt further in, its chevron pointing down (expanded)
  /// ```
  public init(
    kind: Kind, frame: SceneRect, fill: RecordedColor?, opacity: Double = 1,
    cornerRadius: Double = 0, label: String? = nil, detail: String? = nil,
    textColor: RecordedColor = RecordedColor(red: 0, green: 0, blue: 0), fontSize: Double = 17,
    indentation: Double = 0, disclosureAngle: Double? = nil, subtitle: String? = nil,
    subtitleFontSize: Double = 15, accessory: RecordedAccessory? = nil,
    fontWeight: FontWeight = .regular, layoutDirection: LayoutDirection = .leftToRight,
    secondaryTextColor: RecordedColor = RecordedColor(red: 0x8A, green: 0x8A, blue: 0x8E),
    clip: SceneClip? = nil, accessoryColors: AccessoryColors = .light
  ) {
    self.kind = kind
    self.frame = frame
    self.fill = fill
    self.opacity = opacity
    self.cornerRadius = cornerRadius
    self.label = label
    self.detail = detail
    self.textColor = textColor
    self.fontSize = fontSize
    self.indentation = indentation
    self.disclosureAngle = disclosureAngle
    self.subtitle = subtitle
    self.subtitleFontSize = subtitleFontSize
    self.accessory = accessory
    self.fontWeight = fontWeight
    self.layoutDirection = layoutDirection
    self.secondaryTextColor = secondaryTextColor
    self.clip = clip
    self.accessoryColors = accessoryColors
  }
}
