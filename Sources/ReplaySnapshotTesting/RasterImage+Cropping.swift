import ReplayRaster

extension RasterImage {
  /// The rectangle (`x`, `y`, `size`) as an image of its own; the caller keeps it inside.
  func cropped(x: Int, y: Int, size: PixelSize) -> RasterImage {
    var pixels: [UInt8] = []
    pixels.reserveCapacity(size.pixelCount * 4)
    for row in y..<(y + size.height) {
      let from = (row * width + x) * 4
      pixels.append(contentsOf: rgba[from..<(from + size.width * 4)])
    }
    return RasterImage(width: size.width, height: size.height, rgba: pixels)
  }
}
