public import RecordingFormat
public import ReplayRendering

/// One frame's structure, as goldens keep it: its time, each item cell's id, frame, opacity and
/// content as drawn (label, detail, subtitle, accessory, colour, indentation, expansion), back
/// to front, each section header's text, and each recorded supplementary view drawn (a
/// footer, an app's own kind: ``Supplementary``); numbers rounded to hundredths so that the
/// same replay always gives the same text and floating-point noise is no difference.
///
/// Goldens recorded before `golden.json` version 3 kept no content: their cells' ``Cell/content``
/// is `nil` and their frames have no headers.
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
    /// What the cell shows; `nil` when the goldens kept no content (before version 3).
    public var content: Content?

    /// Creates a cell, rounding every number to hundredths.
    ///
    /// - Parameters:
    ///   - id: The item's identifier as text.
    ///   - x: Left edge.
    ///   - y: Top edge.
    ///   - width: Width.
    ///   - height: Height.
    ///   - opacity: Opacity.
    ///   - content: What the cell shows; `nil` when not known.
    public init(
      id: String, x: Double, y: Double, width: Double, height: Double, opacity: Double,
      content: Content? = nil
    ) {
      self.id = id
      self.x = Self.rounded(x)
      self.y = Self.rounded(y)
      self.width = Self.rounded(width)
      self.height = Self.rounded(height)
      self.opacity = Self.rounded(opacity)
      self.content = content
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
  /// Its section headers, back to front; empty when the goldens kept no content.
  public var headers: [Header]
  /// Its recorded supplementary views other than headers (footers, an app's own kinds), back
  /// to front; empty when it draws none, or the goldens kept none.
  public var supplementary: [Supplementary]

  /// Creates a frame's structure.
  ///
  /// - Parameters:
  ///   - time: The frame's time in seconds.
  ///   - cells: Its item cells, back to front.
  ///   - headers: Its section headers, back to front.
  ///   - supplementary: Its recorded footers and other supplementary views, back to front.
  public init(
    time: Double, cells: [Cell], headers: [Header] = [], supplementary: [Supplementary] = []
  ) {
    self.time = time
    self.cells = cells
    self.headers = headers
    self.supplementary = supplementary
  }

  /// The same frame without content, as goldens made before version 3 keep it.
  public var withoutContent: FrameStructure {
    var frame = self
    frame.headers = []
    frame.supplementary = []
    for index in frame.cells.indices { frame.cells[index].content = nil }
    return frame
  }

  /// The same frame without supplementary views, as goldens recorded before they were kept
  /// hold it.
  public var withoutSupplementary: FrameStructure {
    var frame = self
    frame.supplementary = []
    return frame
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
      let elements = try replay.elements(at: index)
      var frame = FrameStructure(time: timeline.metadata(at: index).time, cells: [])
      for element in elements {
        switch element.key {
        case .item(let id):
          let look = element.look
          frame.cells.append(
            Cell(
              id: id.description, x: look.frame.x, y: look.frame.y, width: look.frame.width,
              height: look.frame.height, opacity: look.opacity, content: Content(drawing: look)))
        case .header(let section):
          frame.headers.append(
            Header(section: section.description, text: element.look.label ?? ""))
        case .supplementary(let section, let kind, _):
          let look = element.look
          frame.supplementary.append(
            Supplementary(
              section: section.description, kind: kind.text, text: look.label, x: look.frame.x,
              y: look.frame.y, width: look.frame.width, height: look.frame.height,
              opacity: look.opacity))
        case .separator, .sectionBackground:
          break
        }
      }
      cells += frame.cells.count
      guard cells <= cellLimit else { return nil }
      frames.append(frame)
    }
    return frames
  }
}
