public import SnapshotRecording

/// Everything that decides how a recording is turned into frames: layout, look and timing.
///
/// The defaults are the ones listed in ``RenderOptionKey`` and docs/Rendering.md. Build a value
/// from a header's `render` hints and a caller's ``RenderOptionOverrides`` with
/// ``init(hints:overrides:)``, or set the properties directly:
///
/// ```swift
/// var options = RenderOptions()
/// options.columns = 24
/// options.cellSize = SceneSize(width: 16, height: 34)
/// ```
public struct RenderOptions: Hashable, Sendable {
  /// Which layout arranges the items.
  public var layout: LayoutKind = .grid
  /// Grid: items per row.
  public var columns: Int = 4
  /// Grid: the size of one cell, in points.
  public var cellSize = SceneSize(width: 80, height: 80)
  /// Grid: the gap between cells and between sections, in points.
  public var spacing: Double = 10
  /// Grid: the margin around the content, in points.
  public var padding: Double = 10
  /// Grid: the height of a titled section's header, in points.
  public var headerHeight: Double = 30
  /// Grid: the corner radius of a cell, in points.
  public var cornerRadius: Double = 8
  /// Pixels per point.
  public var scale: Double = 1
  /// The canvas colour; `nil` picks the layout's own (see ``resolvedBackground``).
  public var background: RecordedColor?
  /// Light or dark mode: the system colours of the canvas, list cells and text.
  public var appearance: Appearance = .light
  /// The canvas size in points; `nil` shows the whole content (grid) or an iPhone screen (list).
  public var viewport: SceneSize?
  /// List: plain or inset-grouped.
  public var listStyle: ListStyle = .plain
  /// List: the Dynamic Type text size.
  public var contentSize: ContentSizeCategory = .large
  /// List: left to right, or mirrored.
  public var layoutDirection: LayoutDirection = .leftToRight
  /// The phone bars drawn above the content.
  public var chrome: ChromeStyle = .none
  /// Frames per second.
  public var fps: Double = 30
  /// The length of one animated transition, in seconds (before ``speed``).
  public var duration: Double = 0.3
  /// The easing of every transition.
  public var curve: TimingCurve = .easeInOut
  /// Playback speed: 2 plays twice as fast, 0.5 in slow motion (gaps and durations alike).
  public var speed: Double = 1
  /// The longest idle gap between two applies, in output seconds; `nil` keeps every gap.
  ///
  /// 5 s by default, as asciinema's `agg`: real recordings idle for minutes, and every second
  /// kept is `fps` more frames.
  public var maxIdle: Double? = 5
  /// How long the last frame is held, in output seconds.
  public var hold: Double = 1
  /// The first `seq` to render; earlier applies are skipped.
  public var fromSeq: Int?
  /// The last `seq` to render; later applies are skipped.
  public var toSeq: Int?
  /// When each apply starts.
  public var timing: TimingMode = .recorded
  /// The options a caller's overrides set (the command line's), which a recording's own
  /// `layout` lines do not replace (``resolvingRecorded(list:)``); no option of its own, and
  /// not compared: options are equal when their values are.
  public var overriddenKeys: Set<RenderOptionKey> {
    get { provenance.keys }
    set { provenance.keys = newValue }
  }
  /// Where ``overriddenKeys`` is kept.
  var provenance = OverriddenKeys()
  /// The collection-view list appearance a recording's `layout` line gave the list style
  /// (``resolvingRecorded(list:)``), for the colours of its own that a sidebar has
  /// (``Appearance/colors(for:)``); `nil` when no line did, or the caller chose the style. No
  /// option of its own: it comes from the recording, never from hints or the command line.
  public var recordedListAppearance: LayoutEvent.ListAppearance?

  /// Creates the default options.
  public init() {}

  /// The canvas colour actually used: ``background``, else the appearance's
  /// `systemBackground` for grids and plain lists (white, or black in dark mode) and its
  /// `systemGroupedBackground` for grouped and inset-grouped lists (`#F2F2F7`, or black).
  public var resolvedBackground: RecordedColor {
    if let background { return background }
    let colors =
      layout == .list ? appearance.colors(for: recordedListAppearance) : appearance.colors
    if layout == .list && listStyle != .plain {
      return colors.systemGroupedBackground
    }
    return colors.systemBackground
  }
}

/// Which layout arranges the items (`--layout`).
public enum LayoutKind: String, CaseIterable, Hashable, Sendable {
  /// Fixed-size cells in columns, one block per section (``GridLayout``).
  case grid
  /// Full-width 44 pt rows like a `UITableView` (``ListLayout``).
  case list
}

/// The look of a list (`--list-style`).
public enum ListStyle: String, CaseIterable, Hashable, Sendable {
  /// Edge-to-edge rows, grey title bands (`UITableView.Style.plain`).
  case plain
  /// Rounded groups inset from the edges on a grey canvas (`UITableView.Style.insetGrouped`).
  case insetGrouped = "inset-grouped"
  /// Edge-to-edge groups on a grey canvas, square-cornered, with the inset-grouped style's
  /// gaps and headers (`UITableView.Style.grouped`).
  case grouped
}

/// When each apply's transition starts (`--timing`).
public enum TimingMode: String, CaseIterable, Hashable, Sendable {
  /// At the apply's recorded time, so fast applies interrupt running transitions.
  case recorded
  /// When the previous transition has ended: every transition plays in full.
  case sequential
}
