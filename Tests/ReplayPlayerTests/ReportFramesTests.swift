import Foundation
import RecordingFormat
import ReplayRaster
import ReplayTestSupport
import Testing

@testable import ReplayPlayer
@testable import ReplayRendering

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

@Suite struct ReportBudgetTests {
  @Test func framesPastTheByteBudgetStopTheReport() throws {
    let url = try ScratchDirectory.file("pets.jsonl", prefix: "report-budget")
    defer { ScratchDirectory.remove(url.deletingLastPathComponent()) }
    try Data(ReportFixtures.pets.utf8).write(to: url)
    let recording = try Recording(contentsOf: url)
    #expect {
      try ReplayReport(
        recording: recording, file: "pets.jsonl", diagnostics: [], workerCount: 1,
        budget: ReportBudget(frameBytes: 1000, cells: 1000))
    } throws: { error in
      guard case .overBudget(let what) = error as? ReportError else { return false }
      return what.hasPrefix("more than 1000 bytes of frames")
    }
  }

  @Test func placementsPastTheCellBudgetStopTheReport() throws {
    let url = try ScratchDirectory.file("pets.jsonl", prefix: "report-budget")
    defer { ScratchDirectory.remove(url.deletingLastPathComponent()) }
    try Data(ReportFixtures.pets.utf8).write(to: url)
    let recording = try Recording(contentsOf: url)
    #expect(
      throws: ReportError.overBudget(what: "more than 3 cell placements (by frame 5 of 21)")
    ) {
      try ReplayReport(
        recording: recording, file: "pets.jsonl", diagnostics: [], workerCount: 1,
        budget: ReportBudget(frameBytes: 1 << 20, cells: 3))
    }
  }
}
