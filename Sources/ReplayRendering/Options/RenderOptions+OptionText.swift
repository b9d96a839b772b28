import SnapshotRecording

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
    switch key {
    case .layout: layout.rawValue
    case .columns: String(columns)
    case .cellSize: Self.text(cellSize)
    case .spacing: Self.text(spacing)
    case .padding: Self.text(padding)
    case .headerHeight: Self.text(headerHeight)
    case .cornerRadius: Self.text(cornerRadius)
    case .scale: Self.text(scale)
    case .background: background?.hex
    case .appearance: appearance.rawValue
    case .viewport: viewport.map(Self.text)
    case .listStyle: listStyle.rawValue
    case .contentSize: contentSize.rawValue
    case .layoutDirection: layoutDirection.rawValue
    case .chrome: chrome.rawValue
    case .fps: Self.text(fps)
    case .duration: Self.text(duration)
    case .curve: curve.rawValue
    case .speed: Self.text(speed)
    case .maxIdle: maxIdle.map(Self.text) ?? "none"
    case .hold: Self.text(hold)
    case .from: fromSeq.map(String.init)
    case .to: toSeq.map(String.init)
    case .timing: timing.rawValue
    }
  }

  /// `30`, `0.3`: whole numbers without a fraction, as hints write them.
  private static func text(_ number: Double) -> String {
    RenderHint.number(number).commandLineText
  }

  private static func text(_ size: SceneSize) -> String {
    text(size.width) + "x" + text(size.height)
  }
}
