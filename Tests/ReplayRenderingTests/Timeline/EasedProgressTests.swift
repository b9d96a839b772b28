import Testing

@testable import ReplayRendering

/// The remembered curve value is the curve's own, whatever was asked before.
@Suite struct EasedProgressTests {
  @Test(arguments: TimingCurve.allCases)
  func rememberedValuesAreTheCurvesOwn(curve: TimingCurve) {
    var eased = EasedProgress(curve: curve)
    for progress in [0.25, 0.25, 0.5, 0.25, 1, 1, 0, 0.75, 0.75, -1, 2] {
      #expect(eased.value(at: progress) == curve.value(at: progress), "\(curve) at \(progress)")
    }
  }
}
