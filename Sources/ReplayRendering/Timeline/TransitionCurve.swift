internal import SnapshotRecording

/// The curve a device recorded for one apply's animation (a `layout` line's `timing`), which
/// eases that apply's transitions instead of the options' ``TimingCurve``.
///
/// A cubic Bézier is solved for x exactly as ``TimingCurve`` solves its own; a spring is the
/// damped oscillator's closed-form solution (under-, critically or over-damped), evaluated at
/// the progress times the recorded duration: no stepping, so any frame rate draws the same
/// curve.
///
/// ```swift
/// let curve = TransitionCurve(RecordedTiming(
///   duration: 0.5, curve: .spring(RecordedTiming.Spring(mass: 1, stiffness: 100, damping: 20,
///   initialVelocity: 0))))
/// curve.value(at: 0.5)  // 1 − (1 + 2.5) e^−2.5 ≈ 0.7127: critically damped, ω₀ = 10
/// ```
///
/// Values may leave 0…1: an under-damped spring overshoots its end and swings back, and a
/// Bézier whose control points lie outside 0…1 passes its ends, as on the device. ``range``
/// bounds every value, so that a sprite's reach (``Sprite/reach``), which decides what can be
/// culled, still holds every place the sprite is drawn.
enum TransitionCurve: Hashable, Sendable {
  /// A cubic Bézier timing function through (0, 0) and (1, 1).
  case cubic(x1: Double, y1: Double, x2: Double, y2: Double)
  /// A spring that ran for `duration` seconds.
  case spring(RecordedTiming.Spring, duration: Double)

  /// The curve of a recorded timing.
  init(_ timing: RecordedTiming) {
    switch timing.curve {
    case .cubic(let x1, let y1, let x2, let y2): self = .cubic(x1: x1, y1: y1, x2: x2, y2: y2)
    case .spring(let spring): self = .spring(spring, duration: timing.duration)
    }
  }

  /// The eased value for a linear progress within 0…1 (clamped to it): 0 at 0, 1 at 1, and
  /// within ``range`` between, past 1 while a spring overshoots.
  func value(at progress: Double) -> Double {
    let x = min(max(progress, 0), 1)
    if x == 0 || x == 1 { return x }
    let value: Double
    switch self {
    case .cubic(let x1, let y1, let x2, let y2):
      value = TimingCurve.bezier(x, x1: x1, y1: y1, x2: x2, y2: y2)
    case .spring(let spring, let duration):
      value = Self.spring(spring, at: x * duration)
    }
    guard value.isFinite else { return x }
    return min(max(value, range.lowerBound), range.upperBound)
  }

  /// Bounds on every value the curve gives, 0…1 included: a cubic Bézier stays within the
  /// hull of its control points' y; a spring's distance from its end is at most its starting
  /// amplitude, bounded from the closed-form solution: √(1 + s²) under-damped (s the sine
  /// coefficient), 1 + |v − ω|/(ω e) critically damped, |c₁| + |c₂| over-damped. Not finite
  /// when the spring's numbers make it so: nothing is then culled (``Sprite/reach``).
  var range: ClosedRange<Double> {
    switch self {
    case .cubic(_, let y1, _, let y2):
      return min(0, y1, y2)...max(1, y1, y2)
    case .spring(let spring, _):
      let amplitude = Self.amplitude(spring)
      guard amplitude.isFinite else { return -Double.infinity...Double.infinity }
      return min(0, 1 - amplitude)...max(1, 1 + amplitude)
    }
  }

  /// A bound on |x(t) − 1| for every t ≥ 0 of ``spring(_:at:)``.
  private static func amplitude(_ spring: RecordedTiming.Spring) -> Double {
    let omega = (spring.stiffness / spring.mass).squareRoot()
    let zeta = spring.damping / (2 * (spring.stiffness * spring.mass).squareRoot())
    let velocity = spring.initialVelocity
    if zeta < 1 {
      let damped = omega * (1 - zeta * zeta).squareRoot()
      let sine = (velocity - zeta * omega) / damped
      return (1 + sine * sine).squareRoot()
    }
    if zeta == 1 {
      // t·e^(−ωt) is largest at t = 1/ω, where it is 1/(ω e).
      return 1 + abs(velocity - omega) / (omega * 2.718281828459045)
    }
    let root = (zeta * zeta - 1).squareRoot()
    let slow = -omega * (zeta - root)
    let fast = -omega * (zeta + root)
    let c1 = (velocity + fast) / (slow - fast)
    return abs(c1) + abs(-1 - c1)
  }

  /// Where a spring from 0 to 1 is after `time` seconds: m x″ + c x′ + k (x − 1) = 0 with
  /// x(0) = 0 and x′(0) = the initial velocity.
  static func spring(_ spring: RecordedTiming.Spring, at time: Double) -> Double {
    let omega = (spring.stiffness / spring.mass).squareRoot()
    let zeta = spring.damping / (2 * (spring.stiffness * spring.mass).squareRoot())
    let velocity = spring.initialVelocity
    // y = x − 1 starts at −1 with slope `velocity`.
    if zeta < 1 {
      let damped = omega * (1 - zeta * zeta).squareRoot()
      let sine = (velocity - zeta * omega) / damped
      let envelope = TimingCurve.exp(-zeta * omega * time)
      return 1 + envelope * (-Self.cos(damped * time) + sine * Self.sin(damped * time))
    }
    if zeta == 1 {
      return 1 + (-1 + (velocity - omega) * time) * TimingCurve.exp(-omega * time)
    }
    let root = (zeta * zeta - 1).squareRoot()
    let slow = -omega * (zeta - root)
    let fast = -omega * (zeta + root)
    // c₁ + c₂ = −1 and slow·c₁ + fast·c₂ = velocity.
    let c1 = (velocity + fast) / (slow - fast)
    let c2 = -1 - c1
    return 1 + c1 * TimingCurve.exp(slow * time) + c2 * TimingCurve.exp(fast * time)
  }

  /// Sine and cosine without Foundation's platform differences: both platforms' libm round
  /// differently in the last place, and frames must be byte-identical on Linux and macOS.
  private static func sin(_ x: Double) -> Double { Self.cos(x - Double.pi / 2) }

  private static func cos(_ x: Double) -> Double {
    // Reduce to [−π, π], then a Taylor series of cos on the reduced argument, halved and
    // doubled back (cos 2a = 2cos²a − 1) for accuracy.
    let twoPi = 2 * Double.pi
    var reduced = x - (x / twoPi).rounded() * twoPi
    var halvings = 0
    while abs(reduced) > 0.125 {
      reduced /= 2
      halvings += 1
    }
    let square = reduced * reduced
    var term = 1.0
    var sum = 1.0
    for n in stride(from: 2, through: 20, by: 2) {
      term *= -square / Double((n - 1) * n)
      sum += term
    }
    for _ in 0..<halvings { sum = 2 * sum * sum - 1 }
    return sum
  }
}
