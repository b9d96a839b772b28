import ReplayComparison

/// How a render's frames differ in number or rate from its goldens', said once instead of frame
/// by frame: `39 frames, goldens have 37: 2 more frames at the end`, `fps differs: 30 vs 24 in
/// the goldens`.
///
/// ```swift
/// let timing = TimingDifference.frameCount(golden: 37, actual: 39)
/// print(timing.text)  // 39 frames, goldens have 37: 2 more frames at the end
/// ```
public struct TimingDifference: Hashable, Codable, Sendable {
  /// What differs.
  public enum Kind: String, CaseIterable, Codable, Sendable {
    /// The number of frames: the replay is longer or shorter (frames are named by index, so
    /// the extra or missing ones are at the end).
    case frameCount
    /// The frames per second: every frame falls at another time.
    case frameRate
  }

  /// What differs.
  public var kind: Kind
  /// How many frames the goldens have.
  public var goldenFrames: Int
  /// How many frames the render has.
  public var actualFrames: Int
  /// The goldens' frames per second, when their `golden.json` says.
  public var goldenFPS: String?
  /// The render's frames per second, when the goldens' is known.
  public var actualFPS: String?
  /// The difference in words.
  public var text: String

  /// A different number of frames at the same rate.
  ///
  /// - Parameters:
  ///   - golden: The goldens' frame count.
  ///   - actual: The render's frame count.
  /// - Returns: The difference: `41 frames, goldens have 37: 4 more frames at the end`.
  public static func frameCount(golden: Int, actual: Int) -> TimingDifference {
    let change = actual - golden
    let amount = abs(change)
    let more = "\(amount) \(change > 0 ? "more" : "fewer") frame\(amount == 1 ? "" : "s")"
    return TimingDifference(
      kind: .frameCount, goldenFrames: golden, actualFrames: actual, goldenFPS: nil,
      actualFPS: nil,
      text: "\(actual) frame\(actual == 1 ? "" : "s"), goldens have \(golden): \(more) at the end")
  }

  /// Another frame rate.
  ///
  /// - Parameters:
  ///   - golden: The goldens' frames per second, as options print it.
  ///   - actual: The render's.
  ///   - goldenFrames: The goldens' frame count.
  ///   - actualFrames: The render's frame count.
  /// - Returns: The difference: `fps differs: 30 vs 24 in the goldens (39 frames, goldens
  ///   have 31)`.
  public static func frameRate(
    golden: String, actual: String, goldenFrames: Int, actualFrames: Int
  ) -> TimingDifference {
    let counts =
      goldenFrames == actualFrames
      ? "" : " (\(actualFrames) frames, goldens have \(goldenFrames))"
    return TimingDifference(
      kind: .frameRate, goldenFrames: goldenFrames, actualFrames: actualFrames,
      goldenFPS: golden, actualFPS: actual,
      text: "fps differs: \(actual) vs \(golden) in the goldens\(counts)")
  }

  /// How many frames each side of a comparison has: the goldens' (compared or no longer
  /// rendered) and the render's (compared or without a golden).
  static func counts(of report: ComparisonReport) -> (golden: Int, actual: Int) {
    var golden = 0
    var actual = 0
    for frame in report.frames {
      switch frame.outcome {
      case .compared:
        golden += 1
        actual += 1
      case .missingFromCandidate: golden += 1
      case .extraInCandidate: actual += 1
      }
    }
    return (golden, actual)
  }
}
