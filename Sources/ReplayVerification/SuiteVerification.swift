public import Foundation
public import ReplayComparison
public import ReplayRendering

/// Verifies every recording of a ``VerificationSuite`` with its goldens, one after the
/// other in the suite's order, each with the same tolerance, record mode and artifacts root:
/// what `snapreplay verify --suite` runs (and `verify REC --golden DIR`, a suite of one).
///
/// ```swift
/// let suite = try VerificationSuite(contentsOf: URL(fileURLWithPath: "Tests/visual"))
/// let result = try SuiteVerification(suite: suite, record: .never).run()
/// print(result.passed)
/// ```
public struct SuiteVerification: Sendable {
  /// The recordings.
  public var suite: VerificationSuite
  /// Render options over every entry's own (the command line's).
  public var renderOptions: RenderOptionOverrides
  /// The tolerance for each frame.
  public var comparison: ComparisonOptions
  /// Items and rectangles no recording compares, besides each entry's own.
  public var ignoring = IgnoredRegions()
  /// How every recording's goldens are kept; `nil` keeps each directory's own format.
  public var goldenFormat: GoldenFormat?
  /// When goldens are written.
  public var record: RecordMode
  /// The artifacts root (see ``GoldenVerification/artifacts``); `nil` for the default.
  public var artifacts: URL?
  /// What the drawing workers' canvases may take together.
  public var memoryBudget: CanvasMemoryBudget
  /// Write artifacts over files this tool did not write.
  public var force: Bool
  /// What pixel-only differences do to the suite.
  public var pixelsOnly: PixelsOnlyPolicy

  /// Creates a suite verification.
  ///
  /// - Parameters:
  ///   - suite: The recordings.
  ///   - renderOptions: Render options over every entry's own.
  ///   - comparison: The per-frame tolerance.
  ///   - record: When goldens are written.
  ///   - artifacts: The artifacts root; `nil` for `$SNAPREPLAY_ARTIFACTS` or the per-user one.
  ///   - memoryBudget: What the drawing workers' canvases may take together.
  ///   - force: Write artifacts over files this tool did not write.
  ///   - pixelsOnly: What pixel-only differences do.
  public init(
    suite: VerificationSuite, renderOptions: RenderOptionOverrides = RenderOptionOverrides(),
    comparison: ComparisonOptions = ComparisonOptions(), record: RecordMode = .missing,
    artifacts: URL? = nil, memoryBudget: CanvasMemoryBudget = .default, force: Bool = false,
    pixelsOnly: PixelsOnlyPolicy = .fail
  ) {
    self.suite = suite
    self.renderOptions = renderOptions
    self.comparison = comparison
    self.record = record
    self.artifacts = artifacts
    self.memoryBudget = memoryBudget
    self.force = force
    self.pixelsOnly = pixelsOnly
  }

  /// The verification of one entry, with the suite's settings.
  ///
  /// - Parameter entry: One of the suite's entries.
  /// - Returns: Its verification.
  public func verification(of entry: VerificationSuite.Entry) -> GoldenVerification {
    var verification = GoldenVerification(
      recording: entry.recording, goldens: entry.goldens,
      renderOptions: entry.renderOptions.overridden(by: renderOptions), comparison: comparison,
      ignoring: IgnoredRegions(
        items: entry.ignoring.items + ignoring.items, rects: entry.ignoring.rects + ignoring.rects),
      record: record, artifacts: artifacts, memoryBudget: memoryBudget, force: force)
    verification.goldenFormat = goldenFormat
    return verification
  }

  /// Verifies each recording in order.
  ///
  /// - Parameter starting: Called before each recording is verified, with its index.
  /// - Returns: One result per recording.
  /// - Throws: The first ``VerificationError``: a recording that cannot be read or rendered,
  ///   or artifacts or goldens that cannot be written, stops the suite, as it stops a single
  ///   verification; differing frames are failed results, not errors.
  public func run(
    starting: ((Int, VerificationSuite.Entry) -> Void)? = nil
  ) throws(VerificationError) -> SuiteResult {
    var results: [VerificationResult] = []
    for (index, entry) in suite.entries.enumerated() {
      starting?(index, entry)
      results.append(try verification(of: entry).run())
    }
    return SuiteResult(results: results, pixelsOnly: pixelsOnly)
  }
}
