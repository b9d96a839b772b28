import Foundation
import ReplayComparison
import ReplayRaster
import ReplayRendering
import ReplayVerification
import Testing

/// The options a shard's fragment carries for each recording, so that `merge` writes the
/// report one run writes: read back exactly, and a damaged fragment is refused.
@Suite struct VerifiedOptionsTests {
  let options = VerifiedOptions(
    recording: URL(fileURLWithPath: "/w/suite/a.jsonl"),
    goldens: URL(fileURLWithPath: "/w/suite/a"),
    renderOptions: RenderOptionOverrides {
      $0.scale = 0.5
      $0.fps = 29.97
      $0.maxIdle = .some(nil)
      $0.toSeq = 3
    },
    comparison: ComparisonOptions(threshold: 0.25, maxDiffPixels: 12, maxDiffRatio: 0.015))

  @Test func writtenAsJSONItReadsBackTheSame() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let data = try encoder.encode(options)
    // The one saved form of options: hints by name, numbers as numbers.
    #expect(
      String(decoding: data, as: UTF8.self).contains(
        #""render":{"fps":29.97,"maxIdle":"none","scale":0.5,"to":3}"#))
    #expect(try JSONDecoder().decode(VerifiedOptions.self, from: data) == options)
  }

  @Test func ignoredRegionsAreWrittenOnlyWhenSetAndReadBack() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    #expect(!String(decoding: try encoder.encode(options), as: UTF8.self).contains("ignore"))
    var masked = options
    masked.ignoring = IgnoredRegions(
      items: ["clock"], rects: [PixelRect(x: 0, y: 0, width: 390, height: 20)])
    let data = try encoder.encode(masked)
    #expect(
      String(decoding: data, as: UTF8.self).contains(
        #""ignore":{"items":["clock"],"rects":["0,0,390,20"]}"#))
    #expect(try JSONDecoder().decode(VerifiedOptions.self, from: data) == masked)
  }

  @Test(arguments: [
    #"{"recording":"/a.jsonl","goldens":"/a","render":{"fsp":"5"},"tolerance":"#
      + #"{"includeAntialiasing":false,"maximumPixels":1,"threshold":0.1}}"#,
    #"{"recording":"/a.jsonl","goldens":"/a","render":{"fps":"0"},"tolerance":"#
      + #"{"includeAntialiasing":false,"maximumPixels":1,"threshold":0.1}}"#,
    #"{"recording":"/a.jsonl","goldens":"/a","render":{}}"#,
  ])
  func anUnknownOptionABadValueOrAMissingToleranceIsNoOptions(json: String) {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(VerifiedOptions.self, from: Data(json.utf8))
    }
  }

  @Test func theyDescribeTheResultOfTheirRecordingAndGoldensOnly() {
    func result(_ recording: String, _ goldens: String) -> VerificationResult {
      VerificationResult(
        recording: URL(fileURLWithPath: recording), goldens: URL(fileURLWithPath: goldens),
        record: .never, report: ComparisonReport(options: ComparisonOptions(), frames: []),
        actualDirectory: URL(fileURLWithPath: "/tmp/a/actual"), recorded: [], removed: [])
    }
    #expect(options.describe(result("/w/suite/./a.jsonl", "/w/suite/a")))
    #expect(!options.describe(result("/w/suite/a.jsonl", "/w/other/a")))
    #expect(!options.describe(result("/w/suite/b.jsonl", "/w/suite/a")))
  }
}
