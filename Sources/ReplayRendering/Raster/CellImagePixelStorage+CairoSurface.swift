internal import CCairo

extension CellImagePixelStorage {
  /// A Cairo image surface over these pixels, `width` × `height` in `format`, rows `width × 4`
  /// bytes apart; `nil` when the pixels are fewer than that, a side does not fit Cairo's
  /// 32-bit sizes, or Cairo refuses the surface. The caller destroys it and keeps the storage
  /// alive while Cairo uses it. Cairo only writes the pixels when the surface is drawn on.
  ///
  /// ```swift
  /// if let surface = image.storage.cairoSurface(
  ///   width: image.width, height: image.height, format: CAIRO_FORMAT_ARGB32)
  /// {
  ///   defer { cairo_surface_destroy(surface) }
  /// }
  /// ```
  func cairoSurface(width: Int, height: Int, format: cairo_format_t) -> OpaquePointer? {
    let (rowBytes, overflow) = width.multipliedReportingOverflow(by: 4)
    guard width > 0, height > 0, !overflow, width <= pixels.count / height,
      let cairoWidth = Int32(exactly: width), let cairoHeight = Int32(exactly: height),
      let cairoRowBytes = Int32(exactly: rowBytes), let base = pixels.baseAddress,
      let surface = cairo_image_surface_create_for_data(
        UnsafeMutableRawPointer(base).assumingMemoryBound(to: UInt8.self), format, cairoWidth,
        cairoHeight, cairoRowBytes)
    else { return nil }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      return nil
    }
    return surface
  }
}
