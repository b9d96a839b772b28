/// Whether bytes are valid UTF-8, without making a string of them: what `String(validating:)`
/// accepts (the Unicode standard's well-formed sequences, table 3-7: no overlong form, no
/// surrogate, nothing past U+10FFFF), for the fast path's checks of text it does not keep.
///
/// `String(validating:)` answers the same but builds the string, which for text longer than 15
/// bytes is an allocation: most of the cost of checking a label that `info` leaves out.
///
/// ```swift
/// let text: [UInt8] = [0x63, 0x61, 0x66, 0xC3, 0xA9]  // "café"
/// text.withUnsafeBufferPointer(UTF8Validation.isValid)  // true
/// [0xC0, 0xAF].withUnsafeBufferPointer(UTF8Validation.isValid)  // false: an overlong "/"
/// ```
enum UTF8Validation {
  /// Whether `bytes` are valid UTF-8.
  ///
  /// - Parameter bytes: The bytes.
  /// - Returns: `true` exactly when `String(validating: bytes, as: UTF8.self)` is not `nil`.
  /// - Complexity: O(n); ASCII runs eight bytes at a time.
  static func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress else { return true }
    let count = bytes.count
    var index = 0
    while index < count {
      if count - index >= 8,
        UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0
      {
        index += 8
        continue
      }
      let lead = base[index]
      if lead < 0x80 {
        index += 1
        continue
      }
      // Each length checked in straight line (no range value, no loop over the following
      // bytes): most multilingual text is runs of two- and three-byte sequences.
      let remaining = count - index
      if lead < 0xE0 {
        // Two bytes; 0x80…0xC1 are continuation bytes or overlong leads.
        guard lead >= 0xC2, remaining >= 2, base[index + 1] & 0xC0 == 0x80 else { return false }
        index += 2
        continue
      }
      if lead < 0xF0 {
        guard remaining >= 3 else { return false }
        let second = base[index + 1]
        let secondIsValid =
          switch lead {
          case 0xE0: second >= 0xA0 && second <= 0xBF  // below: overlong
          case 0xED: second >= 0x80 && second <= 0x9F  // above: surrogates
          default: second & 0xC0 == 0x80
          }
        guard secondIsValid, base[index + 2] & 0xC0 == 0x80 else { return false }
        index += 3
        continue
      }
      guard lead <= 0xF4, remaining >= 4 else { return false }
      let second = base[index + 1]
      let secondIsValid =
        switch lead {
        case 0xF0: second >= 0x90 && second <= 0xBF  // below: overlong
        case 0xF4: second >= 0x80 && second <= 0x8F  // above: past U+10FFFF
        default: second & 0xC0 == 0x80
        }
      guard secondIsValid, base[index + 2] & 0xC0 == 0x80, base[index + 3] & 0xC0 == 0x80 else {
        return false
      }
      index += 4
    }
    return true
  }
}
