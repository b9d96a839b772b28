/// Sums of counts read from untrusted text, without a trap: a sum that leaves the 64-bit range
/// is `nil`, never a crash.
///
/// ```swift
/// CheckedSum.of([5, 1, -0])        // 6
/// CheckedSum.of([Int.max, 1])      // nil
/// ```
enum CheckedSum {
  /// The sum of `terms`, or `nil` when it (or a partial sum) overflows.
  ///
  /// - Parameter terms: The terms, already signed.
  /// - Returns: The sum.
  static func of(_ terms: [Int]) -> Int? {
    var total = 0
    for term in terms {
      let (sum, overflow) = total.addingReportingOverflow(term)
      if overflow { return nil }
      total = sum
    }
    return total
  }

  /// `value` negated, or `nil` for `Int.min`.
  static func negated(_ value: Int) -> Int? {
    let (result, overflow) = 0.subtractingReportingOverflow(value)
    return overflow ? nil : result
  }
}
