import SnapshotRecording

/// The rounded group of each inset-grouped section at one instant: where its backdrop is
/// drawn and what its rows and separators are cut to.
///
/// A group is its backdrop's animated frame, reaching up or down over every row of its
/// section that is fully opaque: a row moving in from another section drags the group's edge
/// with it instead of crossing the page as a lone cell. Rows that fade (inserted or deleted)
/// do not stretch it; they are cut to it, so a deleted row at the group's end fades out inside
/// the group as the group closes over it. Backdrop and rows share the timing curve, so a row
/// that stays in its section is always inside its group; and an apply starts each backdrop
/// from its group as drawn, so a group stays continuous when a transition is interrupted.
struct InsetGroups {
  private struct Group {
    var frame: SceneRect
    var cornerRadius: Double
    var isLeaving: Bool
  }

  /// Keyed by section; only looked up, never iterated, so output order does not depend on it.
  private var groups: [RecordedID: Group] = [:]

  /// The groups of the sprites drawn at one instant, with their attributes there.
  ///
  /// - Complexity: O(e) for e sprites.
  init(_ placed: [(sprite: Sprite, attributes: SpriteAttributes)]) {
    for (sprite, attributes) in placed { addBackdrop(sprite, at: attributes) }
    guard !groups.isEmpty else { return }
    for (sprite, attributes) in placed where !sprite.leaving {
      guard case .item = sprite.key else { continue }
      stretch(sprite.section, over: attributes)
    }
  }

  /// No groups yet: backdrops, then rows, are added one by one, for a segment whose sprites
  /// are not all held as sprites (``SegmentBase``).
  init() {}

  /// Whether no backdrop was added.
  var isEmpty: Bool { groups.isEmpty }

  /// Adds `sprite`'s group when it is a section's backdrop, at `attributes`; backdrops come
  /// before the rows that stretch them, in drawing order.
  mutating func addBackdrop(_ sprite: Sprite, at attributes: SpriteAttributes) {
    guard case .sectionBackground = sprite.key else { return }
    // A section deleted and inserted again has a leaving backdrop and a live one: the live
    // one is the group.
    if let known = groups[sprite.section], !known.isLeaving { return }
    groups[sprite.section] = Group(
      frame: attributes.frame, cornerRadius: sprite.look.cornerRadius, isLeaving: sprite.leaving)
  }

  /// Stretches the group of `section` over a live row at `attributes` when the row is fully
  /// opaque. Only the smallest top and the largest bottom count, so the rows can come in any
  /// order.
  mutating func stretch(_ section: RecordedID, over attributes: SpriteAttributes) {
    guard attributes.opacity >= 1, var group = groups[section] else { return }
    let top = min(group.frame.y, attributes.frame.y)
    let bottom = max(
      group.frame.y + group.frame.height, attributes.frame.y + attributes.frame.height)
    group.frame.y = top
    group.frame.height = bottom - top
    groups[section] = group
  }

  /// What `sprite` is cut to, and for its section's backdrop, the group's frame in place of
  /// its own; `nil` for an element outside any group (grids, plain lists, headers).
  func shape(of sprite: Sprite, attributes: inout SpriteAttributes) -> SceneClip? {
    guard let group = groups[sprite.section] else { return sprite.look.clip }
    switch sprite.key {
    case .sectionBackground:
      if sprite.leaving == group.isLeaving { attributes.frame = group.frame }
      return nil
    case .item, .separator:
      guard sprite.look.clip != nil else { return nil }
      return SceneClip(frame: group.frame, cornerRadius: group.cornerRadius)
    case .header, .supplementary:
      return nil
    }
  }
}
