import Foundation
import ReplayComparison
import ReplayRaster

/// The result's `Codable` form is the one definition of its JSON document:
/// ``VerificationResult/json`` writes it (through `JSONDocumentEncoder`) and `JSONDecoder` reads
/// it back, so a result written by one process (a shard, a cache entry) is read by another and
/// written again byte for byte. `passed` is written for readers and recomputed when decoding;
/// the tolerance is `ComparisonOptions`' own `Codable` form.
///
/// ```swift
/// let result = try JSONDecoder().decode(VerificationResult.self, from: Data(text.utf8))
/// print(result.json == text)  // true
/// ```
extension VerificationResult: Codable {
  private enum CodingKeys: String, CodingKey {
    case actualDirectory, classification, divergence, error, frames, goldens, passed
    case recipeDifferences, record, recorded, recording, removed, timing, tolerance
  }

  private struct Frame: Codable {
    var actualSize: String?
    var antialiasedPixels: Int?
    var diffImage: String?
    var differingPixels: Int?
    var goldenSize: String?
    /// The frame's masks as `x,y,width,height`; absent when nothing was masked.
    var masks: [String]?
    var name: String
    var status: String
    /// For a failing compared frame whose goldens keep structure: `changed` or `same`.
    var structure: String?
  }

  /// Reads a result from its JSON document.
  ///
  /// - Parameter decoder: The decoder.
  /// - Throws: `DecodingError` when a key is missing or holds an unknown status, record mode,
  ///   classification or size.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let options = try container.decode(ComparisonOptions.self, forKey: .tolerance)
    // Paths relative to a suite's root (ResultRoot) start where the reader says, and stay
    // relative, so that a merge writes them as the shards did.
    let root = ResultRoot.root(of: decoder)
    func url(_ key: CodingKeys) throws -> URL {
      ResultRoot.url(of: try container.decode(String.self, forKey: key), root: root)
    }
    var frames: [FrameComparison] = []
    let savedFrames = try container.decode([Frame].self, forKey: .frames)
    var masks: [String: [PixelRect]] = [:]
    for frame in savedFrames {
      frames.append(try Self.comparison(frame, in: container, root: root))
      if let texts = frame.masks {
        masks[frame.name] = try texts.map { text in
          guard let rect = IgnoredRegions.rect(text) else {
            throw DecodingError.dataCorruptedError(
              forKey: .frames, in: container,
              debugDescription: "frame \(frame.name): mask \"\(text)\" is not x,y,width,height")
          }
          return rect
        }
      }
    }
    let recordName = try container.decode(String.self, forKey: .record)
    guard let record = RecordMode(rawValue: recordName) else {
      throw DecodingError.dataCorruptedError(
        forKey: .record, in: container, debugDescription: "unknown record mode \(recordName)")
    }
    self.init(
      recording: try url(.recording), goldens: try url(.goldens),
      record: record, report: ComparisonReport(options: options, frames: frames),
      actualDirectory: try url(.actualDirectory),
      recorded: try container.decode([String].self, forKey: .recorded),
      removed: try container.decode([String].self, forKey: .removed),
      recipeDifferences: try container.decodeIfPresent(
        [RecipeDifference].self, forKey: .recipeDifferences),
      classification: try container.decodeIfPresent(
        VerificationClassification.self, forKey: .classification),
      divergence: try container.decodeIfPresent(StructuralDivergence.self, forKey: .divergence),
      timing: try container.decodeIfPresent(TimingDifference.self, forKey: .timing))
    error = try container.decodeIfPresent(ErroredVerification.self, forKey: .error)
    self.masks = masks
    self.root = root
    if savedFrames.contains(where: { $0.structure != nil }) {
      changedFrames = Set(savedFrames.filter { $0.structure == "changed" }.map(\.name))
    }
  }

  /// Writes the result's JSON document's keys and values.
  ///
  /// - Parameter encoder: The encoder.
  /// - Throws: The encoder's errors.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(ResultRoot.text(of: actualDirectory, root: root), forKey: .actualDirectory)
    try container.encodeIfPresent(classification, forKey: .classification)
    try container.encodeIfPresent(divergence, forKey: .divergence)
    try container.encodeIfPresent(error, forKey: .error)
    try container.encode(
      report.frames.map { frame in
        Frame(
          actualSize: frame.result.map { Self.text($0.candidateSize) },
          antialiasedPixels: frame.result?.antialiasedPixels,
          diffImage: frame.diffImageURL.map { ResultRoot.text(of: $0, root: root) },
          differingPixels: frame.result?.differingPixels,
          goldenSize: frame.result.map { Self.text($0.referenceSize) },
          masks: masks[frame.name].map { $0.map(IgnoredRegions.text(of:)) }, name: frame.name,
          status: Self.status(of: frame), structure: structure(of: frame))
      }, forKey: .frames)
    try container.encode(ResultRoot.text(of: goldens, root: root), forKey: .goldens)
    try container.encode(passed, forKey: .passed)
    try container.encodeIfPresent(recipeDifferences, forKey: .recipeDifferences)
    try container.encode(record.rawValue, forKey: .record)
    try container.encode(recorded, forKey: .recorded)
    try container.encode(ResultRoot.text(of: recording, root: root), forKey: .recording)
    try container.encode(removed, forKey: .removed)
    try container.encodeIfPresent(timing, forKey: .timing)
    try container.encode(report.options, forKey: .tolerance)
  }

  /// The status a frame's JSON object gives it: a comparison verdict, `notRendered` (a golden
  /// the render no longer produces) or `noGolden` (a rendered frame without one).
  static func status(of frame: FrameComparison) -> String {
    switch frame.outcome {
    case .compared(let comparison): comparison.verdict.rawValue
    case .missingFromCandidate: "notRendered"
    case .extraInCandidate: "noGolden"
    }
  }

  /// `changed` or `same` for a failing compared frame when the goldens keep structure.
  private func structure(of frame: FrameComparison) -> String? {
    guard let changedFrames, !frame.passed, frame.result != nil else { return nil }
    return changedFrames.contains(frame.name) ? "changed" : "same"
  }

  /// `328x221`.
  private static func text(_ size: PixelSize) -> String { "\(size.width)x\(size.height)" }

  /// A frame's comparison from its JSON object.
  private static func comparison(
    _ frame: Frame, in container: KeyedDecodingContainer<CodingKeys>, root: ResultRoot?
  ) throws -> FrameComparison {
    let diffImage = frame.diffImage.map { ResultRoot.url(of: $0, root: root) }
    switch frame.status {
    case "notRendered":
      return FrameComparison(name: frame.name, outcome: .missingFromCandidate)
    case "noGolden":
      return FrameComparison(name: frame.name, outcome: .extraInCandidate)
    default:
      guard let verdict = ComparisonResult.Verdict(rawValue: frame.status),
        let golden = frame.goldenSize.flatMap(size), let actual = frame.actualSize.flatMap(size),
        let differing = frame.differingPixels, let antialiased = frame.antialiasedPixels
      else {
        throw DecodingError.dataCorruptedError(
          forKey: .frames, in: container,
          debugDescription: "frame \(frame.name): status \(frame.status) needs "
            + "differingPixels, antialiasedPixels, goldenSize and actualSize")
      }
      return FrameComparison(
        name: frame.name,
        outcome: .compared(
          ComparisonResult(
            verdict: verdict, referenceSize: golden, candidateSize: actual,
            differingPixels: differing, antialiasedPixels: antialiased, diffImage: nil)),
        diffImageURL: diffImage)
    }
  }

  /// `328x221` read back.
  private static func size(_ text: String) -> PixelSize? {
    let parts = text.split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
      width >= 0, height >= 0
    else { return nil }
    return PixelSize(width: width, height: height)
  }
}
