/// Numbers as budget messages print them: digits grouped in threes (`10,000,000,000`) and byte
/// counts in binary units (`512 MiB`, `6.7 GiB`), the same whatever the locale, so messages are
/// stable enough for tests to pin.
///
/// ```swift
/// print(NumberText.grouped(67_108_864))  // 67,108,864
/// print(NumberText.bytes(7_218_700_800))  // 6.7 GiB
/// ```
package enum NumberText {
  /// `value` with a comma between groups of three digits.
  ///
  /// - Parameter value: Any integer.
  /// - Returns: Such as `1,234,567` or `-1,000`.
  package static func grouped(_ value: Int) -> String {
    let digits = String(value.magnitude)
    var text = ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { text.append(",") }
      text.append(digit)
    }
    return value < 0 ? "-" + text : text
  }

  /// A byte count in the largest binary unit (B, KiB, MiB, GiB, TiB) that keeps it at 1 or
  /// more, with one decimal unless it is whole.
  ///
  /// - Parameter value: Bytes, 0 or more.
  /// - Returns: Such as `512 MiB`, `1.5 GiB` or `100 B`.
  package static func bytes(_ value: Int) -> String {
    let units = ["B", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB"]
    var amount = Double(value)
    var unit = 0
    while amount >= 1024 && unit < units.count - 1 {
      amount /= 1024
      unit += 1
    }
    let tenths = (amount * 10).rounded()
    let number =
      tenths.truncatingRemainder(dividingBy: 10) == 0
      ? String(Int(tenths / 10)) : String(Double(tenths) / 10)
    return "\(number) \(units[unit])"
  }
}
