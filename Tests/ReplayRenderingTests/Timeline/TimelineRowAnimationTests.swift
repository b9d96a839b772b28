import ReplayRendering
import SnapshotModel
import SnapshotRecording
import Testing

@Suite struct TimelineRowAnimationTests {
  /// Row "n" inserted into a plain list, looked at 30 % into the transition.
  private func inserted(
    _ style: RowAnimation?, before: [String] = ["a", "b"], after: [String] = ["a", "n", "b"]
  ) throws -> SceneElement? {
    let frames = try FrameTimeline(
      validating: [
        Fixture.apply(1, at: 0, [Fixture.section("s", before)]),
        Fixture.apply(2, at: 1, [Fixture.section("s", after)], rowAnimation: style),
      ], options: Fixture.list)
    return frames.frame(at: 13).scene.element(labelled: "n")
  }

  @Test func fadeInsertsAtTheFinalFrameWithOpacityEqualToProgress() throws {
    let row = try inserted(.fade)
    #expect(row?.frame.x == 0 && row?.frame.y == 44)
    #expect(abs((row?.opacity ?? -1) - 0.3) < 1e-9)
  }

  @Test func rightSlidesInFromOneRowWidthToTheRight() throws {
    let row = try inserted(.right)
    #expect(abs((row?.frame.x ?? 0) - 390 * 0.7) < 1e-9)
    #expect(row?.opacity == 1)
  }

  @Test func leftSlidesInFromOneRowWidthToTheLeft() throws {
    #expect(abs((try inserted(.left)?.frame.x ?? 0) + 390 * 0.7) < 1e-9)
  }

  @Test func topSlidesDownFromOneRowHeightAboveWhileFading() throws {
    let row = try inserted(.top)
    #expect(abs((row?.frame.y ?? 0) - (44 - 44 * 0.7)) < 1e-9)
    #expect(abs((row?.opacity ?? -1) - 0.3) < 1e-9)
  }

  @Test func bottomSlidesUpFromOneRowHeightBelow() throws {
    #expect(abs((try inserted(.bottom)?.frame.y ?? 0) - (44 + 44 * 0.7)) < 1e-9)
  }

  @Test func middleGrowsFromTheRowsCentreLine() throws {
    let row = try inserted(.middle)
    #expect(abs((row?.frame.height ?? 0) - 44 * 0.3) < 1e-9)
    #expect(abs((row?.frame.y ?? 0) - (44 + 22 * 0.7)) < 1e-9)
  }

  @Test func noneShowsTheRowAtOnce() throws {
    let row = try inserted(RowAnimation.none)
    #expect(row?.frame.y == 44 && row?.opacity == 1)
  }

  @Test func automaticSlidesFromTheBottomWhenInsertingAtTheSectionStart() throws {
    let row = try inserted(.automatic, after: ["n", "a", "b"])
    #expect(abs((row?.frame.y ?? 0) - 44 * 0.7) < 1e-9)
  }

  @Test func automaticSlidesFromTheTopWhenInsertingAtTheSectionEnd() throws {
    let row = try inserted(.automatic, after: ["a", "b", "n"])
    #expect(abs((row?.frame.y ?? 0) - (88 - 44 * 0.7)) < 1e-9)
  }

  @Test func automaticFadesInTheMiddleOfASection() throws {
    let row = try inserted(nil)
    #expect(row?.frame.y == 44)
    #expect(abs((row?.opacity ?? -1) - 0.3) < 1e-9)
  }

  @Test func deletedRowSlidesOutTheWayItsStyleNames() throws {
    let frames = try FrameTimeline(
      validating: [
        Fixture.apply(1, at: 0, [Fixture.section("s", ["a", "b"])]),
        Fixture.apply(2, at: 1, [Fixture.section("s", ["b"])], rowAnimation: .left),
      ], options: Fixture.list)
    #expect(frames.frame(at: 15).scene.element(labelled: "a")?.frame.x == -195)
  }

  @Test func gridIgnoresTheRowAnimationAndFades() throws {
    let frames = try FrameTimeline(
      validating: [
        Fixture.apply(1, at: 0, [Fixture.section("s", ["a"])]),
        Fixture.apply(2, at: 1, [Fixture.section("s", ["a", "n"])], rowAnimation: .left),
      ], options: Fixture.grid)
    let cell = frames.frame(at: 15).scene.element(labelled: "n")
    #expect(cell?.frame.x == 17 && cell?.opacity == 0.5)
  }
}
