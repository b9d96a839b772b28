import SnapshotRecording

/// What a transition animates: where an element is and how opaque, and for an outline row its
/// indentation and the turn of its disclosure chevron.
struct SpriteAttributes: Hashable, Sendable {
  var frame: SceneRect
  var opacity: Double
  /// The row's indentation (``SceneElement/indentation``).
  var indentation: Double = 0
  /// The chevron's rotation (``SceneElement/disclosureAngle``); `nil`: none.
  var disclosureAngle: Double? = nil

  /// An element's settled attributes: its frame, indentation and chevron, fully opaque.
  init(settled look: SceneElement) {
    frame = look.frame
    opacity = 1
    indentation = look.indentation
    disclosureAngle = look.disclosureAngle
  }

  init(
    frame: SceneRect, opacity: Double, indentation: Double = 0, disclosureAngle: Double? = nil
  ) {
    self.frame = frame
    self.opacity = opacity
    self.indentation = indentation
    self.disclosureAngle = disclosureAngle
  }

  /// Where an animation from `from` to `to`, starting at `start` for `duration`, is at `time`:
  /// the one computation of a sprite's attributes, whether it is held whole or as a record
  /// (``OffCanvasSprites``).
  static func animated(
    from: SpriteAttributes, to: SpriteAttributes, start: Double, duration: Double,
    at time: Double, eased: inout EasedProgress, recorded: TransitionCurve? = nil
  ) -> SpriteAttributes {
    // A sprite that ends where it starts (most of a grid's cells during a sort's step) needs
    // no curve: every mix of equal values is that value.
    guard duration > 0, time < start + duration, from != to else { return to }
    return from.mixed(
      with: to, by: eased.value(at: (time - start) / duration, recorded: recorded))
  }

  /// The straight-line mix: `self` at 0, `other` at 1. A chevron turns from one angle to the
  /// other; one that appears or goes away does so at once, as the row's new state has it.
  func mixed(with other: SpriteAttributes, by amount: Double) -> SpriteAttributes {
    func mix(_ a: Double, _ b: Double) -> Double { amount == 1 ? b : a + (b - a) * amount }
    var angle = other.disclosureAngle
    if let from = disclosureAngle, let to = other.disclosureAngle { angle = mix(from, to) }
    return SpriteAttributes(
      frame: SceneRect(
        x: mix(frame.x, other.frame.x), y: mix(frame.y, other.frame.y),
        width: mix(frame.width, other.frame.width), height: mix(frame.height, other.frame.height)),
      opacity: mix(opacity, other.opacity), indentation: mix(indentation, other.indentation),
      disclosureAngle: angle)
  }
}

/// One element on screen during a segment, with its own animation: live sprites stand for an
/// element of the current state, leaving ones fade or slide away and then vanish.
struct Sprite: Hashable, Sendable {
  var key: ElementKey
  /// The section the element belongs to (for a leaving one, the section it leaves): an
  /// inset-grouped row and separator are cut to this section's group.
  var section: RecordedID
  var leaving: Bool
  /// The content as shown; its frame and opacity come from the animation.
  var look: SceneElement
  var from: SpriteAttributes
  var to: SpriteAttributes
  var start: Double
  var duration: Double
  /// The curve the device recorded for the apply this sprite's transition belongs to; `nil`
  /// for the options' curve.
  var curve: TransitionCurve? = nil

  var end: Double { start + duration }

  /// The element as a frame draws it: its look where the animation has it, cut to `clip`.
  func drawn(_ attributes: SpriteAttributes, clip: SceneClip?) -> SceneElement {
    var element = look
    element.frame = attributes.frame
    element.opacity = attributes.opacity
    element.indentation = attributes.indentation
    element.disclosureAngle = attributes.disclosureAngle
    element.clip = clip
    return element
  }

  /// Where the sprite is at `time`, with the curve applied to its own linear progress.
  func attributes(at time: Double, curve: TimingCurve) -> SpriteAttributes {
    var eased = EasedProgress(curve: curve)
    return attributes(at: time, eased: &eased)
  }

  /// Where the sprite is at `time`, the curve's value shared with the other sprites of a frame.
  func attributes(at time: Double, eased: inout EasedProgress) -> SpriteAttributes {
    SpriteAttributes.animated(
      from: from, to: to, start: start, duration: duration, at: time, eased: &eased,
      recorded: curve)
  }

  /// A rectangle holding the sprite's frame at every time: the smallest one around its start
  /// and end frames, widened on every side by a point and a billionth of the distance. The
  /// timing curves stay within 0…1 (``TimingCurve``) and every coordinate mixes by the same
  /// amount, so each edge of a mixed frame lies between its start and end values; the slack
  /// covers the rounding of the mix. `nil` when an edge or the slack is not finite: nothing is
  /// then known about where the sprite goes.
  var reach: SceneRect? {
    let left = min(from.frame.x, to.frame.x)
    let top = min(from.frame.y, to.frame.y)
    let right = max(from.frame.x + from.frame.width, to.frame.x + to.frame.width)
    let bottom = max(from.frame.y + from.frame.height, to.frame.y + to.frame.height)
    let slack = 1 + max(right - left, bottom - top) * 1e-9
    let reach = SceneRect(
      x: left - slack, y: top - slack, width: right - left + 2 * slack,
      height: bottom - top + 2 * slack)
    guard reach.x.isFinite, reach.y.isFinite, (reach.x + reach.width).isFinite,
      (reach.y + reach.height).isFinite
    else { return nil }
    return reach
  }

  /// Whether a leaving sprite has finished and is no longer drawn.
  func isGone(at time: Double) -> Bool { leaving && time >= end }
}
