import ReplayRaster
internal import SnapshotRecording

extension CellImageLibrary {
  /// The pixels of the image `digest` names, ready to draw: decoded on first use and kept
  /// while the decoded images fit ``decodedByteBudget`` (the least recently drawn go first);
  /// `nil` when the library does not hold it or it cannot be decoded.
  ///
  /// The PNG's header is checked against ``maximumPixels`` before any pixel memory is
  /// allocated (``PNGCodec/decode(_:maximumPixels:)``); an image that fails is remembered in
  /// ``decodingFailures`` with why, and never decoded again. Images are decoded one at a time
  /// (a worker needing one waits while another decodes, then finds it kept), which bounds the
  /// memory decoding takes to one image's and decodes each once; decoding is a pure function of
  /// the bytes, so a frame never depends on which worker drew first.
  ///
  /// ```swift
  /// if let pixels = library.decoded(digest) { print(pixels.width, pixels.height) }
  /// ```
  func decoded(_ digest: CellImageDigest) -> DecodedCellImage? {
    guard let first = lookUp(digest) else { return nil }
    if let image = first.image { return image }
    // One decode at a time: two workers reaching a new picture together would each hold its
    // pixels twice over while decoding (straight and premultiplied), 2 GiB for two 8192²
    // pictures; the second waits and finds the first one's result.
    return withDecodingTurn { decodes -> DecodedCellImage? in
      guard let known = lookUp(digest) else { return nil }
      if let image = known.image { return image }
      guard let png = known.png else { return nil }
      let result: Result<DecodedCellImage, PNGCodecError>
      do throws(PNGCodecError) {
        result = .success(try Self.decodedPicture(png, maximumPixels: maximumPixels))
      } catch {
        result = .failure(error)
      }
      decodes += 1
      return withState { state in
        switch result {
        case .failure(let error):
          // Over --max-pixels is the one failure an option changes: the reason says which.
          if case .tooManyPixels = error {
            state.failures[digest] = error.reason + " (raise the limit with --max-pixels)"
          } else {
            state.failures[digest] = error.description
          }
          return nil
        case .success(let image):
          state.uses += 1
          state.decoded[digest] = (image, state.uses)
          state.decodedBytes += image.byteCount
          evict(&state, keeping: .decoded(digest))
          return image
        }
      }
    }
  }

  /// What the library knows of `digest` now: `nil` when it cannot be drawn (unknown, or failed
  /// before); the decoded pixels when kept (marked as just drawn); else the PNG to decode.
  private func lookUp(_ digest: CellImageDigest) -> (image: DecodedCellImage?, png: [UInt8]?)? {
    withState { state in
      state.uses += 1
      if state.failures[digest] != nil { return nil }
      if let entry = state.decoded[digest] {
        state.decoded[digest] = (entry.image, state.uses)
        return (entry.image, nil)
      }
      guard let image = state.images[digest] else { return nil }
      return (nil, image.image.png)
    }
  }

  /// `png`'s pixels as premultiplied native-endian ARGB32, Cairo's image format, decoded
  /// straight into the picture's own memory and converted there. The reader has matched the
  /// bytes to their SHA-256 digest, so zlib's Adler-32 of the image data is not computed again
  /// (a third of decoding a flat picture); libpng still checks every chunk's CRC and the
  /// stream itself.
  static func decodedPicture(_ png: [UInt8], maximumPixels: Int) throws(PNGCodecError)
    -> DecodedCellImage
  {
    var storage: CellImagePixelStorage?
    let size = try PNGCodec.decode(png, maximumPixels: maximumPixels, checksData: false) {
      size in
      let made = CellImagePixelStorage(count: size.pixelCount)
      storage = made
      return UnsafeMutableRawBufferPointer(made.pixels)
    }
    guard let storage else { throw .cannotDecode(reason: "no memory was made for the pixels") }
    let isOpaque = premultiplyRGBA(storage.pixels)
    return DecodedCellImage(
      width: size.width, height: size.height, storage: storage, isOpaque: isOpaque)
  }

  /// Turns straight-alpha RGBA8 pixels, four bytes to a word, into premultiplied native-endian
  /// ARGB32 in place — colour times alpha, rounded to nearest; opaque pixels keep their colour
  /// exactly — and returns whether every pixel is opaque.
  ///
  /// ```swift
  /// pixels[0] = UInt32(littleEndian: 0xFF_56_34_12)  // the bytes 12 34 56 FF
  /// CellImageLibrary.premultiplyRGBA(pixels)  // true; pixels[0] == 0xFF_12_34_56
  /// ```
  static func premultiplyRGBA(_ pixels: UnsafeMutableBufferPointer<UInt32>) -> Bool {
    // Most cells are opaque: one pass moves each pixel's bytes into place with no arithmetic
    // and ANDs the alphas (a loop the compiler vectorizes: 3 instructions a pixel), and when
    // every alpha is 255 nothing is left to do. Only a picture with a pixel that is not opaque
    // is then premultiplied pixel by pixel (19 instructions a pixel).
    var everyAlpha: UInt32 = 0xFF
    for pixel in pixels.indices {
      // The bytes R, G, B, A are the little-endian word A << 24 | B << 16 | G << 8 | R.
      let word = UInt32(littleEndian: pixels[pixel])
      everyAlpha &= word >> 24
      pixels[pixel] = word & 0xFF00_FF00 | (word & 0xFF) << 16 | (word >> 16) & 0xFF
    }
    if everyAlpha == 0xFF { return true }
    for pixel in pixels.indices {
      let word = pixels[pixel]
      let alpha = word >> 24
      guard alpha != 255 else { continue }
      func channel(_ shift: UInt32) -> UInt32 { ((word >> shift & 0xFF) * alpha + 127) / 255 }
      pixels[pixel] = alpha << 24 | channel(16) << 16 | channel(8) << 8 | channel(0)
    }
    return false
  }
}
