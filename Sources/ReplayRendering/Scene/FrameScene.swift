public import SnapshotRecording

/// Everything one frame shows, in points, back to front: the contract between the layouts and
/// timeline, which decide where things are, and the drawing backend, which turns it into pixels.
///
/// Two equal scenes draw identical pixels, so consecutive equal scenes (holds) are drawn and
/// encoded once.
public struct FrameScene: Hashable, Sendable {
  /// The canvas size in points; pixels are points × ``scale``.
  public var size: SceneSize
  /// Pixels per point.
  public var scale: Double
  /// The colour behind everything.
  public var background: RecordedColor
  /// What to draw, back to front.
  public var elements: [SceneElement]

  /// Creates a scene.
  public init(size: SceneSize, scale: Double, background: RecordedColor, elements: [SceneElement]) {
    self.size = size
    self.scale = scale
    self.background = background
    self.elements = elements
  }
}
