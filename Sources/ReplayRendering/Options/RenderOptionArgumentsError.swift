/// Command-line arguments that are not render options (``RenderOptionOverrides/init(arguments:)``).
///
/// ```swift
/// print(RenderOptionArgumentsError.unknownArgument("--delete"))
/// // unknown option '--delete'
/// ```
public enum RenderOptionArgumentsError: Error, Hashable, Sendable, CustomStringConvertible {
  /// An argument that is no render option's flag.
  case unknownArgument(String)
  /// A flag with no value after it.
  case missingValue(flag: String)
  /// A value its option does not take.
  case invalidValue(RenderOptionError)

  /// One sentence naming the argument.
  public var description: String {
    switch self {
    case .unknownArgument(let argument): "unknown option '\(argument)'"
    case .missingValue(let flag): "missing value for '\(flag)'"
    case .invalidValue(let error): error.description
    }
  }
}
