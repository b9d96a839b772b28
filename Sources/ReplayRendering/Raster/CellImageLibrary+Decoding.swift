import ReplayRaster
internal import SnapshotRecording

extension CellImageLibrary {
  /// The pixels of the image `digest` names, ready to draw: decoded on first use and kept
  /// while the decoded images fit ``decodedByteBudget`` (the least recently drawn go first);
  /// `nil` when the library does not hold it or it cannot be decoded.
  ///
  /// The PNG's header is checked against ``maximumPixels`` before any pixel memory is
  /// allocated (``PNGCodec/decode(_:maximumPixels:)``); an image that fails is remembered in
  /// ``decodingFailures`` with why, and never decoded again. Two workers asking for the same
  /// new image at once may both decode it; the first result is kept, and both are the same
  /// pixels, so a frame never depends on which worker drew first.
  ///
  /// ```swift
  /// if let pixels = library.decoded(digest) { print(pixels.width, pixels.height) }
  /// ```
  func decoded(_ digest: CellImageDigest) -> DecodedCellImage? {
    enum Lookup {
      case cached(DecodedCellImage)
      case unusable
      case needsDecoding([UInt8])
    }
    let lookup: Lookup = withState { state in
      state.uses += 1
      if state.failures[digest] != nil { return .unusable }
      if let entry = state.decoded[digest] {
        state.decoded[digest] = (entry.image, state.uses)
        return .cached(entry.image)
      }
      guard let image = state.images[digest] else { return .unusable }
      return .needsDecoding(image.image.png)
    }
    switch lookup {
    case .cached(let image): return image
    case .unusable: return nil
    case .needsDecoding(let png):
      let result: Result<DecodedCellImage, PNGCodecError>
      do {
        result = .success(
          Self.premultiplied(try PNGCodec.decode(png, maximumPixels: maximumPixels)))
      } catch {
        result = .failure(error)
      }
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
          if let entry = state.decoded[digest] { return entry.image }
          state.uses += 1
          state.decoded[digest] = (image, state.uses)
          state.decodedBytes += image.byteCount
          evict(&state, keeping: digest)
          return image
        }
      }
    }
  }

  /// Drops the least recently drawn images until the rest fit the budget; `kept` (the one
  /// just decoded) stays even when it alone is larger.
  private func evict(_ state: inout State, keeping kept: CellImageDigest) {
    while state.decodedBytes > decodedByteBudget {
      var oldest: (digest: CellImageDigest, use: Int)?
      for (digest, entry) in state.decoded where digest != kept {
        if entry.lastUse < oldest?.use ?? Int.max { oldest = (digest, entry.lastUse) }
      }
      guard let oldest, let removed = state.decoded.removeValue(forKey: oldest.digest) else {
        return
      }
      state.decodedBytes -= removed.image.byteCount
    }
  }

  /// Straight-alpha RGBA8 as premultiplied native-endian ARGB32, Cairo's image format: colour
  /// times alpha, rounded to nearest; opaque pixels keep their colour exactly.
  static func premultiplied(_ image: RasterImage) -> DecodedCellImage {
    let count = image.width * image.height
    let argb = image.rgba.withUnsafeBufferPointer { rgba in
      [UInt32](unsafeUninitializedCapacity: count) { buffer, initialized in
        for pixel in 0..<count {
          let alpha = UInt32(rgba[pixel * 4 + 3])
          func channel(_ offset: Int) -> UInt32 {
            let value = UInt32(rgba[pixel * 4 + offset])
            return alpha == 255 ? value : (value * alpha + 127) / 255
          }
          buffer[pixel] = alpha << 24 | channel(0) << 16 | channel(1) << 8 | channel(2)
        }
        initialized = count
      }
    }
    return DecodedCellImage(width: image.width, height: image.height, argb: argb)
  }
}
