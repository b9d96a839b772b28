/// Every render option, listed once: its property of ``RenderOptions``, hint name, flag, value,
/// range, default and help.
///
/// This is the one table. Decoding a header's `render` hints, writing an option's text,
/// ``RenderOptionOverrides`` (and with it the saved form of options in `golden.json`, suite
/// files, shard fragments and `approvals.json`) are loops over it; `snapreplay`'s typed options
/// take their flag and help from it and a test checks there is one per case, and another that
/// the option table in docs/Rendering.md has these rows in this order. Adding an option is a
/// case and its entry here, its property in ``RenderOptions``, one line in `snapreplay`'s
/// `RenderOptionArguments`, and its row in docs/Rendering.md.
///
/// ```swift
/// RenderOptionKey.cellSize.hint           // "cellSize"
/// RenderOptionKey.cellSize.flag           // "--cell-size"
/// RenderOptionKey.cellSize.kind.expected  // "WIDTHxHEIGHT in points, both > 0, such as 16x34"
/// RenderOptionKey.fps.help                // "Frames per second: a number from 0.1 to 240 (default: 30)."
/// ```
public enum RenderOptionKey: String, CaseIterable, Hashable, Sendable {
  /// ``RenderOptions/layout``.
  case layout
  /// ``RenderOptions/columns``.
  case columns
  /// ``RenderOptions/cellSize``.
  case cellSize
  /// ``RenderOptions/spacing``.
  case spacing
  /// ``RenderOptions/padding``.
  case padding
  /// ``RenderOptions/headerHeight``.
  case headerHeight
  /// ``RenderOptions/cornerRadius``.
  case cornerRadius
  /// ``RenderOptions/scale``.
  case scale
  /// ``RenderOptions/background``.
  case background
  /// ``RenderOptions/appearance``.
  case appearance
  /// ``RenderOptions/viewport``.
  case viewport
  /// ``RenderOptions/listStyle``.
  case listStyle
  /// ``RenderOptions/contentSize``.
  case contentSize
  /// ``RenderOptions/layoutDirection``.
  case layoutDirection
  /// ``RenderOptions/chrome``.
  case chrome
  /// ``RenderOptions/fps``.
  case fps
  /// ``RenderOptions/duration``.
  case duration
  /// ``RenderOptions/curve``.
  case curve
  /// ``RenderOptions/speed``.
  case speed
  /// ``RenderOptions/maxIdle``.
  case maxIdle
  /// ``RenderOptions/hold``.
  case hold
  /// ``RenderOptions/fromSeq``.
  case from
  /// ``RenderOptions/toSeq``.
  case to
  /// ``RenderOptions/timing``.
  case timing

  /// The name of the header's `render` hint: the camelCase long option (`cellSize`).
  public var hint: String { rawValue }

  /// The command-line option: the hint name in kebab case (`--cell-size`).
  public var flag: String {
    var text = "--"
    for character in rawValue {
      if character.isUppercase {
        text += "-" + character.lowercased()
      } else {
        text.append(character)
      }
    }
    return text
  }

  /// The placeholder for the value in the docs' table and `--help` (`--cell-size WxH`), or `nil`
  /// where the flag alone reads well (`--fps`).
  public var valueName: String? { entry.valueName }

  /// What the option takes: the shape and range of its value.
  public var kind: RenderOptionValueKind { entry.kind }

  /// The default as the docs table writes it (Markdown): `grid` in backquotes, `4`, `none`.
  public var defaultValue: String { entry.defaultValue }

  /// The accepted values as docs/Rendering.md's table writes them (Markdown), with notes.
  public var values: String { entry.values }

  /// The bounds of a number option's value, or of each side of a size; `nil` when any value
  /// of the kind is taken (`--from`, `--to`, choices, colours).
  ///
  /// Every number a recording or a flag sets has bounds, so that no layout or timeline
  /// arithmetic can overflow and no conversion to an integer can trap.
  public var range: ClosedRange<Double>? { entry.range }

  /// What the option takes, with its range: `a number from 0.1 to 240`.
  public var expected: String { kind.expected(in: range) }

  /// Whether a number (or each side of a size) is in the option's range.
  ///
  /// - Parameter value: A number the option's kind takes.
  /// - Returns: `true` when the value is within ``range``, or the option has none.
  public func isInRange(_ value: Double) -> Bool {
    range.map { $0.contains(value) } ?? true
  }

