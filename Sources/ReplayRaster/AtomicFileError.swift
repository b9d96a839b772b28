/// A file that could not be written, created or renamed, with the system's reason.
///
/// ```swift
/// let error = AtomicFileError(path: "/ro/a.png.tmp", reason: "Permission denied")
/// print(error)  // /ro/a.png.tmp: cannot write: Permission denied
/// ```
public struct AtomicFileError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file that failed.
  public var path: String
  /// `strerror`'s text, such as `Permission denied`.
  public var reason: String

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - path: The file that failed.
  ///   - reason: Why.
  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  /// `PATH: cannot write: REASON`, without a severity: the printer adds `error:` once.
  public var description: String { "\(path): cannot write: \(reason)" }
}
