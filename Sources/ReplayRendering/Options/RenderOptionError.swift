/// Where an option's value came from, so an error can point at the right place.
public enum OptionSource: Hashable, Sendable {
  /// A value the caller set in ``RenderOptionOverrides`` (for `snapreplay`, a command-line
  /// option, which the command line has already checked).
  case override
  /// A `render` hint in the recording's header.
  case header
}

/// A render option that could not be used.
///
/// ```swift
/// let error = RenderOptionError.invalidValue(option: .fps, value: "fast", source: .override)
/// print(error)  // invalid value "fast" for --fps: expected a number from 0.1 to 240
/// ```
public enum RenderOptionError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The value is not what the option takes.
  ///
  /// - `option`: the option.
  /// - `value`: the value as it would be written on the command line.
  /// - `source`: a header hint or an override.
  case invalidValue(option: RenderOptionKey, value: String, source: OptionSource)

  /// One readable sentence naming the option, the value and what the option takes.
  public var description: String {
    switch self {
    case .invalidValue(let option, let value, .override):
      "invalid value \"\(value)\" for \(option.flag): expected \(option.expected)"
    case .invalidValue(let option, let value, .header):
      "invalid value \"\(value)\" for render hint \"\(option.hint)\" (\(option.flag)) "
        + "in the recording header: expected \(option.expected)"
    }
  }
}
