import Foundation
import ReplayComparison
import ReplayRendering
import Testing

@testable import ReplayVerification

/// Paths inside a suite's root are written relative to it, and read back from wherever the
/// root is now; paths outside it stay whole; fragments of version 2 (all paths whole) still
/// read.
@Suite struct ResultRootTests {
  let root = ResultRoot(URL(fileURLWithPath: "/ci/checkout"))

  @Test func aPathInsideTheRootIsRelativeAndOneOutsideWhole() {
    #expect(root.text(of: URL(fileURLWithPath: "/ci/checkout/suite/a.jsonl")) == "suite/a.jsonl")
    #expect(
      root.text(of: URL(fileURLWithPath: "/ci/checkout-2/a.jsonl")) == "/ci/checkout-2/a.jsonl")
    #expect(root.text(of: URL(fileURLWithPath: "/ci/checkout")) == "/ci/checkout")
    #expect(root.text(of: URL(fileURLWithPath: "/tmp/artifacts/a")) == "/tmp/artifacts/a")
  }

  @Test func theRootIsNamedFromTheResultsDirectory() {
    #expect(root.path(from: URL(fileURLWithPath: "/ci/checkout/results")) == "..")
    #expect(root.path(from: URL(fileURLWithPath: "/ci/checkout/out/shard-1")) == "../..")
    #expect(root.path(from: URL(fileURLWithPath: "/ci/checkout")) == ".")
    #expect(root.path(from: URL(fileURLWithPath: "/scratch/results")) == "../../ci/checkout")
  }

  @Test func aResultWrittenRelativeReadsBackWhereverTheRootIsNow() throws {
    var result = VerificationResult(
      recording: URL(fileURLWithPath: "/ci/checkout/suite/a.jsonl"),
      goldens: URL(fileURLWithPath: "/ci/checkout/suite/a"), record: .never,
      report: ComparisonReport(
        options: ComparisonOptions(),
        frames: [FrameComparison(name: "frame-000000.png", outcome: .extraInCandidate)]),
      actualDirectory: URL(fileURLWithPath: "/tmp/artifacts/a/actual"), recorded: [],
      removed: [])
    result.root = root
    let text = result.json
    #expect(text.contains(#""recording": "suite/a.jsonl""#))
    #expect(text.contains(#""actualDirectory": "/tmp/artifacts/a/actual""#))
    let decoder = JSONDecoder()
    let elsewhere = ResultRoot(URL(fileURLWithPath: "/home/me/repo"))
    decoder.userInfo[try #require(ResultRoot.decodingKey)] = elsewhere
    let read = try decoder.decode(VerificationResult.self, from: Data(text.utf8))
    #expect(read.recording.path == "/home/me/repo/suite/a.jsonl")
    #expect(read.actualDirectory.path == "/tmp/artifacts/a/actual")
    #expect(read.json == text)
  }

  @Test func aVersionTwoFragmentWithWholePathsStillReads() throws {
    let result = SuiteResult(results: [
      VerificationResult(
        recording: URL(fileURLWithPath: "/old/suite/a.jsonl"),
        goldens: URL(fileURLWithPath: "/old/suite/a"), record: .never,
        report: ComparisonReport(options: ComparisonOptions(), frames: []),
        actualDirectory: URL(fileURLWithPath: "/old/results/artifacts/a/actual"), recorded: [],
        removed: [])
    ])
    let fragment = SuiteShardFragment(
      shard: try Shard(parsing: "1/1"), suite: "s", recordings: ["a.jsonl"],
      assigned: ["a.jsonl"], result: result,
      options: [
        VerifiedOptions(
          recording: URL(fileURLWithPath: "/old/suite/a.jsonl"),
          goldens: URL(fileURLWithPath: "/old/suite/a"), renderOptions: RenderOptionOverrides(),
          comparison: ComparisonOptions())
      ], directory: URL(fileURLWithPath: "/old/results"))
    // As version 2 wrote it: no root, every path whole.
    let version2 = fragment.json.replacingOccurrences(
      of: #""version": 3"#, with: #""version": 2"#)
    #expect(version2.contains(#""version": 2"#) && !version2.contains(#""root""#))
    let read = try #require(SuiteShardFragment(json: Data(version2.utf8)))
    #expect(read.root == nil)
    #expect(read.result.results.first?.recording.path == "/old/suite/a.jsonl")
    #expect(read.directory?.path == "/old/results")
  }
}
