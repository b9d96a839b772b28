internal import CLibPNG
import Foundation

extension PNGImage {
  /// Decodes a PNG file.
  ///
  /// - Parameter url: A file URL.
  /// - Throws: `ComparisonError.unreadablePNG` naming the file when it cannot be read or decoded.
  public init(contentsOf url: URL) throws(ComparisonError) {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw .unreadablePNG(path: url.path, reason: Self.readFailureReason(url))
    }
    do {
      try self.init(data: data)
    } catch .undecodablePNGData(let reason) {
      throw .unreadablePNG(path: url.path, reason: reason)
    }
  }

  /// Decodes PNG bytes.
  ///
  /// - Parameter data: A whole PNG file's bytes.
  /// - Throws: `ComparisonError.undecodablePNGData` with libpng's message.
  public init(data: Data) throws(ComparisonError) {
    var image = png_image()
    image.version = UInt32(PNG_IMAGE_VERSION)
    let began = data.withUnsafeBytes { bytes in
      png_image_begin_read_from_memory(&image, bytes.baseAddress, bytes.count)
    }
    guard began != 0 else {
      throw .undecodablePNGData(reason: Self.message(of: &image))
    }
    image.format = Self.rgbaFormat
    let width = Int(image.width)
    let height = Int(image.height)
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    // The data must stay alive until finish_read: libpng reads from it lazily.
    let finished = data.withUnsafeBytes { _ in
      pixels.withUnsafeMutableBytes { buffer in
        png_image_finish_read(&image, nil, buffer.baseAddress, Int32(width * 4), nil)
      }
    }
    guard finished != 0 else {
      let reason = Self.message(of: &image)
      png_image_free(&image)
      throw .undecodablePNGData(reason: reason)
    }
    try self.init(width: width, height: height, pixels: pixels)
  }

  /// Reads only the size from PNG bytes, checking the signature and header.
  static func size(ofPNG data: Data) throws(ComparisonError) -> ImageSize {
    var image = png_image()
    image.version = UInt32(PNG_IMAGE_VERSION)
    let began = data.withUnsafeBytes { bytes in
      png_image_begin_read_from_memory(&image, bytes.baseAddress, bytes.count)
    }
    guard began != 0 else {
      throw .undecodablePNGData(reason: Self.message(of: &image))
    }
    png_image_free(&image)
    return ImageSize(width: Int(image.width), height: Int(image.height))
  }

  /// Encodes the image as an 8-bit RGBA PNG.
  ///
  /// - Returns: The PNG file's bytes.
  /// - Throws: `ComparisonError.unwritablePNG` with libpng's message.
  public func pngData() throws(ComparisonError) -> Data {
    var image = pngImageHeader()
    var byteCount = 0
    let stride = Int32(width * 4)
    let sized = pixels.withUnsafeBytes { buffer in
      png_image_write_to_memory(&image, nil, &byteCount, 0, buffer.baseAddress, stride, nil)
    }
    guard sized != 0 else {
      throw .unwritablePNG(path: "<memory>", reason: Self.message(of: &image))
    }
    var data = Data(count: byteCount)
    image = pngImageHeader()
    let written = data.withUnsafeMutableBytes { memory in
      pixels.withUnsafeBytes { buffer in
        png_image_write_to_memory(
          &image, memory.baseAddress, &byteCount, 0, buffer.baseAddress, stride, nil)
      }
    }
    guard written != 0 else {
      throw .unwritablePNG(path: "<memory>", reason: Self.message(of: &image))
    }
    return data.prefix(byteCount)
  }

  /// Encodes the image and writes it to a file, replacing any file there.
  ///
  /// - Parameter url: The destination file URL; its directory must exist.
  /// - Throws: `ComparisonError.unwritablePNG` naming the file.
  public func write(to url: URL) throws(ComparisonError) {
    let data: Data
    do {
      data = try pngData()
    } catch {
      throw .unwritablePNG(path: url.path, reason: "\(error)")
    }
    do {
      try data.write(to: url, options: .atomic)
    } catch {
      throw .unwritablePNG(path: url.path, reason: error.localizedDescription)
    }
  }

  /// `PNG_FORMAT_RGBA`, which the importer drops because it is a macro expression.
  private static var rgbaFormat: UInt32 {
    UInt32(PNG_FORMAT_FLAG_COLOR) | UInt32(PNG_FORMAT_FLAG_ALPHA)
  }

  private func pngImageHeader() -> png_image {
    var image = png_image()
    image.version = UInt32(PNG_IMAGE_VERSION)
    image.width = UInt32(width)
    image.height = UInt32(height)
    image.format = Self.rgbaFormat
    return image
  }

  private static func message(of image: inout png_image) -> String {
    withUnsafeBytes(of: &image.message) { bytes in
      let text = bytes.prefix { $0 != 0 }
      return String(decoding: text, as: UTF8.self)
    }
  }

  static func readFailureReason(_ url: URL) -> String {
    var isDirectory: ObjCBool = false
    if !FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) {
      return "no such file"
    }
    return isDirectory.boolValue ? "it is a directory" : "the file cannot be opened"
  }
}
