internal import CCairo
import ReplayRaster

/// An ARGB32 Cairo image surface and its drawing context, released together.
final class CairoCanvas {
  let size: PixelSize
  let surface: OpaquePointer
  let context: OpaquePointer

  /// Creates a canvas; `size` has already been checked against Cairo's limits.
  init(size: PixelSize) throws(RenderingError) {
    guard
      let surface = cairo_image_surface_create(
        CAIRO_FORMAT_ARGB32, Int32(size.width), Int32(size.height))
    else {
      throw .cairo(operation: "creating an image surface", status: "no surface returned")
    }
    let surfaceStatus = cairo_surface_status(surface)
    guard surfaceStatus == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      throw .cairo(
        operation: "creating a \(size.width)×\(size.height) image surface",
        status: Self.text(of: surfaceStatus))
    }
    guard let context = cairo_create(surface) else {
      cairo_surface_destroy(surface)
      throw .cairo(operation: "creating a drawing context", status: "no context returned")
    }
    let contextStatus = cairo_status(context)
    guard contextStatus == CAIRO_STATUS_SUCCESS else {
      cairo_destroy(context)
      cairo_surface_destroy(surface)
      throw .cairo(operation: "creating a drawing context", status: Self.text(of: contextStatus))
    }
    self.size = size
    self.surface = surface
    self.context = context
  }

  deinit {
    cairo_destroy(context)
    cairo_surface_destroy(surface)
  }

  /// Throws when the context or the surface is in an error state after `operation`.
  func check(_ operation: @autoclosure () -> String) throws(RenderingError) {
    let status = cairo_status(context)
    guard status == CAIRO_STATUS_SUCCESS else {
      throw .cairo(operation: operation(), status: Self.text(of: status))
    }
    let surfaceStatus = cairo_surface_status(surface)
    guard surfaceStatus == CAIRO_STATUS_SUCCESS else {
      throw .cairo(operation: operation(), status: Self.text(of: surfaceStatus))
    }
  }

  /// Calls `body` with the finished pixels: native-endian premultiplied ARGB32 rows.
  func withPixels<Result>(
    _ body: (_ pixels: UnsafePointer<UInt8>, _ stride: Int) throws(RenderingError) -> Result
  ) throws(RenderingError) -> Result {
    cairo_surface_flush(surface)
    try check("flushing the surface")
    guard let data = cairo_image_surface_get_data(surface) else {
      throw .cairo(operation: "reading the surface's pixels", status: "no pixel data")
    }
    return try body(UnsafePointer(data), Int(cairo_image_surface_get_stride(surface)))
  }

  /// The pixels as straight-alpha RGBA.
  ///
  /// Colour is un-premultiplied as `(c × 255 + a / 2) / a`, rounding to nearest, capped at 255;
  /// opaque and fully transparent pixels keep their bytes. This is the conversion the PNG
  /// writer used to make, so frames keep their bytes and a frame compared in memory equals the
  /// frame decoded from its file.
  func rasterImage() throws(RenderingError) -> RasterImage {
    let size = self.size
    return try withPixels { (pixels, stride) throws(RenderingError) in
      let rgba = [UInt8](unsafeUninitializedCapacity: size.width * size.height * 4) {
        buffer, initialized in
        for y in 0..<size.height {
          let row = UnsafeRawPointer(pixels + y * stride).assumingMemoryBound(to: UInt32.self)
          var index = y * size.width * 4
          for x in 0..<size.width {
            let pixel = row[x]
            let alpha = pixel >> 24
            buffer[index] = Self.unpremultiply((pixel >> 16) & 0xFF, alpha)
            buffer[index + 1] = Self.unpremultiply((pixel >> 8) & 0xFF, alpha)
            buffer[index + 2] = Self.unpremultiply(pixel & 0xFF, alpha)
            buffer[index + 3] = UInt8(truncatingIfNeeded: alpha)
            index += 4
          }
        }
        initialized = size.width * size.height * 4
      }
      return RasterImage(width: size.width, height: size.height, rgba: rgba)
    }
  }

  @inline(__always)
  private static func unpremultiply(_ component: UInt32, _ alpha: UInt32) -> UInt8 {
    if alpha == 255 || alpha == 0 { return UInt8(truncatingIfNeeded: component) }
    return UInt8(min(255, (component * 255 + alpha / 2) / alpha))
  }

  static func text(of status: cairo_status_t) -> String {
    guard let text = cairo_status_to_string(status) else { return "status \(status.rawValue)" }
    return String(cString: text)
  }
}
