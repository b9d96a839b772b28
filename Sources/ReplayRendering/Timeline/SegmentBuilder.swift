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
  /// - Complexity: O(e) for e elements on screen before and after, and O(e) more when an
  ///   off-canvas record's look is needed.
  func next(
    after base: SegmentBase, layout: any ReplayLayout, sections: [RecordedSection],
    snapshot: ApplyChange.Snapshot, change: ApplyChange, apply: ApplyEvent,
    timing: ScheduledApply, keeping: Keeping
  ) -> SegmentBase {
    let previous = base.segment
    let time = timing.start
    // The live sprites kept whole; the others are records, found through the snapshot.
    var live: [ElementKey: Segment.Position] = [:]
    previous.forEachSprite { position, sprite in
      if !sprite.leaving { live[sprite.key] = position }
    }
    var lastLookup: (id: RecordedID, slot: Int?)?
    func handle(of key: ElementKey) -> SegmentBase.Handle? {
      if let position = live[key] { return .kept(position) }
      return base.record(of: key, lastLookup: &lastLookup)
    }
    // Where a previous sprite is now: computed when asked rather than for all at once, which
    // for a long list would be an array as long as the list.
    var eased = EasedProgress(curve: curve)
    // A group starts from where it is drawn, stretched over the rows it holds, so that an
    // interrupted transition does not snap it back from under them. Only segments with
    // inset-grouped backdrops place every previous row for this.
    var backdrops: [Segment.Position: SpriteAttributes] = [:]
    if previous.sprites.contains(where: { $0.key.isSectionBackground }) {
      var groups = InsetGroups()
      previous.forEachSprite { _, sprite in
        guard sprite.key.isSectionBackground else { return }
        groups.addBackdrop(sprite, at: sprite.attributes(at: time, eased: &eased))
      }
      if !groups.isEmpty {
        base.forEachLiveRow(at: time, eased: &eased) { section, attributes in
          groups.stretch(section, over: attributes)
        }
      }
      previous.forEachSprite { position, sprite in
        guard sprite.key.isSectionBackground else { return }
        var attributes = sprite.attributes(at: time, eased: &eased)
        _ = groups.shape(of: sprite, attributes: &attributes)
        backdrops[position] = attributes
      }
    }
    func current(_ handle: SegmentBase.Handle) -> SpriteAttributes {
      switch handle {
      case .kept(let position):
        backdrops[position] ?? previous[position].attributes(at: time, eased: &eased)
      case .record(let kind, let slot):
        base.offCanvas.attributes(kind, slot: slot, at: time, eased: &eased)
      }
    }
    /// The previous sprite, and whether its look is a stand-in to be found.
    func sprite(_ handle: SegmentBase.Handle) -> (sprite: Sprite, needsLook: Bool) {
      switch handle {
      case .kept(let position): (previous[position], false)
      case .record(let kind, let slot): (base.sprite(of: kind, slot: slot), true)
      }
    }
    let motion = Motion(
      start: time, duration: timing.duration,
      style: usesRowAnimations ? apply.rowAnimation ?? .automatic : .fade)

    // Every element of the new state makes one staying sprite. The old cells of reloaded
    // rows leave after the other departures, which need the whole new state to know which
    // headers, separators and backdrops went away, so they wait for the staying sprites.
    var staying = Layers(keeping, sections: sections, snapshot: snapshot)
    var reloaded = Layers(keeping)
    // The previous decorations the new state has too: the others fade out.
    var keptDecorations: Set<Segment.Position> = []
    var recordedSeparators = SlotSet(count: base.snapshot.numberOfItems)
    // The separator of a row that stays but loses it (the row becomes its section's last):
    // it fades out with its row, drawn right after it as the cell draws its own separator,
    // rather than before the (opaque) rows, which would hide it at once. A list emits a row's
    // separator right after the row, so the element after a row tells whether it kept one.
    var separatorsFadingWithRows: Set<RecordedID> = []
    var lastRow: (id: RecordedID, frame: SceneRect)?
    func settleSeparator(ofLastRowBefore key: ElementKey?) {
      guard let row = lastRow else { return }
      lastRow = nil
      if case .separator(let id)? = key, id == row.id { return }
      guard timing.duration > 0, let handle = handle(of: .separator(row.id)) else { return }
      separatorsFadingWithRows.insert(row.id)
      let now = current(handle)
      var target = now.frame
      target.y = row.frame.y + row.frame.height - now.frame.height
      let (separator, needsLook) = sprite(handle)
      if let departing = motion.depart(separator, from: now, style: .fade, toward: target) {
        staying.append(departing, needsLook: needsLook)
      }
    }
    layout.forEachElement(of: sections) { element in
      settleSeparator(ofLastRowBefore: element.key)
      let fresh = element.look
      defer { if case .item(let id) = element.key { lastRow = (id, fresh.frame) } }
      if case .item(let id) = element.key, let place = change.insertedItems[id] {
        let style = rowStyle(at: place, motion: motion, sectionChanges: change.insertedSections)
        staying.append(motion.arrive(element, look: fresh, style: style), lookIsFresh: true)
        return
      }
      guard let handle = handle(of: element.key) else {
        // A header, separator or backdrop the previous layout did not have.
        assert(element.key.isDecoration, "\(element.key) is neither inserted nor on screen")
        staying.append(motion.arrive(element, look: fresh, style: .fade), lookIsFresh: true)
        return
      }
      if element.key.isDecoration {
        switch handle {
        case .kept(let position): keptDecorations.insert(position)
        case .record(_, let slot): recordedSeparators.insert(slot)
        }
      }
      let now = current(handle)
      if change.isReloaded(element.key), timing.duration > 0 {
        // A reload where the element ends up, after the move (reference §6): both cells travel
        // from where the old one is to the new frame over the whole transition, on the same
        // curve, while the old content fades out and the new fades in — at progress p the row
        // is p of the way there, its new content at opacity p over the old at 1 − p.
        let style = reloadStyle(motion: motion)
        let (outgoing, needsLook) = sprite(handle)
        if let departing = motion.depart(outgoing, from: now, style: style, toward: fresh.frame) {
          reloaded.append(departing, needsLook: needsLook)
        }
        staying.append(
          motion.arrive(element, look: fresh, style: style, from: now.frame), lookIsFresh: true)
        return
      }
      if keepsOldContent(element, change: change, apply: apply, shown: now) {
        let (old, needsLook) = sprite(handle)
        staying.append(motion.move(element, look: old.look, from: now), needsLook: needsLook)
      } else {
        staying.append(motion.move(element, look: fresh, from: now), lookIsFresh: true)
      }
    }
    settleSeparator(ofLastRowBefore: nil)
    var leaving = Layers(keeping)
    if timing.duration > 0 {
      for sprite in previous.sprites where sprite.leaving && !sprite.isGone(at: time) {
        leaving.append(sprite)
      }
      // The leaving sprites the previous segment left out, which never reach the canvas:
      // the latest one still leaving would have been carried on.
      if let end = base.droppedLeavingEnd, time < end { leaving.noteLeftOut(leavingEnd: end) }
      // Records that leave: those whose leaving reaches the canvas are kept in the order of
      // the whole segment, among the kept sprites' departures; the others count only their end.
      var recordDepartures: [(place: Int, sprite: Sprite)] = []
      func depart(_ kind: OffCanvasSprites.Kind, slot: Int, style: RowAnimation) {
        let handle = SegmentBase.Handle.record(kind, slot: slot)
        guard
          let departing = motion.depart(sprite(handle).sprite, from: current(handle), style: style)
        else { return }
        if leaving.keeps(departing), let place = base.offCanvas.ordinal(kind, slot: slot) {
          recordDepartures.append((place, departing))
        } else {
          leaving.append(departing)
        }
      }
      if base.offCanvas.count > 0 {
        for (id, place) in change.deletedItems {
          guard let slot = base.snapshot.indexOfItem(id), base.offCanvas.contains(.row, slot: slot)
          else { continue }
          depart(
            .row, slot: slot,
            style: rowStyle(at: place, motion: motion, sectionChanges: change.deletedSections))
        }
        base.offCanvas.forEachSlot(.separator) { slot in
          guard !recordedSeparators.contains(slot) else { return }
          // Faded with its row above, which stays.
          guard !separatorsFadingWithRows.contains(base.item(atSlot: slot).id) else { return }
          depart(.separator, slot: slot, style: .fade)
        }
        recordDepartures.sort { $0.place < $1.place }
      }
      var nextRecord = 0
      func recordsBefore(_ place: Int?) {
        while nextRecord < recordDepartures.count,
          place.map({ recordDepartures[nextRecord].place < $0 }) ?? true
        {
          leaving.append(recordDepartures[nextRecord].sprite, needsLook: true)
          nextRecord += 1
        }
      }
      for (group, sprites) in previous.groups.enumerated() {
        let holdsRecords = group == base.offCanvas.group
        for (index, sprite) in sprites.enumerated() {
          if holdsRecords { recordsBefore(base.offCanvas.keptOrdinals[index]) }
          guard !sprite.leaving else { continue }
          let position = Segment.Position(group: group, index: index)
          let style: RowAnimation
          if case .item(let id) = sprite.key {
            guard let place = change.deletedItems[id] else { continue }
            style = rowStyle(at: place, motion: motion, sectionChanges: change.deletedSections)
          } else {
            guard !keptDecorations.contains(position) else { continue }
            // Faded with its row above, which stays.
            if case .separator(let id) = sprite.key, separatorsFadingWithRows.contains(id) {
              continue
            }
            style = .fade
          }
          if let departing = motion.depart(sprite, from: current(.kept(position)), style: style) {
            leaving.append(departing)
          }
        }
        if holdsRecords { recordsBefore(nil) }
      }
    }
    // The looks of the records that reach the canvas as they leave: one layout of the
    // previous state finds them all.
    let wanted = Set(
      staying.keysNeedingLooks + reloaded.keysNeedingLooks + leaving.keysNeedingLooks)
    if !wanted.isEmpty {
      let looks = base.looks(of: wanted, layout: layout)
      staying.fillLooks(looks)
      reloaded.fillLooks(looks)
      leaving.fillLooks(looks)
    }
    leaving.append(contentsOf: reloaded)
    // The latest end of all, in the order the sprites were made (leaving before staying).
    let end = [leaving.end, staying.end].compactMap(\.self).max() ?? time
    return Layers.base(
      leaving: leaving, staying: staying, seq: apply.seq, start: time, end: end,
      sections: sections, snapshot: snapshot)
  }

  /// UIKit only refreshes a visible cell's content when it is reloaded or reconfigured (or on
  /// reloadData); a cell that was off screen is configured afresh when it comes into view.
  private func keepsOldContent(
    _ element: ArrangedElement, change: ApplyChange, apply: ApplyEvent, shown: SpriteAttributes
  ) -> Bool {
    guard case .item(let id) = element.key else { return false }
    let visible =
      shown.opacity > 0
      && shown.frame.intersects(SceneRect(x: 0, y: 0, width: canvas.width, height: canvas.height))
    return visible && !apply.reloadData && !change.reloadedItems.contains(id)
      && !change.reconfiguredItems.contains(id)
  }

  /// How a row leaves or arrives: with its section when that is deleted or inserted (a fade),
  /// else by the row animation; `automatic` slides the first row of a section from the bottom,
  /// the last from the top, and fades the others.
  private func rowStyle(
    at place: ApplyChange.RowPlace, motion: Motion, sectionChanges: Set<RecordedID>
  ) -> RowAnimation {
    guard motion.style != .fade, !sectionChanges.contains(place.section) else { return .fade }
    guard motion.style == .automatic else { return motion.style }
    if place.index == 0 { return .bottom }
    if place.index == place.sectionItemCount - 1 { return .top }
    return .fade
  }

  /// A reload cross-fades under `automatic`; other styles slide both the old and the new row.
  private func reloadStyle(motion: Motion) -> RowAnimation {
    motion.style == .automatic ? .fade : motion.style
  }

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
