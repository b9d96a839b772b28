internal import CCairo
import ReplayRaster
internal import SnapshotRecording

extension CellImageLibrary {
  /// The pixels to draw the image `key` names over `key`'s size in canvas pixels: its
  /// pre-scaled copy when the size is not the image's own (``copyIsMade(for:)``), made on first
  /// use and kept with the decoded images, in their budget; the decoded image itself at its own
  /// size. `nil` when the library does not hold the image, it cannot be decoded, or a copy
  /// would be over ``maximumPixels``: the drawer then scales the decoded image as it paints.
  ///
  /// Copies are made one at a time, under the decoding turn (a worker needing one waits while
  /// another makes it, then finds it kept), so each is made once and the memory making them
  /// takes is one copy's. A copy is a pure function of the decoded pixels and the size
  /// (``scaled(_:to:)``): a frame never depends on which worker made it.
  ///
  /// ```swift
  /// let key = ScaledCellImageKey(digest: digest, drawnWidth: 358, drawnHeight: 44)
  /// if let key, let pixels = library.picture(for: key) { print(pixels.width) }  // 358
  /// ```
  func picture(for key: ScaledCellImageKey) -> DecodedCellImage? {
    let found = withState { state -> (copy: DecodedCellImage?, makesCopy: Bool) in
      if let copy = Self.lookUpCopy(key, in: &state) { return (copy, true) }
      return (nil, state.failures[key.digest] == nil && copyIsMade(for: key, in: state))
    }
    if let copy = found.copy { return copy }
    guard let original = decoded(key.digest) else { return nil }
    guard found.makesCopy else {
      return (original.width, original.height) == (key.width, key.height) ? original : nil
    }
    return withDecodingTurn { _ -> DecodedCellImage? in
      if let copy = withState({ Self.lookUpCopy(key, in: &$0) }) { return copy }
      guard let copy = Self.scaled(original, to: key) else { return nil }
      return withState { state in
        state.uses += 1
        state.scaled[key] = (copy, state.uses)
        state.decodedBytes += copy.byteCount
        state.copiesMade += 1
        evict(&state, keeping: .scaled(key))
        return copy
      }
    }
  }

  /// The copy `key` names if kept, marked as just drawn.
  private static func lookUpCopy(_ key: ScaledCellImageKey, in state: inout State)
    -> DecodedCellImage?
  {
    guard let entry = state.scaled[key] else { return nil }
    state.uses += 1
    state.scaled[key] = (entry.image, state.uses)
    return entry.image
  }

  /// `image` resampled to `key`'s size: halved bilinearly (each pixel the mean of a 2 × 2
  /// block, exactly) until at most twice the size, then bilinearly to the size, its edges
  /// padded so nothing outside it bleeds in (``scalingSteps(from:to:)``). Every source pixel
  /// weighs in, as in a box filter, at a fraction of the cost of Cairo's `CAIRO_FILTER_GOOD`,
  /// which filtered every copy through a convolution at 180 instructions a pixel. `nil` only
  /// when Cairo cannot make a surface of the size.
  ///
  /// ```swift
  /// CellImageLibrary.scaled(image, to: key)?.width  // key.width
  /// ```
  static func scaled(_ image: DecodedCellImage, to key: ScaledCellImageKey) -> DecodedCellImage? {
    var current = image
    for step in scalingSteps(
      from: PixelSize(width: image.width, height: image.height),
      to: PixelSize(width: key.width, height: key.height))
    {
      guard let next = resampled(current, to: step) else { return nil }
      current = next
    }
    return current
  }

  /// The sizes a picture of size `from` passes through on its way to `to`, the last being
  /// `to`: along each side, no step shrinks by more than half, so bilinear filtering (which
  /// reads the two pixels either side of each sample) reads every pixel, and the last steps
  /// halve exactly. A side that needs fewer steps reaches its size first and stays at it.
  ///
  /// ```swift
  /// CellImageLibrary.scalingSteps(
  ///   from: PixelSize(width: 1074, height: 132), to: PixelSize(width: 358, height: 44))
  /// // [716×88, 358×44]
  /// ```
  static func scalingSteps(from: PixelSize, to: PixelSize) -> [PixelSize] {
    // Each side from its target up, doubling while the source is more than twice as large
    // (`source - last > last`, which cannot overflow), so no size passes the source's own.
    func side(_ source: Int, _ target: Int) -> [Int] {
      var sizes = [target]
      while let last = sizes.last, last > 0, source - last > last { sizes.append(last * 2) }
      return sizes.reversed()
    }
    let widths = side(from.width, to.width)
    let heights = side(from.height, to.height)
    return (0..<max(widths.count, heights.count)).map { step in
      PixelSize(
        width: widths[min(step, widths.count - 1)], height: heights[min(step, heights.count - 1)])
    }
  }

  /// `image` resampled bilinearly to `size`, its edges padded. `nil` when Cairo cannot make a
  /// surface of the size.
  private static func resampled(_ image: DecodedCellImage, to size: PixelSize)
    -> DecodedCellImage?
  {
    guard image.width > 0, image.height > 0, size.width > 0, size.height > 0,
      image.byteCount == image.width * image.height * 4
    else { return nil }
    let storage = CellImagePixelStorage(count: size.width * size.height)
    let drawn = withExtendedLifetime(image.storage) { () -> Bool in
      // Cairo only reads the source surface's pixels: the shared buffer is never written.
      guard
        let from = image.storage.cairoSurface(
          width: image.width, height: image.height, format: CAIRO_FORMAT_ARGB32)
      else { return false }
      defer { cairo_surface_destroy(from) }
      guard
        let to = storage.cairoSurface(
          width: size.width, height: size.height, format: CAIRO_FORMAT_ARGB32)
      else { return false }
      defer { cairo_surface_destroy(to) }
      guard let cairo = cairo_create(to) else { return false }
      // Destroyed before the surfaces (defers run last first): it holds the source pattern.
      defer { cairo_destroy(cairo) }
      cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
      cairo_scale(
        cairo, Double(size.width) / Double(image.width),
        Double(size.height) / Double(image.height))
      cairo_set_source_surface(cairo, from, 0, 0)
      let pattern = cairo_get_source(cairo)
      cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
      cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
      cairo_paint(cairo)
      cairo_surface_flush(to)
      return cairo_status(cairo) == CAIRO_STATUS_SUCCESS
    }
    return drawn ? DecodedCellImage(width: size.width, height: size.height, storage: storage) : nil
  }
}
