extension Int {
  /// `value` rounded toward zero, clamped to `Int`'s range; `0` for NaN.
  ///
  /// For numbers derived from a recording, where `Int(_:)` would trap on an infinity or a value
  /// past `Int.max` (a time of `1e308` seconds, in milliseconds, is infinite).
  ///
  /// ```swift
  /// Int(saturating: 2.9)             // 2
  /// Int(saturating: 1e308 * 1000)    // Int.max
  /// Int(saturating: -.infinity)      // Int.min
  /// ```
  ///
  /// - Parameter value: Any double.
  package init(saturating value: Double) {
    if value.isNaN {
      self = 0
    } else if value >= 0x1p63 {
      self = .max
    } else if value < -0x1p63 {
      self = .min
    } else {
      // In range: -2^63 itself is exactly `Int.min`, and below 2^63 truncates to at most `max`.
      self = Int(value)
    }
  }
}
