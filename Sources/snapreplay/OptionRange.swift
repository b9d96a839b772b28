import ArgumentParser

/// The values a numeric command-line option takes, checked in `validate()`: a value outside
/// them is a usage error (exit 64) that names the flag, the range and the value given, before
/// anything is read or drawn.
///
/// Every integer and decimal option the commands declare themselves has one (render options
/// such as `--fps` are checked by `RenderOptionValueKind`, which header hints share), so no
/// value reaches a conversion that could trap or a loop that could run away: `--workers
/// 9223372036854775807` would otherwise start that many iterations.
///
/// ```swift
/// try RenderCommand.workersRange.check(9_223_372_036_854_775_807)
/// // Error: --workers must be between 1 and 256, got 9223372036854775807
/// ```
struct OptionRange<Bound: Comparable & Sendable>: Sendable {
  /// The option, as typed: `--workers`.
  var flag: String
  /// The values it takes, bounds included.
  var range: ClosedRange<Bound>
  /// How a value is written in the message.
  private var text: @Sendable (Bound) -> String

  /// `between LOWER and UPPER`, as the message and the help say it.
  var description: String { "between \(text(range.lowerBound)) and \(text(range.upperBound))" }

  /// Throws unless `value` is in the range; `nil` (the option not given) passes.
  ///
  /// - Parameter value: The value parsed from the command line.
  /// - Throws: swift-argument-parser's `ValidationError`: a usage error, exit status 64.
  func check(_ value: Bound?) throws {
    guard let value, !range.contains(value) else { return }
    throw ValidationError("\(flag) must be \(description), got \(text(value))")
  }
}

extension OptionRange where Bound == Int {
  /// An integer option's range.
  init(_ flag: String, _ range: ClosedRange<Int>) {
    self.flag = flag
    self.range = range
    self.text = { String($0) }
  }
}

extension OptionRange where Bound == Double {
  /// A decimal option's range; not-a-number is outside every range.
  init(_ flag: String, _ range: ClosedRange<Double>) {
    self.flag = flag
    self.range = range
    self.text = { value in
      value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
  }
}
