/// When golden frames are written, in swift-snapshot-testing's vocabulary.
///
/// | mode | missing golden | differing golden | passes when |
/// | --- | --- | --- | --- |
/// | `missing` (default) | written, then fails | kept, fails | every golden exists and matches |
/// | `failed` | written, fails | rewritten, fails | every golden exists and matches |
/// | `all` | written, fails | rewritten, fails | never: recording is not asserting |
/// | `never` (CI) | fails, nothing written | fails | every golden exists and matches |
public enum RecordMode: String, CaseIterable, Sendable {
  /// Write goldens that do not exist yet, and fail saying so.
  case missing
  /// Rewrite every golden, and fail: a run that records asserts nothing.
  case all
  /// Rewrite the goldens that are missing or differ, and fail saying which.
  case failed
  /// Never write; for CI.
  case never

  /// The environment variable that sets the mode when no explicit mode is given.
  public static let environmentVariable = "SNAPREPLAY_RECORD"

  /// The mode from `SNAPREPLAY_RECORD`, else `missing`.
  ///
  /// - Parameter environment: The process environment.
  /// - Returns: The mode; an unknown value is `nil`.
  public static func fromEnvironment(_ environment: [String: String]) -> RecordMode? {
    guard let value = environment[environmentVariable], !value.isEmpty else { return .missing }
    return RecordMode(rawValue: value)
  }
}
