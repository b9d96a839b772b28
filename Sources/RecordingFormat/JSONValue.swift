/// A parsed JSON value, kept close to its text: numbers keep their lexeme so that `7`, `7.0`
/// and `7e0` stay distinguishable, and objects keep their key order.
package enum JSONValue: Sendable {
  case null
  case bool(Bool)
  /// A number and its text as written.
  case number(Double, text: String)
  case string(String)
  case array([JSONValue])
  case object([(key: String, value: JSONValue)])

  /// The JSON type's name as messages say it ("a string", "an object", …).
  var kindDescription: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .number(_, let text): "the number \(text)"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }

  /// The value of `key` in an object; the last one wins when a key repeats, as most parsers do.
  package subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.last(where: { $0.key == key })?.value
  }

  /// Whether a number's text is an integer literal: no fraction and no exponent.
  package static func isIntegerLiteral(_ text: String) -> Bool {
    !text.utf8.contains {
      $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E")
    }
  }
}
