public import Foundation
import ReplayComparison
import ReplayRendering

/// What `snapreplay verify --report DIR` shows: every verified recording, failures first,
/// each with its counts, options, what is known about why it fails and the command that
/// re-records it. ``GoldenReviewOutput`` writes it as a directory holding one HTML page and the
/// golden, actual and difference images it shows.
///
/// ```swift
/// let review = GoldenReview(
///   recordings: [ReviewedRecording(result: result, renderOptions: options)],
///   directory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
/// try GoldenReviewOutput.write(review, toDirectory: URL(fileURLWithPath: "Output/verify-report"))
/// ```
public struct GoldenReview: Sendable {
  /// The recordings: failed ones first, then warned ones, then passed ones, each group in the
  /// order given.
  public var recordings: [ReviewedRecording]
  /// The directory the verification ran in: paths inside it are shown, and written into
  /// approvals, relative to it, so that `snapreplay approve` runs from the same place.
  public var directory: URL

  /// A review of verified recordings.
  ///
  /// - Parameters:
  ///   - recordings: The recordings, in any order; the errored ones are put first, then the
  ///     failed ones.
  ///   - directory: Where the verification ran (the current directory).
  public init(recordings: [ReviewedRecording], directory: URL) {
    self.recordings = [SuiteResult.Outcome.errored, .failed, .warned, .passed].flatMap {
      outcome in
      recordings.filter { $0.outcome == outcome }
    }
    self.directory = directory
  }

  /// The review of a suite's result: each recording with the options its entry was verified
  /// with (the suite's own under the command line's) and its outcome under the suite's
  /// `--pixels-only` policy.
  ///
  /// ```swift
  /// let result = try verification.run()
  /// let review = GoldenReview(result, of: verification, directory: current)
  /// ```
  ///
  /// - Parameters:
  ///   - result: What the suite's verification found.
  ///   - verification: The verification that found it.
  ///   - directory: Where the verification ran (the current directory).
  public init(_ result: SuiteResult, of verification: SuiteVerification, directory: URL) {
    self.init(
      result,
      options: verification.suite.entries.map {
        VerifiedOptions(verification.verification(of: $0))
      },
      directory: directory)
  }

  /// The review of a suite's result with the options each recording was verified with: what
  /// `snapreplay merge` builds from the shards' fragments, the same review one run builds.
  ///
  /// ```swift
  /// let review = GoldenReview(result, options: fragments.flatMap(\.options), directory: current)
  /// ```
  ///
  /// - Parameters:
  ///   - result: What the suite's verification found.
  ///   - options: Each recording's options; a recording without any is shown with the
  ///     defaults.
  ///   - directory: Where the verification ran (the current directory).
  public init(_ result: SuiteResult, options: [VerifiedOptions], directory: URL) {
    let recordings = result.results.map { found in
      let verified = options.first { $0.describe(found) }
      var recording = ReviewedRecording(
        result: found, renderOptions: verified?.renderOptions ?? RenderOptionOverrides(),
        comparison: verified?.comparison ?? ComparisonOptions(),
        outcome: result.outcome(of: found))
      recording.ignoring = verified?.ignoring ?? IgnoredRegions()
      return recording
    }
    self.init(recordings: recordings, directory: directory)
  }

  /// `2 of 5 recordings failed, 1 errored, 1 warned`, `1 of 5 recordings warned (pixels
  /// only)`, or `all 5 recordings passed`.
  public var summary: String {
    let total = recordings.count
    let noun = total == 1 ? "recording" : "recordings"
    let failed = recordings.count { $0.outcome == .failed }
    let errored = recordings.count { $0.outcome == .errored }
    let warned = recordings.count { $0.outcome == .warned }
    if failed == 0 && errored == 0 && warned == 0 {
      return total == 1 ? "1 recording passed" : "all \(total) \(noun) passed"
    }
    var parts: [(Int, String)] = [(failed, "failed"), (errored, "errored")].filter { $0.0 > 0 }
    if warned > 0 { parts.append((warned, parts.isEmpty ? "warned (pixels only)" : "warned")) }
    let first = parts.removeFirst()
    return "\(first.0) of \(total) \(noun) \(first.1)"
      + parts.map { ", \($0.0) \($0.1)" }.joined()
  }
}
