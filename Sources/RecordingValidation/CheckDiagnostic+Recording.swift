import RecordingFormat

extension CheckDiagnostic {
  /// A reader error as a finding: category ``Category/format``, with the error's file, line and,
  /// when it names an apply (a bad outline `parent`), seq.
  ///
  /// ```swift
  /// CheckDiagnostic(RecordingError.missingHeader(file: "e.jsonl")).description
  /// // e.jsonl: error: the recording is empty; its first line must be the header
  /// ```
  ///
  /// - Parameter error: What the reader threw.
  public init(_ error: RecordingError) {
    self.init(
      severity: .error, category: .format, file: error.file, line: error.location?.line,
      seq: error.seq, message: error.message)
  }

  /// A reader warning as a finding: category ``Category/format``, with the warning's line.
  ///
  /// ```swift
  /// let gap = RecordingWarning.seqGap(
  ///   RecordingLocation(file: "g.jsonl", line: 3), previous: 1, found: 4)
  /// CheckDiagnostic(gap, file: "g.jsonl").description
  /// // g.jsonl:3: warning: seq jumps from 1 to 4; 2 events were lost
  /// ```
  ///
  /// - Parameters:
  ///   - warning: What the reader noted.
  ///   - file: The name the recording was read under.
  public init(_ warning: RecordingWarning, file: String) {
    self.init(
      severity: .warning, category: .format, file: file, line: warning.location.line, seq: nil,
      message: warning.message)
  }
}
