/// Builds JSON text by hand so that the bytes are deterministic: keys in the order written,
/// integers as integers, doubles in their shortest round-trip form.
///
/// The package's one JSON writer: recording lines, the `diff --json` contract, frame manifests,
/// `--json` reports and every other JSON the package prints go through it, so the same value
/// always gives the same bytes.
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
/// Commas (and, in the ``Layout/pretty`` layout, line breaks and indentation) are placed for
/// you; keys and values must alternate inside an object, and every container must be closed
/// before ``text`` is used.
public struct JSONWriter: Sendable {
  /// Where line breaks and spaces go.
  ///
  /// ```swift
  /// var json = JSONWriter(layout: .pretty)
  /// json.beginObject()
  /// json.key("fps"); json.number(30)
  /// json.key("frames"); json.beginArray()
  /// json.beginObject(singleLine: true); json.key("seq"); json.integer(1); json.endObject()
  /// json.endArray()
  /// json.endObject()
  /// print(json.text)
  /// // {
  /// //   "fps": 30,
  /// //   "frames": [
  /// //     {"seq": 1}
  /// //   ]
  /// // }
  /// ```
  public enum Layout: Hashable, Sendable {
    /// Everything on one line without spaces: `{"a":1,"b":[2,3]}`. Recording lines and the
    /// `diff --json` contract.
    case compact
    /// One member per line, indented by two spaces per level, `"key": value`; an empty
    /// container stays `[]` or `{}`. A container begun with `singleLine: true` is written on
    /// one line as `{"a": 1, "b": [2, 3]}`. Frame manifests and `--json` reports.
    case pretty
  }

  /// The JSON written so far, as UTF-8: what a writer of files takes without a copy to text.
  ///
  /// ```swift
  /// var json = JSONWriter()
  /// json.beginArray(); json.integer(1); json.endArray()
  /// print(json.utf8)  // [91, 49, 93]
  /// ```
  public private(set) var utf8: [UInt8] = []
  /// The JSON written so far.
  public var text: String { String(decoding: utf8, as: UTF8.self) }
  /// The layout chosen at creation.
  public let layout: Layout
  private var containers: [Container] = []

  /// What the writer remembers about an open object or array.
  private struct Container: Sendable {
    /// Whether its members go on lines of their own.
    var multiline: Bool
    /// Members written so far.
    var members = 0
    /// Whether a key was just written, so the value follows without a separator.
    var awaitingValue = false
  }

  /// Creates an empty writer.
  ///
  /// - Parameter layout: Where line breaks and spaces go; compact by default.
  public init(layout: Layout = .compact) {
    self.layout = layout
  }

  /// Opens an object: `{`.
  ///
  /// - Parameter singleLine: In the pretty layout, writes this object and everything in it on
  ///   one line; the compact layout ignores it.
  public mutating func beginObject(singleLine: Bool = false) {
    openContainer(UInt8(ascii: "{"), singleLine: singleLine)
  }
  /// Closes the innermost object: `}`.
  public mutating func endObject() { closeContainer(UInt8(ascii: "}")) }
  /// Opens an array: `[`.
  ///
  /// - Parameter singleLine: In the pretty layout, writes this array and everything in it on
  ///   one line; the compact layout ignores it.
  public mutating func beginArray(singleLine: Bool = false) {
    openContainer(UInt8(ascii: "["), singleLine: singleLine)
  }
  /// Closes the innermost array: `]`.
  public mutating func endArray() { closeContainer(UInt8(ascii: "]")) }

  /// Writes `"key":` inside an object (`"key": ` in the pretty layout); the value follows.
  ///
  /// - Parameter name: The key, escaped like any string.
  public mutating func key(_ name: String) {
    separate()
    appendQuoted(name)
    append(layout == .pretty ? ": " : ":")
    // The value that follows must not be preceded by a separator.
    if !containers.isEmpty { containers[containers.count - 1].awaitingValue = true }
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
    append(String(value))
  }

  /// Writes `null`.
  public mutating func null() {
    separate()
    append("null")
  }

  /// Writes `true` or `false`.
  ///
  /// - Parameter value: The flag.
  public mutating func bool(_ value: Bool) {
    separate()
    append(value ? "true" : "false")
  }

