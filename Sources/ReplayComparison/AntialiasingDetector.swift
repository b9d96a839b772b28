/// Recognises anti-aliased pixels, after Vyšniauskas, "Anti-aliased Pixel and Intensity Slope
/// Detector" (2009), as pixelmatch applies it.
///
/// A pixel is taken for anti-aliasing when it sits on an intensity slope between two flat
/// regions: among its eight neighbours at most two have its brightness (the image border counts
/// as one), there is both a darker and a brighter neighbour, and the darkest or the brightest
/// of them lies inside a flat area — at least three identical neighbours — in both images.
/// Such a pixel changes when an edge moves by a fraction of a pixel; the eye does not notice it.
struct AntialiasingDetector {
  let width: Int
  let height: Int

  /// Whether the pixel at (`x`, `y`) of `image` is anti-aliasing, `other` being the image
  /// compared with it.
  ///
  /// - Complexity: O(1): two 3×3 neighbourhoods at most.
  func isAntialiased(
    x: Int, y: Int, in image: UnsafeRawBufferPointer, other: UnsafeRawBufferPointer
  ) -> Bool {
    let minX = max(x - 1, 0), maxX = min(x + 1, width - 1)
    let minY = max(y - 1, 0), maxY = min(y + 1, height - 1)
    let index = y * width + x
    var sameBrightness = isOnBorder(x: x, y: y) ? 1 : 0
    var darkest = 0.0, brightest = 0.0
    var darkestIndex = -1, brightestIndex = -1
    // Column by column: among equal extremes the first one met is kept.
    for neighbourX in minX...maxX {
      for neighbourY in minY...maxY where neighbourX != x || neighbourY != y {
        let neighbour = neighbourY * width + neighbourX
        let delta = YIQ.brightnessDelta(image, index * 4, neighbour * 4)
        if delta == 0 {
          sameBrightness += 1
          if sameBrightness > 2 { return false }
        } else if delta < darkest {
          darkest = delta
          darkestIndex = neighbour
        } else if delta > brightest {
          brightest = delta
          brightestIndex = neighbour
        }
      }
    }
    guard darkestIndex >= 0, brightestIndex >= 0 else { return false }
    return (isInFlatArea(darkestIndex, image) && isInFlatArea(darkestIndex, other))
      || (isInFlatArea(brightestIndex, image) && isInFlatArea(brightestIndex, other))
  }

  /// Whether at least three of the pixel's neighbours have exactly its colour (the border
  /// counting as one).
  private func isInFlatArea(_ index: Int, _ image: UnsafeRawBufferPointer) -> Bool {
    let x = index % width, y = index / width
    var identical = isOnBorder(x: x, y: y) ? 1 : 0
    let colour = image.loadUnaligned(fromByteOffset: index * 4, as: UInt32.self)
    for neighbourX in max(x - 1, 0)...min(x + 1, width - 1) {
      for neighbourY in max(y - 1, 0)...min(y + 1, height - 1)
      where neighbourX != x || neighbourY != y {
        let offset = (neighbourY * width + neighbourX) * 4
        if image.loadUnaligned(fromByteOffset: offset, as: UInt32.self) == colour {
          identical += 1
          if identical > 2 { return true }
        }
      }
    }
    return false
  }

  private func isOnBorder(x: Int, y: Int) -> Bool {
    x == 0 || y == 0 || x == width - 1 || y == height - 1
  }
}
