import SnapshotModel

extension SnapshotRecorder {
  /// Measures what the screen showed right after an apply: handed to
  /// ``observer(view:geometry:)``, called once the apply's line is recorded; `nil` records no
  /// `layout` line for that apply.
  ///
  /// ```swift
  /// let provider: SnapshotRecorder.GeometryProvider<String, String> = { application in
  ///   myLayout.geometry(of: application.snapshot)   // the app's or the test's own layout
  /// }
  /// ```
  public typealias GeometryProvider<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable> =
    @Sendable (SnapshotApplication<SectionID, ItemID>) -> ScreenGeometry?

  /// Whether `layout` and `scroll` lines are recorded, and their budgets; read and set from
  /// any thread. Turning capture off makes ``recordLayout(_:time:)`` and
  /// ``recordScroll(offset:settled:time:)`` return at once, before anything is measured by
  /// the data sources that ask ``capturesGeometry``.
  ///
  /// ```swift
  /// recorder.geometryCapture.isEnabled = false
  /// ```
  public var geometryCapture: GeometryCapture {
    get { state.withLock { $0.geometryCapture } }
    set { state.withLock { $0.geometryCapture = newValue } }
  }

  /// Whether geometry is being recorded: what a data source asks before measuring anything.
  ///
  /// ```swift
  /// if recorder.capturesGeometry { recorder.recordLayout(measure()) }
  /// ```
  public var capturesGeometry: Bool {
    state.withLock { $0.geometryCapture.isEnabled && !$0.closed && $0.writeError == nil }
  }

  /// The closure to hand to `DiffableDataSource(observer:)`: records each apply as the given
  /// kind of view, then, when `geometry` is given and capture is on, the `layout` line it
  /// measures. A collection view records no `rowAnimation` (it has no row animations).
  ///
  /// ```swift
  /// let dataSource = DiffableDataSource<String, String>(
  ///   observer: recorder.observer(view: .collection) { application in
  ///     ScreenGeometry(…)   // what the test's own layout computes for application.snapshot
  ///   })
  /// // {"type":"apply","seq":1,…}
  /// // {"type":"layout","seq":1,…,"view":"collection",…}
  /// ```
  ///
  /// - Parameters:
  ///   - view: The kind of list view the data source feeds.
  ///   - geometry: Measures the screen after each apply; `nil` records applies only.
  /// - Returns: The observer closure.
  public func observer<S: RecordableIdentifier, I: RecordableIdentifier>(
    view: LayoutEvent.View, geometry: GeometryProvider<S, I>? = nil
  ) -> @Sendable (SnapshotApplication<S, I>) -> Void {
    { [self] application in
      record(application, view: view)
      guard let geometry, capturesGeometry, let measured = geometry(application) else { return }
      recordLayout(measured)
    }
  }

  /// Records one apply from the given kind of view: as ``record(_:time:)``, without the
  /// `rowAnimation` for a collection view.
  ///
  /// ```swift
  /// recorder.record(application, view: .collection)  // no "rowAnimation" key
  /// ```
  ///
  /// - Parameters:
  ///   - application: The apply, as `DiffableDataSource` reports it.
  ///   - view: The kind of list view.
  ///   - time: Overrides the clock; see ``record(_:time:)``.
  public func record<S: RecordableIdentifier, I: RecordableIdentifier>(
    _ application: SnapshotApplication<S, I>, view: LayoutEvent.View, time: Double? = nil
  ) {
    record(
      application, rowAnimation: view == .table ? application.rowAnimation : nil, time: time)
  }

