import Foundation
import RecordingValidation
import ReplayRaster
import Testing

@testable import ReplayRendering

/// Text is cut to `LabelLimit` before Pango lays it out.
@Suite struct LabelLimitDrawingTests {
  typealias F = DrawingFixtures

  func image(label: String) throws -> RasterImage {
    try SceneDrawer().draw(
      F.scene(
        width: 300, height: 60,
        elements: [F.cell(SceneRect(x: 0, y: 0, width: 300, height: 60), label: label)]))
  }

  @Test func aLabelOverTheLimitDrawsAsItsTruncatedText() throws {
    let label = String(repeating: "é", count: 700)
    #expect(try image(label: label) == image(label: LabelLimit.truncated(label)))
  }

  @Test func aCharacterWithThousandsOfCombiningMarksDrawsQuickly() throws {
    // Unbounded, Pango takes over 150 s for this label.
    let label = "e" + String(repeating: "\u{301}", count: 300_000)
    let started = Date()
    let drawn = try image(label: label)
    #expect(Date().timeIntervalSince(started) < 10)
    #expect(drawn == (try image(label: LabelLimit.truncated(label))))
  }
}
