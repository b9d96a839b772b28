import SnapshotModel
internal import SnapshotRecording

/// One apply's step from the previous segment to its own, taken phase by phase by
/// ``SegmentBuilder/next(after:layout:sections:snapshot:change:apply:timing:selecting:)``:
/// place the new state, let what went away depart, fill in the looks of records, and finish
/// the segment.
///
/// The phases share what this holds: where each previous element is at the apply's start
/// (kept whole or a record), the backdrops as drawn then, and the layers the new segment's
/// sprites are sorted into as they are made. Every element is handled as it comes, with no
/// per-element array or closure: a 1,000,000-row list goes through here.
struct SegmentStep {
  /// The segment built on, with the records of its off-canvas rows and separators.
  let base: SegmentBase
  /// The apply's animations.
  let motion: Motion
  /// When every previous element is read: the apply's start, which is the motion's unless
  /// the device delayed the animation (the new state then holds still until the motion).
  let readTime: Double
  /// What the apply changes: inserted, deleted and reloaded rows and sections.
  let change: ApplyChange
  /// Whether the apply reloads all data, which refreshes every visible cell's content.
  let reloadsData: Bool
  /// The canvas as a rectangle: a cell on it keeps its old content unless refreshed.
  let visibleCanvas: SceneRect

  /// The previous segment's live sprites kept whole, by key; the others are records, found
  /// through the base's snapshot.
  private let live: [ElementKey: Segment.Position]
  /// The last item looked up in the base's snapshot: a list places a row's separator right
  /// after it, so the separator's lookup is the row's.
  private var lastLookup: (id: RecordedID, slot: Int?)?
  /// The eased progress last computed: previous sprites mostly share their timing.
  private var eased: EasedProgress
  /// Where each previous backdrop of an inset-grouped section is drawn at the apply's start:
  /// stretched over its rows, as no sprite alone tells.
  private let backdrops: [Segment.Position: SpriteAttributes]
  /// How far the previous segment's viewport had moved at the apply's start (``ViewportTrack``):
  /// every previous element is read where it was drawn then, so a scroll before the apply
  /// does not snap back.
  private let baseShift: (dx: Double, dy: Double)

  /// The new state's sprites, and the separators that fade with their rows.
  private var staying: SegmentBuilder.Layers
  /// The old cells of reloaded rows: they leave after the other departures.
  private var reloaded: SegmentBuilder.Layers
  /// The departures: sprites still leaving, and elements the new state does not have.
  private var leaving: SegmentBuilder.Layers

  /// The previous decorations the new state has too: the others fade out.
  private var keptDecorations: Set<Segment.Position> = []
  /// The recorded separators the new state has too: the others fade out.
  private var recordedSeparators: SlotSet
  /// The rows that stay but lose their separator (the row becomes its section's last): the
  /// separator fades with its row, in the staying layers, and not again as a departure.
  private var separatorsFadingWithRows: Set<RecordedID> = []
  /// The last row placed, until the element after it tells whether it kept its separator.
  private var lastRow: (id: RecordedID, frame: SceneRect)?

  /// A step from `base` into the state `sections` (`snapshot`), moving as `motion` says, kept
  /// as `keeping` says. Reads where every previous backdrop is drawn at the apply's start,
  /// before any sprite is made.
  init(
    from base: SegmentBase, into sections: [RecordedSection], snapshot: ApplyChange.Snapshot,
    change: ApplyChange, apply: ApplyEvent, motion: Motion,
    selecting keeping: SegmentBuilder.Selection,
    canvas: SceneSize, curve: TimingCurve, readingAt readTime: Double? = nil
  ) {
    self.base = base
    self.motion = motion
    let readTime = readTime ?? motion.start
    self.readTime = readTime
    self.change = change
    reloadsData = apply.reloadData
    visibleCanvas = SceneRect(x: 0, y: 0, width: canvas.width, height: canvas.height)
    var live: [ElementKey: Segment.Position] = [:]
    base.segment.forEachSprite { position, sprite in
      if !sprite.leaving { live[sprite.key] = position }
    }
    self.live = live
    var eased = EasedProgress(curve: curve)
    let baseShift = base.segment.viewport.shift(at: readTime)
    self.baseShift = baseShift
    backdrops = Self.backdrops(of: base, at: readTime, shift: baseShift, eased: &eased)
    self.eased = eased
    staying = SegmentBuilder.Layers(keeping, sections: sections, snapshot: snapshot)
    reloaded = SegmentBuilder.Layers(keeping)
    leaving = SegmentBuilder.Layers(keeping)
    recordedSeparators = SlotSet(count: base.snapshot.numberOfItems)
  }

