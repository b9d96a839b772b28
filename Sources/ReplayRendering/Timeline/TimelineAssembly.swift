import RecordingValidation
import SnapshotModel
import SnapshotRecording

/// A ``FrameTimeline`` built one apply at a time, as a recording streams in: it holds the
/// segment being built on, the last apply's snapshot (for the next changeset) and one apply
/// waiting to learn whether it is the last, never the recording.
///
/// ```swift
/// var assembly = TimelineAssembly(options: options, title: nil)
/// var playback = ReplayPlayback()
/// for event in try ValidatedRecording(contentsOf: url) {
///   if let apply = playback.plays(event) { assembly.add(apply) }
/// }
/// let timeline = try assembly.finish()  // holding: never nil
/// ```
///
/// What it builds and keeps is one ``Policy``: which segments are kept (``SegmentRetention``),
/// whether they are built and held, built and dropped, or not built at all (``Work``), and
/// whether they are culled to the canvas.
///
/// It makes the same segments, schedule and frames as building from every apply at once:
/// ``FrameTimeline/init(applies:options:frameBudget:keeping:title:)`` is built with it.
struct TimelineAssembly {
  typealias Snapshot = DiffableSnapshot<RecordedID, RecordedID>

  /// The render options; once the first apply in range brings a recorded `layout` line, with
  /// its list appearance (``RenderOptions/resolvingRecorded(list:)``).
  private(set) var options: RenderOptions
  /// The canvas, chrome and layouts: the options', until the first apply in range brings a
  /// recorded `layout` line and no viewport was asked for (then the recorded bounds'), or one
  /// whose list appearance changes the options (then the recorded list's).
  private var screen: Screen
  /// The canvas's size.
  var canvasSize: SceneSize { screen.canvasSize }
  /// The phone bars drawn over the content.
  var chrome: [SceneElement] { screen.chrome }
  /// The bars whose large title collapses while the model scrolls; `nil` when they have none.
  var collapsingChrome: PhoneChrome? { screen.collapsingChrome }
  private let title: String?
  private let tallestContent: Double
  private let policy: Policy
  /// The `cell-image` lines read so far, shared with the timeline and its frames.
  let cellImages: CellImageLibrary
  /// The recorded time of the apply scheduled last, for the next one's schedule entry.
  private var previousTime: Double?
  /// The latest end of any scheduled transition: no sprite settles later.
  private var latestEnd = -Double.infinity

  private var appliesSeen = 0
  private var appliesInRange = 0
  private var schedule: [ScheduledApply] = []
  private var idleCuts: [IdleCut] = []
  private var segments: [Segment] = []
  private var timings: [ScheduledApply] = []
  /// The newest apply in range, waiting for the next one (or the end) to say whether it is the
  /// last: the last segment is built culled, never whole. With it, the change from the apply
  /// before it, found before that apply's segment was built (`nil` for the first one).
  /// Its recorded `layout` line, when one has followed it, and the `scroll` lines after it.
  private var waiting:
    (
      apply: ApplyEvent, snapshot: Snapshot, change: ApplyChange?, recorded: LayoutEvent?,
      scrolls: [ScrollEvent]
    )?
  /// When the last segment's transition ends counting its recorded `delay`, or its viewport
  /// stops moving (``ViewportTrack/end``) if later: a delay or a scroll after the last apply
  /// lengthens the timeline.
  private var lastSegmentEnd: Double?
  /// Without recorded geometry, how far the model's content is scrolled: the content y shown
  /// at the top of the visible area, under the bars (0: the top). Moved by `scroll` lines,
  /// kept across applies as UIKit keeps `contentOffset`, clamped when the content shrinks.
  private var modelOffset = 0.0
  /// The segment the next one builds on, with the state it shows.
  private var built: SegmentBase?

  /// What an assembly builds and keeps.
  struct Policy: Hashable, Sendable {
    /// Which applies' segments are kept.
    var retention = SegmentRetention.framesOnly
    /// Whether segments are built, and whether the kept ones are held.
    var work = Work.holding
    /// Keep in each segment only the sprites that can reach the canvas
    /// (``Segment/culled(to:)``); tests turn it off to prove the frames are the same.
    var culling = true
  }

