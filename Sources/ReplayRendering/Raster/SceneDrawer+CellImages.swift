internal import CCairo
internal import SnapshotRecording

extension SceneDrawer {
  /// Draws `element`'s recorded image, if `library` holds one for it that decodes: scaled to
  /// the element's frame, cut to its corners, at `opacity` (a fade, or one side of a
  /// cross-fade). Returns whether it drew; when not, the element is drawn from its label.
  ///
  /// At a scale where one image pixel is one canvas pixel and the frame starts on a whole
  /// pixel, Cairo copies the pixels unfiltered, so a settled cell shows the recorded pixels
  /// exactly; otherwise they are filtered (`CAIRO_FILTER_GOOD`), with the edges padded so
  /// no background bleeds in.
  func drawCellImage(
    of element: SceneElement, from library: CellImageLibrary?, opacity: Double,
    on cairo: OpaquePointer
  ) -> Bool {
    guard let digest = element.image, let library, let image = library.decoded(digest),
      image.width > 0, image.height > 0
    else { return false }
    let frame = element.frame
    return image.argb.withUnsafeBufferPointer { pixels -> Bool in
      guard let base = pixels.baseAddress else { return false }
      // Cairo only reads a source surface's pixels: the shared buffer is never written.
      let data = UnsafeMutableRawPointer(mutating: base).assumingMemoryBound(to: UInt8.self)
      guard
        let surface = cairo_image_surface_create_for_data(
          data, CAIRO_FORMAT_ARGB32, Int32(image.width), Int32(image.height),
          Int32(image.width * 4))
      else { return false }
      defer { cairo_surface_destroy(surface) }
      guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return false }
      cairo_save(cairo)
      addRectangle(frame, cornerRadius: element.cornerRadius, on: cairo)
      cairo_clip(cairo)
      cairo_translate(cairo, frame.x, frame.y)
      cairo_scale(cairo, frame.width / Double(image.width), frame.height / Double(image.height))
      cairo_set_source_surface(cairo, surface, 0, 0)
      let pattern = cairo_get_source(cairo)
      cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
      cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
      cairo_paint_with_alpha(cairo, opacity)
      // Restoring drops the pattern, and with it the surface's last use of the buffer.
      cairo_restore(cairo)
      return true
    }
  }
}
