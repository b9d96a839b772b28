import Foundation
import ReplayComparison
import ReplayRaster
import Testing

@testable import ReplayVerification

/// One value, every output: the terminal summary and `--json` of a suite, and the stable JSON
/// that shards are merged from.
@Suite struct SuiteResultTests {
  static func result(
    _ name: String, differing: Int, classification: VerificationClassification? = nil,
    divergence: StructuralDivergence? = nil, recipe: [RecipeDifference]? = []
  ) -> VerificationResult {
    let size = PixelSize(width: 20, height: 10)
    let verdict: ReplayComparison.ComparisonResult.Verdict =
      differing == 0 ? .identical : .different
    return VerificationResult(
      recording: URL(fileURLWithPath: "/work/\(name).jsonl"),
      goldens: URL(fileURLWithPath: "/work/\(name)"), record: .never,
      report: ComparisonReport(
        options: ComparisonOptions(maxDiffRatio: 0.25),
        frames: [
          FrameComparison(
            name: "frame-000000.png",
            outcome: .compared(
              ReplayComparison.ComparisonResult(
                verdict: verdict, referenceSize: size, candidateSize: size,
                differingPixels: differing, antialiasedPixels: 2, diffImage: nil)),
            diffImageURL: differing == 0
              ? nil : URL(fileURLWithPath: "/tmp/a/\(name)/diff/frame-000000.diff.png"))
        ]
          // A failing result also has a golden the render no longer produces.
          + (differing == 0
            ? [] : [FrameComparison(name: "frame-000001.png", outcome: .missingFromCandidate)])),
      actualDirectory: URL(fileURLWithPath: "/tmp/a/\(name)/actual"), recorded: [], removed: [],
      recipeDifferences: recipe, classification: classification, divergence: divergence)
  }

  static let moved = StructuralDivergence(
    frame: 7, time: 0.2333333, item: "dog", text: "`dog` expected at y=44, rendered at y=88")

  static let suite = SuiteResult(results: [
    result("b", differing: 3, classification: .pixelsOnly),
    result("a", differing: 3, classification: .changed, divergence: moved),
  ])

  @Test func resultsAreInRecordingPathOrderWhateverOrderTheyCameIn() {
    #expect(Self.suite.results.map(\.recording.lastPathComponent) == ["a.jsonl", "b.jsonl"])
  }

  @Test func pixelOnlyFailuresWarnOnlyUnderTheWarnPolicy() {
    let pixels = Self.result("p", differing: 3, classification: .pixelsOnly)
    let changed = Self.result("c", differing: 3, classification: .changed)
    let unknown = Self.result("u", differing: 3, classification: .unknown)
    let warn = SuiteResult(results: [pixels], pixelsOnly: .warn)
    #expect(warn.outcome(of: pixels) == .warned)
    #expect(warn.outcome(of: changed) == .failed)
    #expect(warn.outcome(of: unknown) == .failed)
    #expect(warn.passed)
    #expect(!SuiteResult(results: [pixels], pixelsOnly: .fail).passed)
    #expect(!SuiteResult(results: [pixels, changed], pixelsOnly: .warn).passed)
  }

  @Test func aResultsJSONReadsBackIntoTheSameBytes() throws {
    let original = Self.result("a", differing: 3, classification: .changed, divergence: Self.moved)
    let decoded = try JSONDecoder().decode(VerificationResult.self, from: Data(original.json.utf8))
    #expect(decoded.json == original.json)
    #expect(decoded.report.options.maxDiffRatio == 0.25)
    #expect(decoded.report.frames[0].result?.antialiasedPixels == 2)
    #expect(decoded.divergence == Self.moved)
    // The Codable form carries the same keys and values as `json`.
    let encoded = try JSONEncoder().encode(original)
    let reread = try JSONDecoder().decode(VerificationResult.self, from: encoded)
    #expect(reread.json == original.json)
  }

