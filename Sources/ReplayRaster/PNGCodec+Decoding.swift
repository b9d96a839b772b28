internal import CPNGCodec
public import Foundation

extension PNGCodec {
  /// The most pixels ``decode(_:maximumPixels:)`` decodes unless told otherwise: 8192 × 8192
  /// (67,108,864), 256 MiB of RGBA. A header is only a claim: a 69-byte file can declare
  /// 100000×100000 pixels, 40 GB once decoded, so the size is checked before any pixel
  /// memory is allocated.
  public static let defaultMaximumPixels = 8192 * 8192

  /// Reads a PNG's header without decoding a pixel: the signature, IHDR and the chunks before
  /// the image data, whose CRCs are checked.
  ///
  /// ```swift
  /// let header = try PNGCodec.header(ofPNG: Data(contentsOf: URL(fileURLWithPath: "frame-000000.png")))
  /// print(header.size, header.bitDepth)  // 660×460 8
  /// ```
  ///
  /// - Parameter png: A PNG file's bytes; only the start is read.
  /// - Returns: The size, bit depth and colour type.
  /// - Throws: ``PNGCodecError/cannotDecode(reason:)`` with libpng's message.
  /// - Complexity: O(1) in the image's size.
  public static func header(ofPNG png: some ContiguousBytes) throws(PNGCodecError) -> PNGHeader {
    var header = cpng_header()
    var message = [CChar](repeating: 0, count: 256)
    let result = png.withUnsafeBytes { bytes in
      cpng_read_header(
        bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count, &header, &message,
        message.count)
    }
    guard result == 0 else { throw .cannotDecode(reason: text(message)) }
    return PNGHeader(
      size: PixelSize(width: Int(header.width), height: Int(header.height)),
      bitDepth: Int(header.bit_depth), colorType: Int(header.color_type),
      isInterlaced: header.interlaced != 0)
  }

