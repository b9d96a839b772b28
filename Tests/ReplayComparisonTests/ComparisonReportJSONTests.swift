import Foundation
import ReplayRaster
import Testing

@testable import ReplayComparison

/// `compare --json`, byte for byte: `JSONWriter`'s pretty layout with sorted keys, the same keys
/// and structure as the `JSONEncoder` output it replaced.
@Suite struct ComparisonReportJSONTests {
  static let reference = PixelSize(width: 6, height: 4)

  static func result(
    _ verdict: ReplayComparison.ComparisonResult.Verdict, candidate: PixelSize = reference,
    differing: Int, antialiased: Int = 0
  ) -> ReplayComparison.ComparisonResult {
    ReplayComparison.ComparisonResult(
      verdict: verdict, referenceSize: reference, candidateSize: candidate,
      differingPixels: differing, antialiasedPixels: antialiased, diffImage: nil)
  }

  @Test func everyKindOfFrameWithBudgetsSet() {
    let report = ComparisonReport(
      options: ComparisonOptions(threshold: 0.2, maxDiffPixels: 2, maxDiffRatio: 0.5),
      frames: [
        FrameComparison(name: "a.png", outcome: .missingFromCandidate),
        FrameComparison(
          name: "b.png", outcome: .compared(Self.result(.different, differing: 3, antialiased: 1)),
          diffImageURL: URL(fileURLWithPath: "/tmp/diff/b.diff.png")),
        FrameComparison(
          name: "c.png",
          outcome: .compared(
            Self.result(
              .dimensionMismatch, candidate: PixelSize(width: 2, height: 2), differing: 0))),
        FrameComparison(name: "d.png", outcome: .extraInCandidate),
      ])
    #expect(
      report.json == """
        {
          "antialiasedPixels": 1,
          "differingPixels": 3,
          "frames": [
            {
              "name": "a.png",
              "status": "missing"
            },
            {
              "antialiasedPixels": 1,
              "candidateSize": {
                "height": 4,
                "width": 6
              },
              "diffImage": "/tmp/diff/b.diff.png",
              "diffRatio": 0.125,
              "differingPixels": 3,
              "name": "b.png",
              "referenceSize": {
                "height": 4,
                "width": 6
              },
              "status": "different",
              "totalPixels": 24
            },
            {
              "candidateSize": {
                "height": 2,
                "width": 2
              },
              "name": "c.png",
              "referenceSize": {
                "height": 4,
                "width": 6
              },
              "status": "dimensionMismatch"
            },
            {
              "name": "d.png",
              "status": "extra"
            }
          ],
          "maxDiffPixels": 2,
          "maxDiffRatio": 0.5,
          "notCompared": 0,
          "passed": false,
          "threshold": 0.2
        }

        """)
  }

  @Test func absentBudgetsAreNullAndNoFramesIsAnEmptyArray() {
    let report = ComparisonReport(options: ComparisonOptions(), frames: [])
    #expect(
      report.json == """
        {
          "antialiasedPixels": 0,
          "differingPixels": 0,
          "frames": [],
          "maxDiffPixels": null,
          "maxDiffRatio": null,
          "notCompared": 0,
          "passed": true,
          "threshold": 0.1
        }

        """)
  }
}
