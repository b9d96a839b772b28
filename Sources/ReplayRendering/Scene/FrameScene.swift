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
  /// The recording's cell images, which elements with an ``SceneElement/image`` are drawn
  /// from: the timeline's one library, shared by every frame (equal only to itself); `nil`
  /// draws every cell from its label.
  public var cellImages: CellImageLibrary?

  /// Creates a scene.
  ///
  /// ```swift
  /// let scene = FrameScene(
  ///   size: SceneSize(width: 390, height: 844), scale: 3,
  ///   background: RecordedColor(red: 255, green: 255, blue: 255), elements: elements,
  ///   cellImages: timeline.cellImages)
  /// ```
  public init(
    size: SceneSize, scale: Double, background: RecordedColor, elements: [SceneElement],
    cellImages: CellImageLibrary? = nil
  ) {
    self.size = size
    self.scale = scale
    self.background = background
    self.elements = elements
    self.cellImages = cellImages
  }
}
