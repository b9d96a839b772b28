import Foundation
public import RecordingFormat
import SnapshotRecording

/// The outcome of verifying a ``VerificationSuite``: one ``VerificationResult`` per recording,
/// in the suite's order, and the policy for pixel-only differences. Every output of
/// `snapreplay verify` — the terminal summary (``summary(verbose:)``) and `--json`
/// (``json``) — is written from this one value, whether it came from one run or was merged
/// from shards.
///
/// It is `Codable` as its ``json`` document, which `JSONDecoder` reads back into a result whose
/// `json` is byte-for-byte the same.
///
/// ```swift
/// let result = try SuiteVerification(suite: suite).run()
/// print(result.summary(verbose: false))
/// // PASS insertion-sort.jsonl: 5 frames match
/// // 1 recording: 1 passed.
/// ```
public struct SuiteResult: Sendable {
  /// What one recording's result does to the suite.
  public enum Outcome: String, CaseIterable, Codable, Sendable {
    /// It passed.
    case passed
    /// Its frames differ in pixels only and the policy is ``PixelsOnlyPolicy/warn``.
    case warned
    /// It failed.
    case failed
    /// Could not be verified at all (``VerificationResult/error``).
    case errored
  }

  /// One result per recording, sorted by recording path, then golden path.
  public private(set) var results: [VerificationResult]
  /// What pixel-only differences do.
  public var pixelsOnly: PixelsOnlyPolicy

  /// Creates a suite's result; the results are sorted as a suite's entries are, so results
  /// gathered in any order (or from shards) give the same document.
  ///
  /// ```swift
  /// let merged = SuiteResult(
  ///   results: shardA.results + shardB.results, pixelsOnly: .fail)
  /// ```
  ///
  /// - Parameters:
  ///   - results: The recordings' results.
  ///   - pixelsOnly: What pixel-only differences do.
  public init(results: [VerificationResult], pixelsOnly: PixelsOnlyPolicy = .fail) {
    self.results = results.sorted {
      ($0.recording.path, $0.goldens.path) < ($1.recording.path, $1.goldens.path)
    }
    self.pixelsOnly = pixelsOnly
  }

  /// What `result` does to the suite under this policy.
  ///
  /// - Parameter result: One of the suite's results.
  /// - Returns: passed, warned or failed.
  public func outcome(of result: VerificationResult) -> Outcome {
    if result.error != nil { return .errored }
    if result.passed { return .passed }
    let onlyPixels =
      result.classification == .pixelsOnly && result.recorded.isEmpty
      && result.removed.isEmpty && result.record != .all
    return onlyPixels && pixelsOnly == .warn ? .warned : .failed
  }

  /// How many results have each outcome.
  public var counts: [Outcome: Int] {
    var counts: [Outcome: Int] = [:]
    for outcome in Outcome.allCases { counts[outcome] = 0 }
    for result in results { counts[outcome(of: result), default: 0] += 1 }
    return counts
  }

  /// Whether no result failed (warnings pass): exit status 0, else 1.
  public var passed: Bool {
    results.allSatisfy { outcome(of: $0) == .passed || outcome(of: $0) == .warned }
  }

  /// The most fundamental fault among the errored cases (exit status 2 beats 1); `nil` when
  /// none errored.
  public var worstErrorFault: Fault? {
    results.compactMap { $0.error?.fault }.max()
  }
}
