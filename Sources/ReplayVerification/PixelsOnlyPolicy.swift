/// What a recording whose frames differ in pixels only (``VerificationClassification/pixelsOnly``:
/// the same structure, so the environment drifted rather than the replay) does to a suite
/// (`verify --pixels-only warn|fail`).
///
/// ```swift
/// let policy = PixelsOnlyPolicy(rawValue: "warn")  // .warn
/// ```
public enum PixelsOnlyPolicy: String, CaseIterable, Codable, Sendable {
  /// It fails the suite, as any other difference does (the default).
  case fail
  /// It is reported as a warning and the suite still passes.
  case warn
}
