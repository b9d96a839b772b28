extension FrameStructure {
  /// A recorded supplementary view as a frame draws it (docs/Rendering.md, "Recorded
  /// geometry"): its section, its kind as the `layout` line writes it, the text drawn on it,
  /// and its rect and opacity on the canvas, rounded to hundredths like a cell's. Headers are
  /// not here: a recorded header moves its section's header, kept as a ``Header``.
  ///
  /// ```swift
  /// let footer = FrameStructure.Supplementary(
  ///   section: "general", kind: "footer", text: "Changes apply to every device.", x: 16,
  ///   y: 861, width: 358, height: 40, opacity: 1)
  /// print(footer.kind)  // footer
  /// ```
  public struct Supplementary: Hashable, Sendable {
    /// The section's identifier as text.
    public var section: String
    /// The kind as recorded: `footer`, or the app's own element kind (`badge`).
    public var kind: String
    /// The text drawn: a footer's; `nil` for a kind drawn without its text.
    public var text: String?
    /// Left edge, in points.
    public var x: Double
    /// Top edge, in points.
    public var y: Double
    /// Width, in points.
    public var width: Double
    /// Height, in points.
    public var height: Double
    /// Opacity in [0, 1].
    public var opacity: Double

    /// Creates a supplementary view, rounding every number to hundredths.
    ///
    /// - Parameters:
    ///   - section: The section's identifier as text.
    ///   - kind: The kind as recorded.
    ///   - text: The text drawn.
    ///   - x: Left edge.
    ///   - y: Top edge.
    ///   - width: Width.
    ///   - height: Height.
    ///   - opacity: Opacity.
    public init(
      section: String, kind: String, text: String?, x: Double, y: Double, width: Double,
      height: Double, opacity: Double
    ) {
      self.section = section
      self.kind = kind
      self.text = text
      self.x = Cell.rounded(x)
      self.y = Cell.rounded(y)
      self.width = Cell.rounded(width)
      self.height = Cell.rounded(height)
      self.opacity = Cell.rounded(opacity)
    }
  }
}
