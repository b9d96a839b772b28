import DiffableSnapshot
internal import SnapshotRecording

/// Turns each apply into a segment, starting every element from where it is on screen at the
/// apply's start, so an interrupted transition continues without a jump.
struct SegmentBuilder {
  let canvas: SceneSize
  let curve: TimingCurve
  let usesRowAnimations: Bool

  /// Which sprites a built segment keeps whole.
  enum Keeping {
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
    seq: Int, keeping: Keeping
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
  /// says. The layout hands its elements over one by one and is never held whole.
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
    timing: ScheduledApply, keeping: Keeping
  ) -> SegmentBase {
    let motion = Motion(
      start: timing.start, duration: timing.duration,
      style: usesRowAnimations ? apply.rowAnimation ?? .automatic : .fade)
    var step = SegmentStep(
      from: base, into: sections, snapshot: snapshot, change: change, apply: apply,
      motion: motion, keeping: keeping, canvas: canvas, curve: curve)
    step.placeNewState(layout: layout, sections: sections)
    if timing.duration > 0 {
      step.carryOnLeaving()
      step.departRemoved()
    }
    step.fillLooks(layout: layout)
    return step.finished(seq: apply.seq, sections: sections, snapshot: snapshot)
  }

  /// `element` resting at its place from `time` on, drawn as `look`: the first apply has no
  /// transition to make.
  private func settled(_ element: ArrangedElement, look: SceneElement, at time: Double) -> Sprite {
    let attributes = SpriteAttributes(settled: element.look)
    return Sprite(
      key: element.key, section: element.section, leaving: false, look: look,
      from: attributes, to: attributes,
      start: time, duration: 0)
  }

  /// Sprites sorted into drawing layers as they come, so that a segment of a long list is
  /// sorted without a copy of the whole of it. The layers keep the order within each: group
  /// backdrops, then inset-grouped headers (so that a row moving past one covers it, as an
  /// opaque cell does), then cells, each followed by its separator (a list cell draws its own
  /// separator, so a row moving over another covers that one's line too), and last the other
  /// headers (a plain list's bands, over the rows scrolling under them).
  ///
  /// What never reaches the canvas is kept as ``Keeping`` says: whole, left out, or, for the
  /// live rows and separators of a state that a next segment builds on, as records.
  struct Layers {
    private var layers: [[Sprite]] = [[], [], [], []]
    private let keeping: Keeping
    /// The latest ``Sprite/end`` appended, left-out sprites included; `nil` before any.
    private(set) var end: Double?
    /// The latest end of the leaving rows and separators left out.
    private(set) var leftOutLeavingEnd: Double?
    /// The records of the state's off-canvas rows and separators, which sit in the cells'
    /// layer; only the layers of a state kept for a next segment have them.
    private var records: OffCanvasSprites?
    private let snapshot: ApplyChange.Snapshot?
    /// How many sprites and records the cells' layer has had.
    private var cellCount = 0
    /// Of each sprite of the cells' layer, its place among the sprites and records.
    private var keptOrdinals: [Int] = []
    /// The last item looked up in the snapshot: a separator follows its row.
    private var lastSlot: (id: RecordedID, slot: Int)?
    /// Sprites whose look is a stand-in for a record's, to be filled in.
    private var lookless: [(layer: Int, index: Int, key: ElementKey)] = []

    /// Empty layers, for sprites that leave.
    init(_ keeping: Keeping) {
      self.keeping = keeping
      snapshot = nil
    }

    /// Empty layers for the sprites of the state `sections` (`snapshot`). Kept whole, each
    /// layer is reserved for as many sprites as a layout of `sections` can place in it: a
    /// backdrop and a header a section, and a row and a separator an item (capacity only:
    /// what the layers hold does not depend on it).
    init(_ keeping: Keeping, sections: [RecordedSection], snapshot: ApplyChange.Snapshot) {
      self.keeping = keeping
      self.snapshot = snapshot
      switch keeping {
      case .everything:
        let items = sections.reduce(0) { $0 + $1.items.count }
        for layer in layers.indices {
          layers[layer].reserveCapacity(layer == 2 ? 2 * items : sections.count)
        }
      case .reaching: break
      case .recording: records = OffCanvasSprites(slots: snapshot.numberOfItems)
      }
    }

    /// Appends each layer of `other` after this one's, for a run of sprites made apart.
    mutating func append(contentsOf other: Layers) {
      assert(other.lookless.isEmpty && other.records == nil, "looks are filled in before")
      for layer in layers.indices { layers[layer] += other.layers[layer] }
      if let otherEnd = other.end, end.map({ $0 < otherEnd }) ?? true { end = otherEnd }
      if let otherEnd = other.leftOutLeavingEnd { noteLeftOut(leavingEnd: otherEnd, counts: false) }
    }

    /// Whether a sprite appended now would be kept whole: it can reach the canvas, or
    /// everything is kept.
    func keeps(_ sprite: Sprite) -> Bool {
      guard let canvas = keeping.canvas else { return true }
      return sprite.reach?.intersects(canvas) ?? true
    }

