/// The rounded rectangle an element is clipped to: an inset-grouped row and its separator are
/// cut to their group's shape, as iOS cuts a group's cells to its rounded corners.
///
/// ```swift
/// let group = SceneClip(
///   frame: SceneRect(x: 16, y: 20, width: 358, height: 88), cornerRadius: 10)
/// // a coloured row at the group's top draws only inside the rounded corners
/// ```
public struct SceneClip: Hashable, Sendable {
  /// The rectangle, in points.
  public var frame: SceneRect
  /// The radius of its corners, in points.
  public var cornerRadius: Double

  /// Creates a clip.
  public init(frame: SceneRect, cornerRadius: Double) {
    self.frame = frame
    self.cornerRadius = cornerRadius
  }
}
