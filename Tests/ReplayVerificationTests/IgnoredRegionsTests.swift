import Foundation
import ReplayRaster
import ReplayRendering
import ReplayTestSupport
import ReplayVerification
import Testing

/// `verify --ignore-item` and `--ignore-rect`: masks that follow an item, and fixed ones.
@Suite struct IgnoredRegionsTests {
  /// Two items in a 2×1 grid of 10-pt cells: `clock` first, then it moves behind `x`. Their
  /// colours are the variables (an item's colour is its content: a later apply showing it
  /// in another colour without a reload would keep the old one, as UIKit does).
  static func recording(clock: String, x: String = "#00FF00") -> String {
    """
    {"format":"snapshot-replay","version":1,"title":"masks","render":{"layout":"grid","columns":2,"cellSize":"10x10","spacing":0,"padding":0,"cornerRadius":0,"fps":10,"hold":0}}
    {"type":"apply","seq":1,"time":0,"sections":[{"id":"s","items":[{"id":"clock","color":"\(clock)"},{"id":"x","color":"\(x)"}]}],"animating":false}
    {"type":"apply","seq":2,"time":0.5,"sections":[{"id":"s","items":[{"id":"x","color":"\(x)"},{"id":"clock","color":"\(clock)"}]}]}

    """
  }

  struct Scenario {
    var directory: URL
    var goldens: URL { directory.appendingPathComponent("goldens/masks") }

    init(ignoring: IgnoredRegions = IgnoredRegions()) throws {
      directory = try ScratchDirectory.make("ignored-regions")
      try write(IgnoredRegionsTests.recording(clock: "#FF0000"), to: "golden.jsonl")
      _ = try GoldenVerification(
        recording: directory.appendingPathComponent("golden.jsonl"), goldens: goldens,
        ignoring: ignoring, record: .missing,
        artifacts: directory.appendingPathComponent("artifacts")
      ).run()
    }

    func write(_ text: String, to name: String) throws {
      try Data(text.utf8).write(to: directory.appendingPathComponent(name))
    }

    func verify(_ text: String, ignoring: IgnoredRegions) throws -> VerificationResult {
      try write(text, to: "actual.jsonl")
      return try GoldenVerification(
        recording: directory.appendingPathComponent("actual.jsonl"), goldens: goldens,
        ignoring: ignoring, record: .never,
        artifacts: directory.appendingPathComponent("artifacts")
      ).run()
    }
  }

  @Test func movingIgnoredItemWhoseContentChangesPasses() throws {
    let scenario = try Scenario(ignoring: IgnoredRegions(items: ["clock"]))
    defer { ScratchDirectory.remove(scenario.directory) }
    let unmasked = try scenario.verify(
      Self.recording(clock: "#0000FF"), ignoring: IgnoredRegions())
    #expect(!unmasked.passed)
    #expect(unmasked.report.frames.allSatisfy { !$0.passed })
    let masked = try scenario.verify(
      Self.recording(clock: "#0000FF"), ignoring: IgnoredRegions(items: ["clock"]))
    #expect(masked.passed, "\(masked.message)")
  }

  /// Version 3 keeps the clock's colour in the structure; an ignored item is no divergence, so
  /// a change elsewhere is named after what changed.
  @Test func ignoredItemIsLeftOutOfTheStructureCompared() throws {
    let scenario = try Scenario(ignoring: IgnoredRegions(items: ["clock"]))
    defer { ScratchDirectory.remove(scenario.directory) }
    let unmasked = try scenario.verify(
      Self.recording(clock: "#0000FF"), ignoring: IgnoredRegions())
    #expect(unmasked.divergence?.item == "clock")
    let masked = try scenario.verify(
      Self.recording(clock: "#0000FF"), ignoring: IgnoredRegions(items: ["clock"]))
    #expect(masked.divergence == nil)
    let elsewhere = try scenario.verify(
      Self.recording(clock: "#0000FF", x: "#FFFF00"), ignoring: IgnoredRegions(items: ["clock"]))
    #expect(elsewhere.classification == .changed)
    #expect(elsewhere.divergence?.item == "x", "\(String(describing: elsewhere.divergence))")
  }

