import ReplayTestSupport

/// Mutations that speak the recording format, for libFuzzer's custom mutator: byte-level
/// mutations rarely turn `"seq":3` into `"seq":9223372036854775807` or copy a whole apply line,
/// which is what reaches the interesting numbers and orders.
///
/// Each call makes one of these, chosen by the seed:
/// - a number literal becomes a boundary value (`0`, `-1`, `9223372036854775807`, `1e308`, …);
/// - a line is repeated, dropped, or swapped with another;
/// - a string literal becomes a boundary text (empty, a near-miss key, controls, combining marks).
///
/// ```swift
/// var bytes = Array(#"{"type":"apply","seq":3,"time":0,"sections":[]}"#.utf8)
/// RecordingMutator.mutate(&bytes, seed: 7, maximumSize: 4096)
/// // e.g. {"type":"apply","seq":9223372036854775807,"time":0,"sections":[]}
/// ```
public enum RecordingMutator {
  /// Number literals at the edges of what the format and the tool compute with.
  static let numbers = [
    "0", "-0", "1", "-1", "2", "9223372036854775807", "9223372036854775806",
    "-9223372036854775808", "9223372036854775808", "4294967296", "1e308",
    "1.7976931348623157e308", "5e-324", "1e-320", "0.1", "1e9", "1e6", "100000",
  ]

  /// String contents that stress keys, labels and identifiers.
  static let strings = [
    "", "a", "lable", "titel", "colour", "layot", "colums", "rowAnimaton", "Label", "ID",
    "\\u0000", "\\u001b[2J", "\\r", "e\\u0301\\u0301\\u0301\\u0301", "\\ud83d\\ude00", "#FF0000",
    "main", "fade", "apply", "marker",
  ]

  /// Mutates `bytes` in place, keeping them at most `maximumSize` long.
  ///
  /// - Parameters:
  ///   - bytes: An input, usually a recording.
  ///   - seed: libFuzzer's seed for this mutation: the same seed gives the same mutation.
  ///   - maximumSize: The longest result allowed.
  /// - Returns: Whether `bytes` changed; not when the chosen mutation found nothing to work on
  ///   or would have made them too long.
  @discardableResult
  public static func mutate(_ bytes: inout [UInt8], seed: UInt64, maximumSize: Int) -> Bool {
    var random = SplitMix64(seed: seed)
    var result = bytes
    switch random.next(below: 6) {
    case 0, 1: replaceToken(in: &result, numbers: true, using: &random)
    case 2: replaceToken(in: &result, numbers: false, using: &random)
    default: rearrangeLines(of: &result, using: &random)
    }
    guard result.count <= maximumSize, result != bytes else { return false }
    bytes = result
    return true
  }

  /// Replaces a random number literal (or string literal's content) with a boundary one.
  private static func replaceToken(
    in bytes: inout [UInt8], numbers: Bool, using random: inout SplitMix64
  ) {
    let tokens = numbers ? numberRanges(bytes) : stringRanges(bytes)
    guard !tokens.isEmpty else { return }
    let range = tokens[random.next(below: tokens.count)]
    let values = numbers ? self.numbers : strings
    bytes.replaceSubrange(range, with: Array(values[random.next(below: values.count)].utf8))
  }

  /// Repeats, drops or swaps lines.
  private static func rearrangeLines(of bytes: inout [UInt8], using random: inout SplitMix64) {
    var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
    guard !lines.isEmpty else { return }
    let first = random.next(below: lines.count)
    let second = random.next(below: lines.count)
    switch random.next(below: 3) {
    case 0: lines.insert(lines[first], at: second)
    case 1: if lines.count > 1 { lines.remove(at: first) }
    default: lines.swapAt(first, second)
    }
    bytes = Array(lines.joined(separator: [0x0A]))
  }

  /// The ranges of number literals outside strings.
  static func numberRanges(_ bytes: [UInt8]) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    var index = 0
    var inString = false
    while index < bytes.count {
      let byte = bytes[index]
      if inString {
        if byte == UInt8(ascii: "\\") {
          index += 1
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
        index += 1
        continue
      }
      if byte == UInt8(ascii: "\"") {
        inString = true
        index += 1
        continue
      }
      if byte == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
        let start = index
        while index < bytes.count, isNumberByte(bytes[index]) { index += 1 }
        ranges.append(start..<index)
        continue
      }
      index += 1
    }
    return ranges
  }

  /// The ranges of string literals' contents, between their quotes.
  static func stringRanges(_ bytes: [UInt8]) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    var index = 0
    while index < bytes.count {
      guard bytes[index] == UInt8(ascii: "\"") else {
        index += 1
        continue
      }
      let start = index + 1
      index = start
      while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
        index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
      }
      if index < bytes.count { ranges.append(start..<index) }
      index += 1
    }
    return ranges
  }

  private static func isNumberByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"),
      UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"):
      true
    default: false
    }
  }
}
