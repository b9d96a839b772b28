import ArgumentParser
import ReplayComparison
import ReplayRaster

/// The per-pixel threshold and per-image budget shared by `compare` and `verify`.
struct ToleranceArguments: ParsableArguments {
  @Option(help: "Per-pixel colour-distance threshold, 0 to 1.")
  var threshold: Double = ComparisonOptions.defaultThreshold

  @Option(help: "Differing pixels allowed per image.")
  var maxDiffPixels: Int?

  @Option(help: "Fraction of differing pixels allowed per image, 0 to 1.")
  var maxDiffRatio: Double?

  @Option(
    help: ArgumentHelp(
      "The most pixels (width × height) a PNG may declare; larger ones are not decoded.",
      valueName: "count"))
  var maxPixels = PNGCodec.defaultMaximumPixels

  func validate() throws {
    guard maxPixels >= 1 else {
      throw ValidationError("--max-pixels must be 1 or more, got \(maxPixels)")
    }
    guard (0...1).contains(threshold) else {
      throw ValidationError("--threshold must be between 0 and 1, got \(threshold)")
    }
    if let maxDiffPixels, maxDiffPixels < 0 {
      throw ValidationError("--max-diff-pixels must not be negative, got \(maxDiffPixels)")
    }
    if let maxDiffRatio, !(0...1).contains(maxDiffRatio) {
      throw ValidationError("--max-diff-ratio must be between 0 and 1, got \(maxDiffRatio)")
    }
  }

  /// The options for `ReplayComparison`.
  var options: ComparisonOptions {
    ComparisonOptions(
      threshold: threshold, maxDiffPixels: maxDiffPixels, maxDiffRatio: maxDiffRatio,
      maximumPixels: maxPixels)
  }
}
