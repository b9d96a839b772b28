import ArgumentParser
import ReplayRendering
import SnapshotRecording

// How each render option's value is read from the command line: by the same readers that check
// header hints (`RenderOptionValueKind`), so both accept exactly the same text. A value these
// reject is swift-argument-parser's usage error, which names the flag, and shows the option's
// help with what it takes. Each value gives back the text that sets it (`optionText`), which
// `RenderOptionArguments` turns into overrides through the one table.

/// A parsed render option's value, as the command-line text that sets it.
protocol RenderOptionArgumentValue: ExpressibleByArgument {
  /// The value as its option writes it: `5`, `16x34`, `none`, `inset-grouped`.
  var optionText: String { get }
}

extension RenderOptionArgumentValue where Self: RawRepresentable, RawValue == String {
  var optionText: String { rawValue }
}

extension LayoutKind: RenderOptionArgumentValue {}
extension ListStyle: RenderOptionArgumentValue {}
extension Appearance: RenderOptionArgumentValue {}
extension ContentSizeCategory: RenderOptionArgumentValue {}
extension LayoutDirection: RenderOptionArgumentValue {}
extension ChromeStyle: RenderOptionArgumentValue {}
extension TimingCurve: RenderOptionArgumentValue {}
extension TimingMode: RenderOptionArgumentValue {}

extension Int: RenderOptionArgumentValue {
  var optionText: String { String(self) }
}

extension SceneSize: RenderOptionArgumentValue {
  /// `WxH` in points, both > 0.
  public init?(argument: String) {
    guard let size = RenderOptionValueKind.size.size(from: argument) else { return nil }
    self = size
  }

  var optionText: String {
    RenderHint.number(width).commandLineText + "x" + RenderHint.number(height).commandLineText
  }
}

extension RecordedColor: RenderOptionArgumentValue {
  /// `#RRGGBB` or `#RRGGBBAA`.
  public init?(argument: String) {
    self.init(hex: argument)
  }

  var optionText: String { hex }
}

/// A render option's `@Option` property whose value, when given, is a render option's value:
/// what `RenderOptionArguments` reads each property through.
protocol RenderOptionArgumentProperty {
  /// The text of the value given; `nil` when the option was not given.
  var optionText: String? { get }
}

extension Option: RenderOptionArgumentProperty where Value: OptionalRenderOptionArgumentValue {
  var optionText: String? { wrappedValue.optionText }
}

/// An optional render option value: what each `@Option` of `RenderOptionArguments` holds.
protocol OptionalRenderOptionArgumentValue {
  /// The value's text; `nil` when absent.
  var optionText: String? { get }
}

extension Optional: OptionalRenderOptionArgumentValue where Wrapped: RenderOptionArgumentValue {
  var optionText: String? { map(\.optionText) }
}

/// A flag value read by one of `RenderOptionValueKind`'s readers, so the command line accepts
/// exactly what a header hint accepts.
protocol RenderOptionNumberArgument: RenderOptionArgumentValue {
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

  /// `none` for no limit (infinity), else the number as hints write it.
  var optionText: String {
    value == .infinity ? "none" : RenderHint.number(value).commandLineText
  }
}

extension RenderOptionNumberArgument where Value == Int {
  init?(argument: String) {
    guard let value = Self.kind.integer(from: argument) else { return nil }
    self.init(value: value)
  }

  var optionText: String { String(value) }
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
