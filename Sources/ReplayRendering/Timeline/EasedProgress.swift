/// A timing curve that remembers its last answer: the sprites of one frame mostly share their
/// start and duration, so they ask for the same progress, and a Bézier curve's value takes 60
/// halvings (``TimingCurve/value(at:)``).
///
/// ```swift
/// var eased = EasedProgress(curve: .easeInOut)
/// eased.value(at: 0.25)  // computed
/// eased.value(at: 0.25)  // remembered: the same value
/// ```
struct EasedProgress {
  let curve: TimingCurve
  private var lastProgress = Double.nan
  private var lastRecorded: TransitionCurve?
  private var lastValue = 0.0

  init(curve: TimingCurve) {
    self.curve = curve
  }

  /// `curve.value(at: progress)`, or `recorded`'s when the sprite's apply recorded its own
  /// curve, computed only when the progress or the curve differs from the last call's.
  mutating func value(at progress: Double, recorded: TransitionCurve? = nil) -> Double {
    // NaN never equals itself, so the first call and any NaN progress compute.
    if progress == lastProgress, recorded == lastRecorded { return lastValue }
    lastProgress = progress
    lastRecorded = recorded
    lastValue = recorded?.value(at: progress) ?? curve.value(at: progress)
    return lastValue
  }
}
