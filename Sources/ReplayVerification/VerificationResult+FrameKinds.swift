import ReplayComparison
import ReplayRendering

extension VerificationResult {
  /// What kind of difference `frame` shows; `nil` when it passed.
  ///
  /// ```swift
  /// result.kind(of: frame)  // .pixelsOnly: same cells and content, other pixels
  /// ```
  ///
  /// - Parameter frame: One of the result's frames.
  /// - Returns: Its kind, or `nil`.
  public func kind(of frame: FrameComparison) -> FrameKind? {
    guard !frame.passed else { return nil }
    switch frame.outcome {
    case .extraInCandidate: return .noGolden
    case .missingFromCandidate: return .notRendered
    case .compared(let comparison):
      if comparison.verdict == .dimensionMismatch { return .sizeDiffers }
      guard let changedFrames else { return .different }
      return changedFrames.contains(frame.name) ? .changed : .pixelsOnly
    }
  }

  /// The failing compared frames whose structure differs from their golden's, by name.
  ///
  /// - Parameters:
  ///   - report: The frames' comparisons.
  ///   - golden: The goldens' structure, frame by frame.
  ///   - actual: The render's structure, frame by frame.
  /// - Returns: Their names.
  /// - Complexity: O(f · c) for f failing frames of c cells.
  static func changedFrames(
    in report: ComparisonReport, golden: [FrameStructure], actual: [FrameStructure]
  ) -> Set<String> {
    var changed: Set<String> = []
    for frame in report.frames where !frame.passed && frame.result != nil {
      guard let index = FrameDirectory.frameIndex(of: frame.name),
        index < golden.count, index < actual.count
      else {
        changed.insert(frame.name)
        continue
      }
      // The same sentence a recording's divergence comes from, for this frame alone.
      let differs =
        FrameStructure.firstDivergence(golden: [golden[index]], actual: [actual[index]]) != nil
      if differs { changed.insert(frame.name) }
    }
    return changed
  }
}