  /// How much of each segment an assembly makes.
  enum Work: Hashable, Sendable {
    /// Builds every segment and holds the kept ones: the timeline draws from memory.
    case holding
    /// Builds every segment and holds none, keeping only the kept ones' schedule entries: a
    /// pass that counts frames when the schedule alone does not tell the length.
    case counting
    /// Builds no segment, only the schedule: the first pass of a timeline drawn while reading
    /// (``TimelineWindow``); ``finish(frameBudget:)`` gives `nil` when the length needs the
    /// last segment's sprites.
    case scheduling
  }

  /// Prepares the timeline's canvas, layout and chrome.
  ///
  /// - Parameters:
  ///   - options: The render options.
  ///   - title: The recording's title, for a navigation bar.
  ///   - tallestContent: For a grid without a viewport, whose canvas is as tall as its
  ///     tallest state: the largest `GridLayout.contentHeight(of:)` of the applies in range
  ///     (``FrameTimeline/needsTallestContent(_:)``), measured beforehand.
  ///   - policy: What to build and keep.
  ///   - cellImages: Where the `cell-image` lines read go: a second pass over a recording
  ///     passes the first pass's library, which already holds them (each digest is kept once).
  init(
    options: RenderOptions, title: String?, tallestContent: Double = 0,
    policy: Policy = Policy(), cellImages: CellImageLibrary = CellImageLibrary()
  ) {
    self.cellImages = cellImages
    self.options = options
    self.policy = policy
    self.title = title
    self.tallestContent = tallestContent
    screen = Screen(options: options, title: title, tallestContent: tallestContent)
  }

  /// What the frames are drawn on and with: decided once, before the first apply is placed.
  private struct Screen {
    let canvasSize: SceneSize
    let chrome: [SceneElement]
    /// Why the canvas cannot be drawn, found before any apply: reported by
    /// ``TimelineAssembly/finish(frameBudget:)`` after the reasons that come first (no
    /// applies, none in range), as a whole recording's timeline reports them.
    let canvasProblem: FrameTimelineError?
    let layout: any ReplayLayout
    /// The bars, when they have a large title that collapses as the model scrolls
    /// (``PhoneChrome/collapsed(by:)``); `nil` otherwise, and under a recorded inset band.
    let collapsingChrome: PhoneChrome?
    /// The height of the bars over the content: where the model's content starts.
    let barsHeight: Double
    /// The model layout under a recorded `layout` line: looks, and places for items off
    /// screen (``RecordedGeometryLayout``); not moved down by the bars, since recorded rects
    /// are seen from the recorded offset.
    let modelLayout: any ReplayLayout
    let builder: SegmentBuilder
    let canvas: SceneRect

    /// The options' screen, or with `recorded` (and no viewport asked for) the recorded
    /// bounds' size with compact bars, as the recorded insets leave room for. Without bars
    /// (`--chrome none`), the recorded top inset is a plain band in the canvas colour
    /// (``PhoneChrome/insetBand(top:width:background:)``): the device's bars stood there, over
    /// the content scrolled under them.
    init(
      options: RenderOptions, title: String?, tallestContent: Double,
      recorded: SceneSize? = nil, recordedInsets: RecordedInsets? = nil
    ) {
      let screen = options.viewport == nil ? recorded : nil
      let bars = PhoneChrome(
        style: options.chrome, largeTitle: options.layout == .list && screen == nil,
        width: screen?.width ?? FrameTimeline.width(options), title: title,
        background: options.resolvedBackground, direction: options.layoutDirection)
      if let insets = recordedInsets, options.chrome == .none {
        chrome = PhoneChrome.insetBand(
          top: insets.top, width: screen?.width ?? FrameTimeline.width(options),
          background: options.resolvedBackground)
        collapsingChrome = nil
      } else {
        chrome = bars.elements
        collapsingChrome = bars.hasLargeTitle ? bars : nil
      }
      barsHeight = bars.height
      let canvasSize: SceneSize
      switch options.layout {
      case .grid:
        let grid = GridLayout(options: options)
        layout = OffsetLayout(grid, top: bars.height)
        modelLayout = grid
        if let viewport = options.viewport ?? screen {
          canvasSize = viewport
        } else {
          // max(a + b, a + c) is a + max(b, c) exactly: rounding is monotonic.
          let tallest = max(0, bars.height + tallestContent)
          canvasSize = SceneSize(width: max(layout.contentWidth, 1), height: max(tallest, 1))
        }
      case .list:
        let size = options.viewport ?? screen ?? SceneSize(width: 390, height: 844)
        let list = ListLayout(
          width: size.width, style: options.listStyle, scale: options.scale,
          contentSize: options.contentSize, direction: options.layoutDirection,
          appearance: options.appearance, listAppearance: options.recordedListAppearance)
        layout = OffsetLayout(list, top: bars.height)
        modelLayout = list
        canvasSize = size
      }
      self.canvasSize = canvasSize
      let limit = Double(FrameTimelineError.pixelLimit)
      if canvasSize.width * options.scale <= limit, canvasSize.height * options.scale <= limit {
        canvasProblem = nil
      } else {
        canvasProblem = .canvasTooLarge(
          width: canvasSize.width, height: canvasSize.height, scale: options.scale)
      }
      builder = SegmentBuilder(
        canvas: canvasSize, curve: options.curve, usesRowAnimations: layout.usesRowAnimations)
      canvas = SceneRect(x: 0, y: 0, width: canvasSize.width, height: canvasSize.height)
    }
  }

