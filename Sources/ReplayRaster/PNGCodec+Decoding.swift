internal import CLibPNG
public import Foundation

extension PNGCodec {
  /// Decodes PNG bytes of any colour type — palette, grey, RGB, with or without alpha, 8 or 16
  /// bits — to straight-alpha RGBA8, so what is compared never depends on how a file was
  /// encoded.
  ///
  /// Uses libpng's simplified API, which handles libpng's errors internally: no longjmp reaches
  /// Swift.
  ///
  /// ```swift
  /// let image = try PNGCodec.decode(Data(contentsOf: URL(fileURLWithPath: "frame-000000.png")))
  /// print(image.size)  // 660×460
  /// ```
  ///
  /// - Parameter png: A whole PNG file's bytes (`[UInt8]` or `Data`).
  /// - Returns: The pixels.
  /// - Throws: ``PNGCodecError/cannotDecode(reason:)`` with libpng's message.
  /// - Complexity: O(width × height).
  public static func decode(_ png: some ContiguousBytes) throws(PNGCodecError) -> RasterImage {
    var image = png_image()
    image.version = UInt32(PNG_IMAGE_VERSION)
    // The bytes must stay alive until finish_read: libpng reads from them lazily.
    let decoded: Result<RasterImage, PNGCodecError> = png.withUnsafeBytes { bytes in
      guard png_image_begin_read_from_memory(&image, bytes.baseAddress, bytes.count) != 0 else {
        return .failure(.cannotDecode(reason: message(of: &image)))
      }
      image.format = rgbaFormat
      let width = Int(image.width)
      let height = Int(image.height)
      var rgba = [UInt8](repeating: 0, count: width * height * 4)
      let finished = rgba.withUnsafeMutableBytes { buffer in
        png_image_finish_read(&image, nil, buffer.baseAddress, Int32(width * 4), nil)
      }
      guard finished != 0 else {
        let reason = message(of: &image)
        png_image_free(&image)
        return .failure(.cannotDecode(reason: reason))
      }
      return .success(RasterImage(width: width, height: height, rgba: rgba))
    }
    return try decoded.get()
  }

  /// Reads only the size from PNG bytes, checking the signature and header.
  ///
  /// ```swift
  /// print(try PNGCodec.size(ofPNG: Data(contentsOf: URL(fileURLWithPath: "frame-000000.png"))))  // 660×460
  /// ```
  ///
  /// - Parameter png: A PNG file's bytes; only the header is read.
  /// - Returns: The width and height.
  /// - Throws: ``PNGCodecError/cannotDecode(reason:)`` with libpng's message.
  public static func size(ofPNG png: some ContiguousBytes) throws(PNGCodecError) -> PixelSize {
    var image = png_image()
    image.version = UInt32(PNG_IMAGE_VERSION)
    let began = png.withUnsafeBytes { bytes in
      png_image_begin_read_from_memory(&image, bytes.baseAddress, bytes.count)
    }
    guard began != 0 else { throw .cannotDecode(reason: message(of: &image)) }
    png_image_free(&image)
    return PixelSize(width: Int(image.width), height: Int(image.height))
  }

  /// Reads and decodes a PNG file.
  ///
  /// ```swift
  /// let golden = try PNGCodec.read(URL(fileURLWithPath: "Goldens/frame-000000.png"))
  /// ```
  ///
  /// - Parameter url: A file URL.
  /// - Returns: The pixels.
  /// - Throws: ``PNGCodecError/cannotRead(path:reason:)`` naming the file: `no such file`, `it
  ///   is a directory`, `the file cannot be opened`, or libpng's message.
  public static func read(_ url: URL) throws(PNGCodecError) -> RasterImage {
    let data = try readData(url)
    do {
      return try decode(data)
    } catch {
      throw .cannotRead(path: url.path, reason: error.reason)
    }
  }

  /// A file's bytes, undecoded: for callers that compare bytes before decoding.
  ///
  /// ```swift
  /// let same = try PNGCodec.readData(a) == PNGCodec.readData(b)
  /// ```
  ///
  /// - Parameter url: A file URL.
  /// - Returns: The file's bytes.
  /// - Throws: ``PNGCodecError/cannotRead(path:reason:)`` naming the file: `no such file`, `it
  ///   is a directory` or `the file cannot be opened`.
  public static func readData(_ url: URL) throws(PNGCodecError) -> Data {
    do {
      return try Data(contentsOf: url)
    } catch {
      throw .cannotRead(path: url.path, reason: readFailureReason(url))
    }
  }

  /// `PNG_FORMAT_RGBA`, which the importer drops because it is a macro expression.
  private static var rgbaFormat: UInt32 {
    UInt32(PNG_FORMAT_FLAG_COLOR) | UInt32(PNG_FORMAT_FLAG_ALPHA)
  }

  private static func message(of image: inout png_image) -> String {
    withUnsafeBytes(of: &image.message) { bytes in
      String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
    }
  }

  private static func readFailureReason(_ url: URL) -> String {
    var isDirectory: ObjCBool = false
    if !FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) {
      return "no such file"
    }
    return isDirectory.boolValue ? "it is a directory" : "the file cannot be opened"
  }
}
