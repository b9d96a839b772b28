public import ReplayRaster

/// How tolerant an image comparison is, at the pixel and at the image level.
///
/// Two levels, as in pixelmatch and Playwright: `threshold` decides whether one pixel differs
/// (a perceptual YIQ colour distance, anti-aliased pixels excepted), and the budget
/// (`maxDiffPixels`, `maxDiffRatio`) decides how many differing pixels an image may have and
/// still pass.
///
/// It is `Codable` as the `tolerance` object of `verify --json`, its cache entries and shard
/// fragments: `{"includeAntialiasing": false, "maximumPixels": 67108864, "threshold": 0.1}`,
/// with `maxDiffPixels` and `maxDiffRatio` when set.
public struct ComparisonOptions: Sendable, Equatable, Codable {
  /// The per-pixel colour-distance threshold on a 0–1 scale; 0 flags any change.
  ///
  /// A pixel differs when its YIQ distance exceeds `threshold² × 35215`, the squared distance
  /// between black and white.
  public var threshold: Double
  /// How many differing pixels an image may have; `nil` means no pixel budget.
  public var maxDiffPixels: Int?
  /// The fraction (0–1) of an image's pixels that may differ; `nil` means no ratio budget.
  public var maxDiffRatio: Double?
  /// Whether anti-aliased pixels count as differences instead of being detected and ignored.
  public var includeAntialiasing: Bool
  /// The most pixels a PNG file may declare and still be decoded: 8192 × 8192 by default
  /// (`PNGCodec.defaultMaximumPixels`). Headers are checked against it before any pixel memory
  /// is allocated; a comparison holds up to three images this size (both sides and the
  /// difference image), 768 MiB at the default.
  public var maximumPixels: Int

  /// The default per-pixel threshold, as in pixelmatch.
  public static let defaultThreshold = 0.1

  /// Creates options; the defaults pass only images without a differing pixel.
  ///
  /// - Parameters:
  ///   - threshold: The per-pixel colour-distance threshold, 0–1 (default 0.1).
  ///   - maxDiffPixels: The number of differing pixels allowed per image.
  ///   - maxDiffRatio: The fraction of differing pixels allowed per image.
  ///   - includeAntialiasing: Count anti-aliased pixels as differences.
  ///   - maximumPixels: The most pixels a PNG file may declare and still be decoded.
  public init(
    threshold: Double = ComparisonOptions.defaultThreshold, maxDiffPixels: Int? = nil,
    maxDiffRatio: Double? = nil, includeAntialiasing: Bool = false,
    maximumPixels: Int = PNGCodec.defaultMaximumPixels
  ) {
    self.threshold = threshold
    self.maxDiffPixels = maxDiffPixels
    self.maxDiffRatio = maxDiffRatio
    self.includeAntialiasing = includeAntialiasing
    self.maximumPixels = maximumPixels
  }

  /// Whether an image with `differingPixels` of `totalPixels` stays within the budget.
  ///
  /// When both budgets are given the more generous one applies, as in Playwright; with neither,
  /// no differing pixel is allowed.
  ///
  /// - Parameters:
  ///   - differingPixels: The pixels over the threshold.
  ///   - totalPixels: The image's pixel count.
  /// - Returns: `true` when the image passes.
  public func allows(differingPixels: Int, of totalPixels: Int) -> Bool {
    if differingPixels == 0 { return true }
    if let maxDiffPixels, differingPixels <= maxDiffPixels { return true }
    if let maxDiffRatio, totalPixels > 0,
      Double(differingPixels) <= maxDiffRatio * Double(totalPixels)
    {
      return true
    }
    return false
  }

  /// The largest YIQ squared distance two pixels may have and still match.
  var maxColorDelta: Double { YIQ.maxDelta * threshold * threshold }
}
