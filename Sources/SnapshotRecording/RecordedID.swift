/// An identifier as a recording stores it: a JSON string or a JSON integer.
///
/// Identity compares type and value, so `7` and `"7"` are different identifiers:
///
/// ```swift
/// RecordedID.integer(7) == RecordedID.string("7")  // false
/// ```
public enum RecordedID: Hashable, Sendable, Comparable {
  /// A JSON string identifier.
  case string(String)
  /// A JSON integer identifier.
  case integer(Int)
}

extension RecordedID: CustomStringConvertible, CustomDebugStringConvertible {
  /// The identifier's text: the string itself, or the integer's digits.
  public var description: String {
    switch self {
    case .string(let value): value
    case .integer(let value): String(value)
    }
  }

  /// The identifier as JSON: strings quoted, integers bare, so `7` and `"7"` stay apart.
  public var debugDescription: String {
    switch self {
    case .string(let value): "\"\(value)\""
    case .integer(let value): String(value)
    }
  }
}

extension RecordedID: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
  /// Creates a string identifier from a literal.
  public init(stringLiteral value: String) { self = .string(value) }
  /// Creates an integer identifier from a literal.
  public init(integerLiteral value: Int) { self = .integer(value) }
}

extension RecordedID {
  /// The identifier as compact JSON, exactly as a recording writes it: an integer's digits, or a
  /// string in quotes with `"`, `\` and control characters escaped and everything else as is.
  ///
  /// ```swift
  /// RecordedID.string("n-1").jsonText  // "\"n-1\""
  /// RecordedID.integer(7).jsonText     // "7"
  /// ```
  public var jsonText: String {
    var json = JSONWriter()
    json.identifier(self)
    return json.text
  }
}