  /// Writes a double in Swift's shortest round-trip form (`0.125`, `2.0`, `1e-05`), all valid
  /// JSON. JSON has no NaN or infinity; those are written as `0`, so output always parses.
  ///
  /// Recording lines use it, so that a time reads back as the double it was.
  ///
  /// - Parameter value: The number; see ``numberText(_:)``.
  public mutating func double(_ value: Double) {
    separate()
    append(Self.numberText(value))
  }

  /// Writes a number as a person reads it: a whole number below 10^15 without a fraction
  /// (`2`, `-3`), anything else in Swift's shortest round-trip form (`0.125`, `1e-05`,
  /// `1e+16`); NaN and infinity, which JSON cannot hold, as `null`.
  ///
  /// Frame manifests and `--json` reports use it.
  ///
  /// ```swift
  /// var json = JSONWriter()
  /// json.beginArray()
  /// for value in [2, 0.5, -0.0, .nan] { json.number(value) }
  /// json.endArray()
  /// print(json.text)  // [2,0.5,0,null]
  /// ```
  ///
  /// - Parameter value: The number.
  public mutating func number(_ value: Double) {
    separate()
    guard value.isFinite else {
      append("null")
      return
    }
    append(Self.numberLiteral(value))
  }

  /// A finite number as ``number(_:)`` writes it, and as messages quote one: `2`, `-3`,
  /// `0.125`, `1e+16`.
  ///
  /// ```swift
  /// JSONWriter.numberLiteral(390)  // "390"
  /// JSONWriter.numberLiteral(254.5)  // "254.5"
  /// ```
  package static func numberLiteral(_ value: Double) -> String {
    // Below 10^15 every whole double is an exact Int64, and reads as one in any JSON parser.
    value.rounded() == value && abs(value) < 1e15 ? String(Int64(value)) : value.description
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

  private mutating func openContainer(_ bracket: UInt8, singleLine: Bool) {
    separate()
    utf8.append(bracket)
    let insideSingleLine = containers.last.map { !$0.multiline } ?? false
    containers.append(
      Container(multiline: layout == .pretty && !singleLine && !insideSingleLine))
  }

  private mutating func closeContainer(_ bracket: UInt8) {
    let container = containers.removeLast()
    if container.multiline && container.members > 0 { newLine() }
    utf8.append(bracket)
  }

  /// Puts what belongs between the previous member and the next one: a comma, and a line
  /// break with indentation or a space, as the layout says.
  private mutating func separate() {
    guard var container = containers.last else { return }
    defer { containers[containers.count - 1] = container }
    if container.awaitingValue {
      container.awaitingValue = false
      return
    }
    if container.members > 0 {
      utf8.append(UInt8(ascii: ","))
      if layout == .pretty && !container.multiline { utf8.append(UInt8(ascii: " ")) }
    }
    container.members += 1
    if container.multiline { newLine() }
  }

  /// A line break and the indentation of the open containers.
  private mutating func newLine() {
    utf8.append(UInt8(ascii: "\n"))
    utf8.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * containers.count))
  }

  /// Appends text that needs no escaping.
  private mutating func append(_ text: String) {
    utf8.append(contentsOf: text.utf8)
  }

  /// Appends `value` in quotes. Only bytes below 0x20, `"` and `\` are escaped, and none of
  /// them occurs inside a multi-byte UTF-8 sequence, so the bytes are copied as they are up to
  /// the next one that needs escaping: most labels and identifiers have none and are copied
  /// whole.
  private mutating func appendQuoted(_ value: String) {
    utf8.append(UInt8(ascii: "\""))
    var value = value
    value.withUTF8 { bytes in
      var start = 0
      for index in bytes.indices {
        let byte = bytes[index]
        guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else {
          continue
        }
        utf8.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
        appendEscaped(byte)
        start = index + 1
      }
      utf8.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
    }
    utf8.append(UInt8(ascii: "\""))
  }

  /// The escape of a byte that cannot stand in a JSON string: a quote, a backslash or a
  /// control character.
  private mutating func appendEscaped(_ byte: UInt8) {
    switch byte {
    case UInt8(ascii: "\""): append("\\\"")
    case UInt8(ascii: "\\"): append("\\\\")
    case UInt8(ascii: "\n"): append("\\n")
    case UInt8(ascii: "\r"): append("\\r")
    case UInt8(ascii: "\t"): append("\\t")
    case 0x08: append("\\b")
    case 0x0C: append("\\f")
    default:
      let hex = String(byte, radix: 16)
      append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
    }
  }
}
