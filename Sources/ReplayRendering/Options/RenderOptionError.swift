/// Where an option's value came from, so an error can point at the right place.
public enum OptionSource: Hashable, Sendable {
  /// A `--long-option` on the command line.
  case commandLine
  /// A `render` hint in the recording's header.
  case header
}

/// A render option that could not be used.
public enum RenderOptionError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The value is not what the option takes.
  ///
  /// - `option`: the camelCase name (`cellSize`).
  /// - `value`: the text as written.
  /// - `expected`: what the option takes, in words.
  case invalidValue(option: String, value: String, expected: String, source: OptionSource)
  /// The command line named an option the renderer does not have.
  case unknownOption(String)

  /// One readable sentence naming the option and the value.
  public var description: String {
    switch self {
    case .invalidValue(let option, let value, let expected, .commandLine):
      "invalid value \"\(value)\" for \(RenderOptions.flag(option)): expected \(expected)"
    case .invalidValue(let option, let value, let expected, .header):
      "invalid value \"\(value)\" for render hint \"\(option)\" (\(RenderOptions.flag(option))) "
        + "in the recording header: expected \(expected)"
    case .unknownOption(let name):
      "unknown render option \"\(name)\""
    }
  }
}
