/// A cursor over raw bytes that reads UIKit's fixed wording however the text was wrapped: every
/// run of whitespace (and a `>` quote marker at a line start, and a JSON-escaped `\n` or `\t`)
/// is skipped before each character is compared, so `number of\n> rows` matches `number of
/// rows` and a number split by a line break reads whole.
///
/// ```swift
/// var cursor = WrappedTextCursor(Array("after the\n update (27)".utf8))
/// cursor.skip(past: "after the update (")  // true
/// try cursor.number(line: 1)               // 27
/// ```
struct WrappedTextCursor {
  let bytes: [UInt8]
  /// Where reading stops: the end of the text or of the window a message may span.
  let end: Int
  /// The next byte to read.
  var position: Int
  /// Where the cursor was created: the first byte of the message being read.
  let anchorStart: Int

  /// A cursor at `start` that reads no further than `end`.
  init(_ bytes: [UInt8], start: Int = 0, end: Int? = nil) {
    self.bytes = bytes
    self.position = start
    self.anchorStart = start
    self.end = min(end ?? bytes.count, bytes.count)
  }

  /// Whether nothing but whitespace is left.
  var isAtEnd: Bool {
    var probe = self
    probe.skipBlank()
    return probe.position >= end
  }

  /// Skips whitespace, line-start quote markers and JSON-escaped line breaks.
  mutating func skipBlank() {
    var atLineStart = false
    while position < end {
      let byte = bytes[position]
      if byte == 0x0A || byte == 0x0D {
        atLineStart = true
        position += 1
      } else if byte == 0x20 || byte == 0x09 {
        position += 1
      } else if byte == UInt8(ascii: ">") && atLineStart {
        position += 1
      } else if byte == UInt8(ascii: "\\"), position + 1 < end,
        bytes[position + 1] == UInt8(ascii: "n") || bytes[position + 1] == UInt8(ascii: "t")
      {
        atLineStart = bytes[position + 1] == UInt8(ascii: "n")
        position += 2
      } else {
        return
      }
    }
  }

  /// Reads `literal` (its spaces ignored) at the cursor, or leaves the cursor where it was.
  ///
  /// - Returns: Whether it was there.
  mutating func expect(_ literal: StaticString) -> Bool {
    let saved = position
    var matched = true
    literal.withUTF8Buffer { expected in
      for byte in expected where byte != 0x20 {
        skipBlank()
        guard position < end, bytes[position] == byte else {
          matched = false
          return
        }
        position += 1
      }
    }
    if !matched { position = saved }
    return matched
  }

  /// Moves just past the next `literal` that starts within `limit` characters, or leaves the
  /// cursor where it was.
  ///
  /// - Complexity: O(`limit` × the literal's length).
  mutating func skip(past literal: StaticString, within limit: Int = 400) -> Bool {
    let saved = position
    for _ in 0..<limit {
      if expect(literal) { return true }
      skipBlank()
      guard position < end else { break }
      position += 1
    }
    position = saved
    return false
  }

  /// Reads a decimal number, whose digits may be split by a line break.
  ///
  /// - Parameter line: The message's line, for the error.
  /// - Returns: The number, or `nil` (cursor unmoved) when no digit is next.
  /// - Throws: ``ExplanationError/numberOutOfRange(text:line:)`` for a number beyond `Int.max`.
  mutating func number(line: Int) throws(ExplanationError) -> Int? {
    skipBlank()
    guard position < end, Self.isDigit(bytes[position]) else { return nil }
    var value = 0
    var digits = ""
    var overflowed = false
    while position < end, Self.isDigit(bytes[position]) {
      let digit = Int(bytes[position] - UInt8(ascii: "0"))
      if digits.count < 40 { digits.append(Character(Unicode.Scalar(bytes[position]))) }
      let (times, overflow1) = value.multipliedReportingOverflow(by: 10)
      let (sum, overflow2) = times.addingReportingOverflow(digit)
      if overflow1 || overflow2 { overflowed = true } else { value = sum }
      position += 1
      // A number wrapped across lines continues on the next one.
      var probe = self
      probe.skipBlank()
      if probe.position > position, probe.position < end, Self.isDigit(bytes[probe.position]) {
        position = probe.position
      }
    }
    if overflowed {
      throw .numberOutOfRange(text: digits.count >= 40 ? digits + "…" : digits, line: line)
    }
    return value
  }

  /// Reads the first of `words` that is next (however wrapped), or returns `nil`. A word is
  /// only taken whole: `rows` is not read out of `rowsy`.
  mutating func oneOf(_ words: [String]) -> String? {
    let saved = position
    for word in words {
      position = saved
      var matched = true
      for byte in word.utf8 {
        skipBlank()
        guard position < end, bytes[position] == byte else {
          matched = false
          break
        }
        position += 1
      }
      if matched && (position >= end || !Self.isLetter(bytes[position])) { return word }
    }
    position = saved
    return nil
  }

  /// The next non-blank byte, without moving.
  func peek() -> UInt8? {
    var probe = self
    probe.skipBlank()
    return probe.position < end ? bytes[probe.position] : nil
  }

  static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

  static func isLetter(_ byte: UInt8) -> Bool {
    (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
  }
}
