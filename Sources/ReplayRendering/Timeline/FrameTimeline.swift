public import RecordingValidation
public import SnapshotRecording

/// A recording turned into frames: frame i is at time i / fps.
///
/// Building the timeline lays out every apply once and precomputes, at each apply's start,
/// every element's animation; ``frame(at:)`` then only interpolates, so frames can be drawn
/// in any order and from many threads at once. It is a value: it reads nothing. A renderer
/// that draws while reading a large recording counts its frames into a timeline that holds no
/// segment, and draws through ``ReplayFrames``, which reads the file again as frames reach
/// each segment.
///
/// ```swift
/// let options = try RenderOptions(header: header, overrides: RenderOptionOverrides { $0.fps = 60 })
/// let applies = ValidatedRecording(recording).compactMap { event -> ValidatedApply? in
///   if case .apply(let apply) = event { return apply }
///   return nil
/// }
/// let timeline = try FrameTimeline(applies: applies, options: options)
/// for index in 0..<timeline.frameCount {
///   let frame = timeline.frame(at: index)  // frame.scene, frame.seq, frame.progress
/// }
/// ```
public struct FrameTimeline: Sendable {
  /// The options the timeline was built with.
  public let options: RenderOptions
  /// The canvas size in points, the same for every frame.
  public let canvasSize: SceneSize
  /// When each rendered apply plays, in `seq` order.
  public let schedule: [ScheduledApply]
  /// The time of the last frame, in seconds: the last transition's end plus the hold.
  public let totalDuration: Double
  /// How many frames there are: every i / fps from 0 through ``totalDuration``; within the
  /// ``FrameBudget`` the timeline was built with.
  public let frameCount: Int
  /// The output seconds that the idle cap (``RenderOptions/maxIdle``) cut from the recorded
  /// gaps; 0 when no gap was longer.
  public let idleTimeCut: Double
  /// Where the idle cap (``RenderOptions/maxIdle``) shortened a recorded gap, in order: what
  /// `snapreplay report` shades on its scrubber.
  public let idleCuts: [IdleCut]

  /// The phone bars (``RenderOptions/chrome``), drawn over every frame's content.
  public let chrome: [SceneElement]
  /// The bars again when their large title collapses while the model follows `scroll` lines
  /// (``PhoneChrome/collapsed(by:)``): a frame of a scrolled segment draws them collapsed
  /// instead of ``chrome``.
  let collapsingChrome: PhoneChrome?

  /// The recording's cell images, which every frame's scene points at (``FrameScene/cellImages``):
  /// read once, shared by every frame and worker.
  public let cellImages: CellImageLibrary

  /// The kept segments (``SegmentRetention``) and, at the same index, their schedule entries.
  /// A timeline counted in a first pass holds the entries only: ``ReplayFrames`` rebuilds each
  /// segment as frames need it (``TimelineWindow``).
  let segments: [Segment]
  let segmentTimings: [ScheduledApply]

  /// Whether the timeline holds its segments and can draw any frame itself; `false` for a
  /// timeline counted in a first pass, which draws through ``ReplayFrames``.
  public var holdsSegments: Bool { segments.count == segmentTimings.count }

  /// Builds the timeline of a recording's validated applies, in recorded order.
  ///
  /// Each apply is laid out once, and each consecutive pair of rendered applies is diffed once,
  /// by `SnapshotChangeset(from:to:)` on the snapshots validation built: the changeset decides
  /// what leaves, arrives, cross-fades and keeps its old content.
  ///
  /// - Parameters:
  ///   - allApplies: The applies of a `ValidatedRecording`, up to its stop;
  ///     only those with `fromSeq ≤ seq ≤ toSeq` are rendered.
  ///   - options: The render options.
  ///   - frameBudget: The most frames the timeline may have; checked from its totals, before
  ///     any frame exists.
  ///   - retention: Which segments stay once the next is built: by default only those some
  ///     frame falls in, so memory follows the frame count, not the recording's length.
  ///   - title: The recording's title, which a navigation bar (``RenderOptions/chrome``) shows.
  ///   - layouts: The recording's `layout` lines: each one whose `seq` is an apply's draws
  ///     that apply at the recorded places (docs/Rendering.md, "Recorded geometry").
  ///   - cellImages: The recording's verified `cell-image` lines, all taken as read before the
  ///     first apply: items naming them are drawn as their images (docs/Rendering.md, "Cell
  ///     images").
  /// - Throws: ``FrameTimelineError``, ``FrameTimelineError/tooManyFrames(_:)`` past the budget.
  /// - Complexity: O(a · e log e), for a applies of at most e elements each: laying out is
  ///   linear, each changeset O(e log e).
  public init(
    applies allApplies: [ValidatedApply], options: RenderOptions,
    frameBudget: FrameBudget = .default, keeping retention: SegmentRetention = .framesOnly,
    title: String? = nil, layouts: [LayoutEvent] = [], cellImages: [CellImageEvent] = []
  ) throws(FrameTimelineError) {
    try self.init(
      applies: allApplies, options: options, frameBudget: frameBudget, keeping: retention,
      title: title, culling: true, layouts: layouts, cellImages: cellImages)
  }

