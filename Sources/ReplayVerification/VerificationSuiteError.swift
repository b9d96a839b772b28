/// Why a verification suite could not be read: the suite's input is at fault, except when it
/// cannot be read at all.
///
/// ```swift
/// let error = VerificationSuiteError.empty("Tests/visual")
/// print(error)  // Tests/visual: no recordings (*.jsonl) to verify
/// ```
public enum VerificationSuiteError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Nothing is at the path.
  case notFound(String)
  /// The directory or file could not be read (the environment is at fault).
  case unreadable(String, reason: String)
  /// The suite file is not a valid suite: the reason names where in it.
  case invalid(String, reason: String)
  /// The directory holds no recording, or the file lists none.
  case empty(String)
  /// Two recordings' golden directories have the same name, so their artifacts would mix.
  case sharedGoldenName(String, first: String, second: String)

  /// One sentence naming the path and what is wrong.
  public var description: String {
    switch self {
    case .notFound(let path): "\(path): no such suite file or directory"
    case .unreadable(let path, let reason): "\(path): cannot read the suite: \(reason)"
    case .invalid(let path, let reason): "\(path): \(reason)"
    case .empty(let path): "\(path): no recordings (*.jsonl) to verify"
    case .sharedGoldenName(let name, let first, let second):
      "\(first) and \(second) both have goldens named \"\(name)\"; their artifacts would mix, "
        + "so give one of them another golden directory name"
    }
  }
}
