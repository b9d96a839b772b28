/// Where an element is and how opaque, the two things a transition animates.
struct SpriteAttributes: Hashable, Sendable {
  var frame: SceneRect
  var opacity: Double

  /// The straight-line mix: `self` at 0, `other` at 1.
  func mixed(with other: SpriteAttributes, by amount: Double) -> SpriteAttributes {
    func mix(_ a: Double, _ b: Double) -> Double { amount == 1 ? b : a + (b - a) * amount }
    return SpriteAttributes(
      frame: SceneRect(
        x: mix(frame.x, other.frame.x), y: mix(frame.y, other.frame.y),
        width: mix(frame.width, other.frame.width), height: mix(frame.height, other.frame.height)),
      opacity: mix(opacity, other.opacity))
  }
}

/// One element on screen during a segment, with its own animation: live sprites stand for an
/// element of the current state, leaving ones fade or slide away and then vanish.
struct Sprite: Hashable, Sendable {
  var key: ElementKey
  var leaving: Bool
  /// The content as shown; its frame and opacity come from the animation.
  var look: SceneElement
  var from: SpriteAttributes
  var to: SpriteAttributes
  var start: Double
  var duration: Double

  var end: Double { start + duration }

  /// Where the sprite is at `time`, with the curve applied to its own linear progress.
  func attributes(at time: Double, curve: TimingCurve) -> SpriteAttributes {
    guard duration > 0, time < end else { return to }
    return from.mixed(with: to, by: curve.value(at: (time - start) / duration))
  }

  /// Whether a leaving sprite has finished and is no longer drawn.
  func isGone(at time: Double) -> Bool { leaving && time >= end }
}
