/// Why a recording file could not be created or written.
///
/// ``description`` names the file, without a severity (a printer adds `error:` once):
///
/// ```swift
/// let error = RecordingWriteError(file: "out/rec.jsonl", reason: "No such file or directory")
/// print(error)  // out/rec.jsonl: cannot write the recording: No such file or directory
/// ```
public struct RecordingWriteError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file as it was named to the writer.
  public var file: String
  /// What went wrong, as the system said it.
  public var reason: String

  /// Creates a write error.
  ///
  /// - Parameters:
  ///   - file: The file that could not be written.
  ///   - reason: What went wrong.
  public init(file: String, reason: String) {
    self.file = file
    self.reason = reason
  }

  /// The error as one sentence, without the file.
  public var message: String { "cannot write the recording: \(reason)" }

  /// `file: message`.
  public var description: String { "\(file): \(message)" }
}
