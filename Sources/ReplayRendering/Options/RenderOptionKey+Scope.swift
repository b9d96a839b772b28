extension RenderOptionKey {
  /// Whether the option describes the look of one layout rather than the render as a whole:
  /// the grid's geometry, the canvas colour and the list style.
  ///
  /// A header's hints describe the layout the header names; when the caller picks another
  /// layout (`--layout list` for a recording whose header says `grid`), these hints are left
  /// out, so that the chosen layout shows its own look. Scale, viewport, appearance and timing
  /// still apply.
  ///
  /// ```swift
  /// RenderOptionKey.cellSize.isLayoutLook    // true: a grid cell's size
  /// RenderOptionKey.background.isLayoutLook  // true: the grid's white is not the list's grey
  /// RenderOptionKey.fps.isLayoutLook         // false
  /// ```
  public var isLayoutLook: Bool {
    switch self {
    case .columns, .cellSize, .spacing, .padding, .headerHeight, .cornerRadius, .background,
      .listStyle:
      true
    default:
      false
    }
  }
}
