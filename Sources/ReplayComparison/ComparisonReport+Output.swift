import Foundation
import ReplayRaster

extension ComparisonReport {
  /// The report for people: one line per frame, the diff image paths, then a verdict line.
  ///
  /// ```
  /// frame-0002.png: different: 12 pixels differ (0.01%), 3 anti-aliased pixels ignored
  ///   diff image: /tmp/artifacts/frame-0002.diff.png
  /// FAIL: 1 of 2 frames differs
  /// ```
  public var text: String {
    var lines: [String] = []
    for frame in frames {
      lines.append(frame.summary)
      if let url = frame.diffImageURL { lines.append("  diff image: \(url.path)") }
    }
    let noun = frames.count == 1 ? "frame" : "frames"
    if passed {
      lines.append("PASS: \(frames.count) \(noun) equal within tolerance")
    } else {
      let failing = failingFrames.count
      let verb = failing == 1 ? "differs" : "differ"
      lines.append("FAIL: \(failing) of \(frames.count) \(noun) \(verb)")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The report for scripts, as pretty-printed JSON with sorted keys.
  ///
  /// Top level: `passed`, `threshold`, `maxDiffPixels`, `maxDiffRatio`, `differingPixels`,
  /// `antialiasedPixels` (totals) and `frames`. Each frame has `name` and `status`
  /// (`identical`, `withinTolerance`, `different`, `dimensionMismatch`, `missing`, `extra`);
  /// compared frames add `differingPixels`, `antialiasedPixels`, `totalPixels`, `diffRatio`,
  /// `referenceSize` and `candidateSize`, and `diffImage` when one was written.
  public var json: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // Encoding plain structs of strings and numbers cannot fail.
    let data = (try? encoder.encode(JSONReport(self))) ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}

/// The `--json` document.
private struct JSONReport: Encodable {
  var passed: Bool
  var threshold: Double
  var maxDiffPixels: Int?
  var maxDiffRatio: Double?
  var differingPixels: Int
  var antialiasedPixels: Int
  var frames: [JSONFrame]

  init(_ report: ComparisonReport) {
    passed = report.passed
    threshold = report.options.threshold
    maxDiffPixels = report.options.maxDiffPixels
    maxDiffRatio = report.options.maxDiffRatio
    differingPixels = report.differingPixels
    antialiasedPixels = report.antialiasedPixels
    frames = report.frames.map(JSONFrame.init)
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(passed, forKey: .passed)
    try container.encode(threshold, forKey: .threshold)
    // Absent budgets are explicit nulls so scripts see every key.
    try container.encode(maxDiffPixels, forKey: .maxDiffPixels)
    try container.encode(maxDiffRatio, forKey: .maxDiffRatio)
    try container.encode(differingPixels, forKey: .differingPixels)
    try container.encode(antialiasedPixels, forKey: .antialiasedPixels)
    try container.encode(frames, forKey: .frames)
  }

  private enum CodingKeys: String, CodingKey {
    case passed, threshold, maxDiffPixels, maxDiffRatio, differingPixels, antialiasedPixels
    case frames
  }
}

/// One frame of the `--json` document.
private struct JSONFrame: Encodable {
  var name: String
  var status: String
  var differingPixels: Int?
  var antialiasedPixels: Int?
  var totalPixels: Int?
  var diffRatio: Double?
  var referenceSize: PixelSize?
  var candidateSize: PixelSize?
  var diffImage: String?

  init(_ frame: FrameComparison) {
    name = frame.name
    diffImage = frame.diffImageURL?.path
    switch frame.outcome {
    case .missingFromCandidate:
      status = "missing"
    case .extraInCandidate:
      status = "extra"
    case .compared(let result):
      status = result.verdict.rawValue
      referenceSize = result.referenceSize
      candidateSize = result.candidateSize
      if result.verdict != .dimensionMismatch {
        differingPixels = result.differingPixels
        antialiasedPixels = result.antialiasedPixels
        totalPixels = result.totalPixels
        diffRatio = result.diffRatio
      }
    }
  }
}
