/// Builds JSON text by hand so that the bytes are deterministic: keys in the order written,
/// integers as integers, doubles in their shortest round-trip form.
struct JSONText {
  private(set) var text = ""
  private var needsComma: [Bool] = []

  mutating func beginObject() { openContainer("{") }
  mutating func endObject() { closeContainer("}") }
  mutating func beginArray() { openContainer("[") }
  mutating func endArray() { closeContainer("]") }

  /// Writes `"key":` inside an object; the value follows.
  mutating func key(_ name: String) {
    separate()
    appendQuoted(name)
    text += ":"
    // The value that follows must not be preceded by a comma.
    if !needsComma.isEmpty { needsComma[needsComma.count - 1] = false }
  }

  mutating func string(_ value: String) {
    separate()
    appendQuoted(value)
  }

  mutating func integer(_ value: Int) {
    separate()
    text += String(value)
  }

  mutating func null() {
    separate()
    text += "null"
  }

  mutating func bool(_ value: Bool) {
    separate()
    text += value ? "true" : "false"
  }

  /// Writes a double in Swift's shortest round-trip form (`0.125`, `2.0`, `1e-05`), all valid
  /// JSON. JSON has no NaN or infinity; those are written as `0`, so output always parses.
  mutating func double(_ value: Double) {
    separate()
    text += Self.numberText(value)
  }

  mutating func identifier(_ id: RecordedID) {
    switch id {
    case .string(let value): string(value)
    case .integer(let value): integer(value)
    }
  }

  static func numberText(_ value: Double) -> String {
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
