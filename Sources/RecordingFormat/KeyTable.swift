import SnapshotRecording

/// One object's keys as the fast path (`LineScanner`) matches them, made once from the format's
/// list (`RecordingKeys`): each key's first sixteen bytes as two little-endian words, so a key
/// of a line is recognised with a few integer comparisons and no string.
///
/// A key also has a bit of its own (its place in the list), for the set of keys a line has met.
///
/// ```swift
/// let table = KeyTable<RecordingKeys.Section>()
/// // in a line holding {"title":…}, with `start` at `t` and `count` 5:
/// table.match(in: bytes, start: start, count: 5)  // (.title, bit: 2)
/// ```
struct KeyTable<Key: RecordingKey>: Sendable {
  /// A key found in a line, with its bit in a set of keys.
  struct Match {
    var key: Key
    var bit: UInt64
  }

  /// A key of the list, spelled as the comparisons need it; plain words only, so that going
  /// through the table retains nothing.
  private struct Entry: Sendable {
    var key: Key
    var bit: UInt64
    var count: Int
    /// Bytes 0..<8 of the key, zero past its end.
    var low: UInt64
    /// Bytes 8..<16 of the key, zero past its end.
    var high: UInt64
    /// `"key":` as one word, zero past it; its length, or 0 when it is longer than 8 bytes.
    var compact: UInt64
    var compactCount: Int
  }

  /// The list's keys, in its order: the most frequent first.
  private let entries: [Entry]
  /// The bytes past the sixteenth of each key, in the same order (no key of today's format has
  /// any).
  private let tails: [[UInt8]]

  /// The table of `Key`'s list.
  init() {
    // A set of keys is a 64-bit word: no object of the format comes near 64 keys.
    precondition(Key.allCases.count <= 64, "a recording object has at most 64 keys")
    var entries: [Entry] = []
    var tails: [[UInt8]] = []
    for (index, key) in Key.allCases.enumerated() {
      let bytes = Array(key.rawValue.utf8)
      let compact = [UInt8(ascii: "\"")] + bytes + [UInt8(ascii: "\""), UInt8(ascii: ":")]
      entries.append(
        Entry(
          key: key, bit: 1 << UInt64(index), count: bytes.count,
          low: Self.word(bytes.prefix(8)), high: Self.word(bytes.dropFirst(8).prefix(8)),
          compact: compact.count <= 8 ? Self.word(compact[...]) : 0,
          compactCount: compact.count <= 8 ? compact.count : 0))
      tails.append(Array(bytes.dropFirst(16)))
    }
    self.entries = entries
    self.tails = tails
  }

  /// The bit of one key of the list.
  ///
  /// ```swift
  /// KeyTable<RecordingKeys.Scroll>().bit(of: .type)  // 1: the list's first key
  /// ```
  ///
  /// - Parameter key: The key.
  /// - Returns: Its bit in a set of keys.
  func bit(of key: Key) -> UInt64 {
    entries.first { $0.key == key }?.bit ?? 0
  }

  /// The bits of the keys whose names `Other`'s list also holds.
  ///
  /// - Parameter other: Another object's list.
  /// - Returns: The set of those keys.
  func bits<Other: RecordingKey>(ofKeysNamedIn other: Other.Type) -> UInt64 {
    entries.reduce(0) { Other(rawValue: $1.key.rawValue) == nil ? $0 : $0 | $1.bit }
  }

  /// The key whose name is the `count` bytes at `start`, or `nil` when no key of the list is.
  ///
  /// - Parameters:
  ///   - bytes: The line.
  ///   - start: Where the key's name begins (after its quote).
  ///   - count: Its length in bytes.
  /// - Returns: The key and its bit.
  /// - Complexity: O(*k*) for *k* keys in the list, with two word comparisons each.
  func match(in bytes: UnsafeBufferPointer<UInt8>, start: Int, count: Int) -> Match? {
    var low: UInt64 = 0
    var high: UInt64 = 0
    if let base = bytes.baseAddress, bytes.count - start >= 16 {
      low = UnsafeRawPointer(base + start).loadUnaligned(as: UInt64.self)
      high = UnsafeRawPointer(base + start + 8).loadUnaligned(as: UInt64.self)
      if count < 8 {
        low &= Self.mask(count)
        high = 0
      } else if count < 16 {
        high &= Self.mask(count - 8)
      }
    } else {
      // Near the line's end: the name's bytes one at a time.
      for offset in 0..<min(count, 16) {
        let byte = UInt64(bytes[start + offset]) << UInt64(8 * (offset % 8))
        if offset < 8 { low |= byte } else { high |= byte }
      }
    }
    for index in entries.indices {
      let entry = entries[index]
      guard entry.low == low, entry.high == high, entry.count == count else { continue }
      if count > 16 {
        let tail = tails[index]
        for offset in tail.indices where bytes[start + 16 + offset] != tail[offset] { return nil }
      }
      return Match(key: entry.key, bit: entry.bit)
    }
    return nil
  }

  /// The key written as `"key":` with no space at `index`, the form of nearly every line, tried
  /// before the general path; `nil` when none of the list's short keys is there.
  ///
  /// - Parameters:
  ///   - bytes: The line.
  ///   - index: Where the key's opening quote would be.
  /// - Returns: The key, its bit, and the bytes `"key":` takes.
  func compactMatch(in bytes: UnsafeBufferPointer<UInt8>, at index: Int)
    -> (match: Match, length: Int)?
  {
    guard bytes.count - index >= 8, let base = bytes.baseAddress else { return nil }
    let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
    for entry in entries where entry.compactCount > 0 {
      if word & Self.mask(entry.compactCount) == entry.compact {
        return (Match(key: entry.key, bit: entry.bit), entry.compactCount)
      }
    }
    return nil
  }

  /// Up to eight bytes as a little-endian word, zero past their end.
  private static func word(_ bytes: ArraySlice<UInt8>) -> UInt64 {
    var word: UInt64 = 0
    for (offset, byte) in bytes.enumerated() { word |= UInt64(byte) << UInt64(8 * offset) }
    return word
  }

  /// The low `count` bytes of a word (`count` < 8).
  private static func mask(_ count: Int) -> UInt64 {
    count >= 8 ? .max : (1 << UInt64(8 * count)) - 1
  }
}