  @Test func goldensThatDoNotSayHowTheyWereMadeStayUnknownThroughJSON() throws {
    let original = Self.result("a", differing: 0, recipe: nil)
    #expect(!original.json.contains("recipeDifferences"))
    let decoded = try JSONDecoder().decode(VerificationResult.self, from: Data(original.json.utf8))
    #expect(decoded.recipeDifferences == nil)
  }

  @Test func aSuitesJSONReadsBackIntoTheSameBytes() throws {
    let decoded = try JSONDecoder().decode(SuiteResult.self, from: Data(Self.suite.json.utf8))
    #expect(decoded.json == Self.suite.json)
    let object = try #require(
      JSONSerialization.jsonObject(with: Data(Self.suite.json.utf8)) as? [String: Any])
    #expect(object["passed"] as? Bool == false)
    #expect(object["pixelsOnly"] as? String == "fail")
    let recordings = try #require(object["recordings"] as? [[String: Any]])
    #expect(recordings.map { $0["outcome"] as? String } == ["failed", "failed"])
    #expect(recordings.map { $0["classification"] as? String } == ["changed", "pixelsOnly"])
    let summary = try #require(object["summary"] as? [String: Int])
    #expect(summary == ["errored": 0, "failed": 2, "passed": 0, "total": 2, "warned": 0])
  }

  @Test func theSummaryListsEachRecordingThenTheFailuresThenTheTotals() {
    let suite = SuiteResult(
      results: [
        Self.result("a", differing: 3, classification: .changed, divergence: Self.moved),
        Self.result("b", differing: 3, classification: .pixelsOnly),
        Self.result("c", differing: 0),
      ], pixelsOnly: .warn)
    let lines = suite.summary(verbose: false).split(
      separator: "\n", omittingEmptySubsequences: false)
    #expect(
      Array(lines.prefix(3)) == [
        "FAIL a.jsonl (changed): frame 7, 0.233 s: `dog` expected at y=44, rendered at y=88",
        "WARN b.jsonl (pixels-only): 1 of 2 frames differ, 1 no longer rendered",
        "PASS c.jsonl: 1 frames match",
      ])
    #expect(lines.last == "3 recordings: 1 passed, 1 warned, 1 failed.")
    #expect(
      lines.contains(
        "Replay of a.jsonl does not match its goldens in /work/a "
          + "(2 frames: 1 differ, 0 new, 1 no longer rendered)."))
  }

  /// An errored case is its own outcome, never a pass; the worst fault among them decides
  /// the exit status over failures; its JSON reads back into the same bytes.
  @Test func anErroredCaseIsCountedAndItsWorstFaultKept() throws {
    func errored(_ name: String, _ error: ErroredVerification) -> VerificationResult {
      VerificationResult(
        recording: URL(fileURLWithPath: "/work/\(name).jsonl"),
        goldens: URL(fileURLWithPath: "/work/\(name)"), record: .never,
        comparison: ComparisonOptions(), error: error)
    }
    let suite = SuiteResult(results: [
      Self.result("a", differing: 1),
      errored("b", .init(message: "/work/b.jsonl:1: error: bad", fault: .input)),
      errored("c", .init(message: "/work/c: cannot write", fault: .environment)),
      Self.result("d", differing: 0),
    ])
    #expect(suite.counts == [.passed: 1, .failed: 1, .errored: 2, .warned: 0])
    #expect(!suite.passed)
    #expect(suite.worstErrorFault == .environment)
    #expect(SuiteResult(results: [Self.result("a", differing: 1)]).worstErrorFault == nil)
    #expect(
      suite.summary(verbose: false).hasSuffix("\n4 recordings: 1 passed, 1 failed, 2 errored."))
    let json = suite.json
    let back = try JSONDecoder().decode(SuiteResult.self, from: Data(json.utf8))
    #expect(back.json == json)
    #expect(back.results[1].error?.fault == .input)
  }
}
