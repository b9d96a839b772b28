import Foundation
public import ReplayRaster

/// Perceptual, anti-aliasing-aware comparison of two images, in the manner of pixelmatch.
public enum ImageComparison {
  /// Compares a reference image with a candidate image.
  ///
  /// Different sizes are a `dimensionMismatch`. Equal pixel buffers are `identical` without
  /// further work. Otherwise each pixel whose YIQ colour distance exceeds the threshold is
  /// either anti-aliasing in one of the images (counted in `antialiasedPixels`, unless
  /// `options.includeAntialiasing`) or a difference (counted in `differingPixels`); the budget
  /// in `options` then decides between `withinTolerance` and `different`.
  ///
  /// Pixels inside `ignoring` are never counted, whatever they hold on either side, and are
  /// hatched in the difference image (grey and white diagonal stripes): regions whose content
  /// is legitimately dynamic (a timestamp, an avatar), as Playwright's `mask` hides them.
  ///
  /// ```swift
  /// let result = ImageComparison.compare(
  ///   golden, actual, ignoring: [PixelRect(x: 0, y: 0, width: 100, height: 20)])
  /// print(result.differingPixels)  // 0 when only the top 100×20 pixels differ
  /// ```
  ///
  /// - Parameters:
  ///   - reference: The expected image.
  ///   - candidate: The image under test.
  ///   - options: The threshold and budget.
  ///   - ignoring: Rectangles whose pixels are not compared; parts outside the image are
  ///     dropped.
  /// - Returns: The counts, the verdict and a difference image.
  /// - Complexity: O(width × height).
  public static func compare(
    _ reference: RasterImage, _ candidate: RasterImage, options: ComparisonOptions = .init(),
    ignoring: [PixelRect] = []
  ) -> ComparisonResult {
    guard reference.size == candidate.size else {
      return ComparisonResult(
        verdict: .dimensionMismatch, referenceSize: reference.size,
        candidateSize: candidate.size, differingPixels: 0, antialiasedPixels: 0, diffImage: nil)
    }
    if reference == candidate {
      return ComparisonResult(
        verdict: .identical, referenceSize: reference.size, candidateSize: candidate.size,
        differingPixels: 0, antialiasedPixels: 0, diffImage: nil)
    }
    var diffPixels = [UInt8](repeating: 0, count: reference.rgba.count)
    let ignored = IgnoredPixels(ignoring, in: reference.size)
    let counts = reference.rgba.withUnsafeBytes { a in
      candidate.rgba.withUnsafeBytes { b in
        diffPixels.withUnsafeMutableBytes { output in
          classify(a, b, size: reference.size, options: options, ignored: ignored, output: output)
        }
      }
    }
    let total = reference.pixelCount
    let verdict: ComparisonResult.Verdict =
      options.allows(differingPixels: counts.differing, of: total) ? .withinTolerance : .different
    let diffImage = RasterImage(width: reference.width, height: reference.height, rgba: diffPixels)
    return ComparisonResult(
      verdict: verdict, referenceSize: reference.size, candidateSize: candidate.size,
      differingPixels: counts.differing, antialiasedPixels: counts.antialiased,
      diffImage: diffImage)
  }

  /// Counts differing and anti-aliased pixels and paints the difference image.
  private static func classify(
    _ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer, size: PixelSize,
    options: ComparisonOptions, ignored: IgnoredPixels?, output: UnsafeMutableRawBufferPointer
  ) -> (differing: Int, antialiased: Int) {
    let detector = AntialiasingDetector(width: size.width, height: size.height)
    let maxDelta = options.maxColorDelta
    var painter = DifferencePainter()
    var differing = 0
    var antialiased = 0
    for y in 0..<size.height {
      for x in 0..<size.width {
        let index = y * size.width + x
        let offset = index * 4
        let color = a.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
        if let ignored, ignored.contains(index) {
          DifferencePainter.paint(
            DifferencePainter.hatchColor(x: x, y: y), at: offset, into: output)
          continue
        }
        let same = color == b.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
        if same || YIQ.delta(a, offset, b, offset) <= maxDelta {
          painter.paintFaded(a, offset, color: color, into: output)
        } else if !options.includeAntialiasing
          && (detector.isAntialiased(x: x, y: y, in: a, other: b)
            || detector.isAntialiased(x: x, y: y, in: b, other: a))
        {
          antialiased += 1
          DifferencePainter.paint(DifferencePainter.antialiasedColor, at: offset, into: output)
        } else {
          differing += 1
          DifferencePainter.paint(DifferencePainter.differenceColor, at: offset, into: output)
        }
      }
    }
    return (differing, antialiased)
  }
}
