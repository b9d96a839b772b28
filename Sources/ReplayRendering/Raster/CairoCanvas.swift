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

  /// The pixels as straight-alpha RGBA, un-premultiplied by `RasterImage`'s ARGB32 conversion:
  /// the bytes the frame's PNG holds, so a frame compared in memory equals its file decoded.
  func rasterImage() throws(RenderingError) -> RasterImage {
    let size = self.size
    return try withPixels { (pixels, stride) throws(RenderingError) in
      RasterImage(
        premultipliedARGB32: pixels, width: size.width, height: size.height, bytesPerRow: stride)
    }
  }

  static func text(of status: cairo_status_t) -> String {
    guard let text = cairo_status_to_string(status) else { return "status \(status.rawValue)" }
    return String(cString: text)
  }
}
