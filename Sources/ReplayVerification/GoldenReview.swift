public import Foundation

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
  /// The recordings: failed ones first, each group in the order given.
  public var recordings: [ReviewedRecording]
  /// The directory the verification ran in: paths inside it are shown, and written into
  /// approvals, relative to it, so that `snapreplay approve` runs from the same place.
  public var directory: URL

  /// A review of verified recordings.
  ///
  /// - Parameters:
  ///   - recordings: The recordings, in any order; the failed ones are put first.
  ///   - directory: Where the verification ran (the current directory).
  public init(recordings: [ReviewedRecording], directory: URL) {
    self.recordings = recordings.filter(\.failed) + recordings.filter { !$0.failed }
    self.directory = directory
  }

  /// How many recordings failed.
  public var failedCount: Int { recordings.count(where: \.failed) }

  /// `2 of 5 recordings failed`, or `all 5 recordings passed`.
  public var summary: String {
    let total = recordings.count
    let noun = total == 1 ? "recording" : "recordings"
    if failedCount == 0 { return total == 1 ? "1 recording passed" : "all \(total) \(noun) passed" }
    return "\(failedCount) of \(total) \(noun) failed"
  }
}
