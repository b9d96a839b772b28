import Foundation
import ReplayRaster
import Testing

@testable import ReplayRendering
@testable import ReplayReport

@Suite struct ReportFramesTests {
  @Test func heldFramesShareOnePicture() throws {
    let report = try ReportFixtures.report()
    let frames = report.frames
    let timeline = report.renderer.timeline
    #expect(frames.imageOfFrame.count == timeline.frameCount)
    #expect(frames.images.count < timeline.frameCount)
    #expect(Set(frames.images.map { $0 }).count == frames.images.count, "each picture once")
    // The last frames hold the final state: one picture.
    #expect(
      frames.imageOfFrame[timeline.frameCount - 1] == frames.imageOfFrame[timeline.frameCount - 2])
    // Numbered in order of first appearance.
    var seen = -1
    for image in frames.imageOfFrame where image > seen {
      #expect(image == seen + 1)
      seen = image
    }
  }

  @Test func picturesAreTheRenderersFramesAtScaleOne() throws {
    let report = try ReportFixtures.report()
    let first = try PNGCodec.decode(report.frames.images[0])
    #expect(first.width == 200)
    #expect(first.height == 300)
    let expected = try SceneDrawer().draw(report.renderer.timeline.frame(at: 0).scene)
    #expect(first == expected)
  }

  @Test func drawingTwiceGivesTheSameBytes() throws {
    let first = try ReportFixtures.report()
    let second = try ReportFixtures.report()
    #expect(first.frames.images == second.frames.images)
    #expect(first.page(.inline).html == second.page(.inline).html)
  }
}