  /// Builds the timeline, keeping in each segment only the sprites that can reach the canvas
  /// (``Segment/culled(to:)``) when `culling`; tests build it unculled to prove the frames
  /// are the same.
  init(
    applies allApplies: [ValidatedApply], options: RenderOptions, frameBudget: FrameBudget,
    keeping retention: SegmentRetention, title: String? = nil, culling: Bool,
    layouts: [LayoutEvent] = [], cellImages: [CellImageEvent] = []
  ) throws(FrameTimelineError) {
    var tallest = 0.0
    if Self.needsTallestContent(options) {
      tallest = Self.tallestContent(of: allApplies.lazy.map(\.apply), options: options)
    }
    var assembly = TimelineAssembly(
      options: options, title: title, tallestContent: tallest,
      policy: TimelineAssembly.Policy(retention: retention, work: .holding, culling: culling))
    // A layout belongs to its apply: the first one of each seq, as the reader's order gives it.
    var layoutOfSeq: [Int: LayoutEvent] = [:]
    for layout in layouts where layoutOfSeq[layout.seq] == nil { layoutOfSeq[layout.seq] = layout }
    for image in cellImages { assembly.add(image) }
    for apply in allApplies {
      assembly.add(apply)
      if let layout = layoutOfSeq[apply.seq] { assembly.add(layout) }
    }
    guard let timeline = try assembly.finish(frameBudget: frameBudget) else {
      preconditionFailure("an assembly that holds its segments always finishes")
    }
    self = timeline
  }

  /// Puts a timeline together from its parts (``TimelineAssembly`` builds them).
  init(
    options: RenderOptions, canvasSize: SceneSize, schedule: [ScheduledApply],
    totalDuration: Double, frameCount: Int, idleCuts: [IdleCut], chrome: [SceneElement],
    segments: [Segment], segmentTimings: [ScheduledApply], cellImages: CellImageLibrary,
    collapsingChrome: PhoneChrome? = nil
  ) {
    self.collapsingChrome = collapsingChrome
    self.options = options
    self.canvasSize = canvasSize
    self.schedule = schedule
    self.totalDuration = totalDuration
    self.frameCount = frameCount
    self.idleCuts = idleCuts
    // Summed in order, as the gaps were cut.
    self.idleTimeCut = idleCuts.reduce(0) { $0 + $1.cut }
    self.chrome = chrome
    self.segments = segments
    self.segmentTimings = segmentTimings
    self.cellImages = cellImages
  }

  /// Whether the canvas is as tall as the tallest state, so that every apply must be measured
  /// before the first segment is built: a grid without a viewport.
  ///
  /// - Parameter options: The render options.
  /// - Returns: `true` when ``tallestContent(of:options:)`` must be known beforehand.
  static func needsTallestContent(_ options: RenderOptions) -> Bool {
    options.layout == .grid && options.viewport == nil
  }

  /// The tallest grid content of the applies the options render, measured without placing
  /// any cell: what sizes a grid's canvas when no viewport does.
  ///
  /// - Parameters:
  ///   - applies: The replay's applies, in recorded order.
  ///   - options: The render options (the grid's geometry, the range).
  /// - Returns: The largest `GridLayout.contentHeight(of:)`, 0 for none.
  static func tallestContent(
    of applies: some Sequence<ApplyEvent>, options: RenderOptions
  ) -> Double {
    let grid = GridLayout(options: options)
    var tallest = 0.0
    for apply in applies where TimelineAssembly.isInRange(apply, options) {
      tallest = max(tallest, grid.contentHeight(of: apply.sections))
    }
    return tallest
  }

  /// The frame at `index`: time index / fps.
  ///
  /// - Precondition: `index` is in `0..<frameCount`, and the timeline ``holdsSegments``.
  /// - Complexity: O(log a + e), as ``frame(atTime:)``.
  public func frame(at index: Int) -> TimelineFrame {
    frame(atTime: time(ofFrame: index))
  }

  /// The time of frame `index`, index / fps.
  ///
  /// - Precondition: `index` is in `0..<frameCount`.
  func time(ofFrame index: Int) -> Double {
    precondition(index >= 0 && index < frameCount, "frame \(index) is outside 0..<\(frameCount)")
    return Double(index) / options.fps
  }

  /// The manifest data of the frame at `index` — its time, seq and progress — without building
  /// its scene.
  ///
  /// - Precondition: `index` is in `0..<frameCount`.
  /// - Complexity: O(log a) for a rendered applies.
  public func metadata(at index: Int) -> FrameMetadata {
    let time = time(ofFrame: index)
    // From the schedule entries alone (a segment's seq and start are its entry's): a timeline
    // that holds no segment need not rebuild one to say a frame's.
    return FrameMetadata(time: time, during: segmentTimings[segmentIndex(at: time)])
  }

  /// The picture at any time, between frames too; times past the end show the last state.
  ///
  /// - Precondition: The timeline ``holdsSegments``.
  /// - Complexity: O(log a + e): a binary search among the a rendered applies, then one
  ///   interpolation per element on screen.
  public func frame(atTime time: Double) -> TimelineFrame {
    frame(atTime: time, in: heldSegment(at: time))
  }

