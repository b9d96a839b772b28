import SnapshotModel
internal import SnapshotRecording

extension SegmentBuilder {
  /// Sprites sorted into drawing layers as they come, so that a segment of a long list is
  /// sorted without a copy of the whole of it. The layers keep the order within each: group
  /// backdrops, then inset-grouped headers (so that a row moving past one covers it, as an
  /// opaque cell does), then cells, each followed by its separator (a list cell draws its own
  /// separator, so a row moving over another covers that one's line too), and last the other
  /// headers (a plain list's bands, over the rows scrolling under them).
  ///
  /// What never reaches the canvas is kept as ``Selection`` says: whole, left out, or, for the
  /// live rows and separators of a state that a next segment builds on, as records.
  struct Layers {
    private var layers: [[Sprite]] = [[], [], [], []]
    private let keeping: Selection
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
    init(_ keeping: Selection) {
      self.keeping = keeping
      snapshot = nil
    }

    /// Empty layers for the sprites of the state `sections` (`snapshot`). Kept whole, each
    /// layer is reserved for as many sprites as a layout of `sections` can place in it: a
    /// backdrop and a header a section, and a row and a separator an item (capacity only:
    /// what the layers hold does not depend on it).
    init(_ keeping: Selection, sections: [RecordedSection], snapshot: ApplyChange.Snapshot) {
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
    static func layer(of sprite: Sprite) -> Int {
      layer(
        of: sprite.key, kind: sprite.look.kind, isOpaque: sprite.look.fill != nil,
        isPinned: sprite.pin != nil)
    }

    /// The layer of an element with this key and look, back (0) to front (3): an opaque
    /// group header is a pinned one (``RecordedGeometryLayout``), which the rows scroll under;
    /// a recorded footer sits between groups unless pinned (then over the rows scrolling
    /// under it), and an app's other supplementary views (badges) over their cells.
    static func layer(
      of key: ElementKey, kind: SceneElement.Kind, isOpaque: Bool, isPinned: Bool = false
    ) -> Int {
      switch key {
      case .sectionBackground: 0
      case .header where kind == .groupHeader && !isOpaque: 1
      case .supplementary(_, .footer, _) where !isPinned: 1
      case .item, .separator: 2
      case .header, .supplementary: 3
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
