/// One output frame: what to draw and what the manifest says about it.
public struct TimelineFrame: Hashable, Sendable {
  /// Everything the frame shows.
  public var scene: FrameScene
  /// The latest apply the frame shows or animates toward.
  public var seq: Int
  /// That apply's transition's linear progress in [0, 1]; 1 once settled and for cuts.
  public var progress: Double
  /// The frame's time on the output timeline, in seconds.
  public var time: Double

  /// Creates a frame.
  public init(scene: FrameScene, seq: Int, progress: Double, time: Double) {
    self.scene = scene
    self.seq = seq
    self.progress = progress
    self.time = time
  }
}