  /// Decodes PNG bytes of any colour type — palette, grey, RGB, with or without alpha, 1 to 16
  /// bits — to straight-alpha RGBA8, so what is compared never depends on how a file was
  /// encoded.
  ///
  /// The header's size is checked against `maximumPixels` before pixel memory is allocated.
  /// 16-bit samples are scaled to 8 bits (`v × 255 / 65535`, rounded) with no gamma applied, so
  /// a 16-bit PNG of a picture decodes to the same pixels as the 8-bit PNG of it. The whole
  /// file is read, through `IEND`, so a truncated or damaged file is an error even when its
  /// pixels decode. libpng runs in C: no longjmp reaches Swift.
  ///
  /// ```swift
  /// let image = try PNGCodec.decode(Data(contentsOf: URL(fileURLWithPath: "frame-000000.png")))
  /// print(image.size)  // 660×460
  /// ```
  ///
  /// - Parameters:
  ///   - png: A whole PNG file's bytes (`[UInt8]` or `Data`).
  ///   - maximumPixels: The most pixels (`width × height`) to decode.
  /// - Returns: The pixels.
  /// - Throws: ``PNGCodecError/tooManyPixels(size:limit:)`` when the header declares more than
  ///   `maximumPixels`, else ``PNGCodecError/cannotDecode(reason:)`` with libpng's message.
  /// - Complexity: O(width × height).
  public static func decode(
    _ png: some ContiguousBytes, maximumPixels: Int = defaultMaximumPixels
  ) throws(PNGCodecError) -> RasterImage {
    let size = try checkedSize(of: png, maximumPixels: maximumPixels)
    let count = size.pixelCount * 4
    var failure: PNGCodecError?
    let rgba = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
      do throws(PNGCodecError) {
        try decodeRGBA8(
          png, size: size, checksData: true, into: UnsafeMutableRawBufferPointer(buffer))
        initialized = count
      } catch {
        // The rows may be partly written: keep none, the array is dropped below.
        failure = error
        initialized = 0
      }
    }
    if let failure { throw failure }
    return RasterImage(width: size.width, height: size.height, rgba: rgba)
  }

  /// Decodes PNG bytes as ``decode(_:maximumPixels:)`` does, straight into memory the caller
  /// provides once the size is known (no copy in between): straight-alpha RGBA8 rows of
  /// `width × 4` bytes.
  ///
  /// ```swift
  /// var pixels = UnsafeMutableRawBufferPointer(start: nil, count: 0)
  /// defer { pixels.deallocate() }
  /// let size = try PNGCodec.decode(png) { size in
  ///   pixels = .allocate(byteCount: size.pixelCount * 4, alignment: 4)
  ///   return pixels
  /// }
  /// print(size)  // 660×460
  /// ```
  ///
  /// - Parameters:
  ///   - png: A whole PNG file's bytes (`[UInt8]` or `Data`).
  ///   - maximumPixels: The most pixels (`width × height`) to decode.
  ///   - checksData: `false` skips zlib's Adler-32 of the image data (libpng's
  ///     `PNG_IGNORE_ADLER32`), for bytes a stronger digest has already proven to be what their
  ///     writer wrote (a cell image's SHA-256); chunk CRCs are checked either way.
  ///   - memory: Called once with the size, after the size check and before decoding; returns
  ///     `width × height × 4` bytes, which stay valid until this returns. On failure their
  ///     content is unspecified.
  /// - Returns: The size.
  /// - Throws: As ``decode(_:maximumPixels:)``; ``PNGCodecError/cannotDecode(reason:)`` also
  ///   when `memory` holds another number of bytes.
  /// - Complexity: O(width × height).
  public static func decode(
    _ png: some ContiguousBytes, maximumPixels: Int = defaultMaximumPixels,
    checksData: Bool = true, into memory: (PixelSize) -> UnsafeMutableRawBufferPointer
  ) throws(PNGCodecError) -> PixelSize {
    let size = try checkedSize(of: png, maximumPixels: maximumPixels)
    try decodeRGBA8(png, size: size, checksData: checksData, into: memory(size))
    return size
  }

  /// The size `png`'s header declares, when at most `maximumPixels`.
  private static func checkedSize(of png: some ContiguousBytes, maximumPixels: Int)
    throws(PNGCodecError) -> PixelSize
  {
    let header = try self.header(ofPNG: png)
    guard header.size.pixelCount <= maximumPixels else {
      throw .tooManyPixels(size: header.size, limit: maximumPixels)
    }
    return header.size
  }

  /// Decodes `png`, whose header declared `size`, into `rgba`.
  private static func decodeRGBA8(
    _ png: some ContiguousBytes, size: PixelSize, checksData: Bool,
    into rgba: UnsafeMutableRawBufferPointer
  ) throws(PNGCodecError) {
    guard rgba.count == size.pixelCount * 4, let base = rgba.baseAddress else {
      throw .cannotDecode(
        reason: "the memory holds \(rgba.count) bytes, not \(size.pixelCount * 4)")
    }
    var message = [CChar](repeating: 0, count: 256)
    let result = png.withUnsafeBytes { bytes in
      cpng_decode_rgba8(
        bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count,
        UInt32(size.width), UInt32(size.height), base.assumingMemoryBound(to: UInt8.self),
        checksData ? 0 : 1, &message, message.count)
    }
    guard result == 0 else { throw .cannotDecode(reason: text(message)) }
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
    try header(ofPNG: png).size
  }

  /// Reads and decodes a PNG file.
  ///
  /// ```swift
  /// let golden = try PNGCodec.read(URL(fileURLWithPath: "Goldens/frame-000000.png"))
  /// ```
  ///
  /// - Parameters:
  ///   - url: A file URL.
  ///   - maximumPixels: The most pixels to decode (see ``decode(_:maximumPixels:)``).
  /// - Returns: The pixels.
  /// - Throws: ``PNGCodecError/cannotRead(path:reason:)`` naming the file: `no such file`, `it
  ///   is a directory`, `the file cannot be opened`, libpng's message, or the size over the
  ///   limit.
  public static func read(
    _ url: URL, maximumPixels: Int = defaultMaximumPixels
  ) throws(PNGCodecError) -> RasterImage {
    let data = try readData(url)
    do {
      return try decode(data, maximumPixels: maximumPixels)
    } catch {
      throw .cannotRead(path: url.path, reason: error.reason)
    }
  }

  /// A file's bytes, undecoded, mapped rather than copied into memory: for callers that read
  /// the header or compare bytes before decoding.
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
      return try Data(contentsOf: url, options: .alwaysMapped)
    } catch {
      throw .cannotRead(path: url.path, reason: readFailureReason(url))
    }
  }

  private static func text(_ message: [CChar]) -> String {
    String(decoding: message.prefix { $0 != 0 }.map(UInt8.init(bitPattern:)), as: UTF8.self)
  }

  private static func readFailureReason(_ url: URL) -> String {
    var isDirectory: ObjCBool = false
    if !FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) {
      return "no such file"
    }
    return isDirectory.boolValue ? "it is a directory" : "the file cannot be opened"
  }
}
