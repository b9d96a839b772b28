import ReplayRaster
import SnapshotRecording
import Testing

@testable import ReplayRendering

@Suite struct DrawingTextTests {
  typealias F = DrawingFixtures

  @Test func hangulLabelUsesNanumGothicWithNoMissingGlyphs() throws {
    let coverage = try SceneDrawer().fontCoverage(of: "강아지 셀", fontSize: 17)
    #expect(coverage.families.contains("NanumGothic"))
    #expect(coverage.missing == 0)
  }

  @Test func unassignedCodePointIsReportedAsMissing() throws {
    // Proves the coverage check can fail: U+0378 is unassigned, so no font has a glyph.
    let coverage = try SceneDrawer().fontCoverage(of: "\u{0378}", fontSize: 17)
    #expect(coverage.missing == 1)
  }

  @Test func hangulLabelDrawsGlyphsUnlikeMissingGlyphBoxes() throws {
    let frame = SceneRect(x: 0, y: 0, width: 200, height: 100)
    func ink(_ label: String) throws -> [RecordedColor] {
      let image = try F.roundTrip(
        F.scene(elements: [F.cell(frame, label: label, fill: F.white, fontSize: 30)]))
      return F.pixels(of: image, x: 0, y: 0, width: 200, height: 100)
    }
    let hangul = try ink("강아지 셀")
    let boxes = try ink("\u{0378}\u{0378}\u{0378} \u{0378}")
    #expect(hangul.contains { F.darkness($0, against: F.white) > 300 })
    #expect(hangul != boxes)
  }
}
