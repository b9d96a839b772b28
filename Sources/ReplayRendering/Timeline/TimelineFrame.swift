/// One frame of a timeline: the scene to draw and what the manifest says of it.
///
/// ```swift
/// let frame = timeline.frame(at: 12)
/// print(frame.metadata)  // FrameMetadata(time: 0.4, seq: Optional(3), progress: 0.5)
/// ```
public struct TimelineFrame: Hashable, Sendable {
  /// The picture.
  public var scene: FrameScene
  /// The frame's time, the apply it shows and how far that apply's transition has got.
  public var metadata: FrameMetadata

  /// The `seq` of the apply whose transition is playing (or last played).
  public var seq: Int? { metadata.seq }
  /// Progress of that apply's transition, 0–1.
  public var progress: Double { metadata.progress }
  /// The frame's time in seconds.
  public var time: Double { metadata.time }

  /// Creates a frame.
  ///
  /// - Parameters:
  ///   - scene: The picture.
  ///   - metadata: Its time, seq and progress.
  public init(scene: FrameScene, metadata: FrameMetadata) {
    self.scene = scene
    self.metadata = metadata
  }
}
