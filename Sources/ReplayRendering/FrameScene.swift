public import SnapshotRecording

/// Everything one frame shows, in points, back to front: the contract between the layouts and
/// timeline, which decide where things are, and the drawing backend, which turns it into pixels.
///
/// Two equal scenes draw identical pixels, so consecutive equal scenes (holds) are drawn and
/// encoded once.
public struct FrameScene: Hashable, Sendable {
  /// The canvas size in points; pixels are points × ``scale``.
  public var size: SceneSize
  /// Pixels per point.
  public var scale: Double
  /// The colour behind everything.
  public var background: RecordedColor
  /// What to draw, back to front.
  public var elements: [SceneElement]

  /// Creates a scene.
  public init(size: SceneSize, scale: Double, background: RecordedColor, elements: [SceneElement]) {
    self.size = size
    self.scale = scale
    self.background = background
    self.elements = elements
  }
}

/// A size in points.
public struct SceneSize: Hashable, Sendable {
  /// Width in points.
  public var width: Double
  /// Height in points.
  public var height: Double

  /// Creates a size.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
}

/// A rectangle in points, origin at the top left.
public struct SceneRect: Hashable, Sendable {
  /// Left edge.
  public var x: Double
  /// Top edge.
  public var y: Double
  /// Width.
  public var width: Double
  /// Height.
  public var height: Double

  /// Creates a rectangle.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }
}

/// One drawable thing: a cell, a section header or a separator line.
public struct SceneElement: Hashable, Sendable {
  /// What the element is, which decides how its text is laid out.
  public enum Kind: Hashable, Sendable {
    /// A grid cell: a filled rectangle with its label centred.
    case gridCell
    /// A list row: a filled rectangle, label at the leading edge, detail at the trailing edge.
    case listRow
    /// A section header: text only, drawn above the section's first cell.
    case header
    /// A hairline separator between list rows.
    case separator
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
  /// The colour of the text.
  public var textColor: RecordedColor
  /// Font size of the main text, in points.
  public var fontSize: Double

  /// Creates an element.
  public init(
    kind: Kind, frame: SceneRect, fill: RecordedColor?, opacity: Double = 1,
    cornerRadius: Double = 0, label: String? = nil, detail: String? = nil,
    textColor: RecordedColor = RecordedColor(red: 0, green: 0, blue: 0), fontSize: Double = 17
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
  }
}
