import DiffableSnapshot
internal import SnapshotRecording

/// Turns each apply into a segment, starting every element from where it is on screen at the
/// apply's start, so an interrupted transition continues without a jump.
struct SegmentBuilder {
  let canvas: SceneSize
  let curve: TimingCurve
  let usesRowAnimations: Bool

  /// The first apply: everything shown settled at time 0.
  func first(_ state: ArrangedState, seq: Int) -> Segment {
    let sprites = state.elements.map { element in
      settled(element, look: element.look, at: 0)
    }
    return Segment(seq: seq, start: 0, sprites: Self.layered(sprites))
  }

  /// The segment of `apply`, which changes `old` into `new` starting at `timing.start`.
  func next(
    after previous: Segment, old: ArrangedState, new: ArrangedState, apply: ApplyEvent,
    timing: ScheduledApply
  ) -> Segment {
    let time = timing.start
    var live: [ElementKey: Int] = [:]
    for (index, sprite) in previous.sprites.enumerated() where !sprite.leaving {
      live[sprite.key] = index
    }
    let current = previous.sprites.map { $0.attributes(at: time, curve: curve) }
    let change = Change(old: old, new: new, apply: apply)
    let motion = Motion(
      start: time, duration: timing.duration,
      style: usesRowAnimations ? apply.rowAnimation ?? .automatic : .fade)

    var leaving: [Sprite] = []
    var staying: [Sprite] = []
    if timing.duration > 0 {
      leaving = previous.sprites.filter { $0.leaving && !$0.isGone(at: time) }
      for (index, sprite) in previous.sprites.enumerated()
      where !sprite.leaving && !change.newKeys.contains(sprite.key) {
        let style = resolvedStyle(for: sprite.key, motion: motion, change: change, inserting: false)
        if let departing = motion.depart(sprite, from: current[index], style: style) {
          leaving.append(departing)
        }
      }
    }
    for element in new.elements {
      let fresh = element.look
      guard let index = live[element.key] else {
        let style = resolvedStyle(
          for: element.key, motion: motion, change: change, inserting: true)
        staying.append(motion.arrive(element, look: fresh, style: style))
        continue
      }
      let now = current[index]
      if change.isReloaded(element), timing.duration > 0 {
        let style = reloadStyle(motion: motion)
        let outgoing = previous.sprites[index]
        if let departing = motion.depart(outgoing, from: now, style: style, toward: fresh.frame) {
          leaving.append(departing)
        }
        staying.append(motion.arrive(element, look: fresh, style: style))
        continue
      }
      let look =
        keepsOldContent(element, change: change, shown: now)
        ? previous.sprites[index].look : fresh
      staying.append(motion.move(element, look: look, from: now))
    }
    return Segment(seq: apply.seq, start: time, sprites: Self.layered(leaving + staying))
  }

  /// UIKit only refreshes a visible cell's content when it is reloaded or reconfigured (or on
  /// reloadData); a cell that was off screen is configured afresh when it comes into view.
  private func keepsOldContent(
    _ element: ArrangedElement, change: Change, shown: SpriteAttributes
  ) -> Bool {
    guard case .item(let id) = element.key else { return false }
    let visible =
      shown.opacity > 0
      && shown.frame.intersects(SceneRect(x: 0, y: 0, width: canvas.width, height: canvas.height))
    return visible && !change.apply.reloadData && !change.reloadedItems.contains(id)
      && !change.reconfigured.contains(id)
      && !change.reloadedSections.contains(element.section)
  }

  /// Row animations apply to rows; headers, separators, backdrops and the rows of inserted or
  /// deleted sections fade.
  private func resolvedStyle(
    for key: ElementKey, motion: Motion, change: Change, inserting: Bool
  ) -> RowAnimation {
    guard case .item = key, motion.style != .fade else { return .fade }
    let state = inserting ? change.new : change.old
    let otherSections = inserting ? change.oldSections : change.newSections
    guard let element = state.element(for: key), otherSections.contains(element.section) else {
      return .fade
    }
    guard motion.style == .automatic else { return motion.style }
    if element.itemIndex == 0 { return .bottom }
    if let index = element.itemIndex, index == element.sectionItemCount - 1 { return .top }
    return .fade
  }

  /// A reload cross-fades under `automatic`; other styles slide both the old and the new row.
  private func reloadStyle(motion: Motion) -> RowAnimation {
    motion.style == .automatic ? .fade : motion.style
  }

  private func settled(_ element: ArrangedElement, look: SceneElement, at time: Double) -> Sprite {
    let attributes = SpriteAttributes(frame: element.look.frame, opacity: 1)
    return Sprite(
      key: element.key, leaving: false, look: look, from: attributes, to: attributes,
      start: time, duration: 0)
  }

  /// Sorted into drawing layers, keeping the order within each layer.
  static func layered(_ sprites: [Sprite]) -> [Sprite] {
    var layers: [[Sprite]] = [[], [], [], []]
    for sprite in sprites { layers[sprite.key.layer].append(sprite) }
    return layers.flatMap { $0 }
  }
}

extension ArrangedState {
  /// The element with `key`, by a linear search; only used for the few inserted and deleted
  /// rows of a list.
  func element(for key: ElementKey) -> ArrangedElement? {
    elements.first { $0.key == key }
  }
}
