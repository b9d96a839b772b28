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
    for key in RenderOptionKey.allCases where isSet(key) {
      guard let text = options.optionText(for: key) else { continue }
      arguments += [key.flag, text]
    }
    return arguments
  }

  /// Whether this override of `key` has a value.
  private func isSet(_ key: RenderOptionKey) -> Bool {
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
}
