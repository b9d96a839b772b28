/// Why an image could not be encoded, decoded, read or written.
///
/// Each case prints as one sentence without a severity (the printer adds `error:` once); the
/// file cases name the file first.
///
/// ```swift
/// let error = PNGCodecError.cannotRead(path: "a.png", reason: "no such file")
/// print(error)  // a.png: cannot read PNG: no such file
/// ```
public enum PNGCodecError: Error, Hashable, Sendable, CustomStringConvertible {
  /// libpng could not encode the image; `reason` is libpng's message.
  case cannotEncode(reason: String)
  /// The bytes are not a PNG libpng can decode; `reason` is libpng's message.
  case cannotDecode(reason: String)
  /// The header declares more pixels than the decoder was allowed; nothing was decoded.
  case tooManyPixels(size: PixelSize, limit: Int)
  /// The file could not be read or decoded.
  case cannotRead(path: String, reason: String)
  /// The image could not be encoded or its file written.
  case cannotWrite(path: String, reason: String)

  /// One readable sentence.
  public var description: String {
    switch self {
    case .cannotEncode(let reason): "libpng failed: \(reason)"
    case .cannotDecode(let reason): "cannot decode PNG data: \(reason)"
    case .tooManyPixels: "cannot decode PNG data: \(reason)"
    case .cannotRead(let path, let reason): "\(path): cannot read PNG: \(reason)"
    case .cannotWrite(let path, let reason): "\(path): cannot write PNG: \(reason)"
    }
  }

  /// The reason alone, without the file: libpng's message or why the file failed.
  ///
  /// ```swift
  /// print(PNGCodecError.cannotDecode(reason: "Not a PNG file").reason)  // Not a PNG file
  /// ```
  public var reason: String {
    switch self {
    case .cannotEncode(let reason), .cannotDecode(let reason): reason
    case .tooManyPixels(let size, let limit):
      "the image is \(size) px, \(NumberText.grouped(size.pixelCount)) pixels, more than the "
        + "limit of \(NumberText.grouped(limit)); it was not decoded"
    case .cannotRead(_, let reason), .cannotWrite(_, let reason): reason
    }
  }
}
