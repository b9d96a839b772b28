import SnapshotRecording

/// `cell-image` lines: a well-formed digest, size and scale (errors otherwise, by key path), the
/// base64 within the per-image budget; then the bytes decoded and checked against the digest,
/// where a failure is a ``CellImageProblem`` the reader warns about, not an error.
extension LineDecoder {
  /// The most base64 characters one image's `png` may hold: 16 MiB, about 12 MiB of PNG. A cell
  /// of a 430-point-wide phone at 3× drawn without any compression is under 4 MiB.
  static let cellImageCharacterLimit = 16 * 1024 * 1024
  /// The largest scale a `cell-image` may declare: screens are 1×–3×.
  static let cellImageScaleLimit = 10.0

  /// What a `cell-image` line decodes to: the image, or why it cannot be used.
  enum DecodedImage {
    case image(CellImageEvent)
    case unusable(CellImageDigest, CellImageProblem)
  }

  mutating func cellImage(_ value: JSONValue) throws(RecordingError) -> DecodedImage {
    typealias Key = RecordingKeys.CellImage
    guard let digestText = try optionalString(value, Key.digest) else {
      throw .missingKey(location, path: Key.digest.rawValue)
    }
    guard let digest = CellImageDigest(digestText) else {
      throw .invalidValue(
        location, path: Key.digest.rawValue, text: RecordingError.quoted(digestText),
        expected: "\"sha256:\" followed by 64 lowercase hexadecimal digits")
    }
    guard let scaleValue = value[Key.scale] else {
      throw .missingKey(location, path: Key.scale.rawValue)
    }
    let scale = try number(scaleValue, path: Key.scale.rawValue)
    guard scale > 0, scale <= Self.cellImageScaleLimit else {
      throw .invalidValue(
        location, path: Key.scale.rawValue, text: JSONWriter.numberLiteral(scale),
        expected: "a screen scale above 0 and at most \(Int(Self.cellImageScaleLimit))")
    }
    guard let sizeValue = value[Key.size] else {
      throw .missingKey(location, path: Key.size.rawValue)
    }
    let size = try numbers(sizeValue, count: 2, path: Key.size.rawValue)
    for (index, length) in size.enumerated() where length <= 0 {
      throw .invalidValue(
        location, path: "size[\(index)]", text: JSONWriter.numberLiteral(length),
        expected: "a length above 0 points")
    }
    guard let pngValue = value[Key.png] else {
      throw .missingKey(location, path: Key.png.rawValue)
    }
    guard case .string(let base64) = pngValue else {
      throw .wrongType(
        location, path: Key.png.rawValue, expected: "a string of base64",
        found: pngValue.kindDescription)
    }
    let characters = base64.utf8.count
    guard characters <= Self.cellImageCharacterLimit else {
      throw .invalidValue(
        location, path: Key.png.rawValue, text: "\(characters) characters",
        expected: "at most \(Self.cellImageCharacterLimit) characters of base64 (16 MiB, a "
          + "budget per image)")
    }
    noteNearMisses(in: value, of: Key.self, place: Key.objectName)
    guard let png = Base64Decoding.decode(base64.utf8) else {
      return .unusable(digest, .invalidBase64)
    }
    guard PNGDimensions(of: png) != nil else { return .unusable(digest, .notPNG) }
    let actual = ContentDigest.hex(of: png)
    guard actual == digest.hex else { return .unusable(digest, .digestMismatch(actual: actual)) }
    return .image(
      CellImageEvent(
        digest: digest, png: png, size: RecordedSize(width: size[0], height: size[1]),
        scale: scale))
  }
}
