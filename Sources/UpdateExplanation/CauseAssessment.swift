/// Whether a ``LikelyCause`` fits a message's numbers, and why.
///
/// ```swift
/// let assessment = CauseAssessment(
///   cause: .modelOutsideBatch, isConsistent: true,
///   reason: "the count did not change (5 before, 5 after) although the updates add 1")
/// ```
public struct CauseAssessment: Hashable, Sendable {
  /// The cause.
  public var cause: LikelyCause
  /// Whether the message's numbers (or its kind) are consistent with it.
  public var isConsistent: Bool
  /// Why it is, or is not, possible: one sentence with the numbers.
  public var reason: String

  /// Creates an assessment.
  ///
  /// - Parameters:
  ///   - cause: The cause.
  ///   - isConsistent: Whether it fits.
  ///   - reason: Why.
  public init(cause: LikelyCause, isConsistent: Bool, reason: String) {
    self.cause = cause
    self.isConsistent = isConsistent
    self.reason = reason
  }
}
