public import SnapshotRecording

extension RenderOptions {
  /// Options from a header's `render` hints, with the caller's overrides on top.
  ///
  /// Hints are named as ``RenderOptionKey/hint`` (camelCase) and hold JSON strings, numbers or
  /// booleans, as docs/RecordingFormat.md says; hints whose name is unknown are ignored, as the
  /// format asks of unknown keys, and every known hint must have a valid value. The hints
  /// that describe a layout's look (``RenderOptionKey/isLayoutLook``) belong to the layout the
  /// hints name: when `overrides` picks another one, they are checked but not used.
  ///
  /// ```swift
  /// let options = try RenderOptions(
  ///   hints: ["fps": .number(60), "cellSize": .string("16x34")],
  ///   overrides: RenderOptionOverrides { $0.fps = 12 })
  /// print(options.fps, options.cellSize)  // 12.0 SceneSize(width: 16.0, height: 34.0)
  /// ```
  ///
  /// - Parameters:
  ///   - hints: The header's `render` object.
  ///   - overrides: Values that replace the hints'.
  /// - Throws: ``RenderOptionError`` naming the first bad hint (by name), else the first bad
  ///   override (in ``RenderOptionKey`` order).
  public init(
    hints: [String: RenderHint], overrides: RenderOptionOverrides = RenderOptionOverrides()
  ) throws(RenderOptionError) {
    var decoded = RenderOptions()
    // Sorted so that, when several hints are bad, the same one is reported every time.
    for name in hints.keys.sorted() {
      guard let hint = hints[name], let key = RenderOptionKey(rawValue: name) else { continue }
      try decoded.decode(key, from: OptionValue(key: key, hint: hint, source: .header))
    }
    if let chosen = overrides.layout, chosen != decoded.layout {
      // The header's look belongs to the layout it names; another layout gets its own.
      decoded.resetLayoutLook()
    }
    self = overrides.applied(to: decoded)
    overriddenKeys = overrides.keys
    try checkOverrides()
  }

  /// Options for a recording: its header's hints, with the caller's overrides on top.
  ///
  /// ```swift
  /// let options = try RenderOptions(
  ///   header: recording.header, overrides: RenderOptionOverrides { $0.fps = 60 })
  /// ```
  ///
  /// - Parameters:
  ///   - header: The recording's header.
  ///   - overrides: Values that replace the hints'.
  /// - Throws: ``RenderOptionError`` for a bad hint or override.
  public init(
    header: RecordingHeader, overrides: RenderOptionOverrides = RenderOptionOverrides()
  ) throws(RenderOptionError) {
    try self.init(hints: header.render, overrides: overrides)
  }

  /// Puts every option that describes one layout's look (``RenderOptionKey/isLayoutLook``)
  /// back to its default.
  mutating func resetLayoutLook() {
    for key in RenderOptionKey.allCases where key.isLayoutLook {
      key.field.copy(&self, RenderOptions())
    }
  }

  /// Sets the option `key` from a hint or an override's text, checking it.
  mutating func decode(_ key: RenderOptionKey, from value: OptionValue) throws(RenderOptionError) {
    try key.field.decode(&self, value)
  }

  /// Checks every value by reading its command-line text back with the hints' readers, so that
  /// an override is held to exactly the rules of a hint or a command-line option. Hints were
  /// checked as they were read, so a failure here is an override's.
  private func checkOverrides() throws(RenderOptionError) {
    var scratch = RenderOptions()
    for key in RenderOptionKey.allCases {
      guard let text = optionText(for: key) else { continue }
      try scratch.decode(key, from: OptionValue(key: key, hint: .string(text), source: .override))
    }
  }
}
