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

  /// The mode in force, decided in one place for `snapreplay verify` and `assertReplay`: the
  /// explicit mode (`--record`, `assertReplay(record:)`) when there is one, else
  /// `SNAPREPLAY_RECORD` when it is set and not empty, else ``missing``.
  ///
  /// ```swift
  /// try RecordMode.resolve(nil, environment: [:])                              // .missing
  /// try RecordMode.resolve(nil, environment: ["SNAPREPLAY_RECORD": "never"])   // .never
  /// try RecordMode.resolve(.all, environment: ["SNAPREPLAY_RECORD": "never"])  // .all
  /// ```
  ///
  /// - Parameters:
  ///   - explicit: The mode the caller chose, if any.
  ///   - environment: The process environment.
  /// - Returns: The mode.
  /// - Throws: ``VerificationError/unknownRecordMode(_:)`` when no mode is given and
  ///   `SNAPREPLAY_RECORD` holds something else than a mode's name: the invocation is at fault,
  ///   and nothing may be recorded by a guess.
  public static func resolve(
    _ explicit: RecordMode?, environment: [String: String]
  ) throws(VerificationError) -> RecordMode {
    if let explicit { return explicit }
    guard let value = environment[environmentVariable], !value.isEmpty else { return .missing }
    guard let mode = RecordMode(rawValue: value) else { throw .unknownRecordMode(value) }
    return mode
  }

  /// The modes' names, in declaration order, for messages: `missing, all, failed, never`.
  public static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
