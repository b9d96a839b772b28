import Foundation
import ReplayRaster
import SnapshotRecording
import Testing

@testable import ReplayComparison

@Suite struct ComparisonReportTests {
  let white = RasterImage(width: 6, height: 4, filledWith: TestImages.white)

  func directory(_ frames: [String: RasterImage]) throws -> URL {
    let url = try Fixture.temporaryDirectory()
    for (name, image) in frames { try PNGCodec.write(image, to: url.appendingPathComponent(name)) }
    return url
  }

  func dotted() -> RasterImage {
    var image = white
    image[1, 1] = TestImages.black
    return image
  }

  @Test func twoFilesGiveOneFrameNamedAfterTheCandidate() throws {
    let folder = try directory(["ref.png": white, "new.png": dotted()])
    let report = try ComparisonReport.compare(
      folder.appendingPathComponent("ref.png"), folder.appendingPathComponent("new.png"))
    #expect(report.frames.map(\.name) == ["new.png"])
    #expect(!report.passed)
    #expect(report.differingPixels == 1)
  }

  @Test func fileAgainstDirectoryIsRejected() throws {
    let folder = try directory(["a.png": white])
    let file = folder.appendingPathComponent("a.png")
    #expect(throws: ComparisonError.mixedInputs(file: file.path, directory: folder.path)) {
      try ComparisonReport.compare(folder, file)
    }
  }

  @Test func missingInputIsRejected() throws {
    let folder = try directory([:])
    let absent = folder.appendingPathComponent("absent.png")
    #expect(throws: ComparisonError.missingInput(path: absent.path)) {
      try ComparisonReport.compare(absent, absent)
    }
  }

  @Test func diffImagesAreWrittenOnlyForFailingFrames() throws {
    let reference = try directory(["a.png": white, "b.png": white])
    let candidate = try directory(["a.png": white, "b.png": dotted()])
    let output = try Fixture.temporaryDirectory().appendingPathComponent("diffs")
    let report = try ComparisonReport.compare(
      reference, candidate, diffImages: DifferenceImageWriter(directory: output))
    let expected = output.appendingPathComponent("b.diff.png")
    #expect(report.frames.map(\.diffImageURL) == [nil, expected])
    // The pixels are on disk; the report keeps the counts and the path.
    #expect(report.frames.allSatisfy { $0.result?.diffImage == nil })
    #expect(report.differingPixels == 1)
    let written = try FileManager.default.contentsOfDirectory(atPath: output.path)
    #expect(written == ["b.diff.png"])
    let diff = try PNGCodec.read(output.appendingPathComponent("b.diff.png"))
    #expect(diff[1, 1] == RecordedColor(red: 255, green: 0, blue: 0))
  }

  @Test func textListsFramesDiffPathsAndTheVerdict() throws {
    let reference = try directory(["a.png": white, "b.png": white])
    let candidate = try directory(["b.png": dotted()])
    let output = try Fixture.temporaryDirectory()
    let report = try ComparisonReport.compare(
      reference, candidate, diffImages: DifferenceImageWriter(directory: output))
    #expect(
      report.text == """
        a.png: missing from the candidate
        b.png: different: 1 pixel differs (4.17%), 0 anti-aliased pixels ignored
          diff image: \(output.appendingPathComponent("b.diff.png").path)
        FAIL: 2 of 2 frames differ

        """)
  }

  @Test func summaryLineNamesTheVerdictTheFirstFailureAndTheDiffDirectory() throws {
    let reference = try directory(["a.png": white, "b.png": white, "c.png": white])
    let candidate = try directory(["a.png": white, "b.png": dotted(), "c.png": dotted()])
    let output = try Fixture.temporaryDirectory()
    let report = try ComparisonReport.compare(
      reference, candidate, diffImages: DifferenceImageWriter(directory: output))
    #expect(
      report.summaryLine == "FAIL: 2 of 3 frames differ; first b.png: different: 1 pixel "
        + "differs (4.17%), 0 anti-aliased pixels ignored; difference images in \(output.path)\n")
  }

  @Test func summaryLineOfAPassIsTheVerdictAlone() throws {
    let reference = try directory(["a.png": white, "b.png": white])
    let report = try ComparisonReport.compare(reference, reference)
    #expect(report.summaryLine == "PASS: 2 frames equal within tolerance\n")
  }

  @Test func stoppingAtTheFirstDifferenceLeavesTheRestUncompared() throws {
    let reference = try directory(["a.png": white, "b.png": white, "c.png": white])
    let candidate = try directory(["a.png": white, "c.png": dotted()])
    let report = try ComparisonReport.compare(
      reference, candidate, stopAtFirstDifference: true)
    #expect(report.frames.map(\.name) == ["a.png", "b.png"])
    #expect(report.notCompared == 1)
    #expect(!report.passed)
    #expect(report.text.hasSuffix("FAIL: stopped at the first difference after 2 of 3 frames\n"))
  }

  @Test func jsonCarriesCountsStatusesAndBudgets() throws {
    let reference = try directory(["a.png": white, "b.png": white])
    let candidate = try directory(["b.png": dotted(), "c.png": white])
    let options = ComparisonOptions(threshold: 0.2, maxDiffPixels: 2)
    let report = try ComparisonReport.compare(reference, candidate, options: options)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(report.json.utf8)) as? [String: Any])
    #expect(json["passed"] as? Bool == false)
    #expect(json["threshold"] as? Double == 0.2)
    #expect(json["maxDiffPixels"] as? Int == 2)
    #expect(json["maxDiffRatio"] is NSNull)
    #expect(json["differingPixels"] as? Int == 1)
    #expect(json["antialiasedPixels"] as? Int == 0)
    let frames = try #require(json["frames"] as? [[String: Any]])
    let statuses = frames.compactMap { $0["status"] as? String }
    #expect(statuses == ["missing", "withinTolerance", "extra"])
    #expect(frames[1]["totalPixels"] as? Int == 24)
  }

  @Test func diffDirectoryPrefersTheOptionThenTheEnvironment() {
    let here = URL(fileURLWithPath: "/work/here")
    let environment = [ArtifactDirectory.environmentVariable: "artifacts"]
    let explicit = ArtifactDirectory.resolve(
      explicit: "out", environment: environment, currentDirectory: here)
    #expect(explicit.path == "/work/here/out")
    let fromEnvironment = ArtifactDirectory.resolve(
      explicit: nil, environment: environment, currentDirectory: here)
    #expect(fromEnvironment.path == "/work/here/artifacts")
    let temporary = ArtifactDirectory.resolve(
      explicit: nil, environment: [:], currentDirectory: here)
    let temporaryRoot = FileManager.default.temporaryDirectory.standardizedFileURL.path
    #expect(temporary.path == temporaryRoot + "/snapreplay-artifacts-\(getuid())")
    let fromTMPDIR = ArtifactDirectory.resolve(
      explicit: nil, environment: ["TMPDIR": "/scratch/tmp"], currentDirectory: here)
    #expect(fromTMPDIR.path == "/scratch/tmp/snapreplay-artifacts-\(getuid())")
    #expect(ArtifactDirectory.isDefaultRoot(fromTMPDIR, environment: ["TMPDIR": "/scratch/tmp/"]))
  }
}
