internal import CCairo
public import ReplayRaster
internal import SnapshotRecording

/// Draws ``FrameScene``s into pixels (a `RasterImage`) with Cairo and Pango. Encoding the
/// pixels is someone else's job (`PNGCodec`).
///
/// A drawer keeps its canvas, Pango font map and text layouts between frames, so drawing a
/// sequence with one drawer is much cheaper than creating one per frame. It is not thread-safe:
/// give every thread its own drawer (they share no Cairo or Pango objects, so drawers on
/// different threads run in parallel).
///
/// Drawing: the background fills the canvas, then every element, back to front, at its opacity:
/// its fill (rounded when `cornerRadius > 0`), then its text on one line, ellipsized at the end
/// when too long. A grid cell centres its label; a list row puts its label 16 pt from the
/// leading edge and its detail, in secondary grey, 16 pt from the trailing edge; a header draws
/// its label 16 pt from its leading edge too, so it lines up with the rows' labels (an
/// inset-grouped header wraps to as many lines as it needs and sits 7 pt above its group); an
/// element with a clip is cut to its rounded rectangle; a separator
/// and a caption's backdrop are only a fill; a caption is centred as a grid cell's label.
/// An outline row's label moves in by its indentation, and its disclosure chevron (a `>` in the
/// text colour, 12 pt square, turned by its angle) sits 16 pt from the trailing edge, the detail
/// moving in to make room.
/// A list row's label and subtitle wrap in their column (the row was sized to fit them); its
/// accessory is drawn at the trailing edge (``SceneDrawer/drawAccessory(of:opacity:on:)``);
/// right to left, a row and a header are mirrored. The phone bars draw the time, signal,
/// battery and the navigation title.
/// Every kind draws its fill when it has one. Text is vertically centred; it uses
/// ``Typeface/families`` with fontconfig's fallback, so Hangul, other scripts and colour emoji
/// draw.
public final class SceneDrawer {
  private var canvas: CairoCanvas?
  let text: TextPainter

  /// Inset of a list row's label and detail, and a header's text, from the edges, in points.
  static let listRowInset = 16.0
  /// Horizontal margin of a grid cell's label, in points.
  static let gridLabelInset = 6.0
  /// Gap between a list row's label and its detail, in points.
  static let listRowGap = 8.0
  /// The square an outline disclosure chevron turns in, at a list row's trailing inset, in
  /// points; the detail text moves in by it and ``listRowGap``.
  static let disclosureSize = 12.0
  /// The stroke width of the disclosure chevron, in points.
  static let disclosureLineWidth = 2.0

  /// Creates a drawer.
  ///
  /// - Throws: ``RenderingError/cairo(operation:status:)`` when Pango cannot be set up.
  public init() throws(RenderingError) {
    text = try TextPainter()
  }

  /// Draws `scene` and returns its pixels, straight-alpha RGBA. The same scene always gives the
  /// same pixels.
  ///
  /// - Throws: ``RenderingError`` for an invalid or too large canvas (before Cairo is asked) or
  ///   a Cairo failure.
  public func draw(_ scene: FrameScene) throws(RenderingError) -> RasterImage {
    try drawCanvas(scene).rasterImage()
  }

  /// The font families Pango uses for `label` and how many of its characters have no glyph;
  /// lets tests prove that fallback fonts are really installed and chosen.
  func fontCoverage(of label: String, fontSize: Double) -> (families: [String], missing: Int) {
    let coverage = text.coverage(of: label, fontSize: fontSize)
    return (coverage.families, coverage.missingGlyphs)
  }

  /// Draws `scene` into the (reused) canvas.
  func drawCanvas(_ scene: FrameScene) throws(RenderingError) -> CairoCanvas {
    let size = try PixelSize(of: scene)
    let canvas = try reusableCanvas(size: size)
    let cairo = canvas.context
    cairo_identity_matrix(cairo)
    cairo_reset_clip(cairo)
    // SOURCE replaces the previous frame even where the background is translucent.
    cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
    Self.setSource(cairo, scene.background, opacity: 1)
    cairo_paint(cairo)
    cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
    cairo_scale(cairo, scene.scale, scene.scale)
    try canvas.check("painting the background")
    text.prepare(for: cairo, scale: scene.scale)
    if let library = scene.cellImages { try Self.checkDecodedBudget(of: scene, library: library) }
    for (index, element) in scene.elements.enumerated() {
      draw(element, on: cairo, cellImages: scene.cellImages)
      try canvas.check("drawing element \(index) (\(element.kind))")
    }
    return canvas
  }

  /// Fails when the images `scene` shows take more decoded bytes together than `library`'s
  /// whole budget, with the pre-scaled copies drawn at each cell's size in canvas pixels
  /// (``CellImageLibrary/decodedBytesNeeded(by:scaledTo:)``): evicting the others cannot make
  /// room, and drawing them would decode each again for every frame. Read from their headers
  /// and the frames, before any is decoded.
  static func checkDecodedBudget(of scene: FrameScene, library: CellImageLibrary)
    throws(RenderingError)
  {
    var digests: Set<CellImageDigest> = []
    var copies: Set<ScaledCellImageKey> = []
    for element in scene.elements {
      guard let digest = element.image else { continue }
      digests.insert(digest)
      // The size `drawCellImage` asks for: the frame times the scale the canvas is drawn at.
      if let key = ScaledCellImageKey(
        digest: digest, drawnWidth: element.frame.width * scene.scale,
        drawnHeight: element.frame.height * scene.scale)
      {
        copies.insert(key)
      }
    }
    guard !digests.isEmpty else { return }
    let needed = library.decodedBytesNeeded(by: digests, scaledTo: copies)
    guard needed <= library.decodedByteBudget else {
      throw .cellImagesOverBudget(needed: needed, limit: library.decodedByteBudget)
    }
  }

  private func reusableCanvas(size: PixelSize) throws(RenderingError) -> CairoCanvas {
    if let canvas, canvas.size == size { return canvas }
    canvas = nil
    let fresh = try CairoCanvas(size: size)
    canvas = fresh
    return fresh
  }

  static func setSource(_ cairo: OpaquePointer, _ color: RecordedColor, opacity: Double) {
    cairo_set_source_rgba(
      cairo, Double(color.red) / 255, Double(color.green) / 255, Double(color.blue) / 255,
      Double(color.alpha) / 255 * opacity)
  }
}

@available(*, unavailable, message: "give every thread its own SceneDrawer")
extension SceneDrawer: Sendable {}
