public import ReplayVerification
public import Testing

/// A Swift Testing trait that sets when ``assertReplay(of:matchesGoldensIn:options:comparison:record:artifacts:fileID:filePath:line:column:)``
/// records goldens, for one test or every test of a suite, as swift-snapshot-testing's
/// `.snapshots(record:)` trait does. It wins over `SNAPREPLAY_RECORD`; a `record:` argument to
/// `assertReplay` wins over it.
///
/// ```swift
/// @Suite(.replayRecording(.never))
/// struct ListGoldens {
///   @Test func insertionSort() { assertReplay(of: recording, matchesGoldensIn: goldens) }
///   @Test(.replayRecording(.failed)) func wifi() { assertReplay(of: wifi, matchesGoldensIn: g) }
/// }
/// ```
public struct ReplayRecordingTrait: TestTrait, SuiteTrait, TestScoping {
  /// The record mode the trait's tests run with.
  public var mode: RecordMode

  /// The mode set by the innermost trait around the running test, if any.
  @TaskLocal static var current: RecordMode?

  /// A suite's trait applies to every test in it (and in its nested suites).
  public var isRecursive: Bool { true }

  /// Runs the test, or the suite's tests, with the trait's mode in force.
  ///
  /// - Parameters:
  ///   - test: The test or suite.
  ///   - testCase: The test case, or `nil` for a suite.
  ///   - function: The test's body.
  /// - Throws: What the test throws.
  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    try await Self.$current.withValue(mode) { try await function() }
  }
}

extension Trait where Self == ReplayRecordingTrait {
  /// Records goldens as `mode` says in this test or suite: `missing`, `failed`, `all` or
  /// `never`.
  ///
  /// ```swift
  /// @Suite(.replayRecording(.never)) struct ListGoldens { … }
  /// ```
  ///
  /// - Parameter mode: The record mode.
  /// - Returns: The trait.
  public static func replayRecording(_ mode: RecordMode) -> Self {
    ReplayRecordingTrait(mode: mode)
  }
}
