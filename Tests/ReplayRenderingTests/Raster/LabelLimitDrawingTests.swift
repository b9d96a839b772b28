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

  /// Drawn in a child process that `alarm` kills at a generous deadline: unbounded, Pango
  /// takes over 150 s for this label, and the test fails because the child was killed — not
  /// by a measured time.
  @Test func aCharacterWithThousandsOfCombiningMarksDrawsQuickly() async {
    await #expect(processExitsWith: .success) {
      alarm(60)
      let label = "e" + String(repeating: "\u{301}", count: 300_000)
      let drawing = LabelLimitDrawingTests()
      let drawn = try drawing.image(label: label)
      exit(drawn == (try drawing.image(label: LabelLimit.truncated(label))) ? 0 : 1)
    }
  }
}