  /// Sides of a cell or viewport, in points: up to 100,000.
  private static let lengths: ClosedRange<Double> = 0...100_000
  /// Spacing, padding, header height and corner radius, in points.
  private static let margins: ClosedRange<Double> = 0...10_000
  /// Durations, holds and idle caps: up to an hour.
  private static let seconds: ClosedRange<Double> = 0...3_600

  /// Whether the option describes the look of one layout rather than the render as a whole:
  /// the grid's geometry, the canvas colour and the list style.
  ///
  /// A header's hints describe the layout the header names; when the caller picks another
  /// layout (`--layout list` for a recording whose header says `grid`), these hints are left
  /// out, so that the chosen layout shows its own look. Scale, viewport, appearance and timing
  /// still apply.
  ///
  /// ```swift
  /// RenderOptionKey.cellSize.isLayoutLook    // true: a grid cell's size
  /// RenderOptionKey.background.isLayoutLook  // true: the grid's white is not the list's grey
  /// RenderOptionKey.fps.isLayoutLook         // false
  /// ```
  public var isLayoutLook: Bool { entry.isLayoutLook }

  /// Where the option lives in ``RenderOptions`` and how its value is read and written.
  var field: RenderOptionField { entry.field }

  /// The option whose value is `keyPath`'s property of ``RenderOptions``; `nil` for a property
  /// that is no option.
  ///
  /// - Parameter keyPath: A property of ``RenderOptions``.
  init?(_ keyPath: AnyKeyPath) {
    guard let key = Self.allCases.first(where: { $0.field.keyPath == keyPath }) else {
      return nil
    }
    self = key
  }

  /// The one-line help of the command-line option, naming what it takes and its default.
  ///
  /// Choices leave their words out: swift-argument-parser lists them after the help.
  public var help: String {
    let defaultText = defaultValue.filter { $0 != "`" }
    if case .choice = kind { return "\(entry.summary) (default: \(defaultText))." }
    return "\(entry.summary): \(expected) (default: \(defaultText))."
  }

