extension RenderOptionOverrides {
  /// The overrides as command-line arguments, flag then value, in the order of
  /// ``RenderOptionKey``: what a person types to render with exactly these options, and what
  /// a verify report writes into the command that re-records a recording and into its
  /// approvals.
  ///
  /// ```swift
  /// RenderOptionOverrides(fps: 5, maxIdle: .infinity, toSeq: 3).arguments
  /// // ["--fps", "5", "--max-idle", "none", "--to", "3"]
  /// ```
  public var arguments: [String] {
    let options = applied(to: RenderOptions())
    var arguments: [String] = []
    for key in RenderOptionKey.allCases where sets(key) {
      guard let text = options.optionText(for: key) else { continue }
      arguments += [key.flag, text]
    }
    return arguments
  }
}
