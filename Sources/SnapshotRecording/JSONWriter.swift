/// Builds JSON text by hand so that the bytes are deterministic: keys in the order written,
/// integers as integers, doubles in their shortest round-trip form.
///
/// The package's one JSON writer: recording lines, `--json` reports and every other JSON the
/// package prints go through it, so the same value always gives the same bytes.
///
/// ```swift
/// var json = JSONWriter()
/// json.beginObject()
/// json.key("seq"); json.integer(3)
/// json.key("time"); json.double(0.25)
/// json.key("ids"); json.beginArray(); json.identifier(7); json.identifier("7"); json.endArray()
/// json.endObject()
/// print(json.text)  // {"seq":3,"time":0.25,"ids":[7,"7"]}
/// ```
///
/// Commas are placed for you; keys and values must alternate inside an object, and every
/// container must be closed before ``text`` is used.
public struct JSONWriter: Sendable {
  /// The JSON written so far.
  public private(set) var text = ""
  private var needsComma: [Bool] = []

  /// Creates an empty writer.
  public init() {}

  /// Opens an object: `{`.
  public mutating func beginObject() { openContainer("{") }
  /// Closes the innermost object: `}`.
  public mutating func endObject() { closeContainer("}") }
  /// Opens an array: `[`.
  public mutating func beginArray() { openContainer("[") }
  /// Closes the innermost array: `]`.
  public mutating func endArray() { closeContainer("]") }

  /// Writes `"key":` inside an object; the value follows.
  ///
  /// - Parameter name: The key, escaped like any string.
  public mutating func key(_ name: String) {
    separate()
    appendQuoted(name)
    text += ":"
    // The value that follows must not be preceded by a comma.
    if !needsComma.isEmpty { needsComma[needsComma.count - 1] = false }
  }

  /// Writes a string in quotes, escaping `"`, `\` and control characters; everything else is
  /// written as is (no `\u` escapes for non-ASCII text).
  ///
  /// - Parameter value: The string.
  public mutating func string(_ value: String) {
    separate()
    appendQuoted(value)
  }

  /// Writes an integer's digits.
  ///
  /// - Parameter value: The integer.
  public mutating func integer(_ value: Int) {
    separate()
    text += String(value)
  }

  /// Writes `null`.
  public mutating func null() {
    separate()
    text += "null"
  }

  /// Writes `true` or `false`.
  ///
  /// - Parameter value: The flag.
  public mutating func bool(_ value: Bool) {
    separate()
    text += value ? "true" : "false"
  }

  /// Writes a double in Swift's shortest round-trip form (`0.125`, `2.0`, `1e-05`), all valid
  /// JSON. JSON has no NaN or infinity; those are written as `0`, so output always parses.
  ///
  /// - Parameter value: The number; see ``numberText(_:)``.
  public mutating func double(_ value: Double) {
    separate()
    text += Self.numberText(value)
  }

  /// Writes a recorded identifier as a recording does: a string in quotes, an integer bare.
  ///
  /// - Parameter id: The identifier.
  public mutating func identifier(_ id: RecordedID) {
    switch id {
    case .string(let value): string(value)
    case .integer(let value): integer(value)
    }
  }

  /// A double as ``double(_:)`` writes it, for text that shows numbers the way JSON does.
  ///
  /// ```swift
  /// JSONWriter.numberText(2)     // "2.0"
  /// JSONWriter.numberText(-0.0)  // "0.0"
  /// JSONWriter.numberText(.nan)  // "0"
  /// ```
  ///
  /// - Parameter value: The number.
  /// - Returns: Its shortest round-trip text; `"0.0"` for either zero, `"0"` when not finite.
  public static func numberText(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    // `-0.0` would read back as a negative zero time; write plain zero.
    return value == 0 ? "0.0" : value.description
  }

  private mutating func openContainer(_ bracket: String) {
    separate()
    text += bracket
    needsComma.append(false)
  }

  private mutating func closeContainer(_ bracket: String) {
    needsComma.removeLast()
    text += bracket
  }

  private mutating func separate() {
    guard let last = needsComma.last else { return }
    if last { text += "," }
    needsComma[needsComma.count - 1] = true
  }

  private mutating func appendQuoted(_ value: String) {
    text += "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case "\n": text += "\\n"
      case "\r": text += "\\r"
      case "\t": text += "\\t"
      case "\u{08}": text += "\\b"
      case "\u{0C}": text += "\\f"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: text.unicodeScalars.append(scalar)
      }
    }
    text += "\""
  }
}
