import DiffableSnapshot
internal import SnapshotRecording

/// Turns each apply into a segment, starting every element from where it is on screen at the
/// apply's start, so an interrupted transition continues without a jump.
struct SegmentBuilder {
  let canvas: SceneSize
  let curve: TimingCurve
  let usesRowAnimations: Bool

  /// The first apply: everything `layout` places for `sections`, settled at time 0; with
  /// `canvas`, only what reaches it, as in ``next(after:layout:sections:change:apply:timing:culledTo:)``.
  func first(
    _ layout: any ReplayLayout, sections: [RecordedSection], seq: Int,
    culledTo canvas: SceneRect? = nil
  ) -> Segment {
    // Sorted into layers as the layout places them: a long list's layout is never held
    // whole besides its sprites, and no layer is grown by doubling.
    var layers = Layers(reservingFor: canvas == nil ? sections : nil, culledTo: canvas)
    layout.forEachElement(of: sections) { element in
      layers.append(settled(element, look: element.look, at: 0))
    }
    let end = layers.end ?? 0
    return Segment(seq: seq, start: 0, groups: layers.drawnBefore(Layers()), end: end)
  }

  /// The segment of `apply`, which turns the previous segment's state into the one `layout`
  /// places for `sections` as `change` says, starting at `timing.start`. The layout hands its
  /// elements over one by one and is never held whole.
  ///
  /// Rows leave and arrive as the changeset says; headers, separators and backdrops, which only
  /// the layout has, come and go with the layout (a header with its section or its title) and
  /// fade, and a reloaded section's header cross-fades with its rows.
  ///
  /// With `canvas`, the segment holds only the sprites that can reach it, as
  /// ``Segment/culled(to:)`` would leave them, without ever holding the others: for the last
  /// apply, which no later segment builds on. Its ``Segment/end`` still counts every sprite.
  ///
  /// - Complexity: O(e) for e elements on screen before and after.
  func next(
    after previous: Segment, layout: any ReplayLayout, sections: [RecordedSection],
    change: ApplyChange, apply: ApplyEvent, timing: ScheduledApply,
    culledTo canvas: SceneRect? = nil
  ) -> Segment {
    let time = timing.start
    var live: [ElementKey: Segment.Position] = [:]
    live.reserveCapacity(previous.spriteCount)
    previous.forEachSprite { position, sprite in
      if !sprite.leaving { live[sprite.key] = position }
    }
    // Where a previous sprite is now: computed when asked rather than for all at once, which
    // for a long list would be an array as long as the list.
    var eased = EasedProgress(curve: curve)
    // A group starts from where it is drawn, stretched over the rows it holds, so that an
    // interrupted transition does not snap it back from under them. Only segments with
    // inset-grouped backdrops place every previous sprite for this (a kept segment holds only
    // what can reach the canvas).
    var backdrops: [Segment.Position: SpriteAttributes] = [:]
    if previous.sprites.contains(where: { $0.key.isSectionBackground }) {
      var placed: [(sprite: Sprite, attributes: SpriteAttributes)] = []
      var positions: [Segment.Position] = []
      previous.forEachSprite { position, sprite in
        placed.append((sprite, sprite.attributes(at: time, eased: &eased)))
        positions.append(position)
      }
      let groups = InsetGroups(placed)
      for offset in placed.indices where placed[offset].sprite.key.isSectionBackground {
        var attributes = placed[offset].attributes
        _ = groups.shape(of: placed[offset].sprite, attributes: &attributes)
        backdrops[positions[offset]] = attributes
      }
    }
    func current(_ position: Segment.Position) -> SpriteAttributes {
      backdrops[position] ?? previous[position].attributes(at: time, eased: &eased)
    }
    let motion = Motion(
      start: time, duration: timing.duration,
      style: usesRowAnimations ? apply.rowAnimation ?? .automatic : .fade)

    // Every element of the new state makes one staying sprite. The old cells of reloaded
    // rows leave after the other departures, which need the whole new state to know which
    // headers, separators and backdrops went away, so they wait for the staying sprites.
    var staying = Layers(reservingFor: canvas == nil ? sections : nil, culledTo: canvas)
    var reloaded = Layers(culledTo: canvas)
    var decorations: Set<ElementKey> = []
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
      guard timing.duration > 0, let position = live[.separator(row.id)] else { return }
      separatorsFadingWithRows.insert(row.id)
      let now = current(position)
      var target = now.frame
      target.y = row.frame.y + row.frame.height - now.frame.height
      if let departing = motion.depart(
        previous[position], from: now, style: .fade, toward: target)
      {
        staying.append(departing)
      }
    }
    layout.forEachElement(of: sections) { element in
      settleSeparator(ofLastRowBefore: element.key)
      if timing.duration > 0 && element.key.isDecoration { decorations.insert(element.key) }
      let fresh = element.look
      defer { if case .item(let id) = element.key { lastRow = (id, fresh.frame) } }
      if case .item(let id) = element.key, let place = change.insertedItems[id] {
        let style = rowStyle(at: place, motion: motion, sectionChanges: change.insertedSections)
        staying.append(motion.arrive(element, look: fresh, style: style))
        return
      }
      guard let index = live[element.key] else {
        // A header, separator or backdrop the previous layout did not have.
        assert(element.key.isDecoration, "\(element.key) is neither inserted nor on screen")
        staying.append(motion.arrive(element, look: fresh, style: .fade))
        return
      }
      let now = current(index)
      if change.isReloaded(element.key), timing.duration > 0 {
        // A reload where the element ends up, after the move (reference §6): both cells travel
        // from where the old one is to the new frame over the whole transition, on the same
        // curve, while the old content fades out and the new fades in — at progress p the row
        // is p of the way there, its new content at opacity p over the old at 1 − p.
        let style = reloadStyle(motion: motion)
        let outgoing = previous[index]
        if let departing = motion.depart(outgoing, from: now, style: style, toward: fresh.frame) {
          reloaded.append(departing)
        }
        staying.append(motion.arrive(element, look: fresh, style: style, from: now.frame))
        return
      }
      let look =
        keepsOldContent(element, change: change, apply: apply, shown: now)
        ? previous[index].look : fresh
      staying.append(motion.move(element, look: look, from: now))
    }
    settleSeparator(ofLastRowBefore: nil)
    var leaving = Layers(culledTo: canvas)
    if timing.duration > 0 {
      for sprite in previous.sprites where sprite.leaving && !sprite.isGone(at: time) {
        leaving.append(sprite)
      }
      previous.forEachSprite { index, sprite in
        guard !sprite.leaving else { return }
        let style: RowAnimation
        if case .item(let id) = sprite.key {
          guard let place = change.deletedItems[id] else { return }
          style = rowStyle(at: place, motion: motion, sectionChanges: change.deletedSections)
        } else {
          guard !decorations.contains(sprite.key) else { return }
          // Faded with its row above, which stays.
          if case .separator(let id) = sprite.key, separatorsFadingWithRows.contains(id) {
            return
          }
          style = .fade
        }
        if let departing = motion.depart(sprite, from: current(index), style: style) {
          leaving.append(departing)
        }
      }
    }
    leaving.append(contentsOf: reloaded)
    // The latest end of all, in the order the sprites were made (leaving before staying).
    let end = [leaving.end, staying.end].compactMap(\.self).max() ?? time
    return Segment(seq: apply.seq, start: time, groups: leaving.drawnBefore(staying), end: end)
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
  struct Layers {
    private var layers: [[Sprite]] = [[], [], [], []]
    /// When set, sprites that never reach this rectangle are dropped as they come.
    private let canvas: SceneRect?
    /// The latest ``Sprite/end`` appended, dropped sprites included; `nil` before any.
    private(set) var end: Double?

