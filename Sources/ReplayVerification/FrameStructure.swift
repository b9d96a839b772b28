public import RecordingFormat
public import ReplayRendering

/// One frame's structure, as goldens keep it: its time and each item cell's id, frame and
/// opacity, back to front, numbers rounded to hundredths so that the same replay always gives
/// the same text and floating-point noise is no difference.
///
/// ```swift
/// let frame = FrameStructure(
///   time: 0.2, cells: [.init(id: "dog", x: 10, y: 44, width: 80, height: 80, opacity: 1)])
/// ```
public struct FrameStructure: Hashable, Sendable {
  /// One item cell.
  public struct Cell: Hashable, Sendable {
    /// The item's identifier as text (`dog`, `12`).
    public var id: String
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

    /// Creates a cell, rounding every number to hundredths.
    ///
    /// - Parameters:
    ///   - id: The item's identifier as text.
    ///   - x: Left edge.
    ///   - y: Top edge.
    ///   - width: Width.
    ///   - height: Height.
    ///   - opacity: Opacity.
    public init(id: String, x: Double, y: Double, width: Double, height: Double, opacity: Double) {
      self.id = id
      self.x = Self.rounded(x)
      self.y = Self.rounded(y)
      self.width = Self.rounded(width)
      self.height = Self.rounded(height)
      self.opacity = Self.rounded(opacity)
    }

    /// To hundredths; non-finite values (which no layout makes) become 0 so JSON holds them.
    static func rounded(_ value: Double) -> Double {
      guard value.isFinite else { return 0 }
      return (value * 100).rounded() / 100
    }
  }

  /// The frame's time in seconds.
  public var time: Double
  /// Its item cells, back to front.
  public var cells: [Cell]

  /// Creates a frame's structure.
  ///
  /// - Parameters:
  ///   - time: The frame's time in seconds.
  ///   - cells: Its item cells, back to front.
  public init(time: Double, cells: [Cell]) {
    self.time = time
    self.cells = cells
  }

  /// The most item cells a golden set's structure keeps, over all its frames (1,000,000:
  /// about 60 MB in memory and 30 MB of `golden.json`; the committed sets keep 4,000).
  /// Renders with more keep no structure, and their failures are classified `unknown`.
  public static let cellLimit = 1_000_000

  /// Every frame's structure of a render, from the same sprites its scenes are drawn from.
  ///
  /// ```swift
  /// let frames = try FrameStructure.frames(of: renderer.frames)
  /// print(frames?[0].cells.map(\.id))  // Optional(["a", "b"])
  /// ```
  ///
  /// - Parameters:
  ///   - replay: The render's frames.
  ///   - cellLimit: The most cells kept over all frames.
  /// - Returns: One structure per frame; `nil` when the frames hold more than `cellLimit` cells
  ///   (counting stops there).
  /// - Throws: `RecordingError` when a recording drawn while it is read no longer reads as it
  ///   did (``ReplayFrames``).
  /// - Complexity: O(f · (log a + e)) for f frames, a applies and e elements on screen.
  public static func frames(
    of replay: ReplayFrames, cellLimit: Int = FrameStructure.cellLimit
  ) throws(RecordingError) -> [FrameStructure]? {
    let timeline = replay.timeline
    var frames: [FrameStructure] = []
    var cells = 0
    for index in 0..<timeline.frameCount {
      let items = try replay.items(at: index)
      cells += items.count
      guard cells <= cellLimit else { return nil }
      frames.append(
        FrameStructure(
          time: timeline.metadata(at: index).time,
          cells: items.map { item in
            Cell(
              id: item.id.description, x: item.frame.x, y: item.frame.y,
              width: item.frame.width, height: item.frame.height, opacity: item.opacity)
          }))
    }
    return frames
  }
}
