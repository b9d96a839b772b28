/// What a finished render produced.
public struct FrameSequenceSummary: Hashable, Sendable {
  /// Frames written.
  public var frameCount: Int
  /// Frames actually drawn and encoded; the others repeat the previous frame's bytes.
  public var encodedFrameCount: Int
  /// The manifest that was written.
  public var manifest: FrameManifest

  /// Creates a summary.
  public init(frameCount: Int, encodedFrameCount: Int, manifest: FrameManifest) {
    self.frameCount = frameCount
    self.encodedFrameCount = encodedFrameCount
    self.manifest = manifest
  }
}
