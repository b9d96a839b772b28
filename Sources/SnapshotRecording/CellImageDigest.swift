/// The name of a recorded cell image: `sha256:` and the 64 lowercase hexadecimal digits of the
/// SHA-256 of its PNG bytes (docs/RecordingFormat.md, "What the screen showed").
///
/// A `cell-image` line defines the image once; an item object names it with `"image"` in any
/// later `apply` line.
///
/// ```swift
/// CellImageDigest("sha256:ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")?.hex
/// // "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
/// CellImageDigest("sha256:BA78…")  // nil: upper case, or not 64 digits
/// ```
public struct CellImageDigest: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The prefix every digest is written with.
  public static let prefix = "sha256:"

  /// The 64 lowercase hexadecimal digits.
  public let hex: String

  /// Reads a digest as written in a recording; `nil` unless it is `sha256:` followed by exactly
  /// 64 lowercase hexadecimal digits.
  ///
  /// - Parameter text: The digest as written.
  public init?(_ text: String) {
    let utf8 = text.utf8
    guard utf8.count == Self.prefix.utf8.count + 64, text.hasPrefix(Self.prefix) else {
      return nil
    }
    let digits = utf8.dropFirst(Self.prefix.utf8.count)
    guard digits.allSatisfy(Self.isLowercaseHexDigit) else { return nil }
    hex = String(Substring(digits))
  }

  /// The digest of `png`: what a recorder names the image it writes.
  ///
  /// ```swift
  /// CellImageDigest(of: pngBytes).description  // "sha256:9f2c…"
  /// ```
  ///
  /// - Parameter png: The image's PNG bytes.
  public init(of png: some Collection<UInt8>) {
    hex = ContentDigest.hex(of: png)
  }

  /// Whether `png` is the content this digest names.
  ///
  /// - Parameter png: Bytes claimed to be the image.
  /// - Returns: `true` when their SHA-256 is this digest.
  /// - Complexity: O(n) for n bytes.
  public func matches(_ png: some Collection<UInt8>) -> Bool {
    ContentDigest.hex(of: png) == hex
  }

  /// The digest as written: `sha256:` and the digits.
  public var description: String { Self.prefix + hex }

  /// Digests in the order of their text, for outputs that list them.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.hex < rhs.hex }

  private static func isLowercaseHexDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
      || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
  }
}
