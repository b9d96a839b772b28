import Foundation
import ReplayComparison
import ReplayPlayer
import ReplayRaster
import ReplayRendering
import ReplayTestSupport
import Testing

@testable import ReplayVerification

@Suite struct GoldenReviewOutputTests {
  /// The `review-data` JSON of a written page.
  static func data(of page: URL) throws -> [String: Any] {
    let html = try String(contentsOf: page, encoding: .utf8)
    let start = try #require(html.range(of: #"<script type="application/json" id="review-data">"#))
    let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
    let json = Data(html[start.upperBound..<end.lowerBound].utf8)
    return try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
  }

  static func frames(of data: [String: Any], recording: Int = 0) throws -> [[String: Any]] {
    let recordings = try #require(data["recordings"] as? [[String: Any]])
    return try #require(recordings[recording]["frames"] as? [[String: Any]])
  }

  @Test func failedRecordingsComeFirst() throws {
    let fixture = try VerifiedFixture.make()
    defer { ScratchDirectory.remove(fixture.directory) }
    var passing = fixture.result
    passing.report = ComparisonReport(options: ComparisonOptions(), frames: [])
    passing.goldens = fixture.directory.appendingPathComponent("goldens/passing")
    let review = GoldenReview(
      recordings: [
        ReviewedRecording(result: passing), ReviewedRecording(result: fixture.result),
      ], directory: fixture.directory)
    #expect(review.recordings.map(\.failed) == [true, false])
    #expect(review.summary == "1 of 2 recordings failed")
    let warned = GoldenReview(
      recordings: [
        ReviewedRecording(result: passing),
        ReviewedRecording(result: fixture.result, outcome: .warned),
      ], directory: fixture.directory)
    #expect(warned.recordings.map(\.outcome) == [.warned, .passed])
    #expect(warned.summary == "1 of 2 recordings warned (pixels only)")
  }

