import Foundation
import RecordingFormat
import RecordingValidation

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

  /// Reads the recording at `path` as a stream while `build` makes something of it, and prints
  /// the reader's warnings as ``readRecording(_:printer:)`` does: after the whole file was read
  /// without a malformed line, before any other error `build` throws.
  ///
  /// ```swift
  /// let renderer = try InputFile.streamRecording("rec.jsonl", printer: printer) { observe in
  ///   try RecordingRenderer(contentsOf: URL(fileURLWithPath: "rec.jsonl"), observing: observe)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - path: The path as the user gave it.
  ///   - printer: Where the warnings go.
  ///   - isReadingError: Picks out of what `build` throws a malformed line or an unreadable
  ///     file: it is rethrown as is, with no warning printed, as reading the file whole did.
  ///   - build: Reads the file, handing each validated event to the observer it is given.
  /// - Returns: What `build` made.
  /// - Throws: ``InvocationError`` for a missing file, or what `build` threw.
  static func streamRecording<Built>(
    _ path: String, printer: DiagnosticPrinter,
    readingError isReadingError: (any Error) -> RecordingError?,
    _ build: ((ValidatedEvent) -> Void) throws -> Built
  ) throws -> Built {
    try requireFile(path)
    var warnings: [RecordingWarning] = []
    do {
      let built = try build { event in
        if case .warning(let warning) = event { warnings.append(warning) }
      }
      for warning in warnings { printer.emit(Diagnostic(warning)) }
      return built
    } catch {
      if let reading = isReadingError(error) { throw reading }
      for warning in warnings { printer.emit(Diagnostic(warning)) }
      throw error
    }
  }
}
