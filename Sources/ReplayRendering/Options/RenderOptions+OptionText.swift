extension RenderOptions {
  /// An option's value as it would be written on the command line or in a string hint; `nil`
  /// for an optional option that is unset (``background``, ``viewport``, …).
  ///
  /// ```swift
  /// RenderOptions().optionText(for: .cellSize)  // "80x80"
  /// RenderOptions().optionText(for: .curve)     // "ease-in-out"
  /// RenderOptions().optionText(for: .maxIdle)   // "5"
  /// ```
  ///
  /// - Parameter key: The option.
  /// - Returns: The text that sets the option to its current value.
  public func optionText(for key: RenderOptionKey) -> String? {
    key.field.text(self)
  }
}