  /// Everything about one option in one place, so that adding an option is one entry here.
  private var entry: Entry {
    switch self {
    case .layout:
      Entry(
        .of(\.layout), "How the items are arranged", .choices(LayoutKind.self), default: "`grid`",
        values: "`grid`, `list`")
    case .columns:
      Entry(
        .of(\.columns), "Grid columns", .positiveInteger, valueName: "N", default: "4",
        values: "integer, 1 to 10,000 (grid)", range: 1...10_000, look: true)
    case .cellSize:
      Entry(
        .of(\.cellSize), "Grid cell size", .size, valueName: "WxH", default: "`80x80`",
        values: "points, both > 0 and ≤ 100,000 (grid)", range: Self.lengths, look: true)
    case .spacing:
      Entry(
        .of(\.spacing), "Space between grid cells and sections, in points", .nonNegativeNumber,
        valueName: "S",
        default: "10", values: "0 to 10,000 (grid)", range: Self.margins, look: true)
    case .padding:
      Entry(
        .of(\.padding), "Space around the grid's content, in points", .nonNegativeNumber,
        valueName: "P",
        default: "10", values: "0 to 10,000 (grid)", range: Self.margins, look: true)
    case .headerHeight:
      Entry(
        .of(\.headerHeight), "Height of a titled grid section's header, in points",
        .nonNegativeNumber, valueName: "H",
        default: "30", values: "0 to 10,000 (grid, titled sections)", range: Self.margins,
        look: true)
    case .cornerRadius:
      Entry(
        .of(\.cornerRadius), "Corner radius of grid cells, in points", .nonNegativeNumber,
        valueName: "R",
        default: "8", values: "0 to 10,000 (grid cells)", range: Self.margins, look: true)
    case .scale:
      Entry(
        .of(\.scale), "Pixels per point", .positiveNumber, valueName: "K", default: "1",
        values: "0.01 to 100; pixels = points × K", range: 0.01...100)
    case .background:
      Entry(
        .of(\.background), "Canvas colour", .color, valueName: "#RRGGBB",
        default: "`systemBackground`; `systemGroupedBackground` for inset-grouped",
        values: "`#RRGGBB`, `#RRGGBBAA`", look: true)
    case .appearance:
      Entry(
        .of(\.appearance),
        "Light or dark mode: iOS's system colours for the canvas, list cells and text",
        .choices(Appearance.self), default: "`light`", values: "`light`, `dark`")
    case .viewport:
      Entry(
        .of(\.viewport), "Visible area", .size, valueName: "WxH",
        default: "grid: whole content; list: `390x844`",
        values: "points, both > 0 and ≤ 100,000", range: Self.lengths)
    case .listStyle:
      Entry(
        .of(\.listStyle), "List style", .choices(ListStyle.self), default: "`plain`",
        values: "`plain`, `inset-grouped`, `grouped`", look: true)
    case .contentSize:
      Entry(
        .of(\.contentSize), "Dynamic Type size of list text; rows grow to fit wrapped text",
        .choices(ContentSizeCategory.self),
        default: "`large`",
        values: "`x-small`, `small`, `medium`, `large`, `x-large`, `xx-large`, `xxx-large`, "
          + "`ax1`, `ax2`, `ax3`, `ax4`, `ax5`")
    case .layoutDirection:
      Entry(
        .of(\.layoutDirection),
        "Reading direction of lists; rtl mirrors rows, accessories on the left",
        .choices(LayoutDirection.self), default: "`ltr`",
        values: "`ltr`, `rtl`")
    case .chrome:
      Entry(
        .of(\.chrome),
        "Phone bars above the content: the status bar, and a navigation bar with the title",
        .choices(ChromeStyle.self), default: "`none`",
        values: "`none`, `status`, `navigation`")
    case .fps:
      Entry(
        .of(\.fps), "Frames per second", .positiveNumber, default: "30", values: "0.1 to 240",
        range: 0.1...240)
    case .duration:
      Entry(
        .of(\.duration), "Animation duration, in seconds", .nonNegativeNumber, default: "0.3",
        values: "seconds, 0 to 3,600", range: Self.seconds)
    case .curve:
      Entry(
        .of(\.curve), "Easing of every transition", .choices(TimingCurve.self),
        default: "`ease-in-out`",
        values: "`linear`, `ease-in`, `ease-out`, `ease-in-out`, `spring`")
    case .speed:
      Entry(
        .of(\.speed), "Playback speed factor", .positiveNumber, default: "1",
        values: "0.01 to 100; divides recorded gaps and durations", range: 0.01...100)
    case .maxIdle:
      Entry(
        .of(\.maxIdle), "Longest idle gap kept, in output seconds", .nonNegativeNumberOrNone,
        default: "5",
        values: "seconds, 0 to 3,600, output time; `none` keeps every gap",
        range: Self.seconds)
    case .hold:
      Entry(
        .of(\.hold), "How long the last frame is held, in output seconds", .nonNegativeNumber,
        default: "1", values: "seconds, 0 to 3,600, output time", range: Self.seconds)
    case .from:
      Entry(
        .of(\.fromSeq), "First apply (seq) to show", .integer, valueName: "SEQ", default: "first",
        values: "integer")
    case .to:
      Entry(
        .of(\.toSeq), "Last apply (seq) to show", .integer, valueName: "SEQ", default: "last",
        values: "integer")
    case .timing:
      Entry(
        .of(\.timing), "When each apply starts", .choices(TimingMode.self), default: "`recorded`",
        values: "`recorded`, `sequential`")
    }
  }

  /// One row of the list.
  private struct Entry {
    /// Where the option lives in ``RenderOptions``, which also says how its value is read.
    var field: RenderOptionField
    /// The start of the help, before what the option takes.
    var summary: String
    var valueName: String?
    var kind: RenderOptionValueKind
    var defaultValue: String
    var values: String
    var range: ClosedRange<Double>?
    var isLayoutLook: Bool

    init(
      _ field: RenderOptionField, _ summary: String, _ kind: RenderOptionValueKind,
      valueName: String? = nil, default defaultValue: String, values: String,
      range: ClosedRange<Double>? = nil, look isLayoutLook: Bool = false
    ) {
      self.field = field
      self.summary = summary
      self.valueName = valueName
      self.kind = kind
      self.defaultValue = defaultValue
      self.values = values
      self.range = range
      self.isLayoutLook = isLayoutLook
    }
  }
}
