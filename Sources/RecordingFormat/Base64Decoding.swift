/// Decodes standard base64 (RFC 4648 §4: `A–Z a–z 0–9 + /`, padded with `=` to a multiple of
/// four characters, no line breaks), as a `cell-image` line's `png` is written.
///
/// Table-driven: each of a quartet's four characters indexes its own 256-entry table of 32-bit
/// words holding its six bits already in place, so a quartet is four loads, three ORs and one
/// store, and one comparison of the OR tells any invalid character (its entry has a bit no
/// valid one has). No allocation but the result; `make bench` measures it against Python's
/// `base64.b64decode` (docs/Performance.md, `Benchmarks/Base64Benchmark`, which is why it is
/// `package`).
///
/// ```swift
/// Base64Decoding.decode(Array("aGk=".utf8))  // [0x68, 0x69]: "hi"
/// Base64Decoding.decode(Array("aGk".utf8))   // nil: not a multiple of four
/// ```
package enum Base64Decoding {
  /// The bytes `text` encodes; `nil` when it is not canonical base64 (a character outside the
  /// alphabet, a length that is not a multiple of four, padding anywhere but the end).
  ///
  /// - Parameter text: The base64 characters.
  /// - Returns: The decoded bytes.
  /// - Complexity: O(n), one pass.
  package static func decode(_ text: some Collection<UInt8>) -> [UInt8]? {
    if let decoded = text.withContiguousStorageIfAvailable({ decode(buffer: $0) }) {
      return decoded
    }
    return Array(text).withUnsafeBufferPointer { decode(buffer: $0) }
  }

  /// The decoded length of `count` characters of base64 ending in `padding` `=` signs.
  static func decodedCount(characters count: Int, padding: Int) -> Int {
    count / 4 * 3 - padding
  }

  private static func decode(buffer text: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
    let count = text.count
    guard count % 4 == 0 else { return nil }
    guard count > 0 else { return [] }
    var padding = 0
    if text[count - 1] == equals { padding = text[count - 2] == equals ? 2 : 1 }
    // The quartets with no padding; the last one, which may hold padding, is decoded apart.
    let fullQuartets = padding == 0 ? count / 4 : count / 4 - 1
    let decodedCount = decodedCount(characters: count, padding: padding)
    var valid = true
    let bytes = [UInt8](unsafeUninitializedCapacity: decodedCount + 1) { output, initialized in
      tables.withUnsafeBufferPointer { tables in
        initialized = 0
        guard let first = tables.baseAddress, var source = text.baseAddress,
          let start = output.baseAddress
        else {
          valid = false
          return
        }
        let second = first + 256
        let third = second + 256
        let fourth = third + 256
        var accumulated: UInt32 = 0
        var target = UnsafeMutableRawPointer(start)
        // Each quartet stores four bytes, the fourth overwritten by the next quartet: the
        // capacity has one byte to spare for the last store.
        for _ in 0..<fullQuartets {
          let word =
            first[Int(source[0])] | second[Int(source[1])] | third[Int(source[2])]
            | fourth[Int(source[3])]
          accumulated |= word
          target.storeBytes(of: word, as: UInt32.self)
          source += 4
          target += 3
        }
        guard accumulated & invalidBit == 0 else {
          valid = false
          return
        }
        if padding > 0 {
          let word =
            first[Int(source[0])] | second[Int(source[1])]
            | (padding == 2 ? 0 : third[Int(source[2])])
          guard word & invalidBit == 0 else {
            valid = false
            return
          }
          let kept = 3 - padding
          for index in 0..<kept {
            target.storeBytes(
              of: UInt8(truncatingIfNeeded: word >> (8 * UInt32(index))), toByteOffset: index,
              as: UInt8.self)
          }
        }
        initialized = decodedCount
      }
    }
    return valid ? bytes : nil
  }

  private static let equals = UInt8(ascii: "=")
  /// Set in the entry of every byte outside the alphabet, in all four tables.
  private static let invalidBit: UInt32 = 0x0100_0000

  /// Four tables of 256 words: a character's six bits placed where its position in a quartet
  /// puts them, in the little-endian byte order a `UInt32` store writes (byte 0 of the word is
  /// the first decoded byte).
  private static let tables: [UInt32] = {
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
    var values = [UInt32](repeating: UInt32.max, count: 256)
    for (value, character) in alphabet.enumerated() { values[Int(character)] = UInt32(value) }
    var tables = [UInt32](repeating: invalidBit, count: 4 * 256)
    for byte in 0..<256 where values[byte] != UInt32.max {
      let sextet = values[byte]
      // The quartet's 24 bits, big-endian: aaaaaabb bbbbcccc ccdddddd.
      let bits = [sextet << 18, sextet << 12, sextet << 6, sextet]
      for position in 0..<4 {
        let big = bits[position]
        tables[position * 256 + byte] =
          (big >> 16) & 0xFF | ((big >> 8) & 0xFF) << 8 | (big & 0xFF) << 16
      }
    }
    return tables
  }()
}
