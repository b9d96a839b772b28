public import SnapshotRecording

/// Render options a caller sets on top of a recording's header hints: every option left unset
/// keeps the hint, or the default when the header has none.
///
/// What `snapreplay`'s command-line options become, what ``RecordingRenderer``,
/// ``ContactSheet`` and golden verification take, and — as its `Codable` form, the options by
/// hint name (``RenderOptionKey/hint``) — what `golden.json`, suite files, shard fragments and
/// `approvals.json` save. Its options are those of ``RenderOptions``, set by key path, so a new
/// option in the table (``RenderOptionKey``) is an override with no code here:
///
/// ```swift
/// let overrides = RenderOptionOverrides {
///   $0.scale = 0.5
///   $0.fps = 5
///   $0.toSeq = 3
/// }
/// let options = try RenderOptions(header: recording.header, overrides: overrides)
/// print(options.fps, overrides.hold)  // 5.0 nil
/// ```
@dynamicMemberLookup
public struct RenderOptionOverrides: Hashable, Sendable {
  /// The values of the options set; every other option holds its default, so that equal
  /// overrides are equal values.
  private var values = RenderOptions()
  /// The options set. An option is set only when it has command-line text: an unset viewport
  /// is no override, while a `maxIdle` of `nil` is one (`--max-idle none`).
  public private(set) var keys: Set<RenderOptionKey> = []

  /// No overrides: every option keeps the header's hint or the default.
  public init() {}

  /// Overrides set by `set`, which sets options as properties of ``RenderOptions``.
  ///
  /// ```swift
  /// let overrides = RenderOptionOverrides { $0.fps = 5; $0.maxIdle = .some(nil) }
  /// print(overrides.arguments)  // ["--fps", "5", "--max-idle", "none"]
  /// ```
  ///
  /// - Parameter set: Sets the options to override.
  public init(_ set: (inout RenderOptionOverrides) -> Void) {
    self.init()
    set(&self)
  }

  /// The override of an option, by its property in ``RenderOptions``; `nil` when unset.
  /// Setting `nil` unsets it; for an optional property, `.some(nil)` sets it to `nil`
  /// (`maxIdle`: keep every gap).
  ///
  /// ```swift
  /// var overrides = RenderOptionOverrides()
  /// overrides.cellSize = SceneSize(width: 16, height: 34)
  /// print(overrides.cellSize, overrides.fps)  // Optional(SceneSize(…)) nil
  /// ```
  public subscript<Value>(
    dynamicMember keyPath: WritableKeyPath<RenderOptions, Value>
  ) -> Value? {
    get {
      guard let key = RenderOptionKey(keyPath), keys.contains(key) else { return nil }
      return values[keyPath: keyPath]
    }
    set {
      // Every writable property of RenderOptions is in the table (a test checks it).
      guard let key = RenderOptionKey(keyPath) else {
        preconditionFailure("\(keyPath) is not a render option in RenderOptionKey")
      }
      guard let newValue else {
        unset(key)
        return
      }
      values[keyPath: keyPath] = newValue
      if values.optionText(for: key) == nil {
        unset(key)
      } else {
        keys.insert(key)
      }
    }
  }

  /// The override of `key` as command-line text (`"80x40"`, `"none"`); `nil` when unset.
  ///
  /// ```swift
  /// RenderOptionOverrides { $0.fps = 5 }.text(for: .fps)  // "5"
  /// ```
  ///
  /// - Parameter key: The option.
  /// - Returns: Its text, or `nil`.
  public func text(for key: RenderOptionKey) -> String? {
    keys.contains(key) ? values.optionText(for: key) : nil
  }

  /// `options` with every value set here in place of its own. Values are not checked here:
  /// ``RenderOptions/init(hints:overrides:)`` checks the result.
  ///
  /// - Parameter options: The options to override, usually decoded from a header's hints.
  /// - Returns: The overridden options.
  public func applied(to options: RenderOptions) -> RenderOptions {
    var options = options
    for key in keys { key.field.copy(&options, values) }
    return options
  }

  /// These overrides with every value `other` sets in place of its own: a suite file's
  /// per-recording options under the command line's.
  ///
  /// ```swift
  /// let suite = RenderOptionOverrides { $0.fps = 5; $0.toSeq = 3 }
  /// let merged = suite.overridden(by: RenderOptionOverrides { $0.fps = 30 })
  /// print(merged.fps, merged.toSeq)  // Optional(30.0) Optional(Optional(3))
  /// ```
  ///
  /// - Parameter other: The overrides that win.
  /// - Returns: The merged overrides.
  public func overridden(by other: RenderOptionOverrides) -> RenderOptionOverrides {
    var merged = self
    for key in other.keys {
      key.field.copy(&merged.values, other.values)
      merged.keys.insert(key)
    }
    return merged
  }

  /// Every option of `options` that has command-line text, as overrides: what a finished
  /// render ran with, as `golden.json` saves it.
  ///
  /// ```swift
  /// RenderOptionOverrides(every: RenderOptions()).text(for: .cellSize)  // "80x80"
  /// ```
  ///
  /// - Parameter options: The options.
  public init(every options: RenderOptions) {
    for key in RenderOptionKey.allCases where options.optionText(for: key) != nil {
      key.field.copy(&values, options)
      keys.insert(key)
    }
  }

  /// Sets the override of `key` from a hint or an override's text, checked by the option's
  /// reader.
  mutating func decode(_ key: RenderOptionKey, from value: OptionValue) throws(RenderOptionError) {
    try key.field.decode(&values, value)
    if values.optionText(for: key) == nil {
      unset(key)
    } else {
      keys.insert(key)
    }
  }

  private mutating func unset(_ key: RenderOptionKey) {
    keys.remove(key)
    key.field.copy(&values, RenderOptions())
  }
}

extension RenderOptionOverrides: CustomStringConvertible {
  /// The overrides as command-line arguments in the table's order (`--fps 5 --to 3`): the same
  /// text in every process, so digests of it (a suite's fingerprint, the verification cache's
  /// key) are stable.
  public var description: String { arguments.joined(separator: " ") }
}