  /// Where each backdrop of `base` is drawn at `time`: a group starts from where it is
  /// drawn, stretched over the rows it holds, so that an interrupted transition does not snap
  /// it back from under them. Only segments with inset-grouped backdrops place every previous
  /// row for this; the others get no entry.
  private static func backdrops(
    of base: SegmentBase, at time: Double, shift: (dx: Double, dy: Double),
    eased: inout EasedProgress
  ) -> [Segment.Position: SpriteAttributes] {
    var backdrops: [Segment.Position: SpriteAttributes] = [:]
    let previous = base.segment
    guard previous.sprites.contains(where: { $0.key.isSectionBackground }) else {
      return backdrops
    }
    var groups = InsetGroups()
    previous.forEachSprite { _, sprite in
      guard sprite.key.isSectionBackground else { return }
      groups.addBackdrop(
        sprite, at: sprite.attributes(at: time, eased: &eased).shifted(by: shift))
    }
    if !groups.isEmpty {
      base.forEachLiveRow(at: time, eased: &eased) { section, attributes in
        groups.stretch(section, over: attributes.shifted(by: shift))
      }
    }
    previous.forEachSprite { position, sprite in
      guard sprite.key.isSectionBackground else { return }
      var attributes = sprite.attributes(at: time, eased: &eased).shifted(by: shift)
      _ = groups.shape(of: sprite, attributes: &attributes)
      backdrops[position] = attributes
    }
    return backdrops
  }

  // MARK: Where a previous element is now

  /// The previous live sprite of `key`, kept whole or a record; `nil` when the previous
  /// state had no such element.
  private mutating func handle(of key: ElementKey) -> SegmentBase.Handle? {
    if let position = live[key] { return .kept(position) }
    return base.record(of: key, lastLookup: &lastLookup)
  }

  /// Where the previous sprite is at the apply's start: computed when asked rather than for
  /// all at once, which for a long list would be an array as long as the list.
  private mutating func current(_ handle: SegmentBase.Handle) -> SpriteAttributes {
    switch handle {
    case .kept(let position):
      if let backdrop = backdrops[position] { return backdrop }
      let sprite = base.segment[position]
      return sprite.placed(sprite.attributes(at: readTime, eased: &eased), shift: baseShift)
    case .record(let kind, let slot):
      return base.offCanvas.attributes(kind, slot: slot, at: readTime, eased: &eased)
        .shifted(by: baseShift)
    }
  }

  /// The previous sprite, and whether its look is a stand-in to be found: a record keeps no
  /// look, and ``fillLooks(layout:)`` finds the few that reach the canvas.
  private func sprite(_ handle: SegmentBase.Handle) -> (sprite: Sprite, needsLook: Bool) {
    switch handle {
    case .kept(let position): (base.segment[position], false)
    case .record(let kind, let slot): (base.sprite(of: kind, slot: slot), true)
    }
  }
}

// MARK: Placing the new state

extension SegmentStep {
  /// Makes one staying sprite of every element `layout` places for `sections`, as the layout
  /// hands them over, and fades each separator a staying row loses with its row.
  ///
  /// The old cells of reloaded rows go into their own layers: they leave after the other
  /// departures, which need the whole new state to know which headers, separators and
  /// backdrops went away.
  mutating func placeNewState(layout: any ReplayLayout, sections: [RecordedSection]) {
    layout.forEachElement(of: sections) { element in place(element) }
    settleSeparator(ofLastRowBefore: nil)
  }

