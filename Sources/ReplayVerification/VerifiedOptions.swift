public import Foundation
public import ReplayComparison
public import ReplayRendering

/// The options one recording of a suite was verified with: its render options (the suite
/// entry's own under the command line's) and its tolerance. A verify report shows them beside
/// the recording's result and writes them into the command that re-records it; a shard of
/// `verify --suite` keeps them in its fragment, so that `snapreplay merge` writes the report an
/// unsharded run writes.
///
/// It is `Codable` as `{"recording": …, "goldens": …, "render": {hint name: value},
/// "tolerance": {…}}` (and `"ignore": {…}` when something was not compared), the render options in their one saved form (``RenderOptionOverrides``).
///
/// ```swift
/// let options = VerifiedOptions(verification.verification(of: suite.entries[0]))
/// print(options.renderOptions.arguments)  // ["--fps", "5"]
/// ```
public struct VerifiedOptions: Equatable, Sendable {
  /// The recording.
  public var recording: URL
  /// Its golden directory.
  public var goldens: URL
  /// The render options it ran with, on top of the recording's header hints.
  public var renderOptions: RenderOptionOverrides
  /// The tolerance it compared with.
  public var comparison: ComparisonOptions
  /// What it did not compare.
  public var ignoring = IgnoredRegions()
  /// The suite's root its paths are written relative to (``ResultRoot``); `nil`: whole.
  public var root: ResultRoot?

  /// Options of a recording.
  ///
  /// - Parameters:
  ///   - recording: The recording.
  ///   - goldens: Its golden directory.
  ///   - renderOptions: The render options it ran with.
  ///   - comparison: The tolerance it compared with.
  public init(
    recording: URL, goldens: URL, renderOptions: RenderOptionOverrides,
    comparison: ComparisonOptions
  ) {
    self.recording = recording
    self.goldens = goldens
    self.renderOptions = renderOptions
    self.comparison = comparison
  }

  /// The options of a verification.
  ///
  /// - Parameter verification: One recording's verification.
  public init(_ verification: GoldenVerification) {
    self.init(
      recording: verification.recording, goldens: verification.goldens,
      renderOptions: verification.renderOptions, comparison: verification.comparison)
    ignoring = verification.ignoring
  }

  /// Whether these are the options of the verification that gave `result`: the same recording
  /// and golden directory.
  ///
  /// - Parameter result: A verification's result.
  /// - Returns: Whether `result` is of these options' recording and goldens.
  public func describe(_ result: VerificationResult) -> Bool {
    recording.standardizedFileURL.path == result.recording.standardizedFileURL.path
      && goldens.standardizedFileURL.path == result.goldens.standardizedFileURL.path
  }
}

extension VerifiedOptions: Codable {
  private enum CodingKeys: String, CodingKey {
    case goldens, recording, render, tolerance, ignore
  }

  /// Reads options from their JSON object.
  ///
  /// - Parameter decoder: The decoder.
  /// - Throws: `DecodingError` when a key is missing, or a render option is unknown or has a
  ///   value its option does not take.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let renderOptions = try container.decode(RenderOptionOverrides.self, forKey: .render)
    let root = ResultRoot.root(of: decoder)
    self.init(
      recording: ResultRoot.url(
        of: try container.decode(String.self, forKey: .recording), root: root),
      goldens: ResultRoot.url(of: try container.decode(String.self, forKey: .goldens), root: root),
      renderOptions: renderOptions,
      comparison: try container.decode(ComparisonOptions.self, forKey: .tolerance))
    ignoring =
      try container.decodeIfPresent(IgnoredRegions.self, forKey: .ignore) ?? IgnoredRegions()
    self.root = root
  }

  /// Writes the options' JSON object.
  ///
  /// - Parameter encoder: The encoder.
  /// - Throws: The encoder's errors.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(ResultRoot.text(of: goldens, root: root), forKey: .goldens)
    try container.encode(ResultRoot.text(of: recording, root: root), forKey: .recording)
    try container.encode(renderOptions, forKey: .render)
    try container.encode(comparison, forKey: .tolerance)
    // Only when set: fragments of runs that ignore nothing stay as they were.
    if !ignoring.isEmpty { try container.encode(ignoring, forKey: .ignore) }
  }
}
