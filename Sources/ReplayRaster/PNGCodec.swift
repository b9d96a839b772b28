internal import CLibPNG
internal import CPNGCodec
public import Foundation

/// The one PNG encoder and decoder: ``RasterImage`` to PNG bytes and back through libpng, in C
/// so that libpng's longjmp never crosses Swift. Decoding checks the header's size against a
/// pixel budget before allocating anything (``defaultMaximumPixels``).
///
/// Encoding is lossless: an image whose pixels are all opaque is written as RGB, any other as
/// RGBA, so `decode(encode(image)) == image` for every image. The same image and compression
/// always give the same bytes.
///
/// ```swift
/// let image = RasterImage(width: 2, height: 2, filledWith: RecordedColor(red: 0, green: 122, blue: 255))
/// let png = try PNGCodec.encode(image)
/// print(try PNGCodec.decode(png) == image)  // true
/// print(try PNGCodec.size(ofPNG: png))  // 2×2
/// ```
public enum PNGCodec {
  /// Encodes an image as an 8-bit PNG: RGB when every pixel is opaque, else RGBA.
  ///
  /// ```swift
  /// let png = try PNGCodec.encode(image, compression: .compact)
  /// print(png.prefix(4))  // [137, 80, 78, 71]
  /// ```
  ///
  /// - Parameters:
  ///   - image: The pixels; at least 1×1.
  ///   - compression: How hard to compress; the pixels are the same either way.
  /// - Returns: The PNG file's bytes.
  /// - Throws: ``PNGCodecError/cannotEncode(reason:)`` with libpng's message, for an empty image
  ///   or when memory runs out.
  /// - Complexity: O(width × height).
  public static func encode(
    _ image: RasterImage, compression: PNGCompression = .fast
  ) throws(PNGCodecError) -> [UInt8] {
    guard image.width > 0, image.height > 0 else {
      throw .cannotEncode(reason: "a \(image.size) image has no pixels to write")
    }
    var buffer = cpng_buffer()
    var message = [CChar](repeating: 0, count: 256)
    let result = image.rgba.withUnsafeBufferPointer { pixels in
      switch compression {
      case .fast:
        cpng_encode_rgba8_deflate(
          pixels.baseAddress, Int32(image.width), Int32(image.height), Self.fastLevel,
          Self.fastFilter, &buffer, &message, message.count)
      case .compact:
        cpng_encode_rgba8(
          pixels.baseAddress, Int32(image.width), Int32(image.height), compactSettings,
          &buffer, &message, message.count)
      }
    }
    return try bytes(of: &buffer, result: result, message: message)
  }

  /// The encoder's output as an array, released; or its message as the error.
  static func bytes(
    of buffer: inout cpng_buffer, result: Int32, message: [CChar]
  ) throws(PNGCodecError) -> [UInt8] {
    guard result == 0, let bytes = buffer.bytes else {
      throw .cannotEncode(
        reason: String(
          decoding: message.prefix { $0 != 0 }.map(UInt8.init(bitPattern:)), as: UTF8.self))
    }
    defer { cpng_free(&buffer) }
    return Array(UnsafeBufferPointer(start: bytes, count: buffer.count))
  }

  /// Encodes an image and writes it to a file atomically (see ``AtomicFile``).
  ///
  /// ```swift
  /// try PNGCodec.write(image, to: URL(fileURLWithPath: "/tmp/frame.png"))
  /// ```
  ///
  /// - Parameters:
  ///   - image: The pixels.
  ///   - url: The file to write; its directory must exist.
  ///   - compression: How hard to compress.
  /// - Throws: ``PNGCodecError/cannotWrite(path:reason:)`` naming the file.
  public static func write(
    _ image: RasterImage, to url: URL, compression: PNGCompression = .fast
  ) throws(PNGCodecError) {
    let bytes: [UInt8]
    do {
      bytes = try encode(image, compression: compression)
    } catch {
      throw .cannotWrite(path: url.path, reason: error.description)
    }
    do {
      try AtomicFile.write(bytes, to: url)
    } catch {
      throw .cannotWrite(path: url.path, reason: error.reason)
    }
  }

  /// libdeflate's level for ``PNGCompression/fast``, for frames the repeat encoder leaves to it.
  static let fastLevel: Int32 = 2
  /// The row filter of ``PNGCompression/fast``: 2, PNG's UP (each byte minus the one above).
  static let fastFilter: Int32 = 2

  /// libpng's settings for ``PNGCompression/compact``.
  private static var compactSettings: cpng_settings {
    cpng_settings(level: -1, filter: -1, white_background: 1)
  }
}
