public import SnapshotRecording

extension RenderOptionOverrides {
  /// Overrides read from hint-shaped values: the names and values a recording header's
  /// `render` object takes (``RenderOptionKey/hint``), checked by the same readers.
  ///
  /// ```swift
  /// let overrides = try RenderOptionOverrides(hints: ["fps": .number(5), "to": .number(3)])
  /// print(overrides.fps, overrides.toSeq)  // Optional(5.0) Optional(Optional(3))
  /// ```
  ///
  /// - Parameter hints: Values by hint name.
  /// - Throws: ``RenderOptionError/invalidValue(option:value:source:)`` (source
  ///   ``OptionSource/override``) for the first bad value in name order. Names that are no
  ///   option are skipped, as a header's are; the saved form (`Codable`) rejects them, so a
  ///   misspelt option in a file is not ignored.
  public init(hints: [String: RenderHint]) throws(RenderOptionError) {
    self.init()
    for name in hints.keys.sorted() {
      guard let hint = hints[name], let key = RenderOptionKey(rawValue: name) else { continue }
      try decode(key, from: OptionValue(key: key, hint: hint, source: .override))
    }
  }

  /// Overrides read from command-line text by option, in the table's order: what
  /// `snapreplay`'s typed options give, checked by the hints' readers and ranges.
  ///
  /// ```swift
  /// let overrides = try RenderOptionOverrides(texts: [.fps: "5", .maxIdle: "none"])
  /// print(overrides.arguments)  // ["--fps", "5", "--max-idle", "none"]
  /// ```
  ///
  /// - Parameter texts: Values as written on the command line, by option.
  /// - Throws: ``RenderOptionError/invalidValue(option:value:source:)`` for the first bad value
  ///   in the table's order.
  public init(texts: [RenderOptionKey: String]) throws(RenderOptionError) {
    self.init()
    for key in RenderOptionKey.allCases {
      guard let text = texts[key] else { continue }
      try decode(key, from: OptionValue(key: key, hint: .string(text), source: .override))
    }
  }

  /// The overrides as hints, by hint name: numbers as numbers (`"fps": 5`), everything else as
  /// its command-line text (`"cellSize": "16x34"`, `"maxIdle": "none"`), as a recording
  /// header's `render` object holds them. ``init(hints:)`` reads them back into the same
  /// overrides; the `Codable` form writes them.
  ///
  /// ```swift
  /// let hints = RenderOptionOverrides { $0.fps = 5; $0.maxIdle = .some(nil) }.hints
  /// // ["fps": .number(5), "maxIdle": .string("none")]
  /// ```
  public var hints: [String: RenderHint] {
    var hints: [String: RenderHint] = [:]
    for key in keys {
      guard let text = text(for: key) else { continue }
      hints[key.hint] = key.hint(forText: text)
    }
    return hints
  }
}

extension RenderOptionKey {
  /// The hint that holds `text` for this option: a number for a number or integer option
  /// (except `none`, and integers a JSON number cannot hold exactly), else the text.
  func hint(forText text: String) -> RenderHint {
    switch kind {
    case .integer, .positiveInteger:
      // Beyond 2^53 a JSON reader's double would round the integer: keep its digits.
      guard let integer = Int(text), integer.magnitude < 1 << 53 else { return .string(text) }
      return .number(Double(integer))
    case .positiveNumber, .nonNegativeNumber, .nonNegativeNumberOrNone:
      return RenderOptionValueKind.decimal(text).map(RenderHint.number) ?? .string(text)
    case .size, .color, .choice:
      return .string(text)
    }
  }
}
