import ArgumentParser
import ReplayRendering
import SnapshotRecording

// How each render option's value is read from the command line: by the same readers that check
// header hints (`RenderOptionValueKind`), so both accept exactly the same text. A value these
// reject is swift-argument-parser's usage error, which names the flag, and shows the option's
// help with what it takes.

extension LayoutKind: ExpressibleByArgument {}
extension ListStyle: ExpressibleByArgument {}
extension Appearance: ExpressibleByArgument {}
extension ContentSizeCategory: ExpressibleByArgument {}
extension LayoutDirection: ExpressibleByArgument {}
extension ChromeStyle: ExpressibleByArgument {}
extension TimingCurve: ExpressibleByArgument {}
extension TimingMode: ExpressibleByArgument {}

extension SceneSize: ExpressibleByArgument {
  /// `WxH` in points, both > 0.
  public init?(argument: String) {
    guard let size = RenderOptionValueKind.size.size(from: argument) else { return nil }
    self = size
  }
}

extension RecordedColor: ExpressibleByArgument {
  /// `#RRGGBB` or `#RRGGBBAA`.
  public init?(argument: String) {
    self.init(hex: argument)
  }
}

/// A flag value read by one of `RenderOptionValueKind`'s readers, so the command line accepts
/// exactly what a header hint accepts.
protocol RenderOptionNumberArgument: ExpressibleByArgument {
  associatedtype Value
  /// The reader and its range.
  static var kind: RenderOptionValueKind { get }
  /// The value read.
  var value: Value { get }
  /// Wraps a value the reader accepted.
  init(value: Value)
}

extension RenderOptionNumberArgument where Value == Double {
  init?(argument: String) {
    guard let value = Self.kind.number(from: argument) else { return nil }
    self.init(value: value)
  }
}

extension RenderOptionNumberArgument where Value == Int {
  init?(argument: String) {
    guard let value = Self.kind.integer(from: argument) else { return nil }
    self.init(value: value)
  }
}

/// A number > 0 (`--fps`, `--scale`, `--speed`).
struct PositiveNumber: RenderOptionNumberArgument {
  static let kind = RenderOptionValueKind.positiveNumber
  var value: Double
}

/// A number ≥ 0 (`--spacing`, `--duration`, `--hold`, …).
struct NonNegativeNumber: RenderOptionNumberArgument {
  static let kind = RenderOptionValueKind.nonNegativeNumber
  var value: Double
}

/// A number ≥ 0, or `none` for no limit, read as infinity (`--max-idle`).
struct NonNegativeNumberOrNone: RenderOptionNumberArgument {
  static let kind = RenderOptionValueKind.nonNegativeNumberOrNone
  var value: Double
}

/// An integer > 0 (`--columns`).
struct PositiveInteger: RenderOptionNumberArgument {
  static let kind = RenderOptionValueKind.positiveInteger
  var value: Int
}
