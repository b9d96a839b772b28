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

  /// The attributes with the frame moved by `shift` (a viewport's, ``ViewportTrack``).
  func shifted(by shift: (dx: Double, dy: Double)) -> SpriteAttributes {
    guard shift.dx != 0 || shift.dy != 0 else { return self }
    var shifted = self
    shifted.frame.x += shift.dx
    shifted.frame.y += shift.dy
    return shifted
  }

  /// The straight-line mix: `self` at 0, `other` at 1. A chevron turns from one angle to the
  /// other; one that appears or goes away does so at once, as the row's new state has it.
  func mixed(with other: SpriteAttributes, by amount: Double) -> SpriteAttributes {
    func mix(_ a: Double, _ b: Double) -> Double { amount == 1 ? b : a + (b - a) * amount }
    var angle = other.disclosureAngle
    if let from = disclosureAngle, let to = other.disclosureAngle { angle = mix(from, to) }
    // Past either end (a spring's overshoot) sizes and opacity stay drawable; within 0…1 the
    // clamps change nothing, as every mix then lies between two values that are.
    return SpriteAttributes(
      frame: SceneRect(
        x: mix(frame.x, other.frame.x), y: mix(frame.y, other.frame.y),
        width: max(0, mix(frame.width, other.frame.width)),
        height: max(0, mix(frame.height, other.frame.height))),
      opacity: min(max(mix(opacity, other.opacity), 0), 1),
      indentation: mix(indentation, other.indentation),
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
  /// For a pinned header or footer, how it keeps to the visible rect while the segment's
  /// viewport moves (``placed(_:shift:)``); `nil` for everything else.
  var pin: PinnedPlacement? = nil

  var end: Double { start + duration }

  /// Where the sprite is drawn when the segment's viewport has moved by `shift`
  /// (``ViewportTrack``): moved with the content, and a pinned one then kept to the visible
  /// rect as its ``pin`` says, by as much as the pin moves it beyond its settled place (which
  /// is already where it sticks without the shift). Without a shift nothing moves.
  ///
  /// - Parameters:
  ///   - attributes: Where the animation has the sprite, before the shift.
  ///   - shift: The viewport's shift at the frame's time.
  /// - Returns: The attributes as drawn.
  func placed(_ attributes: SpriteAttributes, shift: (dx: Double, dy: Double))
    -> SpriteAttributes
  {
    var placed = attributes.shifted(by: shift)
    if let pin, shift.dy != 0 {
      let height = to.frame.height
      // Relative to the settled place, so that an animated frame keeps its own motion.
      placed.frame.y +=
        pin.y(height: height, shift: shift.dy) - pin.y(height: height, shift: 0) - shift.dy
    }
    return placed
  }

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

  /// A rectangle holding the sprite's frame at every time: the smallest one around its frames
  /// at the ends of its curve's range, widened on every side by a point and a billionth of the
  /// distance. The options' curves stay within 0…1 (``TimingCurve``); a recorded one within its
  /// ``TransitionCurve/range`` (a spring's overshoot); every coordinate mixes by the same
  /// amount, so each edge of a mixed frame lies between its values at the range's ends; the
  /// slack covers the rounding of the mix. A pinned sprite's reaches over its pin's span too.
  /// `nil` when an edge or the slack is not finite:
  /// nothing is then known about where the sprite goes.
  var reach: SceneRect? {
    var low = from.frame
    var high = to.frame
    if let range = curve?.range, duration > 0, range != 0...1 {
      // The frames the mix gives at the range's ends: straight-line extrapolation.
      func edge(_ a: Double, _ b: Double, _ amount: Double) -> Double { a + (b - a) * amount }
      low = SceneRect(
        x: edge(from.frame.x, to.frame.x, range.lowerBound),
        y: edge(from.frame.y, to.frame.y, range.lowerBound),
        width: edge(from.frame.width, to.frame.width, range.lowerBound),
        height: edge(from.frame.height, to.frame.height, range.lowerBound))
      high = SceneRect(
        x: edge(from.frame.x, to.frame.x, range.upperBound),
        y: edge(from.frame.y, to.frame.y, range.upperBound),
        width: edge(from.frame.width, to.frame.width, range.upperBound),
        height: edge(from.frame.height, to.frame.height, range.upperBound))
    }
    let left = min(low.x, high.x)
    var top = min(low.y, high.y)
    let right = max(low.x + low.width, high.x + high.width)
    var bottom = max(low.y + low.height, high.y + high.height)
    if let pin {
      // A pinned sprite is drawn up to its pin's span away from its settled place, in the
      // segment's own coordinates (``placed(_:shift:)``).
      let span = pin.span(height: to.frame.height)
      let settled = pin.y(height: to.frame.height, shift: 0)
      top += min(0, span.low - settled)
      bottom += max(0, span.high - settled)
    }
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
