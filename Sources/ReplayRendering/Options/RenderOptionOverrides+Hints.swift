public import SnapshotRecording

extension RenderOptionOverrides {
  /// Overrides read from hint-shaped values: the names and values a recording header's
  /// `render` object takes (``RenderOptionKey/hint``), checked by the same readers. What a
  /// `snapreplay verify --suite` file's per-recording `options` become.
  ///
  /// ```swift
  /// let overrides = try RenderOptionOverrides(hints: ["fps": .number(5), "to": .number(3)])
  /// print(overrides.fps, overrides.toSeq)  // Optional(5.0) Optional(3)
  /// ```
  ///
  /// - Parameter hints: Values by hint name.
  /// - Throws: ``RenderOptionError/invalidValue(option:value:source:)`` (source
  ///   ``OptionSource/override``) for the first bad value in name order. Names that are no
  ///   option are skipped, as a header's are; a caller reading a file the user wrote checks
  ///   them first (``RenderOptionKey/init(rawValue:)``), so a misspelt option is not ignored.
  public init(hints: [String: RenderHint]) throws(RenderOptionError) {
    var decoded = RenderOptions()
    var overrides = RenderOptionOverrides()
    for name in hints.keys.sorted() {
      guard let hint = hints[name], let key = RenderOptionKey(rawValue: name) else { continue }
      try decoded.decode(key, from: OptionValue(key: key, hint: hint, source: .override))
      overrides.copy(key, from: decoded)
    }
    self = overrides
  }

  /// The overrides as hints: each value it sets, by hint name, as its command-line text
  /// (``RenderOptions/optionText(for:)``), which ``init(hints:)`` reads back into the same
  /// overrides. What a shard of `snapreplay verify --suite` writes into its fragment, so that
  /// `snapreplay merge` knows the options each recording was verified with.
  ///
  /// ```swift
  /// let hints = RenderOptionOverrides(fps: 5, maxIdle: .infinity, toSeq: 3).hints
  /// // ["fps": .string("5"), "maxIdle": .string("none"), "to": .string("3")]
  /// print(try RenderOptionOverrides(hints: hints).toSeq)  // Optional(3)
  /// ```
  public var hints: [String: RenderHint] {
    let options = applied(to: RenderOptions())
    var hints: [String: RenderHint] = [:]
    for key in RenderOptionKey.allCases where sets(key) {
      guard let text = options.optionText(for: key) else { continue }
      hints[key.hint] = .string(text)
    }
    return hints
  }

  /// These overrides with every value `other` sets in place of its own: a suite file's
  /// per-recording options under the command line's.
  ///
  /// ```swift
  /// let suite = RenderOptionOverrides(fps: 5, toSeq: 3)
  /// let merged = suite.overridden(by: RenderOptionOverrides(fps: 30))
  /// print(merged.fps, merged.toSeq)  // Optional(30.0) Optional(3)
  /// ```
  ///
  /// - Parameter other: The overrides that win.
  /// - Returns: The merged overrides.
  public func overridden(by other: RenderOptionOverrides) -> RenderOptionOverrides {
    var merged = self
    for key in RenderOptionKey.allCases where other.sets(key) {
      merged.copy(key, from: other)
    }
    return merged
  }

  /// Whether the override of `key` is set.
  func sets(_ key: RenderOptionKey) -> Bool {
    switch key {
    case .layout: layout != nil
    case .columns: columns != nil
    case .cellSize: cellSize != nil
    case .spacing: spacing != nil
    case .padding: padding != nil
    case .headerHeight: headerHeight != nil
    case .cornerRadius: cornerRadius != nil
    case .scale: scale != nil
    case .background: background != nil
    case .appearance: appearance != nil
    case .contentSize: contentSize != nil
    case .layoutDirection: layoutDirection != nil
    case .chrome: chrome != nil
    case .viewport: viewport != nil
    case .listStyle: listStyle != nil
    case .fps: fps != nil
    case .duration: duration != nil
    case .curve: curve != nil
    case .speed: speed != nil
    case .maxIdle: maxIdle != nil
    case .hold: hold != nil
    case .from: fromSeq != nil
    case .to: toSeq != nil
    case .timing: timing != nil
    }
  }

  /// Sets the override of `key` to `other`'s.
  private mutating func copy(_ key: RenderOptionKey, from other: RenderOptionOverrides) {
    switch key {
    case .layout: layout = other.layout
    case .columns: columns = other.columns
    case .cellSize: cellSize = other.cellSize
    case .spacing: spacing = other.spacing
    case .padding: padding = other.padding
    case .headerHeight: headerHeight = other.headerHeight
    case .cornerRadius: cornerRadius = other.cornerRadius
    case .scale: scale = other.scale
    case .background: background = other.background
    case .appearance: appearance = other.appearance
    case .contentSize: contentSize = other.contentSize
    case .layoutDirection: layoutDirection = other.layoutDirection
    case .chrome: chrome = other.chrome
    case .viewport: viewport = other.viewport
    case .listStyle: listStyle = other.listStyle
    case .fps: fps = other.fps
    case .duration: duration = other.duration
    case .curve: curve = other.curve
    case .speed: speed = other.speed
    case .maxIdle: maxIdle = other.maxIdle
    case .hold: hold = other.hold
    case .from: fromSeq = other.fromSeq
    case .to: toSeq = other.toSeq
    case .timing: timing = other.timing
    }
  }

  /// Sets the override of `key` to the decoded option's value.
  private mutating func copy(_ key: RenderOptionKey, from options: RenderOptions) {
    switch key {
    case .layout: layout = options.layout
    case .columns: columns = options.columns
    case .cellSize: cellSize = options.cellSize
    case .spacing: spacing = options.spacing
    case .padding: padding = options.padding
    case .headerHeight: headerHeight = options.headerHeight
    case .cornerRadius: cornerRadius = options.cornerRadius
    case .scale: scale = options.scale
    case .background: background = options.background
    case .appearance: appearance = options.appearance
    case .contentSize: contentSize = options.contentSize
    case .layoutDirection: layoutDirection = options.layoutDirection
    case .chrome: chrome = options.chrome
    case .viewport: viewport = options.viewport
    case .listStyle: listStyle = options.listStyle
    case .fps: fps = options.fps
    case .duration: duration = options.duration
    case .curve: curve = options.curve
    case .speed: speed = options.speed
    // `none` is read as no limit; an override says so with infinity.
    case .maxIdle: maxIdle = options.maxIdle ?? .infinity
    case .hold: hold = options.hold
    case .from: fromSeq = options.fromSeq
    case .to: toSeq = options.toSeq
    case .timing: timing = options.timing
    }
  }
}
