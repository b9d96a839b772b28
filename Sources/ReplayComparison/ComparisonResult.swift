import Foundation
public import ReplayRaster

/// The outcome of comparing a reference image with a candidate image.
public struct ComparisonResult: Sendable {
  /// The verdict, from best to worst.
  public enum Verdict: String, Sendable, Codable {
    /// The two images have the same pixels (or the files the same bytes).
    case identical
    /// Some pixels differ, but no more than the budget allows.
    case withinTolerance
    /// More pixels differ than the budget allows.
    case different
    /// The images have different widths or heights; pixels were not compared.
    case dimensionMismatch
  }

  /// The verdict.
  public let verdict: Verdict
  /// The reference image's size.
  public let referenceSize: PixelSize
  /// The candidate image's size.
  public let candidateSize: PixelSize
  /// Pixels whose colour distance exceeds the threshold and that are not anti-aliasing.
  public let differingPixels: Int
  /// Pixels over the threshold that were recognised as anti-aliasing and not counted.
  public let antialiasedPixels: Int
  /// Changed pixels in red and anti-aliased ones in yellow over a faded copy of the reference;
  /// `nil` when the images are identical or their sizes differ.
  public let diffImage: RasterImage?

  /// Whether the comparison passes: identical or within tolerance.
  public var passed: Bool { verdict == .identical || verdict == .withinTolerance }

  /// The reference's pixel count.
  public var totalPixels: Int { referenceSize.width * referenceSize.height }

  /// `differingPixels / totalPixels`, 0 when there are no pixels.
  public var diffRatio: Double {
    totalPixels == 0 ? 0 : Double(differingPixels) / Double(totalPixels)
  }

  /// Creates a result; `ImageComparison` is the usual source.
  public init(
    verdict: Verdict, referenceSize: PixelSize, candidateSize: PixelSize, differingPixels: Int,
    antialiasedPixels: Int, diffImage: RasterImage?
  ) {
    self.verdict = verdict
    self.referenceSize = referenceSize
    self.candidateSize = candidateSize
    self.differingPixels = differingPixels
    self.antialiasedPixels = antialiasedPixels
    self.diffImage = diffImage
  }

  /// The same result without the difference image's pixels: what is kept once the image is
  /// on disk, or when it is not wanted.
  var withoutDiffImage: ComparisonResult {
    ComparisonResult(
      verdict: verdict, referenceSize: referenceSize, candidateSize: candidateSize,
      differingPixels: differingPixels, antialiasedPixels: antialiasedPixels, diffImage: nil)
  }

  /// A one-line account, such as `1523 pixels differ (0.12%), 12 anti-aliased pixels ignored`.
  public var summary: String {
    switch verdict {
    case .identical:
      return "identical"
    case .dimensionMismatch:
      return "dimension mismatch: reference is \(referenceSize), candidate is \(candidateSize)"
    case .withinTolerance, .different:
      let percent = (diffRatio * 100).formatted(.number.precision(.fractionLength(2)))
      let noun = differingPixels == 1 ? "pixel differs" : "pixels differ"
      let aliased = antialiasedPixels == 1 ? "pixel" : "pixels"
      let head = verdict == .different ? "different" : "within tolerance"
      return "\(head): \(differingPixels) \(noun) (\(percent)%), "
        + "\(antialiasedPixels) anti-aliased \(aliased) ignored"
    }
  }
}