  /// Whether `apply` is one the options render (`fromSeq ≤ seq ≤ toSeq`).
  static func isInRange(_ apply: ApplyEvent, _ options: RenderOptions) -> Bool {
    apply.seq >= (options.fromSeq ?? Int.min) && apply.seq <= (options.toSeq ?? Int.max)
  }

  /// Adds the next validated apply of the replay, in recorded order; those outside the range
  /// are skipped.
  ///
  /// - Complexity: O(e log e) for the apply before, whose segment it builds.
  mutating func add(_ apply: ValidatedApply) {
    let ordinal = appliesSeen
    appliesSeen += 1
    guard Self.isInRange(apply.apply, options) else { return }
    var apply = apply
    forgetUndefinedImages(of: &apply.apply, ordinal: ordinal)
    appliesInRange += 1
    guard screen.canvasProblem == nil else { return }
    // The change from the waiting apply is found before the waiting apply's segment is built,
    // not after: the diff's scratch (tens of megabytes for a list of a million rows) then
    // never coexists with that segment's off-canvas records.
    var change: ApplyChange?
    if policy.work != .scheduling, let waiting {
      change = ApplyChange(from: waiting.snapshot, to: apply.snapshot)
    }
    placeWaiting(isLast: false, nextTime: apply.apply.time)
    waiting = (apply.apply, apply.snapshot, change, nil, [])
  }

  /// Takes what the screen showed after the apply added last: its `layout` line, when its
  /// `seq` is that apply's (a line for an apply outside the range, not played, or already
  /// given one is ignored). The apply is then drawn at the recorded places, for the recorded
  /// duration.
  mutating func add(_ recorded: LayoutEvent) {
    guard var waiting, waiting.apply.seq == recorded.seq, waiting.recorded == nil else { return }
    waiting.recorded = recorded
    self.waiting = waiting
  }

  /// Takes a `scroll` line: the viewport moves while the apply added last is on screen (one
  /// before any apply, or after one outside the range, is ignored). Drawn only for an apply
  /// with a recorded `layout` line, whose offset the scroll's is compared with.
  mutating func add(_ scroll: ScrollEvent) {
    guard var waiting else { return }
    waiting.scrolls.append(scroll)
    self.waiting = waiting
  }

  /// Takes a verified `cell-image` line: items of later applies naming it are drawn as it.
  mutating func add(_ image: CellImageEvent) {
    cellImages.define(image, beforeApply: appliesSeen)
  }

  /// Drops from `apply`'s items every image no line before it defined (`check` warns of
  /// each): they are drawn from their labels, whether the timeline is read once, again in
  /// windows, or by a shard that stops early. Copies nothing when every image is known.
  private func forgetUndefinedImages(of apply: inout ApplyEvent, ordinal: Int) {
    let library = cellImages
    func isUndefined(_ item: RecordedItem) -> Bool {
      item.image.map { !library.isDefined($0, beforeApply: ordinal) } ?? false
    }
    guard apply.sections.contains(where: { $0.items.contains(where: isUndefined) }) else { return }
    for section in apply.sections.indices {
      for item in apply.sections[section].items.indices
      where isUndefined(apply.sections[section].items[item]) {
        apply.sections[section].items[item].image = nil
      }
    }
  }

