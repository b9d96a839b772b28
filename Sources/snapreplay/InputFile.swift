import Foundation
import RecordingFormat

/// The check every command makes on the files it is told to read, before reading them: a
/// missing file is the invocation's fault (exit 64), for every command alike.
///
/// ```swift
/// try InputFile.requireFile("rec.jsonl")  // throws InvocationError.missingInput when absent
/// ```
enum InputFile {
  /// Throws unless `path` names an existing regular file (or a link to one).
  ///
  /// - Parameter path: The path as the user gave it.
  /// - Throws: ``InvocationError/missingInput(path:)`` or
  ///   ``InvocationError/directoryGiven(path:)``.
  static func requireFile(_ path: String) throws(InvocationError) {
    if let problem = problem(with: path) { throw problem }
  }

  /// What is wrong with `path` as a file to read, if anything.
  ///
  /// - Parameter path: The path as the user gave it.
  /// - Returns: `nil` when it is an existing file.
  static func problem(with path: String) -> InvocationError? {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      return .missingInput(path: path)
    }
    return isDirectory.boolValue ? .directoryGiven(path: path) : nil
  }

  /// Reads the recording at `path` after ``requireFile(_:)``, and prints the reader's warnings
  /// (seq gaps, unknown event types, near-miss keys, …) as every command that replays one does.
  ///
  /// ```swift
  /// let recording = try InputFile.readRecording("rec.jsonl", printer: printer)
  /// ```
  ///
  /// - Parameters:
  ///   - path: The path as the user gave it; it names the file in messages.
  ///   - printer: Where the warnings go.
  /// - Returns: The recording.
  /// - Throws: ``InvocationError`` for a missing file or a directory, or the reader's
  ///   `RecordingError` for a file that is not a recording.
  static func readRecording(_ path: String, printer: DiagnosticPrinter) throws -> Recording {
    try requireFile(path)
    let recording = try Recording(contentsOf: URL(fileURLWithPath: path), name: path)
    for warning in recording.warnings { printer.emit(Diagnostic(warning)) }
    return recording
  }
}
