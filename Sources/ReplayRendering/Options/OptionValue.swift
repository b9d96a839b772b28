internal import SnapshotRecording

/// One option's value being read, from a header hint or an override's text; every failure names
/// the option, the value as written and where it came from.
struct OptionValue {
  let key: RenderOptionKey
  let hint: RenderHint
  let source: OptionSource

  func failure() -> RenderOptionError {
    .invalidValue(option: key, value: hint.commandLineText, source: source)
  }

  /// A number: a JSON number as it is, a string as written on the command line.
  func number() throws(RenderOptionError) -> Double {
    let value: Double?
    switch hint {
    case .number(let number): value = key.kind.accepts(number) ? number : nil
    case .string(let text): value = key.kind.number(from: text)
    case .bool: value = nil
    }
    // Infinity is `none`, which only a `…OrNone` kind reads; it is no number to bound.
    guard let value, value == .infinity || key.isInRange(value) else { throw failure() }
    return value
  }

  /// An integer: a JSON number without a fraction, or a string such as `"24"`.
  func integer() throws(RenderOptionError) -> Int {
    let value: Int?
    switch hint {
    case .number(let number):
      value = key.kind.accepts(number) ? Int(exactly: number) : nil
    case .string(let text): value = key.kind.integer(from: text)
    case .bool: value = nil
    }
    guard let value, key.isInRange(Double(value)) else { throw failure() }
    return value
  }

  func size() throws(RenderOptionError) -> SceneSize {
    guard case .string(let text) = hint, let size = key.kind.size(from: text),
      key.isInRange(size.width), key.isInRange(size.height)
    else { throw failure() }
    return size
  }

  func color() throws(RenderOptionError) -> RecordedColor {
    guard case .string(let text) = hint, let color = key.kind.color(from: text) else {
      throw failure()
    }
    return color
  }

  func choice<Choice: RawRepresentable & CaseIterable>(
    _ type: Choice.Type
  ) throws(RenderOptionError) -> Choice where Choice.RawValue == String {
    guard case .string(let text) = hint, let value = key.kind.choice(from: text, as: type) else {
      throw failure()
    }
    return value
  }
}
