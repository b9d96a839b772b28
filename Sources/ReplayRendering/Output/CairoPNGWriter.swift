internal import CCairo

/// Encodes a canvas with `cairo_surface_write_to_png_stream`, Cairo's own PNG writer.
enum CairoPNGWriter {
  private final class Sink {
    var bytes: [UInt8] = []
  }

  static func encode(_ canvas: CairoCanvas) throws(RenderingError) -> [UInt8] {
    cairo_surface_flush(canvas.surface)
    let sink = Sink()
    let status = withExtendedLifetime(sink) {
      cairo_surface_write_to_png_stream(
        canvas.surface,
        { closure, data, length in
          guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
          let sink = Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue()
          sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
          return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(sink).toOpaque())
    }
    guard status == CAIRO_STATUS_SUCCESS else {
      throw .cairo(operation: "writing a PNG", status: CairoCanvas.text(of: status))
    }
    return sink.bytes
  }
}
