public import Foundation
public import ReplayComparison
// The options' types (`RenderOptionOverrides`, `LayoutKind`, …) come with `import ReplayTesting`.
@_exported public import ReplayRendering
@_exported public import ReplayVerification
import Testing

#if canImport(XCTest)
  import XCTest
#endif

/// Asserts that a recording renders to the golden frames in a directory, recording goldens as
/// `record` (or `SNAPREPLAY_RECORD`) says. Works in Swift Testing and XCTest tests; a mismatch is
/// a test failure carrying `snapreplay verify`'s message, never a crash.
///
/// ```swift
/// @Test func insertionSortReplayMatchesGoldens() {
///   assertReplay(
///     of: URL(fileURLWithPath: "Recordings/insertion-sort.jsonl"),
///     matchesGoldensIn: URL(fileURLWithPath: "Tests/__Goldens__/insertion-sort"),
///     options: RenderOptionOverrides { $0.scale = 0.5; $0.fps = 5; $0.toSeq = 3 })
/// }
/// ```
///
/// - Parameters:
///   - recording: The recording to render.
///   - goldens: The directory of golden frames.
///   - options: Render options that replace the recording header's hints.
///   - comparison: The per-frame tolerance.
///   - ignoring: Items whose cells, wherever they are, and rectangles that are not compared
///     (`IgnoredRegions(items: ["clock"])`), as `verify --ignore-item` and `--ignore-rect`.
///   - record: When goldens are written; `nil` reads `SNAPREPLAY_RECORD`, else `missing`.
///   - artifacts: Where actual frames and difference images go; by default
///     `$SNAPREPLAY_ARTIFACTS`, else the per-user `$TMPDIR/snapreplay-artifacts-<uid>`.
///   - fileID: The caller's file, for Swift Testing's report.
///   - filePath: The caller's file path, for both frameworks' reports.
///   - line: The caller's line.
///   - column: The caller's column.
/// - Returns: The verification's result, or `nil` when it could not run (also a failure).
@discardableResult
public func assertReplay(
  of recording: URL,
  matchesGoldensIn goldens: URL,
  options: RenderOptionOverrides = RenderOptionOverrides(),
  comparison: ComparisonOptions = ComparisonOptions(),
  ignoring: IgnoredRegions = IgnoredRegions(),
  record: RecordMode? = nil,
  artifacts: URL? = nil,
  fileID: String = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> VerificationResult? {
  // Plain literals rather than Swift Testing's `#_sourceLocation`, so XCTest-only callers need
  // not import Testing.
  let location = SourceLocation(
    fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column))
  let report = { (message: String) in
    reportFailure(message, at: location, file: filePath, line: line)
  }
  let outcome = verifyReplay(
    of: recording, matchesGoldensIn: goldens, options: options, comparison: comparison,
    ignoring: ignoring, record: record, artifacts: artifacts)
  switch outcome {
  case .success(let result):
    if !result.passed { report(result.message) }
    return result
  case .failure(let error):
    report("Replay of \(recording.lastPathComponent) could not be verified: \(error)")
    return nil
  }
}

/// The core of ``assertReplay(of:matchesGoldensIn:options:comparison:ignoring:record:artifacts:fileID:filePath:line:column:)``
/// without reporting: the result, or why verification could not run.
///
/// - Returns: The verification's result, or the error that stopped it.
public func verifyReplay(
  of recording: URL,
  matchesGoldensIn goldens: URL,
  options: RenderOptionOverrides = RenderOptionOverrides(),
  comparison: ComparisonOptions = ComparisonOptions(),
  ignoring: IgnoredRegions = IgnoredRegions(),
  record: RecordMode? = nil,
  artifacts: URL? = nil
) -> Result<VerificationResult, VerificationError> {
  let mode: RecordMode
  do {
    mode = try RecordMode.resolve(record, environment: ProcessInfo.processInfo.environment)
  } catch {
    return .failure(error)
  }
  let verification = GoldenVerification(
    recording: recording, goldens: goldens, renderOptions: options, comparison: comparison,
    ignoring: ignoring, record: mode, artifacts: artifacts)
  do {
    return .success(try verification.run())
  } catch {
    return .failure(error)
  }
}

/// Records a failure with whichever test framework is running the caller.
private func reportFailure(
  _ message: String, at location: SourceLocation, file: StaticString, line: UInt
) {
  if Test.current != nil {
    Issue.record(Comment(rawValue: message), sourceLocation: location)
    return
  }
  #if canImport(XCTest)
    XCTFail(message, file: file, line: line)
  #else
    Issue.record(Comment(rawValue: message), sourceLocation: location)
  #endif
}
