import RecordingFormat

extension Diagnostic {
  /// Where a replay stops, as a warning on the rejected apply's line (category
  /// ``Diagnostic/Category/uikit``); the sentence names the seq itself.
  ///
  /// ```swift
  /// Diagnostic(stop, file: "rec.jsonl").description
  /// // rec.jsonl:3: warning: rendering stops before seq 2, which UIKit would reject: …
  /// ```
  ///
  /// - Parameters:
  ///   - stop: The first apply UIKit would have rejected.
  ///   - file: The recording as the user named it.
  public init(_ stop: ReplayStop, file: String) {
    self.init(
      severity: .warning, category: .uikit, file: file, line: stop.line, seq: nil,
      message: stop.description)
  }
}
