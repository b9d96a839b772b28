internal import CLibPNG

/// Reads PNG bytes back into pixels with libpng's simplified API, which handles libpng's
/// errors internally (no longjmp reaches Swift).
enum PNGDecoder {
  static func decode(_ bytes: [UInt8]) throws(RenderingError) -> RasterImage {
    var image = png_image()
    image.version = UInt32(PNG_IMAGE_VERSION)
    let begun = bytes.withUnsafeBytes { buffer in
      png_image_begin_read_from_memory(&image, buffer.baseAddress, buffer.count)
    }
    guard begun != 0 else { throw .png(message: message(of: &image)) }
    image.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
    let width = Int(image.width)
    let height = Int(image.height)
    var rgba = [UInt8](repeating: 0, count: width * height * 4)
    let finished = rgba.withUnsafeMutableBytes { buffer in
      png_image_finish_read(&image, nil, buffer.baseAddress, 0, nil)
    }
    guard finished != 0 else {
      let text = message(of: &image)
      png_image_free(&image)
      throw .png(message: text)
    }
    return RasterImage(width: width, height: height, rgba: rgba)
  }

  private static func message(of image: inout png_image) -> String {
    withUnsafeBytes(of: &image.message) { raw in
      String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
    }
  }
}
