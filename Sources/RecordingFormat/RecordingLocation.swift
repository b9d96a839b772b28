/// A line of a recording file, for diagnostics.
public struct RecordingLocation: Hashable, Sendable, CustomStringConvertible {
  /// The file as it was named to the reader (a path, or a name given with a file handle).
  public var file: String
  /// The 1-based line number.
  public var line: Int

  /// Creates a location.
  public init(file: String, line: Int) {
    self.file = file
    self.line = line
  }

  /// `file:line`, the prefix editors and CI turn into links.
  public var description: String { "\(file):\(line)" }
}