  /// Takes the next event of the replay: an apply ``ReplayPlayback`` plays, a `layout` or a
  /// `scroll` line, a `cell-image` line; anything else is not the timeline's.
  mutating func take(_ event: ValidatedEvent, playback: inout ReplayPlayback) {
    if let apply = playback.plays(event) {
      add(apply)
    } else if case .layout(let recorded, _) = event {
      add(recorded)
    } else if case .scroll(let scroll, _) = event {
      add(scroll)
    } else if case .cellImage(let image, _) = event {
      add(image)
    }
  }

  /// The timeline of the applies added: the one way an assembly finishes.
  ///
  /// - Parameter frameBudget: The most frames it may have.
  /// - Returns: The timeline, as ``FrameTimeline/init(applies:options:frameBudget:keeping:title:)``
  ///   builds it from the same applies (holding no segment unless the work is
  ///   ``Work/holding``). `nil` only when scheduling and an earlier transition ends after the
  ///   last apply's: the last segment's end then needs its sprites (assemble again, counting).
  /// - Throws: ``FrameTimelineError``: no applies, none in range, a canvas too large, too many
  ///   frames, in that order.
  mutating func finish(frameBudget: FrameBudget = .default) throws(FrameTimelineError)
    -> FrameTimeline?
  {
    guard appliesSeen > 0 else { throw .noApplies }
    guard appliesInRange > 0 else {
      throw .nothingInRange(from: options.fromSeq, to: options.toSeq)
    }
    if let canvasProblem = screen.canvasProblem { throw canvasProblem }
    placeWaiting(isLast: true)
    guard let last = schedule.last else { throw .noApplies }
    let end: Double
    switch policy.work {
    case .scheduling:
      // Every sprite settles at the end of some apply's transition: when none ends after the
      // last apply's, that end is the last sprite's.
      let lastEnd = max(last.end, lastSegmentEnd ?? last.end)
      guard lastEnd >= latestEnd else { return nil }
      end = lastEnd
    case .holding, .counting:
      guard let built = built.take() else { throw .noApplies }
      // Off-screen sprites count here: the last one to settle sets the end, seen or not; so
      // does the last scroll.
      end = max(built.segment.end, built.segment.viewport.end ?? built.segment.end)
      if policy.work == .holding { segments.append(kept(built.segment)) }
    }
    timings.append(last)
    return try timeline(end: end, frameBudget: frameBudget)
  }

  /// The timeline whose last sprite settles at `end`, within `frameBudget`.
  private func timeline(end: Double, frameBudget: FrameBudget) throws(FrameTimelineError)
    -> FrameTimeline
  {
    let totalDuration = max(end, schedule.last?.end ?? 0) + options.hold
    // Counted in floating point and checked before the conversion: a recording's times can
    // make any number, infinity included.
    let frames = (totalDuration * options.fps + 1e-9).rounded(.down) + 1
    guard frameBudget.allows(frames) else {
      let cause = FrameCountExcess.cause(
        schedule: schedule, hold: options.hold, total: totalDuration)
      throw .tooManyFrames(FrameCountExcess(frames: frames, budget: frameBudget, cause: cause))
    }
    return FrameTimeline(
      options: options, canvasSize: canvasSize, schedule: schedule, totalDuration: totalDuration,
      frameCount: Int(frames), idleCuts: idleCuts, chrome: chrome, segments: segments,
      segmentTimings: timings, cellImages: cellImages, collapsingChrome: collapsingChrome)
  }

  /// Hands over the kept segments built so far, each with its schedule entry, and forgets
  /// them: a segment is final once the next one is built, so frames falling in it can be
  /// drawn while the rest of the recording streams in (``TimelineWindow``).
  mutating func takeKeptSegments() -> [(segment: Segment, timing: ScheduledApply)] {
    defer {
      segments.removeAll()
      timings.removeAll()
    }
    return Array(zip(segments, timings))
  }

