internal import CPNGCodec

extension RasterImage {
  /// Creates an image from premultiplied ARGB32 pixels, Cairo's image format: one native-endian
  /// 32-bit `0xAARRGGBB` per pixel, colour multiplied by alpha.
  ///
  /// Colour is un-premultiplied as `(c × 255 + a / 2) / a`, rounding to nearest, capped at 255;
  /// opaque and fully transparent pixels keep their bytes. The conversion runs in C: it touches
  /// every pixel of every frame.
  ///
  /// ```swift
  /// var pixel: UInt32 = 0x8040_2010  // alpha 128, premultiplied red 64, green 32, blue 16
  /// let image = RasterImage(premultipliedARGB32: &pixel, width: 1, height: 1, bytesPerRow: 4)
  /// print(image.rgba)  // [128, 64, 32, 128]
  /// ```
  ///
  /// - Parameters:
  ///   - pixels: The first row's first pixel; rows are `bytesPerRow` apart.
  ///   - width: Width in pixels, 0 or more.
  ///   - height: Height in pixels, 0 or more.
  ///   - bytesPerRow: The distance between rows, at least `width × 4`.
  /// - Complexity: O(width × height).
  public init(
    premultipliedARGB32 pixels: UnsafeRawPointer, width: Int, height: Int, bytesPerRow: Int
  ) {
    precondition(
      width >= 0 && height >= 0 && bytesPerRow >= width * 4, "RasterImage: bad ARGB32 layout")
    let count = width * height * 4
    let rgba = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
      cpng_unpremultiply_argb32(
        pixels.assumingMemoryBound(to: UInt8.self), Int32(width), Int32(height),
        Int32(bytesPerRow), buffer.baseAddress)
      initialized = count
    }
    self.init(width: width, height: height, rgba: rgba)
  }
}
