internal import CPNGCodec

extension PNGCodec {
  /// Encodes premultiplied ARGB32 pixels, Cairo's image format, as the PNG that
  /// `encode(RasterImage(premultipliedARGB32:…), compression:)` gives, byte for byte.
  ///
  /// With ``PNGCompression/fast`` the pixels are un-premultiplied, filtered and packed in one
  /// pass straight into the compressor's input, without the intermediate image: a frame
  /// renderer's path from the canvas to the file.
  ///
  /// ```swift
  /// var pixel: UInt32 = 0xFF00_7AFF  // opaque, red 0, green 122, blue 255
  /// let png = try PNGCodec.encode(premultipliedARGB32: &pixel, width: 1, height: 1, bytesPerRow: 4)
  /// print(try PNGCodec.decode(png).rgba)  // [0, 122, 255, 255]
  /// ```
  ///
  /// - Parameters:
  ///   - pixels: The first row's first pixel: one native-endian `0xAARRGGBB` per pixel, colour
  ///     multiplied by alpha; rows are `bytesPerRow` apart.
  ///   - width: Width in pixels; at least 1.
  ///   - height: Height in pixels; at least 1.
  ///   - bytesPerRow: The distance between rows, at least `width × 4`.
  ///   - compression: How hard to compress; the pixels are the same either way.
  /// - Returns: The PNG file's bytes.
  /// - Throws: ``PNGCodecError/cannotEncode(reason:)`` for an empty image, a too short
  ///   `bytesPerRow` or when memory runs out.
  /// - Complexity: O(width × height).
  public static func encode(
    premultipliedARGB32 pixels: UnsafeRawPointer, width: Int, height: Int, bytesPerRow: Int,
    compression: PNGCompression = .fast
  ) throws(PNGCodecError) -> [UInt8] {
    guard width > 0, height > 0, width <= Int(Int32.max) / 4, height <= Int(Int32.max) else {
      throw .cannotEncode(reason: "a \(width)×\(height) image has no pixels to write")
    }
    guard bytesPerRow >= width * 4, bytesPerRow <= Int(Int32.max) else {
      throw .cannotEncode(reason: "rows \(bytesPerRow) bytes apart cannot hold \(width) pixels")
    }
    switch compression {
    case .compact:
      return try encode(
        RasterImage(
          premultipliedARGB32: pixels, width: width, height: height, bytesPerRow: bytesPerRow),
        compression: .compact)
    case .fast:
      var buffer = cpng_buffer()
      var message = [CChar](repeating: 0, count: 256)
      let result = cpng_encode_argb32_deflate(
        pixels.assumingMemoryBound(to: UInt8.self), Int32(width), Int32(height),
        Int32(bytesPerRow), fastLevel, fastFilter, &buffer, &message, message.count)
      return try bytes(of: &buffer, result: result, message: message)
    }
  }
}