    /// Appends `sprite`, or keeps less of it when it never reaches the canvas. A live row or
    /// separator whose look is its state's fresh layout (`lookIsFresh`) can be a record;
    /// `needsLook` marks a stand-in look that ``fillLooks(_:)`` replaces.
    mutating func append(_ sprite: Sprite, lookIsFresh: Bool = false, needsLook: Bool = false) {
      // The first of equal ends stays, as `Sequence.max()` keeps it.
      if end.map({ $0 < sprite.end }) ?? true { end = sprite.end }
      let layer = Self.layer(of: sprite)
      if !keeps(sprite) {
        switch keeping {
        case .everything: break
        case .reaching: return
        case .recording:
          if sprite.leaving, !sprite.key.isHeaderOrBackdrop {
            noteLeftOut(leavingEnd: sprite.end, counts: false)
            return
          }
          if !sprite.leaving, lookIsFresh, layer == 2, record(sprite) { return }
        }
      }
      if needsLook { lookless.append((layer, layers[layer].count, sprite.key)) }
      if layer == 2, records != nil {
        keptOrdinals.append(cellCount)
        cellCount += 1
      }
      layers[layer].append(sprite)
    }

    /// Counts a leaving sprite left out earlier that would have been carried on here: its end
    /// counts as the segment's and as a left-out one's.
    mutating func noteLeftOut(leavingEnd: Double, counts: Bool = true) {
      if counts, end.map({ $0 < leavingEnd }) ?? true { end = leavingEnd }
      if leftOutLeavingEnd.map({ $0 < leavingEnd }) ?? true { leftOutLeavingEnd = leavingEnd }
    }

    /// Records `sprite`, a live row or separator that never reaches the canvas; `false` when
    /// it cannot be one.
    private mutating func record(_ sprite: Sprite) -> Bool {
      guard records != nil, let snapshot, let (kind, id) = OffCanvasSprites.Kind.of(sprite.key)
      else { return false }
      let slot: Int
      if let last = lastSlot, last.id == id {
        slot = last.slot
      } else {
        guard let index = snapshot.indexOfItem(id) else { return false }
        slot = index
        lastSlot = (id, index)
      }
      guard records?.insert(sprite, kind: kind, slot: slot, ordinal: cellCount) == true else {
        return false
      }
      cellCount += 1
      return true
    }

    /// The keys of the sprites whose look is a stand-in.
    var keysNeedingLooks: [ElementKey] { lookless.map(\.key) }

    /// Puts each stand-in look's real one in place.
    mutating func fillLooks(_ looks: [ElementKey: SceneElement]) {
      for (layer, index, key) in lookless {
        assert(looks[key] != nil, "\(key) is not in the state its record came from")
        if let look = looks[key] { layers[layer][index].look = look }
      }
      lookless = []
    }

    /// The layer `sprite` is drawn in, back (0) to front (3).
    static func layer(of sprite: Sprite) -> Int { layer(of: sprite.key, kind: sprite.look.kind) }

    /// The layer of an element with this key and look, back (0) to front (3).
    static func layer(of key: ElementKey, kind: SceneElement.Kind) -> Int {
      switch key {
      case .sectionBackground: 0
      case .header where kind == .groupHeader: 1
      case .item, .separator: 2
      case .header: 3
      }
    }

    /// The segment of `leaving` drawn before `staying`, layer by layer, in the runs of
    /// ``Segment/groups`` (empty runs left out, unless records sit in one), with `staying`'s
    /// records.
    static func base(
      leaving: consuming Layers, staying: consuming Layers, seq: Int, start: Double,
      end: Double, sections: [RecordedSection], snapshot: ApplyChange.Snapshot
    ) -> SegmentBase {
      var groups: [[Sprite]] = []
      var offCanvas = staying.records ?? OffCanvasSprites(slots: 0)
      for layer in 0..<4 {
        if !leaving.layers[layer].isEmpty { groups.append(leaving.layers[layer]) }
        let holdsRecords = layer == 2 && offCanvas.count > 0
        if holdsRecords {
          offCanvas.group = groups.count
          offCanvas.keptOrdinals = staying.keptOrdinals
        }
        if holdsRecords || !staying.layers[layer].isEmpty {
          groups.append(staying.layers[layer])
        }
      }
      var leftOut = leaving.leftOutLeavingEnd
      if let other = staying.leftOutLeavingEnd, leftOut.map({ $0 < other }) ?? true {
        leftOut = other
      }
      return SegmentBase(
        segment: Segment(seq: seq, start: start, groups: groups, end: end),
        offCanvas: offCanvas, sections: sections, snapshot: snapshot, droppedLeavingEnd: leftOut)
    }
  }
}

/// A set of slots of ``OffCanvasSprites``, a bit each.
struct SlotSet {
  private var words: [UInt64]

  /// An empty set of slots in `0..<count`.
  init(count: Int) {
    words = Array(repeating: 0, count: (max(count, 0) + 63) / 64)
  }

  /// Adds `slot`, which must be in `0..<count`.
  mutating func insert(_ slot: Int) {
    words[slot / 64] |= 1 << UInt64(slot % 64)
  }

  /// Whether `slot` was added.
  func contains(_ slot: Int) -> Bool {
    slot >= 0 && slot / 64 < words.count && words[slot / 64] & (1 << UInt64(slot % 64)) != 0
  }
}

extension ElementKey {
  /// Whether the element is an inset-grouped section's backdrop.
  var isSectionBackground: Bool {
    if case .sectionBackground = self { return true }
    return false
  }

  /// Whether the element is a section's header or backdrop.
  var isHeaderOrBackdrop: Bool {
    switch self {
    case .header, .sectionBackground: true
    case .item, .separator: false
    }
  }

  /// Whether the element is a header, separator or backdrop: something only the layout has.
  var isDecoration: Bool {
    if case .item = self { return false }
    return true
  }
}
