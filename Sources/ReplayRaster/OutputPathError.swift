/// Why an output path cannot be written, found before anything is drawn.
///
/// ```swift
/// let error = OutputPathError.cannotCreateDirectory(path: "/ro/out", reason: "permission denied")
/// print(error)  // cannot create directory /ro/out: permission denied
/// ```
public enum OutputPathError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A directory could not be created; `reason` is the system's, such as `permission denied`.
  case cannotCreateDirectory(path: String, reason: String)
  /// A file is where a directory is needed (the output directory or a parent of the output).
  case notADirectory(path: String)
  /// A directory is where the output file should be written.
  case isADirectory(path: String)
  /// A file of another kind is where the output file should be written; `--force` replaces it.
  case foreignFile(path: String, kind: String)

  /// One sentence naming the path.
  public var description: String {
    switch self {
    case .cannotCreateDirectory(let path, let reason):
      "cannot create directory \(path): \(reason)"
    case .notADirectory(let path):
      "cannot create directory \(path): a file with that name exists"
    case .isADirectory(let path):
      "cannot write \(path): it is a directory"
    case .foreignFile(let path, let kind):
      "refusing to replace \(path): it is not a \(kind) file; use --force to replace it"
    }
  }

  /// The path the error is about (a parent, when it is the parent that is in the way).
  public var path: String {
    switch self {
    case .cannotCreateDirectory(let path, _), .notADirectory(let path), .isADirectory(let path),
      .foreignFile(let path, _):
      path
    }
  }

  /// Why, without the path: `permission denied`, `a file with that name exists`, …
  public var reason: String {
    switch self {
    case .cannotCreateDirectory(_, let reason): reason
    case .notADirectory: "a file with that name exists"
    case .isADirectory: "it is a directory"
    case .foreignFile(_, let kind): "it is not a \(kind) file"
    }
  }
}
