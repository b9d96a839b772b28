import ReplayRendering
import Testing

@Suite struct TimingCurveTests {
  @Test(arguments: TimingCurve.allCases)
  func everyCurveStartsAtZeroAndEndsAtExactlyOne(curve: TimingCurve) {
    #expect(curve.value(at: 0) == 0)
    #expect(curve.value(at: 1) == 1)
  }

  @Test(arguments: TimingCurve.allCases)
  func everyCurveNeverGoesBackward(curve: TimingCurve) {
    let values = (0...100).map { curve.value(at: Double($0) / 100) }
    #expect(zip(values, values.dropFirst()).allSatisfy { $0 <= $1 })
  }

  @Test func linearIsTheIdentity() {
    #expect(TimingCurve.linear.value(at: 0.37) == 0.37)
  }

  @Test func easeInMatchesTheCoreAnimationBezier() {
    #expect(abs(TimingCurve.easeIn.value(at: 0.5) - 0.315_356_8) < 1e-6)
  }

  @Test func easeOutMirrorsEaseIn() {
    #expect(abs(TimingCurve.easeOut.value(at: 0.5) - 0.684_643_2) < 1e-6)
  }

  @Test func easeInOutIsSymmetric() {
    #expect(abs(TimingCurve.easeInOut.value(at: 0.5) - 0.5) < 1e-9)
    #expect(abs(TimingCurve.easeInOut.value(at: 0.25) - 0.129_161_9) < 1e-6)
  }

  @Test func springFollowsTheNormalisedCriticallyDampedFormula() {
    // (1 − 6·e^−5) / (1 − 11·e^−10)
    #expect(abs(TimingCurve.spring.value(at: 0.5) - 0.960_051_8) < 1e-6)
  }

  @Test func progressOutsideZeroToOneIsClamped() {
    #expect(TimingCurve.easeInOut.value(at: -1) == 0)
    #expect(TimingCurve.spring.value(at: 2) == 1)
  }
}