  /// Records what the screen showed after the last recorded apply: a `layout` line with that
  /// apply's `seq`, the frames within ``ScreenGeometry/capturedRect`` (the nearest ones first
  /// when more than ``GeometryCapture/itemBudget``), timed by the clock.
  ///
  /// Call it on the thread that applied, right after the apply returned, as the recording data
  /// sources and ``observer(view:geometry:)`` do. Nothing is written — and `false` returned —
  /// when capture is off, no apply was recorded yet, that apply already has its layout, or the
  /// geometry cannot be written as readers require (a bounds side below 1, a negative inset or
  /// content size, a length beyond ±10,000,000 points or not finite); item and supplementary
  /// frames that cannot be written are left out, and a timing that cannot be is dropped.
  ///
  /// A flight recorder keeps the line in its apply's slot, so that the ring drops the two
  /// together and a dump never holds a layout without its apply.
  ///
  /// ```swift
  /// recorder.recordApply(sections: [("s", ["a"])])      // seq 1
  /// recorder.recordLayout(geometry)                     // {"type":"layout","seq":1,…}
  /// recorder.recordLayout(geometry)                     // false: seq 1 has its layout
  /// ```
  ///
  /// - Parameters:
  ///   - geometry: What the screen showed.
  ///   - time: Overrides the clock; see ``record(_:time:)``.
  /// - Returns: Whether the line was written (or kept).
  @discardableResult
  public func recordLayout(_ geometry: ScreenGeometry, time: Double? = nil) -> Bool {
    let capture = geometryCapture
    guard capture.isEnabled, let event = Self.layoutEvent(for: geometry, capture: capture) else {
      return false
    }
    return state.withLock { state in
      let seq = state.nextSeq - 1
      guard seq >= 1, state.layoutSeq != seq, !state.closed, state.writeError == nil else {
        return false
      }
      var event = event
      event.seq = seq
      event.time = state.advance(to: time ?? clock())
      let line = RecordingWriter.line(for: event)
      if isFlightRecorder, state.newestKeptApplySeq == seq {
        state.kept.extendNewest(with: line)
      } else if !write(line, state: &state) {
        return false
      }
      state.layoutSeq = seq
      state.lastScroll = (event.time, event.offset)
      return true
    }
  }

  /// Records that the visible part moved without an apply: a `scroll` line, at most one per
  /// ``GeometryCapture/scrollInterval`` while scrolling goes on, and one when it settles.
  ///
  /// A moving offset is written when the last `scroll` line is at least the interval old (so
  /// ten a second at most); a settled offset is written unless it is where the last `scroll`
  /// or `layout` line left the view. Offsets that are not finite or beyond ±10,000,000 points
  /// are not written.
  ///
  /// ```swift
  /// recorder.recordScroll(offset: RecordedPoint(x: 0, y: 120), settled: false)  // written
  /// recorder.recordScroll(offset: RecordedPoint(x: 0, y: 130), settled: false)  // too soon
  /// recorder.recordScroll(offset: RecordedPoint(x: 0, y: 480), settled: true)   // written
  /// ```
  ///
  /// - Parameters:
  ///   - offset: The scroll view's `contentOffset`.
  ///   - settled: Whether scrolling stopped (the drag ended without deceleration, or the
  ///     deceleration ended).
  ///   - time: Overrides the clock; see ``record(_:time:)``.
  /// - Returns: Whether the line was written (or kept).
  @discardableResult
  public func recordScroll(offset: RecordedPoint, settled: Bool, time: Double? = nil) -> Bool {
    guard Self.isWritable([offset.x, offset.y]) else { return false }
    return state.withLock { state in
      let capture = state.geometryCapture
      guard capture.isEnabled else { return false }
      let now = time ?? clock()
      if let last = state.lastScroll {
        if settled {
          guard last.offset != offset else { return false }
        } else {
          guard !(now - last.time < capture.scrollInterval) else { return false }
        }
      }
      let scroll = ScrollEvent(time: state.advance(to: now), offset: offset)
      guard write(RecordingWriter.line(for: scroll), state: &state) else { return false }
      state.lastScroll = (scroll.time, offset)
      return true
    }
  }

