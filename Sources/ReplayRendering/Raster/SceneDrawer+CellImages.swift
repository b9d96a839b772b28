internal import CCairo
internal import SnapshotRecording

extension SceneDrawer {
  /// Draws `element`'s recorded image, if `library` holds one for it that decodes: scaled to
  /// the element's frame, cut to its corners, at `opacity` (a fade, or one side of a
  /// cross-fade). Returns whether it drew; when not, the element is drawn from its label.
  ///
  /// The picture is painted at its size in canvas pixels (the frame's size times the scale,
  /// rounded to whole pixels): the decoded image itself when that is its own size, else its
  /// pre-scaled copy (``CellImageLibrary/picture(for:)``, made once per size). It is placed on
  /// the whole canvas pixel nearest the frame's corner, so every frame paints it as a plain
  /// copy of those pixels (at scale = image scale, the recorded pixels exactly): no frame
  /// filters a whole picture again. A cell between pixels during a move keeps its exact,
  /// antialiased edges (the clip), and its picture steps by whole pixels inside them, as
  /// Cairo draws the label it replaces (glyphs are placed on the nearest pixel). A frame too
  /// large for a copy is painted from the decoded image, filtered as it is painted; the edges
  /// are padded either way so no background bleeds in.
  func drawCellImage(
    of element: SceneElement, from library: CellImageLibrary?, opacity: Double,
    on cairo: OpaquePointer
  ) -> Bool {
    guard let digest = element.image, let library else { return false }
    let frame = element.frame
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cairo, &matrix)
    // The drawer only scales (`drawCanvas`): the frame in canvas pixels is the frame times it.
    if matrix.xy == 0, matrix.yx == 0, matrix.xx > 0, matrix.yy > 0,
      let key = ScaledCellImageKey(
        digest: digest, drawnWidth: frame.width * matrix.xx, drawnHeight: frame.height * matrix.yy),
      let picture = library.picture(for: key)
    {
      // On the nearest whole pixel: painting between pixels would resample all of a moving
      // picture in every frame: a third of what pictures cost a render (docs/Performance.md,
      // "Pictures on whole pixels").
      let canvasFrame = SceneRect(
        x: (matrix.x0 + frame.x * matrix.xx).rounded(),
        y: (matrix.y0 + frame.y * matrix.yy).rounded(),
        width: frame.width * matrix.xx, height: frame.height * matrix.yy)
      return paint(
        picture, over: canvasFrame, inCanvasPixels: true, clippedTo: element, opacity: opacity,
        on: cairo)
    }
    guard let image = library.decoded(digest) else { return false }
    return paint(
      image, over: frame, inCanvasPixels: false, clippedTo: element, opacity: opacity, on: cairo)
  }

  /// Paints `image` scaled to `frame`, cut to `element`'s rounded frame. `frame` is in canvas
  /// pixels when `inCanvasPixels` (the image is at about that size, on whole pixels: a copy,
  /// or bilinear filtering when the size is not a whole number of pixels), else in `cairo`'s
  /// coordinates (filtered with `CAIRO_FILTER_GOOD`). Cairo copies the pixels unfiltered when
  /// the image maps one to one onto whole pixels.
  private func paint(
    _ image: DecodedCellImage, over frame: SceneRect, inCanvasPixels: Bool,
    clippedTo element: SceneElement, opacity: Double, on cairo: OpaquePointer
  ) -> Bool {
    guard image.width > 0, image.height > 0 else { return false }
    return withExtendedLifetime(image.storage) { () -> Bool in
      // Cairo only reads a source surface's pixels: the shared buffer is never written. An
      // opaque picture as RGB24: Cairo then paints it over the canvas as a copy (alpha 255
      // blends to exactly the source), not a blend per pixel; the pixels drawn are the same.
      guard
        let surface = image.storage.cairoSurface(
          width: image.width, height: image.height,
          format: image.isOpaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32)
      else { return false }
      defer { cairo_surface_destroy(surface) }
      cairo_save(cairo)
      addRectangle(element.frame, cornerRadius: element.cornerRadius, on: cairo)
      cairo_clip(cairo)
      if inCanvasPixels { cairo_identity_matrix(cairo) }
      cairo_translate(cairo, frame.x, frame.y)
      let scaleX = frame.width / Double(image.width)
      let scaleY = frame.height / Double(image.height)
      if scaleX != 1 || scaleY != 1 { cairo_scale(cairo, scaleX, scaleY) }
      cairo_set_source_surface(cairo, surface, 0, 0)
      let pattern = cairo_get_source(cairo)
      cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
      cairo_pattern_set_filter(pattern, inCanvasPixels ? CAIRO_FILTER_BILINEAR : CAIRO_FILTER_GOOD)
      cairo_paint_with_alpha(cairo, opacity)
      // Restoring drops the pattern, and with it the surface's last use of the buffer.
      cairo_restore(cairo)
      return true
    }
  }
}
