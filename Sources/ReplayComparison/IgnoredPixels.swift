import ReplayRaster

/// The pixels a comparison skips: the union of rectangles, clipped to the image, as one flag
/// per pixel so that overlapping rectangles cost nothing more per pixel.
struct IgnoredPixels {
  private var flags: [Bool]

  /// The ignored pixels of an image of `size`; `nil` when no rectangle reaches into it.
  init?(_ rects: [PixelRect], in size: PixelSize) {
    let clipped = rects.compactMap { $0.clamped(to: size) }
    guard !clipped.isEmpty else { return nil }
    flags = [Bool](repeating: false, count: size.width * size.height)
    for rect in clipped {
      for y in rect.y..<rect.y + rect.height {
        let row = y * size.width
        for x in rect.x..<rect.x + rect.width { flags[row + x] = true }
      }
    }
  }

  /// Whether the pixel at `index` (`y × width + x`) is ignored.
  @inline(__always)
  func contains(_ index: Int) -> Bool { flags[index] }
}
