// The reader's errors and warnings as diagnostics: category ``Diagnostic/Category/format``,
// with their file, line and (for an error naming an apply) seq, and whose fault an error is.

extension Diagnostic {
  /// A reader error: the environment's fault when the file could not be opened or read at all,
  /// the input's when it does not follow the format.
  ///
  /// ```swift
  /// Diagnostic(RecordingError.missingHeader(file: "e.jsonl")).description
  /// // e.jsonl: error: the recording is empty; its first line must be the header
  /// Diagnostic(RecordingError.cannotOpen(file: "e.jsonl", reason: "EACCES")).fault
  /// // .environment
  /// ```
  ///
  /// - Parameter error: What the reader threw.
  public init(_ error: RecordingError) {
    let fault: Fault =
      switch error {
      case .cannotOpen, .cannotRead: .environment
      case .missingHeader, .invalidJSON, .lineTooLong, .notAnObject, .foreignFormat,
        .unsupportedVersion, .missingKey, .wrongType, .notAnInteger, .invalidColor, .invalidValue,
        .timeWentBackwards, .invalidParent, .cellImagesOverBudget, .cellImageLineTooLong:
        .input
      }
    self.init(
      severity: .error, category: .format, file: error.file, line: error.location?.line,
      seq: error.seq, message: error.message, fault: fault)
  }

  /// A reader warning, with the warning's file and line.
  ///
  /// ```swift
  /// let gap = RecordingWarning.seqGap(
  ///   RecordingLocation(file: "g.jsonl", line: 3), previous: 1, found: 4)
  /// Diagnostic(gap).description
  /// // g.jsonl:3: warning: seq jumps from 1 to 4; 2 events were lost
  /// ```
  ///
  /// - Parameter warning: What the reader noted.
  public init(_ warning: RecordingWarning) {
    self.init(
      severity: .warning, category: .format, file: warning.location.file,
      line: warning.location.line, seq: nil, message: warning.message)
  }
}
