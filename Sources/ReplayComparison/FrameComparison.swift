import Foundation

/// One frame of a comparison between two files or two frame directories.
public struct FrameComparison: Sendable {
  /// What happened to the frame.
  public enum Outcome: Sendable {
    /// Both sides have the frame and it was compared.
    case compared(ComparisonResult)
    /// The reference has the frame and the candidate does not.
    case missingFromCandidate
    /// The candidate has a frame the reference does not.
    case extraInCandidate
  }

  /// The frame's file name, such as `frame-0003.png`.
  public let name: String
  /// The outcome.
  public let outcome: Outcome
  /// Where the difference image was written (by a ``DifferenceImageWriter``), if it was.
  public let diffImageURL: URL?

  /// Creates a frame comparison.
  public init(name: String, outcome: Outcome, diffImageURL: URL? = nil) {
    self.name = name
    self.outcome = outcome
    self.diffImageURL = diffImageURL
  }

  /// Whether the frame passes: compared and identical or within tolerance.
  public var passed: Bool {
    if case .compared(let result) = outcome { return result.passed }
    return false
  }

  /// The comparison result, when the frame was compared.
  public var result: ComparisonResult? {
    if case .compared(let result) = outcome { return result }
    return nil
  }

  /// A one-line account, such as `frame-0003.png: missing from the candidate`.
  public var summary: String {
    switch outcome {
    case .compared(let result): "\(name): \(result.summary)"
    case .missingFromCandidate: "\(name): missing from the candidate"
    case .extraInCandidate: "\(name): extra in the candidate (not in the reference)"
    }
  }
}