  @Test func copiesEachFailingFramesPicturesAndHashesTheActualOnes() throws {
    let fixture = try VerifiedFixture.make()
    defer { ScratchDirectory.remove(fixture.directory) }
    let report = fixture.directory.appendingPathComponent("report")
    try GoldenReviewOutput.write(fixture.review, toDirectory: report)
    let page = report.appendingPathComponent("index.html")
    #expect(try String(contentsOf: page, encoding: .utf8).hasPrefix(GoldenReviewOutput.signature))
    let frames = try Self.frames(of: Self.data(of: page))
    #expect(frames.map { $0["name"] as? String } == fixture.result.report.frames.map(\.name))
    for (frame, compared) in zip(frames, fixture.result.report.frames) {
      if let golden = frame["golden"] as? String {
        let copy = try Data(contentsOf: report.appendingPathComponent(golden))
        #expect(
          copy == (try Data(contentsOf: fixture.goldens.appendingPathComponent(compared.name))))
      } else {
        #expect(GoldenVerification.isNew(compared), "only a frame without a golden shows none")
      }
      guard !compared.passed else { continue }
      let actual = try #require(frame["actual"] as? String)
      let bytes = [UInt8](try Data(contentsOf: report.appendingPathComponent(actual)))
      let rendered = try Data(
        contentsOf: fixture.result.actualDirectory.appendingPathComponent(compared.name))
      #expect(bytes == [UInt8](rendered))
      #expect(frame["sha256"] as? String == ContentDigest.hex(of: bytes))
      #expect(frame["acceptable"] as? Bool == true)
    }
    #expect(fixture.failingFrames.count == 3)
    #expect(fixture.result.report.frames.contains(where: GoldenVerification.isNew))
  }

  @Test func pageNamesTheRecordingRelativelyWithItsOptionsAndRecordCommand() throws {
    let fixture = try VerifiedFixture.make()
    defer { ScratchDirectory.remove(fixture.directory) }
    let report = fixture.directory.appendingPathComponent("report")
    try GoldenReviewOutput.write(fixture.review, toDirectory: report)
    let data = try Self.data(of: report.appendingPathComponent("index.html"))
    let recording = try #require((data["recordings"] as? [[String: Any]])?.first)
    #expect(recording["recording"] as? String == "sort.jsonl")
    #expect(recording["goldens"] as? String == "goldens/sort")
    #expect(
      recording["arguments"] as? [String] == ["--fps", "10"])
    #expect(
      recording["command"] as? String
        == "snapreplay verify sort.jsonl --golden goldens/sort --fps 10 --record failed")
  }

  @Test func knownCausesReachThePage() throws {
    let fixture = try VerifiedFixture.make()
    defer { ScratchDirectory.remove(fixture.directory) }
    var result = fixture.result
    result.recipeDifferences = [
      RecipeDifference(aspect: .options, text: "options differ: fps 5 (golden) vs 10")
    ]
    result.classification = .frameRate
    result.timing = .frameRate(golden: "5", actual: "10", goldenFrames: 7, actualFrames: 9)
    result.divergence = StructuralDivergence(
      frame: 6, time: 0.6, item: "b", text: "`b` expected at y=0, rendered at y=10")
    let review = GoldenReview(
      recordings: [ReviewedRecording(result: result)], directory: fixture.directory)
    let report = fixture.directory.appendingPathComponent("report")
    try GoldenReviewOutput.write(review, toDirectory: report)
    let recording = try #require(
      (Self.data(of: report.appendingPathComponent("index.html"))["recordings"]
        as? [[String: Any]])?.first)
    #expect(
      recording["findings"] as? [String] == [
        "frames: fps differs: 10 vs 5 in the goldens (9 frames, goldens have 7)",
        "options differ: fps 5 (golden) vs 10",
        "structure: frame 6, 0.6 s: `b` expected at y=0, rendered at y=10",
      ])
    #expect(recording["classification"] as? String == "frame-rate")
    #expect(recording["outcome"] as? String == "failed")
  }

  @Test func textFromPathsCannotEndTheDataElement() throws {
    let fixture = try VerifiedFixture.make()
    defer { ScratchDirectory.remove(fixture.directory) }
    var result = fixture.result
    result.recording = fixture.directory.appendingPathComponent("</script><b>x</b>.jsonl")
    let review = GoldenReview(
      recordings: [ReviewedRecording(result: result)], directory: fixture.directory)
    let report = fixture.directory.appendingPathComponent("report")
    try GoldenReviewOutput.write(review, toDirectory: report)
    let html = try String(
      contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(!html.contains("<b>x"))
    let recording = try #require(
      (Self.data(of: report.appendingPathComponent("index.html"))["recordings"]
        as? [[String: Any]])?.first)
    #expect(recording["recording"] as? String == "</script><b>x</b>.jsonl")
  }

  @Test func refusesADirectoryHoldingOtherFilesAndKeepsThem() throws {
    let fixture = try VerifiedFixture.make()
    defer { ScratchDirectory.remove(fixture.directory) }
    let report = fixture.directory.appendingPathComponent("report")
    try FileManager.default.createDirectory(at: report, withIntermediateDirectories: true)
    let notes = report.appendingPathComponent("notes.txt")
    try Data("mine".utf8).write(to: notes)
    #expect(throws: ReportError.self) {
      try GoldenReviewOutput.write(fixture.review, toDirectory: report)
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: report.path) == ["notes.txt"])
    try GoldenReviewOutput.write(fixture.review, toDirectory: report, force: true)
    #expect(try Data(contentsOf: notes) == Data("mine".utf8))
    #expect(
      FileManager.default.fileExists(atPath: report.appendingPathComponent("index.html").path))
  }

  @Test func rewritesAnEarlierReportAndRemovesOnlyItsStalePictures() throws {
    let fixture = try VerifiedFixture.make()
    defer { ScratchDirectory.remove(fixture.directory) }
    let report = fixture.directory.appendingPathComponent("report")
    try GoldenReviewOutput.write(fixture.review, toDirectory: report)
    let folder = report.appendingPathComponent("images/1-sort/actual")
    let stale = folder.appendingPathComponent("frame-999999.png")
    try Data([0x89]).write(to: stale)
    let kept = folder.appendingPathComponent("readme.txt")
    try Data("kept".utf8).write(to: kept)
    try GoldenReviewOutput.write(fixture.review, toDirectory: report)
    #expect(!FileManager.default.fileExists(atPath: stale.path))
    #expect(FileManager.default.fileExists(atPath: kept.path))
    let frames = try Self.frames(of: Self.data(of: report.appendingPathComponent("index.html")))
    for frame in frames {
      if let actual = frame["actual"] as? String {
        #expect(FileManager.default.fileExists(atPath: report.appendingPathComponent(actual).path))
      }
    }
  }

  @Test func passingRecordingsGetNoPictures() throws {
    let fixture = try VerifiedFixture.make()
    defer { ScratchDirectory.remove(fixture.directory) }
    let passing = try GoldenVerification(
      recording: fixture.directory.appendingPathComponent("sort.jsonl"),
      goldens: fixture.goldens, renderOptions: VerifiedFixture.goldenOptions, record: .never,
      artifacts: fixture.directory.appendingPathComponent("artifacts")
    ).run()
    #expect(passing.passed)
    let report = fixture.directory.appendingPathComponent("report")
    try GoldenReviewOutput.write(
      GoldenReview(recordings: [ReviewedRecording(result: passing)], directory: fixture.directory),
      toDirectory: report)
    #expect(try FileManager.default.contentsOfDirectory(atPath: report.path) == ["index.html"])
    #expect(try Self.frames(of: Self.data(of: report.appendingPathComponent("index.html"))).isEmpty)
  }

  @Test func picturePathsAreAddressesWhoseSegmentsArePercentEncoded() {
    #expect(
      GoldenReviewPage.address("images/1-sort/golden/frame-000001.png")
        == "images/1-sort/golden/frame-000001.png")
    #expect(
      GoldenReviewPage.address("images/1-sort/golden/a#1 50%.png")
        == "images/1-sort/golden/a%231%2050%25.png")
  }
}
