/// A strict JSON (RFC 8259) parser over one line's bytes.
///
/// Hand-written rather than `JSONSerialization` so that it behaves the same on every platform,
/// keeps number lexemes (`7` versus `7.0`), rejects invalid UTF-8, and bounds nesting depth so
/// that hostile input can never overflow the stack. `package`: a render's `manifest.json` is
/// read back by the same parser (`merge-frames`), so its numbers come back exactly.
package struct JSONParser {
  /// Why a line is not JSON, and where (1-based byte column).
  package struct Failure: Error, Equatable {
    package var column: Int
    package var reason: String
    /// Whether the text ended while a value was still open: the signature of a cut-off line.
    var endedEarly: Bool
  }

  /// The deepest nesting of arrays and objects accepted: recordings need 4 levels, and a small
  /// limit keeps recursion safe on the 512 KiB stacks of secondary threads on iOS.
  static let maximumDepth = 100

  private let bytes: [UInt8]
  private var index = 0
  private var depth = 0

  /// Parses exactly one JSON value, with optional surrounding whitespace.
  package static func parse(_ bytes: [UInt8]) throws(Failure) -> JSONValue {
    var parser = JSONParser(bytes: bytes)
    parser.skipWhitespace()
    let value = try parser.parseValue()
    parser.skipWhitespace()
    guard parser.index == bytes.count else {
      throw parser.failure("unexpected text after the JSON value")
    }
    return value
  }

  private init(bytes: [UInt8]) { self.bytes = bytes }

  private func failure(_ reason: String) -> Failure {
    Failure(column: index + 1, reason: reason, endedEarly: false)
  }

  private func endOfInput() -> Failure {
    Failure(
      column: index + 1, reason: "the line ends in the middle of a JSON value", endedEarly: true)
  }

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      default: return
      }
    }
  }

  private mutating func parseValue() throws(Failure) -> JSONValue {
    guard index < bytes.count else { throw endOfInput() }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try parseObject()
    case UInt8(ascii: "["): return try parseArray()
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"): try expectWord("true"); return .bool(true)
    case UInt8(ascii: "f"): try expectWord("false"); return .bool(false)
    case UInt8(ascii: "n"): try expectWord("null"); return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
    default: throw failure("unexpected character '\(Self.printable(bytes[index]))'")
    }
  }

  private mutating func expectWord(_ word: String) throws(Failure) {
    for expected in word.utf8 {
      guard index < bytes.count else { throw endOfInput() }
      guard bytes[index] == expected else { throw failure("invalid literal; expected '\(word)'") }
      index += 1
    }
  }

  private mutating func enterContainer() throws(Failure) {
    depth += 1
    guard depth <= Self.maximumDepth else {
      throw failure("arrays and objects nested deeper than \(Self.maximumDepth) levels")
    }
  }

  private mutating func parseObject() throws(Failure) -> JSONValue {
    try enterContainer()
    index += 1
    var members: [(key: String, value: JSONValue)] = []
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      index += 1
      depth -= 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard index < bytes.count else { throw endOfInput() }
      guard bytes[index] == UInt8(ascii: "\"") else { throw failure("expected a quoted key") }
      let key = try parseString()
      skipWhitespace()
      guard index < bytes.count else { throw endOfInput() }
      guard bytes[index] == UInt8(ascii: ":") else { throw failure("expected ':' after a key") }
      index += 1
      skipWhitespace()
      members.append((key, try parseValue()))
      skipWhitespace()
      guard index < bytes.count else { throw endOfInput() }
      switch bytes[index] {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "}"):
        index += 1
        depth -= 1
        return .object(members)
      default: throw failure("expected ',' or '}' in an object")
      }
    }
  }

  private mutating func parseArray() throws(Failure) -> JSONValue {
    try enterContainer()
    index += 1
    var elements: [JSONValue] = []
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      depth -= 1
      return .array(elements)
    }
    while true {
      skipWhitespace()
      elements.append(try parseValue())
      skipWhitespace()
      guard index < bytes.count else { throw endOfInput() }
      switch bytes[index] {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "]"):
        index += 1
        depth -= 1
        return .array(elements)
      default: throw failure("expected ',' or ']' in an array")
      }
    }
  }

  private mutating func parseString() throws(Failure) -> String {
    index += 1
    var scalars: [UInt8] = []
    var runStart = index
    while true {
      guard index < bytes.count else { throw endOfInput() }
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        scalars.append(contentsOf: bytes[runStart..<index])
        index += 1
        break
      }
      if byte < 0x20 { throw failure("control character in a string; it must be escaped") }
      if byte == UInt8(ascii: "\\") {
        scalars.append(contentsOf: bytes[runStart..<index])
        try parseEscape(into: &scalars)
        runStart = index
        continue
      }
      index += 1
    }
    guard let text = String(validating: scalars, as: UTF8.self) else {
      throw Failure(column: runStart + 1, reason: "a string is not valid UTF-8", endedEarly: false)
    }
    return text
  }

  private mutating func parseEscape(into output: inout [UInt8]) throws(Failure) {
    index += 1
    guard index < bytes.count else { throw endOfInput() }
    let escape = bytes[index]
    index += 1
    switch escape {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): output.append(escape)
    case UInt8(ascii: "b"): output.append(0x08)
    case UInt8(ascii: "f"): output.append(0x0C)
    case UInt8(ascii: "n"): output.append(0x0A)
    case UInt8(ascii: "r"): output.append(0x0D)
    case UInt8(ascii: "t"): output.append(0x09)
    case UInt8(ascii: "u"):
      var code = try parseHexQuad()
      if (0xD800..<0xDC00).contains(code) {
        // A high surrogate must be followed by an escaped low surrogate.
        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
          bytes[index + 1] == UInt8(ascii: "u")
        else { throw failure("unpaired UTF-16 surrogate in a \\u escape") }
        index += 2
        let low = try parseHexQuad()
        guard (0xDC00..<0xE000).contains(low) else {
          throw failure("unpaired UTF-16 surrogate in a \\u escape")
        }
        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
      } else if (0xDC00..<0xE000).contains(code) {
        throw failure("unpaired UTF-16 surrogate in a \\u escape")
      }
      guard let scalar = Unicode.Scalar(code) else { throw failure("invalid \\u escape") }
      output.append(contentsOf: Array(String(Character(scalar)).utf8))
    default:
      index -= 1
      throw failure("invalid escape '\\\(Self.printable(escape))'")
    }
  }

  private mutating func parseHexQuad() throws(Failure) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard index < bytes.count else { throw endOfInput() }
      let byte = bytes[index]
      let digit: UInt32
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
      default: throw failure("expected four hex digits after \\u")
      }
      value = value << 4 | digit
      index += 1
    }
    return value
  }

  private mutating func parseNumber() throws(Failure) -> JSONValue {
    let start = index
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    guard index < bytes.count else { throw endOfInput() }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
    } else if isDigit(at: index) {
      while isDigit(at: index) { index += 1 }
    } else {
      throw failure("expected a digit")
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard index < bytes.count else { throw endOfInput() }
      guard isDigit(at: index) else { throw failure("expected a digit after '.'") }
      while isDigit(at: index) { index += 1 }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
      {
        index += 1
      }
      guard index < bytes.count else { throw endOfInput() }
      guard isDigit(at: index) else { throw failure("expected a digit in the exponent") }
      while isDigit(at: index) { index += 1 }
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let value = Double(text) else { throw failure("number out of range: \(text)") }
    return .number(value, text: text)
  }

  private func isDigit(at position: Int) -> Bool {
    position < bytes.count && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position])
  }

  private static func printable(_ byte: UInt8) -> String {
    (0x21..<0x7F).contains(byte) ? String(UnicodeScalar(byte)) : "\\u{\(String(byte, radix: 16))}"
  }
}