  @Test func changeElsewhereStillFailsWithTheItemIgnored() throws {
    let scenario = try Scenario(ignoring: IgnoredRegions(items: ["clock"]))
    defer { ScratchDirectory.remove(scenario.directory) }
    let result = try scenario.verify(
      Self.recording(clock: "#0000FF", x: "#FFFF00"), ignoring: IgnoredRegions(items: ["clock"]))
    #expect(!result.passed)
    #expect(result.report.frames.allSatisfy { !$0.passed })
    // The first frame differs in both 10×10 cells; only x's 100 pixels count.
    #expect(result.report.frames.first?.result?.differingPixels == 100)
  }

  @Test func fixedRectangleOverTheChangeIgnoresIt() throws {
    let scenario = try Scenario(
      ignoring: IgnoredRegions(rects: [PixelRect(x: 0, y: 0, width: 20, height: 10)]))
    defer { ScratchDirectory.remove(scenario.directory) }
    let result = try scenario.verify(
      Self.recording(clock: "#0000FF", x: "#FFFF00"),
      ignoring: IgnoredRegions(rects: [PixelRect(x: 0, y: 0, width: 20, height: 10)]))
    #expect(result.passed, "\(result.message)")
  }

  @Test func goldenJSONRecordsTheMasksAndAChangeIsAnOptionsDifference() throws {
    let scenario = try Scenario(ignoring: IgnoredRegions(items: ["clock"]))
    defer { ScratchDirectory.remove(scenario.directory) }
    let text = try String(
      contentsOf: scenario.goldens.appendingPathComponent("golden.json"), encoding: .utf8)
    #expect(text.contains(#""ignore": {"items": ["clock"]}"#), "\(text.prefix(400))")
    let recipe = try #require(try GoldenRecipe.load(from: scenario.goldens))
    #expect(recipe.ignoring == IgnoredRegions(items: ["clock"]))
    let result = try scenario.verify(
      Self.recording(clock: "#FF0000"),
      ignoring: IgnoredRegions(items: ["x"], rects: [PixelRect(x: 1, y: 2, width: 3, height: 4)]))
    #expect(
      result.recipeDifferences?.map(\.text) == [
        "options differ: ignore-item clock (golden) vs x, ignore-rect unset (golden) vs 1,2,3,4"
      ])
  }

  @Test func goldensThatIgnoreNothingWriteNoIgnoreKey() throws {
    let scenario = try Scenario()
    defer { ScratchDirectory.remove(scenario.directory) }
    let text = try String(
      contentsOf: scenario.goldens.appendingPathComponent("golden.json"), encoding: .utf8)
    #expect(!text.contains("ignore"))
  }

  @Test(arguments: [
    ("0,0,390,20", PixelRect(x: 0, y: 0, width: 390, height: 20)),
    (" 5, 6 ,7,8", PixelRect(x: 5, y: 6, width: 7, height: 8)),
  ])
  func rectangleTextIsFourWholeNumbers(text: String, rect: PixelRect) {
    #expect(IgnoredRegions.rect(text) == rect)
  }

  @Test(arguments: ["", "1,2,3", "1,2,3,4,5", "1,2,0,4", "-1,0,3,4", "a,b,c,d", "1.5,0,3,4"])
  func otherRectangleTextIsRejected(text: String) {
    #expect(IgnoredRegions.rect(text) == nil)
  }

  @Test func cellsAreMaskedInPixelsRoundedOutwards() {
    let regions = IgnoredRegions(items: ["a"])
    let rects = regions.pixelRects(
      actual: [
        .init(id: "a", x: 1.25, y: 2.5, width: 10, height: 10, opacity: 1),
        .init(id: "b", x: 0, y: 0, width: 10, height: 10, opacity: 1),
      ],
      golden: [.init(id: "a", x: 20, y: 0, width: 10, height: 10, opacity: 0.5)], scale: 2)
    #expect(
      rects == [
        PixelRect(x: 2, y: 5, width: 21, height: 20), PixelRect(x: 40, y: 0, width: 20, height: 20),
      ])
  }
}
