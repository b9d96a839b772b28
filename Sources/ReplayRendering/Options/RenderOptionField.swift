import SnapshotRecording

/// Where one render option lives in ``RenderOptions``, and how its value is read and written:
/// what an entry of the one table (``RenderOptionKey``) names with a key path, so that reading
/// hints, writing command-line text, overriding and resetting are loops over the table and no
/// code lists the options a second time.
///
/// The reader and writer follow from the property's type: a `Double` is a number, a `Double?`
/// a number or `none`, an `Int?` an optional integer, a `SceneSize` a size, an enumeration of
/// words a choice.
///
/// ```swift
/// let field = RenderOptionField.of(\.fps)
/// var options = RenderOptions()
/// try field.decode(&options, OptionValue(key: .fps, hint: .number(5), source: .header))
/// field.text(options)  // "5"
/// ```
struct RenderOptionField {
  /// The property of ``RenderOptions`` the option sets.
  let keyPath: AnyKeyPath
  /// Reads the option's value from a hint or an override's text into the options, checking it
  /// against the option's kind and range.
  let decode: (inout RenderOptions, OptionValue) throws(RenderOptionError) -> Void
  /// The option's value as command-line text; `nil` when an optional option is unset.
  let text: (RenderOptions) -> String?
  /// Copies the option's value from the second options into the first.
  let copy: (inout RenderOptions, RenderOptions) -> Void

  private init<Value>(
    _ keyPath: WritableKeyPath<RenderOptions, Value>,
    read: @escaping (OptionValue) throws(RenderOptionError) -> Value,
    write: @escaping (Value) -> String?
  ) {
    self.keyPath = keyPath
    decode = { (options: inout RenderOptions, value: OptionValue) throws(RenderOptionError) in
      options[keyPath: keyPath] = try read(value)
    }
    text = { write($0[keyPath: keyPath]) }
    copy = { $0[keyPath: keyPath] = $1[keyPath: keyPath] }
  }

  /// A number (`fps`, `spacing`).
  static func of(_ keyPath: WritableKeyPath<RenderOptions, Double>) -> Self {
    Self(
      keyPath, read: { (value: OptionValue) throws(RenderOptionError) in try value.number() },
      write: numberText)
  }

  /// A number, or `none` for no limit, held as `nil` (`maxIdle`).
  static func of(_ keyPath: WritableKeyPath<RenderOptions, Double?>) -> Self {
    Self(
      keyPath,
      read: { (value: OptionValue) throws(RenderOptionError) -> Double? in
        let number = try value.number()
        return number.isFinite ? number : nil
      },
      write: { $0.map(numberText) ?? "none" })
  }

  /// An integer (`columns`).
  static func of(_ keyPath: WritableKeyPath<RenderOptions, Int>) -> Self {
    Self(
      keyPath, read: { (value: OptionValue) throws(RenderOptionError) in try value.integer() },
      write: { String($0) })
  }

  /// An integer that is unset by default (`from`, `to`).
  static func of(_ keyPath: WritableKeyPath<RenderOptions, Int?>) -> Self {
    Self(
      keyPath,
      read: { (value: OptionValue) throws(RenderOptionError) -> Int? in try value.integer() },
      write: { $0.map { String($0) } })
  }

  /// A size (`cellSize`).
  static func of(_ keyPath: WritableKeyPath<RenderOptions, SceneSize>) -> Self {
    Self(
      keyPath, read: { (value: OptionValue) throws(RenderOptionError) in try value.size() },
      write: sizeText)
  }

  /// A size that is unset by default (`viewport`).
  static func of(_ keyPath: WritableKeyPath<RenderOptions, SceneSize?>) -> Self {
    Self(
      keyPath,
      read: { (value: OptionValue) throws(RenderOptionError) -> SceneSize? in try value.size() },
      write: { $0.map(sizeText) })
  }

  /// A colour that is unset by default (`background`).
  static func of(_ keyPath: WritableKeyPath<RenderOptions, RecordedColor?>) -> Self {
    Self(
      keyPath,
      read: { (value: OptionValue) throws(RenderOptionError) -> RecordedColor? in
        try value.color()
      },
      write: { $0?.hex })
  }

  /// One of an enumeration's words (`layout`, `curve`).
  static func of<Choice: RawRepresentable & CaseIterable>(
    _ keyPath: WritableKeyPath<RenderOptions, Choice>
  ) -> Self where Choice.RawValue == String {
    Self(
      keyPath,
      read: { (value: OptionValue) throws(RenderOptionError) in try value.choice(Choice.self) },
      write: { $0.rawValue })
  }

  /// `30`, `0.3`: whole numbers without a fraction, as hints write them.
  private static func numberText(_ number: Double) -> String {
    RenderHint.number(number).commandLineText
  }

  /// `80x80`.
  private static func sizeText(_ size: SceneSize) -> String {
    numberText(size.width) + "x" + numberText(size.height)
  }
}
