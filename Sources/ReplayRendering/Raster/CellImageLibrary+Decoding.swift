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
        result = .success(
          Self.premultiplied(try PNGCodec.decode(png, maximumPixels: maximumPixels)))
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

  /// Straight-alpha RGBA8 as premultiplied native-endian ARGB32, Cairo's image format: colour
  /// times alpha, rounded to nearest; opaque pixels keep their colour exactly.
  static func premultiplied(_ image: RasterImage) -> DecodedCellImage {
    let count = image.width * image.height  // RasterImage holds exactly this many pixels
    let storage = CellImagePixelStorage(count: count)
    let argb = storage.pixels
    // Four bytes R, G, B, A are one little-endian word A << 24 | B << 16 | G << 8 | R (an
    // array's storage is aligned for words).
    let isOpaque = image.rgba.withUnsafeBufferPointer { bytes -> Bool in
      bytes.withMemoryRebound(to: UInt32.self) { words -> Bool in
        // Most cells are opaque: first each pixel's bytes moved into place, with no arithmetic
        // (a loop the compiler vectorizes), noting every alpha; only a picture with a pixel
        // that is not opaque is then premultiplied pixel by pixel (19 instructions a pixel).
        var everyAlpha: UInt32 = 0xFF
        for pixel in 0..<count {
          let word = UInt32(littleEndian: words[pixel])
          everyAlpha &= word >> 24
          argb[pixel] = word & 0xFF00_FF00 | (word & 0xFF) << 16 | (word >> 16) & 0xFF
        }
        if everyAlpha == 0xFF { return true }
        for pixel in 0..<count {
          let word = UInt32(littleEndian: words[pixel])
          let alpha = word >> 24
          func channel(_ shift: UInt32) -> UInt32 {
            let value = word >> shift & 0xFF
            return alpha == 255 ? value : (value * alpha + 127) / 255
          }
          argb[pixel] = alpha << 24 | channel(0) << 16 | channel(8) << 8 | channel(16)
        }
        return false
      }
    }
    return DecodedCellImage(
      width: image.width, height: image.height, storage: storage, isOpaque: isOpaque)
  }
}