  /// The staying sprite of `element`: an inserted row or a decoration the previous layout did
  /// not have arrives; the others move from where they are now, a reloaded row cross-fading.
  private mutating func place(_ element: ArrangedElement) {
    settleSeparator(ofLastRowBefore: element.key)
    let fresh = element.look
    defer { if case .item(let id) = element.key { lastRow = (id, fresh.frame) } }
    if case .item(let id) = element.key, let place = change.insertedItems[id] {
      let style = rowStyle(at: place, sectionChanges: change.insertedSections)
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
    if change.isReloaded(element.key), motion.duration > 0 {
      reload(element, from: handle, now: now)
    } else if keepsOldContent(element, shown: now) {
      let (old, needsLook) = sprite(handle)
      staying.append(
        motion.move(element, look: picturing(old.look, as: fresh), from: now),
        needsLook: needsLook)
    } else {
      staying.append(motion.move(element, look: fresh, from: now), lookIsFresh: true)
    }
  }

  /// A reload where the element ends up, after the move (reference §6): both cells travel
  /// from where the old one is (`now`) to the new frame over the whole transition, on the
  /// same curve, while the old content fades out and the new fades in — at progress p the row
  /// is p of the way there, its new content at opacity p over the old at 1 − p.
  private mutating func reload(
    _ element: ArrangedElement, from handle: SegmentBase.Handle, now: SpriteAttributes
  ) {
    let style = reloadStyle
    let (outgoing, needsLook) = sprite(handle)
    let target = element.look.frame
    if let departing = motion.depart(outgoing, from: now, style: style, toward: target) {
      reloaded.append(departing, needsLook: needsLook)
    }
    staying.append(
      motion.arrive(element, look: element.look, style: style, from: now.frame), lookIsFresh: true)
  }

  /// Fades the separator of the last row placed when the element after it (`key`, `nil` at
  /// the end) is not that separator: the row stays but loses its line (it becomes its
  /// section's last). The line fades out with its row, drawn right after it as the cell
  /// draws its own separator, rather than before the (opaque) rows, which would hide it at
  /// once; a list emits a row's separator right after the row, so the next element tells.
  private mutating func settleSeparator(ofLastRowBefore key: ElementKey?) {
    guard let row = lastRow else { return }
    lastRow = nil
    if case .separator(let id)? = key, id == row.id { return }
    guard motion.duration > 0, let handle = handle(of: .separator(row.id)) else { return }
    separatorsFadingWithRows.insert(row.id)
    let now = current(handle)
    var target = now.frame
    target.y = row.frame.y + row.frame.height - now.frame.height
    let (separator, needsLook) = sprite(handle)
    if let departing = motion.depart(separator, from: now, style: .fade, toward: target) {
      staying.append(departing, needsLook: needsLook)
    }
  }

  /// `shown`, the content a cell keeps, with the picture `fresh` names for it: a recorder
  /// takes a cell's picture once an apply has settled and names it in the next apply, so a
  /// picture named now is what the cell showed before this apply began — the old content
  /// itself, seen by the device. Without it, a cell on screen would keep its modelled label
  /// until a reload, and its first picture would never be drawn.
  private func picturing(_ shown: SceneElement, as fresh: SceneElement) -> SceneElement {
    guard let image = fresh.image, image != shown.image else { return shown }
    var pictured = shown
    pictured.image = image
    return pictured
  }

  /// Whether a moving row keeps the content it shows: UIKit only refreshes a visible cell's
  /// content when it is reloaded or reconfigured (or on reloadData); a cell that was off
  /// screen is configured afresh when it comes into view.
  private func keepsOldContent(_ element: ArrangedElement, shown: SpriteAttributes) -> Bool {
    guard case .item(let id) = element.key else { return false }
    let visible = shown.opacity > 0 && shown.frame.intersects(visibleCanvas)
    return visible && !reloadsData && !change.reloadedItems.contains(id)
      && !change.reconfiguredItems.contains(id)
  }
}

// MARK: Departures

extension SegmentStep {
  /// The previous segment's sprites that are still leaving at the apply's start go on
  /// leaving; of those left out, which never reach the canvas, the latest end still counts
  /// (it would have been carried on).
  mutating func carryOnLeaving() {
    for var sprite in base.segment.sprites
    where sprite.leaving && !sprite.isGone(at: readTime) {
      // The new segment's viewport starts where the old one's was: the scroll is baked in,
      // with where a pinned one stuck, which it keeps while it leaves.
      sprite.from = sprite.placed(sprite.from, shift: baseShift)
      sprite.to = sprite.placed(sprite.to, shift: baseShift)
      sprite.pin = nil
      leaving.append(sprite)
    }
    if let end = base.droppedLeavingEnd, readTime < end { leaving.noteLeftOut(leavingEnd: end) }
  }

  /// Makes every previous element the new state does not have leave: deleted rows by the row
  /// animation, headers, separators and backdrops by fading, in the drawing order of the
  /// whole previous segment, records among the kept sprites.
  mutating func departRemoved() {
    let records = departingRecords()
    var nextRecord = 0
    for (group, sprites) in base.segment.groups.enumerated() {
      let holdsRecords = group == base.offCanvas.group
      for (index, sprite) in sprites.enumerated() {
        if holdsRecords {
          appendRecords(records, from: &nextRecord, before: base.offCanvas.keptOrdinals[index])
        }
        let position = Segment.Position(group: group, index: index)
        guard let style = departureStyle(of: sprite, at: position) else { continue }
        if let departing = motion.depart(sprite, from: current(.kept(position)), style: style) {
          leaving.append(departing)
        }
      }
      if holdsRecords { appendRecords(records, from: &nextRecord, before: nil) }
    }
  }

