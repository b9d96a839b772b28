/// A colour from a recording, written `#RRGGBB` or `#RRGGBBAA`.
public struct RecordedColor: Hashable, Sendable {
  /// Red, 0–255.
  public var red: UInt8
  /// Green, 0–255.
  public var green: UInt8
  /// Blue, 0–255.
  public var blue: UInt8
  /// Opacity, 0–255 (255 is opaque).
  public var alpha: UInt8

  /// Creates a colour from its components.
  public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Parses `#RRGGBB` or `#RRGGBBAA` (hex digits in either case); `nil` for anything else.
  public init?(hex: String) {
    let digits = Array(hex.utf8)
    guard digits.first == UInt8(ascii: "#"), digits.count == 7 || digits.count == 9 else {
      return nil
    }
    var components: [UInt8] = []
    var index = 1
    while index < digits.count {
      guard let high = Self.nibble(digits[index]), let low = Self.nibble(digits[index + 1]) else {
        return nil
      }
      components.append(high << 4 | low)
      index += 2
    }
    self.init(
      red: components[0], green: components[1], blue: components[2],
      alpha: components.count == 4 ? components[3] : 255)
  }

  /// The colour as `#RRGGBB`, or `#RRGGBBAA` when it is not opaque; upper-case digits.
  public var hex: String {
    var text = "#" + [red, green, blue].map(Self.twoDigits).joined()
    if alpha != 255 { text += Self.twoDigits(alpha) }
    return text
  }

  private static func twoDigits(_ value: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int(value >> 4)], digits[Int(value & 0xF)]])
  }

  private static func nibble(_ character: UInt8) -> UInt8? {
    switch character {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): character - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): character - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): character - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
