import Foundation
import ReplayComparison
import ReplayRaster
import Testing

@testable import ReplayVerification

/// `verify --json`: the schema lives with the result, written by the one JSON writer.
@Suite struct VerificationResultJSONTests {
  static let size = PixelSize(width: 20, height: 10)

  static func compared(_ verdict: ReplayComparison.ComparisonResult.Verdict, differing: Int)
    -> ReplayComparison.ComparisonResult
  {
    ReplayComparison.ComparisonResult(
      verdict: verdict, referenceSize: size, candidateSize: size, differingPixels: differing,
      antialiasedPixels: 0, diffImage: nil)
  }

  /// Goldens: frames 0–2; render: frames 0, 1 and 3. Frame 1 differs and has a diff image.
  static let result = VerificationResult(
    recording: URL(fileURLWithPath: "/work/rec.jsonl"),
    goldens: URL(fileURLWithPath: "/work/goldens"), record: .missing,
    report: ComparisonReport(
      options: ComparisonOptions(),
      frames: [
        FrameComparison(
          name: "frame-000000.png", outcome: .compared(compared(.identical, differing: 0))),
        FrameComparison(
          name: "frame-000001.png", outcome: .compared(compared(.different, differing: 7)),
          diffImageURL: URL(fileURLWithPath: "/tmp/a/goldens/diff/frame-000001.diff.png")),
        FrameComparison(name: "frame-000002.png", outcome: .missingFromCandidate),
        FrameComparison(name: "frame-000003.png", outcome: .extraInCandidate),
      ]),
    actualDirectory: URL(fileURLWithPath: "/tmp/a/goldens/actual"),
    recorded: ["frame-000003.png"], removed: [])

  @Test func jsonIsPrettyWithSortedKeysByteForByte() {
    #expect(
      Self.result.json == """
        {
          "actualDirectory": "/tmp/a/goldens/actual",
          "frames": [
            {
              "actualSize": "20x10",
              "antialiasedPixels": 0,
              "differingPixels": 0,
              "goldenSize": "20x10",
              "name": "frame-000000.png",
              "status": "identical"
            },
            {
              "actualSize": "20x10",
              "antialiasedPixels": 0,
              "diffImage": "/tmp/a/goldens/diff/frame-000001.diff.png",
              "differingPixels": 7,
              "goldenSize": "20x10",
              "name": "frame-000001.png",
              "status": "different"
            },
            {
              "name": "frame-000002.png",
              "status": "notRendered"
            },
            {
              "name": "frame-000003.png",
              "status": "noGolden"
            }
          ],
          "goldens": "/work/goldens",
          "passed": false,
          "record": "missing",
          "recorded": [
            "frame-000003.png"
          ],
          "recording": "/work/rec.jsonl",
          "removed": [],
          "tolerance": {
            "includeAntialiasing": false,
            "maximumPixels": 67108864,
            "threshold": 0.1
          }
        }

        """)
  }

  @Test func jsonParsesWithTheResultsValues() throws {
    let object = try #require(
      JSONSerialization.jsonObject(with: Data(Self.result.json.utf8)) as? [String: Any])
    #expect(object["passed"] as? Bool == false)
    #expect(object["recorded"] as? [String] == ["frame-000003.png"])
    #expect((object["frames"] as? [[String: Any]])?.count == 4)
  }
}
