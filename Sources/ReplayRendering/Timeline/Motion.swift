import SnapshotModel

/// The animations of one apply: when they run and how rows come and go.
struct Motion {
  let start: Double
  let duration: Double
  /// The apply's row animation in a list; `.fade` in a grid.
  let style: RowAnimation
  /// The curve the device recorded for the apply (a `layout` line's `timing`), carried by
  /// every sprite the apply starts; `nil` for the options' curve.
  var curve: TransitionCurve? = nil

  /// A surviving element slides from where it is to its new frame, fully opaque; an outline
  /// row's indentation and chevron follow its new state (UIKit updates a visible cell's
  /// indentation level and expansion state without reconfiguring it).
  func move(_ element: ArrangedElement, look: SceneElement, from now: SpriteAttributes) -> Sprite {
    Sprite(
      key: element.key, section: element.section, leaving: false, look: look, from: now,
      to: SpriteAttributes(settled: element.look), start: start,
      duration: duration, curve: curve, pin: element.pin)
  }

  /// A new element comes in by `style` and ends at its frame, fully opaque; from `origin`
  /// toward it, when given (a reloaded row's new cell travels with its old one).
  func arrive(
    _ element: ArrangedElement, look: SceneElement, style: RowAnimation,
    from origin: SceneRect? = nil
  ) -> Sprite {
    let settled = SpriteAttributes(settled: element.look)
    var first = settled
    first.frame = origin ?? settled.frame
    return Sprite(
      key: element.key, section: element.section, leaving: false, look: look,
      from: Self.displaced(first, style: style), to: settled, start: start, duration: duration,
      curve: curve, pin: element.pin)
  }

  /// An element goes away by `style` from where it is now, or from there toward `target`
  /// (a reloaded row's old cell follows the new one); `nil` when it vanishes at once.
  func depart(
    _ sprite: Sprite, from now: SpriteAttributes, style: RowAnimation,
    toward target: SceneRect? = nil
  ) -> Sprite? {
    guard style != .none else { return nil }
    var end = now
    end.frame = target ?? now.frame
    var departing = sprite
    departing.leaving = true
    departing.from = now
    departing.to = Self.displaced(end, style: style)
    departing.start = start
    departing.duration = duration
    departing.curve = curve
    // It leaves from where it is drawn now (`now`, where it stuck), in the new segment.
    departing.pin = nil
    return departing
  }

  /// Where a row is before it arrives or after it leaves: `left`/`right` one row width
  /// sideways (opacity kept), `top`/`bottom` one row height up or down and transparent,
  /// `middle` collapsed to zero height at its centre line and transparent, `fade` (and
  /// `automatic`, resolved before) transparent in place, `none` unchanged.
  static func displaced(_ settled: SpriteAttributes, style: RowAnimation) -> SpriteAttributes {
    var displaced = settled
    var frame = settled.frame
    var opacity = 0.0
    switch style {
    case .fade, .automatic: break
    case .right:
      frame.x += frame.width
      opacity = settled.opacity
    case .left:
      frame.x -= frame.width
      opacity = settled.opacity
    case .top: frame.y -= frame.height
    case .bottom: frame.y += frame.height
    case .middle:
      frame.y += frame.height / 2
      frame.height = 0
    case .none: opacity = settled.opacity
    }
    displaced.frame = frame
    displaced.opacity = opacity
    return displaced
  }
}
