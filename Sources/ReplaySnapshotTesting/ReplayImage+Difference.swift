public import ReplayComparison
import ReplayRaster

extension ReplayImage {
  /// Compares a reference with a freshly drawn image through `ImageComparison` (the
  /// pixelmatch-equal comparison `snapreplay compare` and `verify` use) and says what differs:
  /// `nil` when they match within `options`, else the failure message and the difference
  /// image.
  ///
  /// The message names each differing frame of the drawn image by its moment and position, so
  /// a keyframes failure points at the apply that changed:
  ///
  /// ```swift
  /// if let (message, _) = ReplayImage.difference(reference, drawn) { print(message) }
  /// // different: 212 pixels differ (0.30%), 14 anti-aliased pixels ignored
  /// // differing frames: seq 3 · 50% (at 416, 0): 212 pixels
  /// ```
  ///
  /// - Parameters:
  ///   - reference: The reference, as read from its file.
  ///   - drawn: The replay drawn now.
  ///   - options: The threshold and the budget of differing pixels.
  /// - Returns: The message and the difference image (`nil` for a size mismatch or a problem),
  ///   or `nil` when the two match.
  /// - Complexity: O(p) for p pixels.
  public static func difference(
    _ reference: ReplayImage, _ drawn: ReplayImage,
    options: ComparisonOptions = ComparisonOptions()
  ) -> (message: String, differenceImage: RasterImage?)? {
    if let problem = drawn.problem { return (problem, nil) }
    if let problem = reference.problem { return (problem, nil) }
    // Each side's masks apply to both: an ignored item that moved is ignored where it was and
    // where it is.
    let ignored = reference.maskedRects + drawn.maskedRects
    let result = ImageComparison.compare(
      reference.pixels, drawn.pixels, options: options, ignoring: ignored)
    guard !result.passed else { return nil }
    var lines = [result.summary]
    if result.verdict == .dimensionMismatch {
      let count = drawn.frames.count
      lines.append(
        "the replay drew \(count) \(count == 1 ? "frame" : "frames"): "
          + drawn.frames.map(\.keyframe.label).joined(separator: ", ")
          + "; a changed number of applies, scale or viewport changes the size")
      return (lines.joined(separator: "\n"), nil)
    }
    // Per frame, for the message only: the verdict above is the whole image's.
    let differing = drawn.frames.compactMap { frame -> String? in
      let one = ImageComparison.compare(
        reference.pixels.cropped(x: frame.x, y: frame.y, size: frame.size),
        drawn.pixels.cropped(x: frame.x, y: frame.y, size: frame.size), options: options,
        ignoring: ignored.map {
          PixelRect(x: $0.x - frame.x, y: $0.y - frame.y, width: $0.width, height: $0.height)
        })
      guard one.differingPixels > 0 else { return nil }
      let noun = one.differingPixels == 1 ? "pixel" : "pixels"
      return "\(frame.keyframe.label) (at \(frame.x), \(frame.y)): \(one.differingPixels) \(noun)"
    }
    if !differing.isEmpty {
      lines.append("differing frames: " + differing.joined(separator: "; "))
    }
    return (lines.joined(separator: "\n"), result.diffImage)
  }
}