  /// A segment as it is kept until frames are drawn: culled, and each of its runs in an array
  /// of exactly its size (the builder's grow by doubling or are reserved for the whole layout),
  /// since a long recording keeps one for every frame.
  private func kept(_ segment: Segment) -> Segment {
    var kept = policy.culling ? segment.culled(to: screen.canvas) : segment
    kept.groups = kept.groups.map { group in group.map { $0 } }
    return kept
  }

  /// Schedules the waiting apply and builds its segment on the one before, which goes once the
  /// new one is built: the builder holds the segment it builds on and the new one, and little
  /// else.
  private mutating func placeWaiting(isLast: Bool, nextTime: Double? = nil) {
    guard let (apply, snapshot, foundChange, recorded, scrolls) = waiting.take() else { return }
    // The first apply in range decides the screen: the recorded one when it has a layout.
    if schedule.isEmpty, let recorded {
      // Decided again even when a viewport keeps the canvas: the recorded list appearance and
      // the band over the recorded top inset come from the line.
      options = options.resolvingRecorded(list: recorded.list)
      screen = Screen(
        options: options, title: title, tallestContent: tallestContent,
        recorded: SceneSize(width: recorded.bounds.width, height: recorded.bounds.height),
        recordedInsets: recorded.insets)
    }
    let (entry, cut) = FrameTimeline.scheduleEntry(
      of: apply, after: schedule.last.flatMap { last in previousTime.map { (last, $0) } },
      options: options, recordedTiming: recorded?.timing)
    schedule.append(entry)
    if let cut { idleCuts.append(cut) }
    previousTime = apply.time
    // Without recorded geometry the model scrolls itself: its layout is seen from the offset
    // the last scroll left, clamped to this state's content.
    var modelLayout = screen.layout
    var startOffset = 0.0
    var scrollsModel = false
    if recorded == nil, modelOffset > 0 || !scrolls.isEmpty, policy.work != .scheduling {
      scrollsModel = true
      startOffset = min(modelOffset, maxModelOffset(of: apply.sections))
      modelOffset = startOffset
      if startOffset > 0 { modelLayout = OffsetLayout(screen.layout, top: -startOffset) }
      // A plain list's headers float under the bars while it scrolls, as a plain table's do
      // (docs/Rendering.md, "Scrolling"); grouped ones scroll away with their rows.
      if options.layout == .list, options.listStyle == .plain {
        modelLayout = FloatingHeadersLayout(
          modelLayout, visibleTop: screen.barsHeight,
          collapsible: screen.collapsingChrome == nil ? 0 : PhoneChrome.largeTitleHeight,
          scrolled: startOffset,
          rowSpans: FloatingHeadersLayout.rowSpans(of: modelLayout, in: apply.sections))
      }
    }
    let viewport = viewportTrack(
      of: apply, entry: entry, recorded: recorded, scrolls: scrolls, nextTime: nextTime,
      modelStart: startOffset)
    // The device's delay postpones the motion, not the apply: the schedule keeps the apply's
    // start, the segment holds still until then. A first apply, or a cut, is not delayed.
    let delay =
      schedule.count > 1 && entry.duration > 0
      ? max(recorded?.timing?.delay ?? 0, 0) / options.speed : 0
    let segmentEnd = max(entry.end + delay, viewport.end ?? entry.end)
    lastSegmentEnd = segmentEnd
    latestEnd = max(latestEnd, segmentEnd)
    // The previous apply's segment is kept when some frame falls in it (or every one is kept).
    let index = schedule.count - 1
    let keepsPrevious =
      index > 0
      && (policy.retention == .everyApply
        || FrameTimeline.someFrame(from: schedule[index - 1].start, before: entry.start, options))
    if policy.work == .scheduling {
      if keepsPrevious { timings.append(schedule[index - 1]) }
      return
    }
    // A kept segment holds only what can reach the canvas: a list of a million rows keeps the
    // few dozen on screen or moving through it. The segment the next one builds on also keeps
    // its other rows and separators, as compact records; the last one keeps nothing else.
    // While the viewport moves, what can reach the canvas is what any of its places shows.
    let canvas = viewport.reach(of: screen.canvas) ?? screen.canvas
    let selection: SegmentBuilder.Selection =
      policy.culling ? (isLast ? .reaching(canvas) : .recording(canvas)) : .everything
    let layout: any ReplayLayout =
      recorded.map { RecordedGeometryLayout(model: screen.modelLayout, recorded: $0) }
      ?? modelLayout
    guard let previous = built.take() else {
      built = screen.builder.first(
        layout, sections: apply.sections, snapshot: snapshot, seq: apply.seq, selecting: selection)
      built?.segment.viewport = viewport
      if scrollsModel { built?.segment.modelOffset = startOffset }
      return
    }
    if keepsPrevious {
      if policy.work == .holding { segments.append(kept(previous.segment)) }
      timings.append(schedule[index - 1])
    }
    // The segment built on is the waiting apply's before this one, so the change found when
    // this apply was added is the one from its snapshot.
    let change = foundChange ?? ApplyChange(from: previous.snapshot, to: snapshot)
    built = screen.builder.next(
      after: previous, layout: layout, sections: apply.sections, snapshot: snapshot,
      change: change, apply: apply, timing: entry,
      curve: recorded?.timing.map(TransitionCurve.init), delay: delay, selecting: selection)
    built?.segment.viewport = viewport
    if scrollsModel { built?.segment.modelOffset = startOffset }
  }

