public import SnapshotRecording

extension RenderOptions {
  /// These options with a recorded list appearance (a `layout` line's `list`) in place of the
  /// header's: the device's list wins over the `render` hints, and the caller's `--layout` and
  /// `--list-style` win over the device's (header hints < recorded `list` < command line).
  ///
  /// A recorded list makes the layout a list (unless the caller chose one) drawn in the table
  /// style it looks like: `plain` and `sidebarPlain` as plain, `insetGrouped` and `sidebar` as
  /// inset-grouped, `grouped` as grouped. The appearance itself is kept
  /// (``recordedListAppearance``) for a sidebar's own colours, unless the caller chose the
  /// style.
  ///
  /// ```swift
  /// let options = try RenderOptions(hints: ["listStyle": .string("plain")])
  /// options.resolvingRecorded(list: .insetGrouped).listStyle  // .insetGrouped
  /// ```
  ///
  /// - Parameter list: The recorded appearance; `nil` (a table view, or no list
  ///   configuration) leaves the options as they are.
  /// - Returns: The options the replay draws with.
  public func resolvingRecorded(list: LayoutEvent.ListAppearance?) -> RenderOptions {
    guard let list else { return self }
    var resolved = self
    if !overriddenKeys.contains(.layout), resolved.layout != .list {
      // The grid's look hints belong to the grid, as when the caller picks another layout;
      // the caller's own stay.
      for key in RenderOptionKey.allCases where key.isLayoutLook && !overriddenKeys.contains(key) {
        key.field.copy(&resolved, RenderOptions())
      }
      resolved.layout = .list
    }
    if !overriddenKeys.contains(.listStyle) {
      resolved.listStyle = ListStyle(list)
      resolved.recordedListAppearance = list
    }
    return resolved
  }
}

extension ListStyle {
  /// The table style a collection view's list appearance looks like.
  ///
  /// ```swift
  /// ListStyle(.sidebarPlain)  // .plain
  /// ```
  ///
  /// - Parameter appearance: A `UICollectionLayoutListConfiguration.Appearance`.
  public init(_ appearance: LayoutEvent.ListAppearance) {
    switch appearance {
    case .plain, .sidebarPlain: self = .plain
    case .grouped: self = .grouped
    case .insetGrouped, .sidebar: self = .insetGrouped
    }
  }
}
