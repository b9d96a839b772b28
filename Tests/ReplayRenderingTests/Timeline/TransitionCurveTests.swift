import Foundation
import SnapshotRecording
import Testing

@testable import ReplayRendering

/// A device's recorded timing eases its apply exactly as its formula says: a cubic Bézier
/// solved for x, a spring in closed form (under-, critically and over-damped), at any time,
/// with no stepping; values stay within 0…1 (culling relies on it).
@Suite struct TransitionCurveTests {
  /// x(t) = p solved by Newton's method from the curve's own derivative: another route to the
  /// answer than the implementation's bisection.
  private static func bezier(_ p: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double)
    -> Double
  {
    func coordinate(_ t: Double, _ a: Double, _ b: Double) -> Double {
      3 * (1 - t) * (1 - t) * t * a + 3 * (1 - t) * t * t * b + t * t * t
    }
    func slope(_ t: Double, _ a: Double, _ b: Double) -> Double {
      3 * (1 - t) * (1 - t) * a + 6 * (1 - t) * t * (b - a) + 3 * t * t * (1 - b)
    }
    var t = p
    for _ in 0..<50 { t -= (coordinate(t, x1, x2) - p) / slope(t, x1, x2) }
    return coordinate(t, y1, y2)
  }

  @Test(arguments: [0.25, 0.5, 0.75])
  func aCubicCurveIsSolvedForItsProgress(progress: Double) {
    let curve = TransitionCurve(
      RecordedTiming(duration: 0.4, curve: .cubic(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)))
    let expected = Self.bezier(progress, 0.25, 0.1, 0.25, 1)
    #expect(abs(curve.value(at: progress) - expected) < 1e-9)
  }

  /// The damped oscillator x(t) from 0 to 1, with Foundation's functions.
  private static func spring(
    mass m: Double, stiffness k: Double, damping c: Double, velocity v: Double, at t: Double
  ) -> Double {
    let omega = (k / m).squareRoot()
    let zeta = c / (2 * (k * m).squareRoot())
    if zeta < 1 {
      let wd = omega * (1 - zeta * zeta).squareRoot()
      return 1 - Foundation.exp(-zeta * omega * t)
        * (Foundation.cos(wd * t) + (zeta * omega - v) / wd * Foundation.sin(wd * t))
    } else if zeta == 1 {
      return 1 - (1 + (omega - v) * t) * Foundation.exp(-omega * t)
    }
    let r1 = -omega * (zeta - (zeta * zeta - 1).squareRoot())
    let r2 = -omega * (zeta + (zeta * zeta - 1).squareRoot())
    let c1 = (v + r2) / (r1 - r2)
    return 1 + c1 * Foundation.exp(r1 * t) + (-1 - c1) * Foundation.exp(r2 * t)
  }

  @Test(arguments: [
    (1.0, 300.0, 20.0, 0.0),  // under-damped: ζ ≈ 0.58
    (1.0, 100.0, 20.0, 0.0),  // critically damped: ζ = 1
    (2.0, 50.0, 40.0, 1.5),  // over-damped, with a push
  ])
  func aSpringFollowsItsClosedFormAtThreeTimes(
    mass: Double, stiffness: Double, damping: Double, velocity: Double
  ) {
    let duration = 0.6
    let curve = TransitionCurve(
      RecordedTiming(
        duration: duration,
        curve: .spring(
          RecordedTiming.Spring(
            mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity))))
    for progress in [0.1, 0.3, 0.7] {
      let exact = Self.spring(
        mass: mass, stiffness: stiffness, damping: damping, velocity: velocity,
        at: progress * duration)
      // Overshoot is drawn as the formula gives it, past the end.
      #expect(abs(curve.value(at: progress) - exact) < 1e-9, "\(progress)")
    }
  }

  @Test func valuesPassTheirEndsOnlyWithinTheCurvesRange() {
    let overshooting = TransitionCurve(
      RecordedTiming(duration: 1, curve: .cubic(x1: 0.3, y1: -0.6, x2: 0.6, y2: 1.6)))
    let bouncy = TransitionCurve(
      RecordedTiming(
        duration: 2,
        curve: .spring(
          RecordedTiming.Spring(mass: 1, stiffness: 400, damping: 2, initialVelocity: 0))))
    let pushed = TransitionCurve(
      RecordedTiming(
        duration: 1,
        curve: .spring(
          RecordedTiming.Spring(mass: 1, stiffness: 100, damping: 20, initialVelocity: 40))))
    var passed: [Bool] = []
    for curve in [overshooting, bouncy, pushed] {
      var outside = false
      for step in 0...1000 {
        let value = curve.value(at: Double(step) / 1000)
        #expect(curve.range.contains(value), "\(curve) at \(step)")
        outside = outside || value > 1 || value < 0
      }
      passed.append(outside)
      #expect(curve.value(at: 0) == 0 && curve.value(at: 1) == 1)
    }
    // Each of them does pass an end: the range is not just 0…1 by luck.
    #expect(passed == [true, true, true])
  }

  @Test func theNamedCurvesAndAnInsideBezierKeepTheRangeZeroToOne() {
    let inside = TransitionCurve(
      RecordedTiming(duration: 1, curve: .cubic(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)))
    #expect(inside.range == 0...1)
  }
}