  /// Where the viewport moves while `apply`'s segment is on screen: each `scroll` line after
  /// it, as a shift from the offset its `layout` line recorded, at the output time its recorded
  /// time maps to. Recorded timing plays the gap at the speed, up to the idle cap (a later
  /// scroll is reached at the cap); sequential timing squeezes the gap to the next apply (after
  /// the last one, to the last scroll) into the time until the next apply starts.
  ///
  /// Without a `layout` line the model follows the lines with its own layout, from
  /// `modelStart`: a recorded offset y shows the model's content from y + the bars' height
  /// under the bars (the device's offset is −top inset at the top, and the model's bars stand
  /// for that inset), clamped to the model's content as UIKit clamps; the offset reached is
  /// kept for the next apply (``modelOffset``).
  private mutating func viewportTrack(
    of apply: ApplyEvent, entry: ScheduledApply, recorded: LayoutEvent?, scrolls: [ScrollEvent],
    nextTime: Double?, modelStart: Double
  ) -> ViewportTrack {
    var track = ViewportTrack(resolution: 1 / options.fps)
    guard !scrolls.isEmpty else { return track }
    // The model's scrolls need its content's height; a schedule-only pass draws nothing.
    let maxOffset =
      recorded == nil && policy.work != .scheduling ? maxModelOffset(of: apply.sections) : 0
    var rate = 1 / options.speed
    var limit = Double.infinity
    switch options.timing {
    case .recorded:
      if let maxIdle = options.maxIdle { limit = entry.start + maxIdle }
    case .sequential:
      // Recorded gaps are not played: the scrolls take the time the apply has, to the next
      // apply's recorded time, or after the last apply to the last scroll's.
      let until = max(entry.duration, 1 / options.fps)
      let span = (nextTime ?? scrolls.last?.time ?? apply.time) - apply.time
      rate = span > 0 ? until / span : 0
      limit = entry.start + until
    }
    for scroll in scrolls {
      let time = min(entry.start + max(scroll.time - apply.time, 0) * rate, limit)
      if let recorded {
        track.append(
          at: time, dx: recorded.offset.x - scroll.offset.x,
          dy: recorded.offset.y - scroll.offset.y)
      } else {
        let target = min(max(scroll.offset.y + screen.barsHeight, 0), maxOffset)
        track.append(at: time, dx: 0, dy: modelStart - target)
        modelOffset = target
      }
    }
    return track
  }

  /// The largest offset the model's layout of `sections` can be scrolled to: its content
  /// (bars included) less the canvas, 0 when it fits.
  ///
  /// - Complexity: O(e): the state is laid out once more.
  private func maxModelOffset(of sections: [RecordedSection]) -> Double {
    var bottom = 0.0
    screen.layout.forEachElement(of: sections) { element in
      bottom = max(bottom, element.look.frame.y + element.look.frame.height)
    }
    return max(0, bottom - screen.canvasSize.height)
  }
}