  /// The records that leave: a deleted row's, and a separator's the new state lacks (unless
  /// it fades with its row). Those whose leaving reaches the canvas are returned by their
  /// place in the previous segment, to go among the kept sprites' departures; the others
  /// are appended at once, counting only their end.
  private mutating func departingRecords() -> [(place: Int, sprite: Sprite)] {
    var departures: [(place: Int, sprite: Sprite)] = []
    guard base.offCanvas.count > 0 else { return departures }
    for (id, place) in change.deletedItems {
      guard let slot = base.snapshot.indexOfItem(id), base.offCanvas.contains(.row, slot: slot)
      else { continue }
      departRecord(
        .row, slot: slot, style: rowStyle(at: place, sectionChanges: change.deletedSections),
        into: &departures)
    }
    // A copy, as departing changes the step while the records are walked (no element is
    // copied: the two share storage).
    let previous = base
    previous.offCanvas.forEachSlot(.separator) { slot in
      guard !recordedSeparators.contains(slot) else { return }
      // Faded with its row above, which stays.
      guard !separatorsFadingWithRows.contains(previous.item(atSlot: slot).id) else { return }
      departRecord(.separator, slot: slot, style: .fade, into: &departures)
    }
    departures.sort { $0.place < $1.place }
    return departures
  }

  /// Makes the record at `slot` leave by `style`: into `departures` when its leaving is kept
  /// whole, else into the leaving layers, which keep its end only.
  private mutating func departRecord(
    _ kind: OffCanvasSprites.Kind, slot: Int, style: RowAnimation,
    into departures: inout [(place: Int, sprite: Sprite)]
  ) {
    let handle = SegmentBase.Handle.record(kind, slot: slot)
    guard let departing = motion.depart(sprite(handle).sprite, from: current(handle), style: style)
    else { return }
    if leaving.keeps(departing), let place = base.offCanvas.ordinal(kind, slot: slot) {
      departures.append((place, departing))
    } else {
      leaving.append(departing)
    }
  }

  /// Appends the departing records from `next` on that come before the kept sprite at
  /// `place` in the previous segment's run (all the rest when `nil`), advancing `next`.
  private mutating func appendRecords(
    _ records: [(place: Int, sprite: Sprite)], from next: inout Int, before place: Int?
  ) {
    while next < records.count, place.map({ records[next].place < $0 }) ?? true {
      leaving.append(records[next].sprite, needsLook: true)
      next += 1
    }
  }

  /// How the kept previous sprite at `position` leaves: a deleted row by the row animation, a
  /// decoration the new state lacks by fading; `nil` when it stays, is leaving already, or is
  /// a separator fading with its row, which stays.
  private func departureStyle(of sprite: Sprite, at position: Segment.Position) -> RowAnimation? {
    guard !sprite.leaving else { return nil }
    if case .item(let id) = sprite.key {
      guard let place = change.deletedItems[id] else { return nil }
      return rowStyle(at: place, sectionChanges: change.deletedSections)
    }
    guard !keptDecorations.contains(position) else { return nil }
    if case .separator(let id) = sprite.key, separatorsFadingWithRows.contains(id) { return nil }
    return .fade
  }
}

// MARK: Looks and the finished segment

extension SegmentStep {
  /// Puts the real look in place of each record's stand-in that reaches the canvas: one
  /// layout of the previous state finds them all, and none when no record needs one.
  mutating func fillLooks(layout: any ReplayLayout) {
    let wanted = Set(
      staying.keysNeedingLooks + reloaded.keysNeedingLooks + leaving.keysNeedingLooks)
    guard !wanted.isEmpty else { return }
    let looks = base.looks(of: wanted, layout: layout)
    staying.fillLooks(looks)
    reloaded.fillLooks(looks)
    leaving.fillLooks(looks)
  }

  /// The segment of apply `seq` into `sections` (`snapshot`): the departures, then the old
  /// cells of reloaded rows, drawn before the staying sprites, layer by layer. It ends with
  /// the latest sprite, or at its start when nothing moves.
  mutating func finished(
    seq: Int, sections: [RecordedSection], snapshot: ApplyChange.Snapshot
  ) -> SegmentBase {
    leaving.append(contentsOf: reloaded)
    // The latest end of all, in the order the sprites were made (leaving before staying).
    let end = [leaving.end, staying.end].compactMap(\.self).max() ?? motion.start
    return SegmentBuilder.Layers.base(
      leaving: leaving, staying: staying, seq: seq, start: motion.start, end: end,
      sections: sections, snapshot: snapshot)
  }
}

// MARK: Row animations

extension SegmentStep {
  /// How a row leaves or arrives: with its section when that is deleted or inserted (a fade),
  /// else by the row animation; `automatic` slides the first row of a section from the bottom,
  /// the last from the top, and fades the others.
  private func rowStyle(
    at place: ApplyChange.RowPlace, sectionChanges: Set<RecordedID>
  ) -> RowAnimation {
    guard motion.style != .fade, !sectionChanges.contains(place.section) else { return .fade }
    guard motion.style == .automatic else { return motion.style }
    if place.index == 0 { return .bottom }
    if place.index == place.sectionItemCount - 1 { return .top }
    return .fade
  }

  /// A reload cross-fades under `automatic`; other styles slide both the old and the new row.
  private var reloadStyle: RowAnimation {
    motion.style == .automatic ? .fade : motion.style
  }
}
