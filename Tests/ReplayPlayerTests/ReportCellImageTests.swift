import Foundation
import RecordingFormat
import ReplayPlayer
import ReplayRaster
import ReplayTestSupport
import SnapshotRecording
import Testing

/// The inspector's cell images: each digest the played applies name, once, with its pixel size
/// and scale; each step lists only the images that changed; an image no earlier line defines
/// is not shown; a recording without images makes the page it made before.
@Suite struct ReportCellImageTests {
  /// A 4 × 2 pixel PNG of one colour: a 2 × 1-point cell at scale 2.
  static func png(_ red: UInt8) throws -> [UInt8] {
    try PNGCodec.encode(
      RasterImage(width: 4, height: 2, filledWith: RecordedColor(red: red, green: 0, blue: 0)))
  }

  static func line(_ png: [UInt8]) -> String {
    RecordingWriter.line(
      for: CellImageEvent(png: png, size: RecordedSize(width: 2, height: 1), scale: 2))
  }

  /// `a` names the red image from seq 1 on and `b` from seq 2 on; at seq 3 `a` names the blue
  /// one and `b` one that no line defines.
  static func recording() throws -> (text: String, red: CellImageDigest, blue: CellImageDigest) {
    let red = try png(200)
    let blue = try png(10)
    let redDigest = CellImageDigest(of: red)
    let blueDigest = CellImageDigest(of: blue)
    let unknown = CellImageDigest(of: [1, 2, 3])
    func apply(_ seq: Int, _ a: CellImageDigest?, _ b: CellImageDigest?) -> String {
      func item(_ id: String, _ image: CellImageDigest?) -> String {
        #"{"id":"\#(id)","label":"\#(id)""# + (image.map { #","image":"\#($0)""# } ?? "") + "}"
      }
      return #"{"type":"apply","seq":\#(seq),"time":\#(seq - 1),"sections":[{"id":"s","items":["#
        + item("a", a) + "," + item("b", b) + "]}]}"
    }
    let text =
      [
        #"{"format":"snapshot-replay","version":1,"render":{"layout":"list","viewport":"200x300","fps":4,"hold":0.25}}"#,
        line(red), apply(1, redDigest, nil), line(blue), apply(2, redDigest, redDigest),
        apply(3, blueDigest, unknown),
      ].joined(separator: "\n") + "\n"
    return (text, redDigest, blueDigest)
  }

  @Test func eachNamedImageIsListedOnceWithItsPixelsAndScale() throws {
    let (text, red, blue) = try Self.recording()
    let report = try ReportFixtures.report(text, name: "images.jsonl")
    #expect(report.data.cellImages.map(\.digest) == [red, blue])
    #expect(report.data.cellImages.allSatisfy { $0.pixels.width == 4 && $0.pixels.height == 2 })
    #expect(report.data.cellImages.allSatisfy { $0.scale == 2 })
    #expect(
      report.data.steps.map(\.cellImages) == [["a": red], ["a": red, "b": red], ["a": blue]])
  }

  @Test func thePageHoldsEachImageOnceAndEachStepItsChanges() throws {
    let (text, red, blue) = try Self.recording()
    let report = try ReportFixtures.report(text, name: "images.jsonl")
    for embedding in [ReportPage.Embedding.files, .inline] {
      let html = report.page(embedding).html
      let data = try ReportFixtures.pageData(html)
      let images = try #require(data["cellImages"] as? [[Any]])
      #expect(images.map { $0[0] as? String } == [red.description, blue.description])
      #expect(images.map { $0[1] as? Int } == [4, 4])
      let steps = try #require(data["steps"] as? [[String: Any]])
      // Items: a = 0, b = 1; images: red = 0, blue = 1; -1 when an item names none any more.
      #expect(
        steps.map { $0["images"] as? [[Int]] } == [[[0, 0]], [[1, 0]], [[0, 1], [1, -1]]])
      let sources = try #require(
        try JSONSerialization.jsonObject(
          with: Data(Self.element("report-cell-images", in: html).utf8)) as? [String])
      #expect(sources.count == 2)
      #expect(
        sources[0] == "data:image/png;base64," + Data(try Self.png(200)).base64EncodedString())
    }
  }

  @Test func aRecordingWithoutImagesHasNoImageKeysOrElement() throws {
    let html = try ReportFixtures.report().page(.inline).html
    #expect(!html.contains("report-cell-images\""))
    let data = try ReportFixtures.pageData(html)
    #expect(data["cellImages"] == nil)
    let steps = try #require(data["steps"] as? [[String: Any]])
    #expect(steps.allSatisfy { $0["images"] == nil })
  }

  @Test func imagesPastTheBudgetStopTheReportNamingIt() throws {
    let (text, _, _) = try Self.recording()
    let url = try ScratchDirectory.file("images.jsonl", prefix: "report-fixture")
    defer { ScratchDirectory.remove(url.deletingLastPathComponent()) }
    try Data(text.utf8).write(to: url)
    let recording = try Recording(contentsOf: url, name: "images.jsonl")
    #expect {
      _ = try ReplayReport(
        recording: recording, file: "images.jsonl", diagnostics: [], workerCount: 1,
        budget: ReportBudget(frameBytes: 1 << 20, cells: 1000, cellImageBytes: 10))
    } throws: { error in
      "\(error)".contains("more than 10 bytes of cell images")
    }
  }

  /// The text inside the page's JSON element `id`.
  static func element(_ id: String, in html: String) throws -> String {
    let start = try #require(html.range(of: "<script type=\"application/json\" id=\"\(id)\">"))
    let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
    return String(html[start.upperBound..<end.lowerBound])
  }
}
