public import SnapshotRecording

/// Where an item's cell is in one frame: what a viewer needs to tell which item is under the
/// pointer, taken from the same sprites the frame's scene is drawn from.
///
/// ```swift
/// for item in timeline.items(at: 12) { print(item.id, item.frame.y) }
/// // dog 88.0
/// ```
public struct ItemOnScreen: Hashable, Sendable {
  /// The item's identifier.
  public var id: RecordedID
  /// Its cell's frame in points.
  public var frame: SceneRect
  /// Its cell's opacity in [0, 1].
  public var opacity: Double

  /// Creates a placement.
  ///
  /// - Parameters:
  ///   - id: The item.
  ///   - frame: Its cell's frame.
  ///   - opacity: Its cell's opacity.
  public init(id: RecordedID, frame: SceneRect, opacity: Double) {
    self.id = id
    self.frame = frame
    self.opacity = opacity
  }
}
