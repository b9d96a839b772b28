import SnapshotModel
internal import SnapshotRecording

/// Turns each apply into a segment, starting every element from where it is on screen at the
/// apply's start, so an interrupted transition continues without a jump.
struct SegmentBuilder {
  let canvas: SceneSize
  let curve: TimingCurve
  let usesRowAnimations: Bool

  /// Which sprites a built segment keeps whole: a selection, named apart from
  /// ``SegmentRetention`` (which segments a timeline keeps).
  enum Selection {
    /// Every sprite: tests build a timeline so to show that culling changes no frame.
    case everything
    /// Only the sprites that can reach the canvas, as ``Segment/culled(to:)`` would leave
    /// them, never holding the others: for the last apply, which no segment builds on.
    case reaching(SceneRect)
    /// The sprites that can reach the canvas, and the state's other rows and separators as
    /// records (``OffCanvasSprites``) for the next segment to build on; other sprites that
    /// never reach the canvas are left out, except the sections' headers and backdrops.
    case recording(SceneRect)

    var canvas: SceneRect? {
      switch self {
      case .everything: nil
      case .reaching(let canvas), .recording(let canvas): canvas
      }
    }
  }

  /// The first apply: everything `layout` places for `sections`, settled at time 0, kept as
  /// `keeping` says.
  func first(
    _ layout: any ReplayLayout, sections: [RecordedSection], snapshot: ApplyChange.Snapshot,
    seq: Int, selecting keeping: Selection
  ) -> SegmentBase {
    // Sorted into layers as the layout places them: a long list's layout is never held
    // whole besides its sprites, and no layer is grown by doubling.
    var layers = Layers(keeping, sections: sections, snapshot: snapshot)
    layout.forEachElement(of: sections) { element in
      layers.append(settled(element, look: element.look, at: 0), lookIsFresh: true)
    }
    let end = layers.end ?? 0
    return Layers.base(
      leaving: Layers(keeping), staying: layers, seq: seq, start: 0, end: end,
      sections: sections, snapshot: snapshot)
  }

  /// The segment of `apply`, which turns the previous segment's state into the one `layout`
  /// places for `sections` as `change` says, starting at `timing.start`, kept as `keeping`
  /// says. The layout hands its elements over one by one and is never held whole. `curve`,
  /// the one the device recorded for the apply, eases the transitions it starts; they start
  /// `delay` seconds after `timing.start` (the recorded `delay`, in output seconds), the
  /// segment itself at `timing.start`, holding still until then.
  ///
  /// Rows leave and arrive as the changeset says; headers, separators and backdrops, which only
  /// the layout has, come and go with the layout (a header with its section or its title) and
  /// fade, and a reloaded section's header cross-fades with its rows.
  ///
  /// An off-canvas record of `base` is read where a sprite was: where it is at the apply's
  /// start, whether it leaves; its look, needed only when its leaving reaches the canvas, is
  /// found by laying `base`'s apply out again, once for all such records. The segment's
  /// ``Segment/end`` counts every sprite, kept or not.
  ///
  /// The phases are ``SegmentStep``'s: place the new state, let what the new state lacks
  /// depart (only when the apply animates), fill in the looks of records, finish.
  ///
  /// - Complexity: O(e) for e elements on screen before and after, and O(e) more when an
  ///   off-canvas record's look is needed.
  func next(
    after base: SegmentBase, layout: any ReplayLayout, sections: [RecordedSection],
    snapshot: ApplyChange.Snapshot, change: ApplyChange, apply: ApplyEvent,
    timing: ScheduledApply, curve: TransitionCurve? = nil, delay: Double = 0,
    selecting keeping: Selection
  ) -> SegmentBase {
    // A cut (no duration) has nothing to delay.
    let delayed = timing.duration > 0 && delay > 0 ? delay : 0
    // The sprites this apply starts carry the recorded curve from the first: whether one can
    // reach the canvas depends on it (a spring overshoots its end, ``Sprite/reach``).
    let motion = Motion(
      start: timing.start + delayed, duration: timing.duration,
      style: usesRowAnimations && layout.usesRowAnimations
        ? apply.rowAnimation ?? .automatic : .fade,
      curve: timing.duration > 0 ? curve : nil)
    var step = SegmentStep(
      from: base, into: sections, snapshot: snapshot, change: change, apply: apply,
      motion: motion, selecting: keeping, canvas: canvas, curve: self.curve,
      readingAt: timing.start)
    step.placeNewState(layout: layout, sections: sections)
    if timing.duration > 0 {
      step.carryOnLeaving()
      step.departRemoved()
    }
    step.fillLooks(layout: layout)
    var built = step.finished(seq: apply.seq, sections: sections, snapshot: snapshot)
    built.segment.start = timing.start
    return built
  }

  /// `element` resting at its place from `time` on, drawn as `look`: the first apply has no
  /// transition to make.
  private func settled(_ element: ArrangedElement, look: SceneElement, at time: Double) -> Sprite {
    let attributes = SpriteAttributes(settled: element.look)
    return Sprite(
      key: element.key, section: element.section, leaving: false, look: look,
      from: attributes, to: attributes,
      start: time, duration: 0, pin: element.pin)
  }
}
