/// The animation the device ran for one apply, sampled from an animated cell's layer: how long
/// it took, after what delay, along which curve.
///
/// ```swift
/// let easeInOut = RecordedTiming(duration: 0.3, curve: .cubic(x1: 0.42, y1: 0, x2: 0.58, y2: 1))
/// let spring = RecordedTiming(
///   duration: 0.5,
///   curve: .spring(RecordedTiming.Spring(mass: 1, stiffness: 300, damping: 30, initialVelocity: 0)))
/// ```
public struct RecordedTiming: Hashable, Sendable {
  /// A spring's parameters, as `CASpringAnimation` has them.
  public struct Spring: Hashable, Sendable {
    /// The mass on the spring (> 0).
    public var mass: Double
    /// The spring's stiffness (> 0).
    public var stiffness: Double
    /// The damping (≥ 0).
    public var damping: Double
    /// The velocity at the start, in units of the whole distance per second.
    public var initialVelocity: Double

    /// Creates a spring.
    public init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) {
      self.mass = mass
      self.stiffness = stiffness
      self.damping = damping
      self.initialVelocity = initialVelocity
    }
  }

  /// The timing function.
  public enum Curve: Hashable, Sendable {
    /// A cubic Bézier timing function from (0, 0) to (1, 1) with these control points.
    case cubic(x1: Double, y1: Double, x2: Double, y2: Double)
    /// A spring.
    case spring(Spring)
  }

  /// Seconds the animation ran.
  public var duration: Double
  /// Seconds before it started.
  public var delay: Double
  /// How progress went over the duration.
  public var curve: Curve

  /// Creates a timing.
  public init(duration: Double, delay: Double = 0, curve: Curve) {
    self.duration = duration
    self.delay = delay
    self.curve = curve
  }
}
