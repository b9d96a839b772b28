internal import SnapshotRecording

/// One option's text being parsed; every failure names the option and the text.
struct OptionValue {
  let option: String
  let text: String
  let source: OptionSource

  func failure(_ expected: String) -> RenderOptionError {
    .invalidValue(option: option, value: text, expected: expected, source: source)
  }

  func number(atLeast minimum: Double) throws(RenderOptionError) -> Double {
    guard let value = Self.finite(text), value >= minimum else {
      throw failure(minimum == 0 ? "a number ≥ 0" : "a number ≥ \(minimum)")
    }
    return value
  }

  func positiveNumber() throws(RenderOptionError) -> Double {
    guard let value = Self.finite(text), value > 0 else { throw failure("a number > 0") }
    return value
  }

  func integer() throws(RenderOptionError) -> Int {
    guard let value = Int(text) else { throw failure("an integer") }
    return value
  }

  func positiveInteger() throws(RenderOptionError) -> Int {
    guard let value = Int(text), value > 0 else { throw failure("an integer > 0") }
    return value
  }

  /// `WxH` in points, both numbers greater than zero (`16x34`, `390x844`).
  func size() throws(RenderOptionError) -> SceneSize {
    let parts = text.split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = Self.finite(String(parts[0])),
      let height = Self.finite(String(parts[1])), width > 0, height > 0
    else { throw failure("WIDTHxHEIGHT in points, both > 0, such as 16x34") }
    return SceneSize(width: width, height: height)
  }

  func color() throws(RenderOptionError) -> RecordedColor {
    guard let color = RecordedColor(hex: text) else { throw failure("#RRGGBB or #RRGGBBAA") }
    return color
  }

  func choice<Choice: RawRepresentable & CaseIterable>(
    _ type: Choice.Type
  ) throws(RenderOptionError) -> Choice where Choice.RawValue == String {
    guard let value = Choice(rawValue: text) else {
      throw failure("one of " + Choice.allCases.map(\.rawValue).joined(separator: ", "))
    }
    return value
  }

  /// A finite decimal number; `Double(_:)` alone would also take `nan`, `inf` and hex floats.
  private static func finite(_ text: String) -> Double? {
    let allowed = Set("0123456789.+-eE")
    guard !text.isEmpty, text.allSatisfy(allowed.contains), let value = Double(text),
      value.isFinite
    else { return nil }
    return value
  }
}
