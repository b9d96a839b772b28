/// One recorded gap that the idle cap (``RenderOptions/maxIdle``) shortened: the output holds
/// still for ``kept`` seconds where the app was idle for ``kept`` + ``cut``.
///
/// ```swift
/// // max-idle 1, an apply recorded 4 s after the one before, which started at 2 s:
/// IdleCut(seq: 5, end: 3, kept: 1, cut: 3)  // the hold from 2 s to 3 s stands for 4 s
/// ```
public struct IdleCut: Hashable, Sendable {
  /// The apply that follows the gap.
  public var seq: Int
  /// The output time the shortened gap ends at: when apply ``seq`` starts.
  public var end: Double
  /// The output seconds of the gap that remain.
  public var kept: Double
  /// The output seconds taken out of the gap.
  public var cut: Double

  /// Creates an idle cut.
  ///
  /// - Parameters:
  ///   - seq: The apply after the gap.
  ///   - end: The output time the gap ends at.
  ///   - kept: The output seconds that remain.
  ///   - cut: The output seconds taken out.
  public init(seq: Int, end: Double, kept: Double, cut: Double) {
    self.seq = seq
    self.end = end
    self.kept = kept
    self.cut = cut
  }

  /// The output time the shortened gap starts at.
  public var start: Double { end - kept }
}
