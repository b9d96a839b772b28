import Foundation

extension NumberText {
  /// The rules a duration in seconds is written by. Each is what one kind of message has
  /// always printed, kept byte for byte because tests and users' scripts read them; the rules
  /// live here, side by side, so that a new message picks one instead of writing a fourth.
  package enum SecondsFormat: Sendable {
    /// Whole seconds, grouped in threes, from 10 s up (and for any whole value); tenths below;
    /// `endless` for an infinite span: `1,000,000 s`, `2.5 s`. Numbers of 10¹⁵ s and more,
    /// past what grouping reads well, as Swift prints them (`1e+16 s`). Frame-budget messages.
    case wholeOrTenths
    /// Rounded to milliseconds, without trailing zeros, a whole value without a decimal point:
    /// `0.233 s`, `1 s`. Where verification names a frame's time.
    case milliseconds
    /// Rounded to milliseconds, a whole value with one decimal: `0.25 s`, `2.0 s`. Contact
    /// sheet captions.
    case millisecondsWithPoint
  }

  /// A duration with its unit, written by `format`'s rule.
  ///
  /// ```swift
  /// NumberText.seconds(1_000_000, .wholeOrTenths)  // 1,000,000 s
  /// NumberText.seconds(0.2334, .milliseconds)  // 0.233 s
  /// NumberText.seconds(2, .millisecondsWithPoint)  // 2.0 s
  /// ```
  ///
  /// - Parameters:
  ///   - value: Seconds.
  ///   - format: The rule.
  /// - Returns: The number followed by ` s` (or `endless`, for ``SecondsFormat/wholeOrTenths``).
  package static func seconds(_ value: Double, _ format: SecondsFormat) -> String {
    switch format {
    case .wholeOrTenths:
      guard value.isFinite else { return "endless" }
      if value >= 1e15 { return "\(value) s" }
      if value >= 10 || value == value.rounded() { return "\(grouped(Int(value.rounded()))) s" }
      return "\((value * 10).rounded() / 10) s"
    case .milliseconds:
      let rounded = (value * 1000).rounded() / 1000
      return rounded == rounded.rounded() && abs(rounded) < 1e15
        ? "\(Int(rounded)) s" : "\(rounded) s"
    case .millisecondsWithPoint:
      let rounded = (value * 1000).rounded() / 1000
      return rounded == rounded.rounded() ? String(format: "%.1f s", rounded) : "\(rounded) s"
    }
  }
}
