internal import CCairo
import ReplayRaster

extension SceneDrawer {
  /// A scene drawn inside another at its own scale: a contact sheet's thumbnail is its frame's
  /// scene at the thumbnail's scale, placed in its cell of the sheet.
  ///
  /// ```swift
  /// var thumbnail = frame.scene
  /// thumbnail.scale = 0.5  // a 390×844 pt frame: 195×422 px
  /// let inlay = SceneDrawer.Inlay(
  ///   scene: thumbnail, x: 12, y: 12, size: PixelSize(width: 195, height: 422))
  /// ```
  struct Inlay: Hashable, Sendable {
    /// What the inlay shows; its ``FrameScene/scale`` is pixels of the host canvas per point.
    var scene: FrameScene
    /// The left edge of the inlay on the host canvas, in pixels.
    var x: Int
    /// The top edge of the inlay on the host canvas, in pixels.
    var y: Int
    /// The pixels the inlay covers: its background fills them, and its elements are cut to
    /// them. The scene's own pixel size, unless it must fit a smaller or larger cell.
    var size: PixelSize
  }

  /// Draws `scene`, then each inlay over it: the inlay's background and elements exactly as
  /// ``draw(_:)`` draws its scene alone (same scale, same whole-pixel grid, so the same
  /// pixels), cut to the inlay's ``Inlay/size`` so that nothing spills into its neighbours.
  ///
  /// Drawing the inlay at its own scale, rather than scaling its elements' geometry, keeps
  /// everything a frame draws in proportion: text insets, accessories, bars, separators and
  /// clips.
  ///
  /// - Throws: ``RenderingError`` for an invalid canvas (the host's or an inlay's) or a Cairo
  ///   failure.
  func draw(_ scene: FrameScene, inlays: [Inlay]) throws(RenderingError) -> RasterImage {
    let canvas = try drawCanvas(scene)
    let cairo = canvas.context
    for (index, inlay) in inlays.enumerated() {
      // Checks the inlay's canvas as drawing it alone would.
      _ = try PixelSize(of: inlay.scene)
      let size = inlay.size
      cairo_save(cairo)
      cairo_identity_matrix(cairo)
      cairo_rectangle(
        cairo, Double(inlay.x), Double(inlay.y), Double(size.width), Double(size.height))
      cairo_clip(cairo)
      cairo_translate(cairo, Double(inlay.x), Double(inlay.y))
      // Over the host: a translucent background shows the host through it, as the frame's PNG
      // shows whatever it is put on.
      Self.setSource(cairo, inlay.scene.background, opacity: 1)
      cairo_paint(cairo)
      cairo_scale(cairo, inlay.scene.scale, inlay.scene.scale)
      text.prepare(for: cairo, scale: inlay.scene.scale)
      for element in inlay.scene.elements {
        draw(element, on: cairo, cellImages: inlay.scene.cellImages)
      }
      cairo_restore(cairo)
      try canvas.check("drawing inlay \(index)")
    }
    return try canvas.rasterImage()
  }
}
