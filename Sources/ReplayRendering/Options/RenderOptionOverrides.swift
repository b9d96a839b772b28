public import SnapshotRecording

/// Render options a caller sets on top of a recording's header hints: every property left `nil`
/// keeps the hint, or the default when the header has none.
///
/// What `snapreplay`'s command-line options become, and what ``RecordingRenderer``,
/// ``ContactSheet`` and golden verification take:
///
/// ```swift
/// let overrides = RenderOptionOverrides(scale: 0.5, fps: 5, hold: 0, toSeq: 3)
/// let options = try RenderOptions(header: recording.header, overrides: overrides)
/// print(options.fps)  // 5.0
/// ```
///
/// The properties are those of ``RenderOptions``, in the order of ``RenderOptionKey``.
public struct RenderOptionOverrides: Hashable, Sendable {
  /// ``RenderOptions/layout``.
  public var layout: LayoutKind?
  /// ``RenderOptions/columns``; an integer > 0.
  public var columns: Int?
  /// ``RenderOptions/cellSize``; both sides > 0.
  public var cellSize: SceneSize?
  /// ``RenderOptions/spacing``; ≥ 0.
  public var spacing: Double?
  /// ``RenderOptions/padding``; ≥ 0.
  public var padding: Double?
  /// ``RenderOptions/headerHeight``; ≥ 0.
  public var headerHeight: Double?
  /// ``RenderOptions/cornerRadius``; ≥ 0.
  public var cornerRadius: Double?
  /// ``RenderOptions/scale``; > 0.
  public var scale: Double?
  /// ``RenderOptions/background``.
  public var background: RecordedColor?
  /// ``RenderOptions/appearance``.
  public var appearance: Appearance?
  /// ``RenderOptions/viewport``; both sides > 0.
  public var viewport: SceneSize?
  /// ``RenderOptions/listStyle``.
  public var listStyle: ListStyle?
  /// ``RenderOptions/contentSize``.
  public var contentSize: ContentSizeCategory?
  /// ``RenderOptions/layoutDirection``.
  public var layoutDirection: LayoutDirection?
  /// ``RenderOptions/chrome``.
  public var chrome: ChromeStyle?
  /// ``RenderOptions/fps``; > 0.
  public var fps: Double?
  /// ``RenderOptions/duration``; ≥ 0.
  public var duration: Double?
  /// ``RenderOptions/curve``.
  public var curve: TimingCurve?
  /// ``RenderOptions/speed``; > 0.
  public var speed: Double?
  /// ``RenderOptions/maxIdle``; ≥ 0, or `.infinity` to keep every gap (`--max-idle none`).
  public var maxIdle: Double?
  /// ``RenderOptions/hold``; ≥ 0.
  public var hold: Double?
  /// ``RenderOptions/fromSeq``.
  public var fromSeq: Int?
  /// ``RenderOptions/toSeq``.
  public var toSeq: Int?
  /// ``RenderOptions/timing``.
  public var timing: TimingMode?

  /// Creates overrides; every option left out keeps the header's hint or the default.
  public init(
    layout: LayoutKind? = nil, columns: Int? = nil, cellSize: SceneSize? = nil,
    spacing: Double? = nil, padding: Double? = nil, headerHeight: Double? = nil,
    cornerRadius: Double? = nil, scale: Double? = nil, background: RecordedColor? = nil,
    appearance: Appearance? = nil, viewport: SceneSize? = nil, listStyle: ListStyle? = nil,
    fps: Double? = nil,
    duration: Double? = nil, curve: TimingCurve? = nil, speed: Double? = nil,
    maxIdle: Double? = nil, hold: Double? = nil, fromSeq: Int? = nil, toSeq: Int? = nil,
    timing: TimingMode? = nil, contentSize: ContentSizeCategory? = nil,
    layoutDirection: LayoutDirection? = nil, chrome: ChromeStyle? = nil
  ) {
    self.layout = layout
    self.columns = columns
    self.cellSize = cellSize
    self.spacing = spacing
    self.padding = padding
    self.headerHeight = headerHeight
    self.cornerRadius = cornerRadius
    self.scale = scale
    self.background = background
    self.appearance = appearance
    self.viewport = viewport
    self.listStyle = listStyle
    self.fps = fps
    self.duration = duration
    self.curve = curve
    self.speed = speed
    self.maxIdle = maxIdle
    self.hold = hold
    self.fromSeq = fromSeq
    self.toSeq = toSeq
    self.timing = timing
    self.contentSize = contentSize
    self.layoutDirection = layoutDirection
    self.chrome = chrome
  }

  /// `options` with every value set here in place of its own. Values are not checked here:
  /// ``RenderOptions/init(hints:overrides:)`` checks the result.
  ///
  /// - Parameter options: The options to override, usually decoded from a header's hints.
  /// - Returns: The overridden options.
  public func applied(to options: RenderOptions) -> RenderOptions {
    var options = options
    if let layout { options.layout = layout }
    if let columns { options.columns = columns }
    if let cellSize { options.cellSize = cellSize }
    if let spacing { options.spacing = spacing }
    if let padding { options.padding = padding }
    if let headerHeight { options.headerHeight = headerHeight }
    if let cornerRadius { options.cornerRadius = cornerRadius }
    if let scale { options.scale = scale }
    if let background { options.background = background }
    if let appearance { options.appearance = appearance }
    if let viewport { options.viewport = viewport }
    if let listStyle { options.listStyle = listStyle }
    if let fps { options.fps = fps }
    if let duration { options.duration = duration }
    if let curve { options.curve = curve }
    if let speed { options.speed = speed }
    if let maxIdle { options.maxIdle = maxIdle.isFinite ? maxIdle : nil }
    if let hold { options.hold = hold }
    if let fromSeq { options.fromSeq = fromSeq }
    if let toSeq { options.toSeq = toSeq }
    if let timing { options.timing = timing }
    if let contentSize { options.contentSize = contentSize }
    if let layoutDirection { options.layoutDirection = layoutDirection }
    if let chrome { options.chrome = chrome }
    return options
  }
}
