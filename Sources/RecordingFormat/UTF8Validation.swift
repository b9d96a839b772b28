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
      // The range the second byte must be in, and how many bytes follow the lead.
      let second: ClosedRange<UInt8>
      let following: Int
      switch lead {
      case 0xC2...0xDF: (second, following) = (0x80...0xBF, 1)
      case 0xE0: (second, following) = (0xA0...0xBF, 2)
      case 0xE1...0xEC, 0xEE...0xEF: (second, following) = (0x80...0xBF, 2)
      // After 0xED, 0xA0 and up would be surrogates.
      case 0xED: (second, following) = (0x80...0x9F, 2)
      case 0xF0: (second, following) = (0x90...0xBF, 3)
      case 0xF1...0xF3: (second, following) = (0x80...0xBF, 3)
      case 0xF4: (second, following) = (0x80...0x8F, 3)
      default: return false
      }
      guard count - index > following, second.contains(base[index + 1]) else { return false }
      for offset in stride(from: 2, through: following, by: 1)
      where base[index + offset] & 0xC0 != 0x80 {
        return false
      }
      index += following + 1
    }
    return true
  }
}