    /// Empty layers, each reserved for as many sprites as a layout of `sections` can place
    /// in it: a backdrop and a header a section, and a row and a separator an item (capacity
    /// only: what the layers hold does not depend on it). Sprites that never reach `canvas`
    /// are dropped, when given.
    init(reservingFor sections: [RecordedSection]? = nil, culledTo canvas: SceneRect? = nil) {
      self.canvas = canvas
      guard let sections else { return }
      let items = sections.reduce(0) { $0 + $1.items.count }
      for layer in layers.indices {
        layers[layer].reserveCapacity(layer == 2 ? 2 * items : sections.count)
      }
    }

    /// Appends each layer of `other` after this one's, for a run of sprites made apart.
    mutating func append(contentsOf other: Layers) {
      for layer in layers.indices { layers[layer] += other.layers[layer] }
      if let otherEnd = other.end, end.map({ $0 < otherEnd }) ?? true { end = otherEnd }
    }

    mutating func append(_ sprite: Sprite) {
      // The first of equal ends stays, as `Sequence.max()` keeps it.
      if end.map({ $0 < sprite.end }) ?? true { end = sprite.end }
      if let canvas, !(sprite.reach?.intersects(canvas) ?? true) { return }
      layers[Self.layer(of: sprite)].append(sprite)
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

    /// The runs of ``Segment/groups``, back to front: layer by layer, these sprites before
    /// `other`'s; empty runs are left out.
    consuming func drawnBefore(_ other: consuming Layers) -> [[Sprite]] {
      var groups: [[Sprite]] = []
      for layer in layers.indices {
        for group in [layers[layer], other.layers[layer]] where !group.isEmpty {
          groups.append(group)
        }
      }
      return groups
    }
  }
}

extension ElementKey {
  /// Whether the element is an inset-grouped section's backdrop.
  var isSectionBackground: Bool {
    if case .sectionBackground = self { return true }
    return false
  }

  /// Whether the element is a header, separator or backdrop: something only the layout has.
  var isDecoration: Bool {
    if case .item = self { return false }
    return true
  }
}
