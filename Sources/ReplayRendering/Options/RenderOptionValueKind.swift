public import SnapshotRecording

/// The shape and range of a render option's value, with the one reader of its text.
///
/// Header hints, ``RenderOptionOverrides`` and `snapreplay`'s command-line arguments are all
/// checked by these readers, so the three accept exactly the same values:
///
/// ```swift
/// RenderOptionValueKind.positiveNumber.number(from: "29.97")  // 29.97
/// RenderOptionValueKind.positiveNumber.number(from: "0")      // nil
/// RenderOptionValueKind.size.size(from: "16x34")              // SceneSize(width: 16, height: 34)
/// RenderOptionValueKind.positiveNumber.expected               // "a number > 0"
/// ```
public enum RenderOptionValueKind: Hashable, Sendable {
  /// Any integer (`--from`, `--to`).
  case integer
  /// An integer greater than zero (`--columns`).
  case positiveInteger
  /// A finite decimal number greater than zero (`--fps`).
  case positiveNumber
  /// A finite decimal number, zero or more (`--spacing`).
  case nonNegativeNumber
  /// A finite decimal number, zero or more, or the word `none` for no limit, read as infinity
  /// (`--max-idle`).
  case nonNegativeNumberOrNone
  /// `WIDTHxHEIGHT` in points, both finite and greater than zero (`--cell-size 16x34`).
  case size
  /// `#RRGGBB` or `#RRGGBBAA` (`--background`).
  case color
  /// One of a fixed set of words (`--curve spring`).
  case choice([String])

  /// The words of an enumeration's cases, as a choice: `.choices(LayoutKind.self)`.
  static func choices<Choice: RawRepresentable & CaseIterable>(
    _ type: Choice.Type
  ) -> Self where Choice.RawValue == String {
    .choice(type.allCases.map(\.rawValue))
  }

  /// What the option takes, in the words error messages and help use: `a number > 0`.
  public var expected: String {
    switch self {
    case .integer: "an integer"
    case .positiveInteger: "an integer > 0"
    case .positiveNumber: "a number > 0"
    case .nonNegativeNumber: "a number ≥ 0"
    case .nonNegativeNumberOrNone: "a number ≥ 0 or none"
    case .size: "WIDTHxHEIGHT in points, both > 0, such as 16x34"
    case .color: "#RRGGBB or #RRGGBBAA"
    case .choice(let words): "one of " + words.joined(separator: ", ")
    }
  }

  /// What an option of this kind takes within `range`: `an integer from 1 to 10000`.
  ///
  /// - Parameter range: The option's bounds (``RenderOptionKey/range``), or `nil`.
  /// - Returns: ``expected`` when there are no bounds, else the bounds in words.
  public func expected(in range: ClosedRange<Double>?) -> String {
    guard let range else { return expected }
    let low = RenderHint.number(range.lowerBound).commandLineText
    let high = RenderHint.number(range.upperBound).commandLineText
    switch self {
    case .integer, .positiveInteger: return "an integer from \(low) to \(high)"
    case .positiveNumber, .nonNegativeNumber: return "a number from \(low) to \(high)"
    case .nonNegativeNumberOrNone: return "a number from \(low) to \(high), or none"
    case .size: return "WIDTHxHEIGHT in points, both > 0 and ≤ \(high), such as 16x34"
    case .color, .choice: return expected
    }
  }

  /// Whether a number is in this kind's range; always `false` for sizes, colours and choices.
  ///
  /// - Parameter value: The number, from a hint or an override.
  /// - Returns: `true` when an option of this kind takes `value`.
  public func accepts(_ value: Double) -> Bool {
    guard value.isFinite else { return false }
    switch self {
    case .integer: return value == value.rounded()
    case .positiveInteger: return value == value.rounded() && value > 0
    case .positiveNumber: return value > 0
    case .nonNegativeNumber, .nonNegativeNumberOrNone: return value >= 0
    case .size, .color, .choice: return false
    }
  }

  /// Reads a number of a number kind (`.positiveNumber`, `.nonNegativeNumber`,
  /// `.nonNegativeNumberOrNone`, which reads `none` as infinity).
  ///
  /// - Parameter text: The value as written: a plain decimal number (`0.3`, `1e3`); `nan`, `inf`
  ///   and hexadecimal floats, which `Double(_:)` alone would take, are not numbers here.
  /// - Returns: The number, or `nil` when the text is not one this kind takes.
  public func number(from text: String) -> Double? {
    switch self {
    case .nonNegativeNumberOrNone where text == "none":
      return .infinity
    case .positiveNumber, .nonNegativeNumber, .nonNegativeNumberOrNone:
      guard let value = Self.decimal(text), accepts(value) else { return nil }
      return value
    case .integer, .positiveInteger, .size, .color, .choice:
      return nil
    }
  }

  /// Reads an integer of an integer kind (`.integer`, `.positiveInteger`).
  ///
  /// - Parameter text: The value as written, such as `24` or `-3`.
  /// - Returns: The integer, or `nil` when the text is not one this kind takes.
  public func integer(from text: String) -> Int? {
    switch self {
    case .integer, .positiveInteger:
      guard let value = Int(text), accepts(Double(value)) else { return nil }
      return value
    case .positiveNumber, .nonNegativeNumber, .nonNegativeNumberOrNone, .size, .color, .choice:
      return nil
    }
  }

  /// Reads a size of the `.size` kind: `WxH` in points, both greater than zero.
  ///
  /// - Parameter text: The value as written, such as `16x34` or `390x844`.
  /// - Returns: The size, or `nil` for any other text or kind.
  public func size(from text: String) -> SceneSize? {
    guard self == .size else { return nil }
    let parts = text.split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = Self.decimal(String(parts[0])),
      let height = Self.decimal(String(parts[1])), width > 0, height > 0
    else { return nil }
    return SceneSize(width: width, height: height)
  }

  /// Reads a colour of the `.color` kind: `#RRGGBB` or `#RRGGBBAA`, hex digits in either case.
  ///
  /// - Parameter text: The value as written, such as `#000000`.
  /// - Returns: The colour, or `nil` for any other text or kind.
  public func color(from text: String) -> RecordedColor? {
    guard self == .color else { return nil }
    return RecordedColor(hex: text)
  }

  /// Reads a word of a `.choice` kind into its enumeration case.
  ///
  /// - Parameters:
  ///   - text: The value as written, such as `ease-in-out`.
  ///   - type: The enumeration whose raw values are the choice's words.
  /// - Returns: The case, or `nil` for any other text, or when this kind is not that choice.
  public func choice<Choice: RawRepresentable & CaseIterable>(
    from text: String, as type: Choice.Type
  ) -> Choice? where Choice.RawValue == String {
    guard self == .choices(type) else { return nil }
    return Choice(rawValue: text)
  }

  /// A finite decimal number; `Double(_:)` alone would also take `nan`, `inf` and hex floats.
  static func decimal(_ text: String) -> Double? {
    let allowed = Set("0123456789.+-eE")
    guard !text.isEmpty, text.allSatisfy(allowed.contains), let value = Double(text),
      value.isFinite
    else { return nil }
    return value
  }
}
