public import ReplayRaster

/// What a `.replay` snapshot strategy compares: the drawn frames in one image, and where each
/// frame sits in it.
///
/// Keyframes sit in rows of `columns` frames, 4 pixels apart on a grey ground; a single frame
/// is the image alone. The reference read back from a `.png` file has the pixels only
/// (``frames`` is empty); the freshly drawn one knows its frames, so a failure names the
/// frames that differ.
///
/// ```swift
/// let drawn = ReplayImage.draw(
///   recording: URL(fileURLWithPath: "Recordings/insertion-sort.jsonl"), selection: .keyframes,
///   options: RenderOptionOverrides { $0.scale = 0.5; $0.toSeq = 3 })
/// print(drawn.frames.map(\.keyframe.label))  // ["seq 1 · 100%", "seq 2 · 0%", "seq 3 · 0%", "seq 3 · 100%"]
/// ```
public struct ReplayImage: Hashable, Sendable {
  /// One drawn moment and the rectangle it fills in ``pixels``.
  public struct Frame: Hashable, Sendable {
    /// The moment drawn.
    public var keyframe: ReplayKeyframe
    /// The left edge, in pixels.
    public var x: Int
    /// The top edge, in pixels.
    public var y: Int
    /// The frame's size, in pixels.
    public var size: PixelSize

    /// Creates a placed frame.
    ///
    /// - Parameters:
    ///   - keyframe: The moment drawn.
    ///   - x: The left edge, in pixels.
    ///   - y: The top edge, in pixels.
    ///   - size: The frame's size, in pixels.
    public init(keyframe: ReplayKeyframe, x: Int, y: Int, size: PixelSize) {
      self.keyframe = keyframe
      self.x = x
      self.y = y
      self.size = size
    }
  }

  /// The pixels; 0×0 when there is a ``problem``.
  public var pixels: RasterImage
  /// The frames in ``pixels``, in timeline order; empty for a reference read from a file.
  public var frames: [Frame]
  /// Why nothing could be drawn or read, in one sentence; `nil` when ``pixels`` holds frames.
  public var problem: String?
  /// The rectangles that are not compared, painted hatched in ``pixels`` (see
  /// ``mask(_:)``); a reference file keeps them in a `tEXt` chunk.
  public var maskedRects: [PixelRect] = []

  /// Creates an image of frames.
  ///
  /// - Parameters:
  ///   - pixels: The pixels.
  ///   - frames: Where each frame is in them.
  public init(pixels: RasterImage, frames: [Frame] = []) {
    self.pixels = pixels
    self.frames = frames
    self.problem = nil
  }

  /// Creates the image of a replay that could not be drawn, or a reference that could not be
  /// read.
  ///
  /// ```swift
  /// let failed = ReplayImage(problem: "rec.jsonl: no such file")
  /// print(failed.pixels.size)  // 0×0
  /// ```
  ///
  /// - Parameter problem: Why, in one sentence.
  public init(problem: String) {
    self.pixels = RasterImage(width: 0, height: 0, rgba: [])
    self.frames = []
    self.problem = problem
  }
}