  /// The picture at `time`, which falls in `held`, the kept segment a frame at `time` reads.
  func frame(atTime time: Double, in held: (segment: Segment, timing: ScheduledApply))
    -> TimelineFrame
  {
    let segment = held.segment
    var elements: [SceneElement] = []
    elements.reserveCapacity(segment.spriteCount)
    forEachVisibleSprite(of: segment, at: time) { sprite, attributes, clip in
      elements.append(sprite.drawn(attributes, clip: clip))
    }
    if let bars = collapsingChrome, let start = segment.modelOffset {
      // The model's offset now: where the segment started, moved by its scroll.
      let moved = segment.viewport.isEmpty ? 0 : segment.viewport.shift(at: time).dy
      elements += bars.collapsed(by: start - moved)
    } else {
      elements += chrome
    }
    let scene = FrameScene(
      size: canvasSize, scale: options.scale, background: options.resolvedBackground,
      elements: elements, cellImages: cellImages.isEmpty ? nil : cellImages)
    return TimelineFrame(scene: scene, metadata: FrameMetadata(time: time, during: held.timing))
  }

  /// Calls `body` with each sprite drawn at `time`, back to front, where it is and what it is
  /// cut to: the one walk that both a frame's scene and its items on screen (``items(at:)``)
  /// come from.
  ///
  /// An inset-grouped section's backdrop (``InsetGroups``) reaches over every fully opaque row
  /// of its section, so a row crossing from another section is never outside it, and each
  /// row and separator of the section is cut to it: a deleted row fades inside its group, and
  /// a coloured row keeps to the group's rounded corners.
  func forEachVisibleSprite(
    of segment: Segment, at time: Double, _ body: (Sprite, SpriteAttributes, SceneClip?) -> Void
  ) {
    let canvas = SceneRect(x: 0, y: 0, width: canvasSize.width, height: canvasSize.height)
    var eased = EasedProgress(curve: options.curve)
    var placed: [(sprite: Sprite, attributes: SpriteAttributes)] = []
    placed.reserveCapacity(segment.spriteCount)
    // A scroll between applies moves everything the segment draws, as one.
    let shift = segment.viewport.isEmpty ? nil : segment.viewport.shift(at: time)
    for sprite in segment.sprites where !sprite.isGone(at: time) {
      var attributes = sprite.attributes(at: time, eased: &eased)
      if let shift {
        // Pinned headers and footers keep to the visible rect (``Sprite/placed(_:shift:)``).
        if sprite.pin != nil {
          attributes = sprite.placed(attributes, shift: shift)
        } else {
          attributes.frame.x += shift.dx
          attributes.frame.y += shift.dy
        }
      }
      placed.append((sprite, attributes))
    }
    let groups = InsetGroups(placed)
    for (sprite, var attributes) in placed {
      let clip = groups.shape(of: sprite, attributes: &attributes)
      guard attributes.frame.intersects(canvas) else { continue }
      body(sprite, attributes, clip)
    }
  }

  /// The canvas width the options give, before the content is laid out: the viewport's, else
  /// the grid's content width or an iPhone's 390 pt.
  static func width(_ options: RenderOptions) -> Double {
    if let viewport = options.viewport { return viewport.width }
    return options.layout == .list ? 390 : max(GridLayout(options: options).contentWidth, 1)
  }

  /// Whether some frame time i / fps (computed as ``frame(at:)`` computes it) lies in
  /// `start..<next`: whether a render would ever show a segment spanning that range. Times too
  /// large to count frames in are kept, to be safe (the frame budget refuses them anyway).
  static func someFrame(from start: Double, before next: Double, _ options: RenderOptions) -> Bool {
    guard next > start else { return false }
    let first = (start * options.fps).rounded(.up)
    guard first.isFinite, first < 9.0e15 else { return true }
    // The product is rounded; step to the first index whose time is at or after `start`.
    var index = max(first - 1, 0)
    while index / options.fps < start { index += 1 }
    return index / options.fps < next
  }

  /// The kept segment a frame at `time` reads, with its schedule entry, from the segments held.
  func heldSegment(at time: Double) -> (segment: Segment, timing: ScheduledApply) {
    precondition(holdsSegments, "a timeline counted in a first pass draws through ReplayFrames")
    let index = segmentIndex(at: time)
    return (segments[index], segmentTimings[index])
  }

  /// The last segment starting at or before `time` (the first one for earlier times).
  ///
  /// - Complexity: O(log *a*) for *a* applies, by binary search.
  private func segmentIndex(at time: Double) -> Int {
    var low = 0
    var high = segmentTimings.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if segmentTimings[middle].start <= time { low = middle } else { high = middle - 1 }
    }
    return low
  }
}

extension SceneRect {
  /// Whether the two rectangles share some area; touching edges do not count.
  func intersects(_ other: SceneRect) -> Bool {
    x < other.x + other.width && other.x < x + width && y < other.y + other.height
      && other.y < y + height
  }
}