  /// The `layout` event for `geometry` (seq and time 0, set under the lock), or `nil` when its
  /// scroll view's numbers cannot be written as readers require.
  static func layoutEvent(for geometry: ScreenGeometry, capture: GeometryCapture) -> LayoutEvent? {
    let scrollNumbers = [
      geometry.bounds.width, geometry.bounds.height, geometry.offset.x, geometry.offset.y,
      geometry.insets.top, geometry.insets.left, geometry.insets.bottom, geometry.insets.right,
      geometry.content.width, geometry.content.height,
    ]
    guard isWritable(scrollNumbers), geometry.bounds.width >= 1, geometry.bounds.height >= 1,
      geometry.content.width >= 0, geometry.content.height >= 0,
      [geometry.insets.top, geometry.insets.left, geometry.insets.bottom, geometry.insets.right]
        .allSatisfy({ $0 >= 0 })
    else { return nil }
    let area = geometry.capturedRect
    var event = LayoutEvent(
      seq: 0, time: 0, view: geometry.view, bounds: geometry.bounds, offset: geometry.offset,
      content: geometry.content)
    event.list = geometry.list
    event.insets = geometry.insets
    event.items = nearest(
      geometry.items.filter { isWritable($0.rect) && intersects($0.rect, area) },
      budget: capture.itemBudget, to: area, rect: \.rect)
    event.supplementary = nearest(
      geometry.supplementary.filter { isWritable($0.rect) && intersects($0.rect, area) },
      budget: capture.supplementaryBudget, to: area, rect: \.rect)
    event.timing = geometry.timing.flatMap { isWritable($0) ? $0 : nil }
    return event
  }

  /// At most `budget` of `elements`, in their order: those whose rects lie nearest the middle
  /// of `area` when there are more.
  private static func nearest<Element>(
    _ elements: [Element], budget: Int, to area: RecordedRect, rect: (Element) -> RecordedRect
  ) -> [Element] {
    let budget = max(0, budget)
    guard elements.count > budget else { return elements }
    let middle = area.y + area.height / 2
    let kept = elements.indices
      .sorted { first, second in
        let one = abs(rect(elements[first]).y + rect(elements[first]).height / 2 - middle)
        let other = abs(rect(elements[second]).y + rect(elements[second]).height / 2 - middle)
        return one == other ? first < second : one < other
      }
      .prefix(budget)
      .sorted()
    return kept.map { elements[$0] }
  }

  /// Whether two rects overlap or touch: a zero-height header on the captured rect's edge is
  /// still captured.
  private static func intersects(_ rect: RecordedRect, _ area: RecordedRect) -> Bool {
    rect.x <= area.maxX && rect.maxX >= area.x && rect.y <= area.maxY && rect.maxY >= area.y
  }

  private static func isWritable(_ numbers: [Double]) -> Bool {
    numbers.allSatisfy { $0.isFinite && abs($0) <= GeometryCapture.lengthLimit }
  }

  /// Checked without building an array: it runs for every frame a provider gives.
  private static func isWritable(_ rect: RecordedRect) -> Bool {
    let limit = GeometryCapture.lengthLimit
    return abs(rect.x) <= limit && abs(rect.y) <= limit && rect.width >= 0
      && rect.width <= limit && rect.height >= 0 && rect.height <= limit
  }

  private static func isWritable(_ timing: RecordedTiming) -> Bool {
    let seconds = [timing.duration, timing.delay]
    guard seconds.allSatisfy({ $0.isFinite && (0...3_600).contains($0) }) else { return false }
    switch timing.curve {
    case .cubic(let x1, let y1, let x2, let y2):
      return isWritable([y1, y2]) && (0...1).contains(x1) && (0...1).contains(x2)
    case .spring(let spring):
      let limit = 1_000_000.0
      return spring.mass > 0 && spring.mass <= limit && spring.stiffness > 0
        && spring.stiffness <= limit && spring.damping >= 0 && spring.damping <= limit
        && isWritable([spring.initialVelocity])
    }
  }
}
