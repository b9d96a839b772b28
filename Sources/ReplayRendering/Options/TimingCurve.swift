/// How a transition's linear progress maps to how far its elements have moved (`--curve`).
///
/// The Bézier curves are those of `CAMediaTimingFunction`; `spring` is a critically damped
/// spring scaled to end exactly at 1:
///
/// ```swift
/// TimingCurve.linear.value(at: 0.5)     // 0.5
/// TimingCurve.easeInOut.value(at: 0.5)  // 0.5
/// TimingCurve.easeIn.value(at: 0.5)     // ≈ 0.3153
/// TimingCurve.spring.value(at: 0.5)     // ≈ 0.9599
/// ```
public enum TimingCurve: String, CaseIterable, Hashable, Sendable {
  /// Constant speed.
  case linear
  /// Cubic Bézier (0.42, 0, 1, 1): starts slowly.
  case easeIn = "ease-in"
  /// Cubic Bézier (0, 0, 0.58, 1): ends slowly.
  case easeOut = "ease-out"
  /// Cubic Bézier (0.42, 0, 0.58, 1): starts and ends slowly.
  case easeInOut = "ease-in-out"
  /// Critically damped spring: (1 − (1 + ωp)·e^(−ωp)) / (1 − (1 + ω)·e^(−ω)) with ω = 10.
  case spring

  /// The spring's stiffness in units of the transition's duration; at ω = 10 the undamped
  /// spring would be 99.95 % of the way at the end, so the normalisation changes little.
  static let springOmega = 10.0

  /// The eased value for a linear progress.
  ///
  /// - Parameter progress: Linear progress; clamped to [0, 1].
  /// - Returns: The eased progress in [0, 1]: 0 at 0 and exactly 1 at 1.
  public func value(at progress: Double) -> Double {
    let x = min(max(progress, 0), 1)
    if x == 0 || x == 1 { return x }
    switch self {
    case .linear: return x
    case .easeIn: return Self.bezier(x, x1: 0.42, y1: 0, x2: 1, y2: 1)
    case .easeOut: return Self.bezier(x, x1: 0, y1: 0, x2: 0.58, y2: 1)
    case .easeInOut: return Self.bezier(x, x1: 0.42, y1: 0, x2: 0.58, y2: 1)
    case .spring:
      let omega = Self.springOmega
      let end = 1 - (1 + omega) * Self.exp(-omega)
      return (1 - (1 + omega * x) * Self.exp(-omega * x)) / end
    }
  }

  /// y on the Bézier from (0,0) to (1,1) at the parameter whose x is `x`.
  static func bezier(_ x: Double, x1: Double, y1: Double, x2: Double, y2: Double) -> Double {
    func coordinate(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
      let u = 1 - t
      return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }
    // x(t) is increasing on [0, 1] because both control x values lie in [0, 1], so bisection
    // always converges; 60 halvings reach the limit of Double precision.
    var low = 0.0
    var high = 1.0
    for _ in 0..<60 {
      let middle = (low + high) / 2
      if coordinate(middle, x1, x2) < x { low = middle } else { high = middle }
    }
    return coordinate((low + high) / 2, y1, y2)
  }

  /// e^x without Foundation, by halving and squaring a short Taylor series.
  static func exp(_ x: Double) -> Double {
    var reduced = x
    var squarings = 0
    while abs(reduced) > 0.125 {
      reduced /= 2
      squarings += 1
    }
    var term = 1.0
    var sum = 1.0
    for n in 1...12 {
      term *= reduced / Double(n)
      sum += term
    }
    for _ in 0..<squarings { sum *= sum }
    return sum
  }
}
