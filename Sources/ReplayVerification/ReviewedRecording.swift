public import Foundation
public import ReplayComparison
public import ReplayRendering

/// One recording of a verify report (``GoldenReview``): its ``VerificationResult`` with what the
/// report says beside the pictures — the options it was rendered with, the command that
/// re-records it, and what is known about why it fails (the result's recipe differences,
/// structural divergence and classification).
///
/// ```swift
/// let reviewed = ReviewedRecording(
///   result: result, renderOptions: RenderOptionOverrides { $0.fps = 5; $0.toSeq = 3 })
/// print(reviewed.recordCommand(relativeTo: URL(fileURLWithPath: "/work")))
/// // snapreplay verify Recordings/insertion-sort.jsonl --golden Tests/Goldens/insertion-sort --fps 5 --to 3 --record failed
/// ```
public struct ReviewedRecording: Sendable {
  /// What the verification found.
  public var result: VerificationResult
  /// The render options it ran with, on top of the recording's header hints.
  public var renderOptions: RenderOptionOverrides
  /// The tolerance it compared with.
  public var comparison: ComparisonOptions
  /// The items and rectangles it did not compare.
  public var ignoring = IgnoredRegions()
  /// What it does to the suite: passed, warned (pixels only, under `--pixels-only warn`) or
  /// failed.
  public var outcome: SuiteResult.Outcome

  /// A reviewed recording.
  ///
  /// - Parameters:
  ///   - result: What the verification found.
  ///   - renderOptions: The render options it ran with.
  ///   - comparison: The tolerance it compared with.
  ///   - outcome: What it does to the suite; by default failed unless it passed.
  public init(
    result: VerificationResult, renderOptions: RenderOptionOverrides = RenderOptionOverrides(),
    comparison: ComparisonOptions = ComparisonOptions(), outcome: SuiteResult.Outcome? = nil
  ) {
    self.result = result
    self.renderOptions = renderOptions
    self.comparison = comparison
    self.outcome = outcome ?? (result.passed ? .passed : .failed)
  }

  /// Why it fails, in words, when something beyond the pixels is known: how many frames or at
  /// what rate, when that differs (`frames: fps differs: 30 vs 24 in the goldens`), how the
  /// goldens were made differently (`options differ: fps 5 (golden) vs 30`, other fonts), then the first
  /// structural divergence. Empty when nothing is known.
  public var findings: [String] {
    guard failed else { return [] }
    if let error = result.error { return ["errored: \(error.message)"] }
    return (result.timing.map { ["frames: \($0.text)"] } ?? [])
      + (result.recipeDifferences ?? []).map(\.text)
      + (result.divergence.map { ["structure: \($0.description)"] } ?? [])
  }

  /// What kind of failure it is, when it failed and the goldens keep their structure.
  public var classification: VerificationClassification? {
    guard failed, let classification = result.classification, classification != .unknown else {
      return nil
    }
    return classification
  }

  /// Whether the recording did not pass its verification (failed or warned): its frames can
  /// be reviewed and accepted.
  public var failed: Bool { !result.passed }

  /// The frames a reviewer may accept: those that differ, have no golden, or have a golden
  /// the render no longer produces.
  public var acceptableFrames: [FrameComparison] {
    result.report.frames.filter { !$0.passed }
  }

  /// The tolerance as command-line arguments; the defaults are left out.
  public var toleranceArguments: [String] {
    var arguments: [String] = []
    if comparison.threshold != ComparisonOptions.defaultThreshold {
      arguments += ["--threshold", Self.number(comparison.threshold)]
    }
    if let pixels = comparison.maxDiffPixels { arguments += ["--max-diff-pixels", String(pixels)] }
    if let ratio = comparison.maxDiffRatio {
      arguments += ["--max-diff-ratio", Self.number(ratio)]
    }
    return arguments
  }

  /// The command that re-records this recording's goldens from its current render, with the
  /// options it was verified with, quoted for a POSIX shell.
  ///
  /// - Parameter directory: Paths inside it are written relative to it (the directory the
  ///   command is meant to run in).
  /// - Returns: The command line.
  public func recordCommand(relativeTo directory: URL) -> String {
    let words =
      [
        "snapreplay", "verify", Self.path(result.recording, relativeTo: directory), "--golden",
        Self.path(result.goldens, relativeTo: directory),
      ] + renderOptions.arguments + toleranceArguments + ignoring.arguments
      + ["--record", "failed"]
    return words.map(Self.shellQuoted).joined(separator: " ")
  }

  /// `url`'s path relative to `directory` when it lies inside it, else its absolute path.
  ///
  /// ```swift
  /// ReviewedRecording.path(URL(fileURLWithPath: "/w/Recordings/a.jsonl"),
  ///   relativeTo: URL(fileURLWithPath: "/w"))  // Recordings/a.jsonl
  /// ```
  ///
  /// - Parameters:
  ///   - url: A file URL.
  ///   - directory: The directory paths are relative to.
  /// - Returns: The path.
  public static func path(_ url: URL, relativeTo directory: URL) -> String {
    let path = url.standardizedFileURL.path
    var base = directory.standardizedFileURL.path
    if !base.hasSuffix("/") { base += "/" }
    return path.hasPrefix(base) && path.count > base.count
      ? String(path.dropFirst(base.count)) : path
  }

  /// `0.2`, `1`: a number as a person types it.
  private static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
  }

  /// A word quoted for a POSIX shell when it needs quoting: `'it'\''s'`.
  static func shellQuoted(_ word: String) -> String {
    let plain = word.unicodeScalars.allSatisfy { scalar in
      scalar.isASCII
        && (CharacterSet.alphanumerics.contains(scalar)
          || "-_./=:,+@%#".unicodeScalars.contains(scalar))
    }
    if plain && !word.isEmpty { return word }
    return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
