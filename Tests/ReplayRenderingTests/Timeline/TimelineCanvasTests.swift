import ReplayRendering
import SnapshotRecording
import Testing

@Suite struct TimelineCanvasTests {
  @Test func gridCanvasFitsTheTallestStateForEveryFrame() throws {
    let short = [Fixture.section("s", ["a"])]
    let tall = [Fixture.section("s", ["a", "b", "c", "d"])]
    let frames = try FrameTimeline(
      validating: [
        Fixture.apply(1, at: 0, short), Fixture.apply(2, at: 1, tall),
        Fixture.apply(3, at: 2, short),
      ], options: Fixture.grid)
    let expected = SceneSize(width: 44, height: 5 + 20 + 2 + 20 + 5)
    #expect(frames.canvasSize == expected)
    #expect(frames.frame(at: 0).scene.size == expected)
    #expect(frames.frame(at: frames.frameCount - 1).scene.size == expected)
  }

  @Test func sceneCarriesTheScaleAndBackground() throws {
    var options = Fixture.grid
    options.scale = 3
    options.background = RecordedColor(hex: "#000000")
    let scene = try FrameTimeline(
      validating: [Fixture.apply(1, at: 0, [Fixture.section("s", ["a"])])], options: options
    ).frame(at: 0).scene
    #expect(scene.scale == 3)
    #expect(scene.background.hex == "#000000")
  }

  @Test func viewportLeavesOutCellsWhollyOutsideIt() throws {
    var options = Fixture.grid
    options.viewport = SceneSize(width: 44, height: 27)
    let frames = try FrameTimeline(
      validating: [Fixture.apply(1, at: 0, [Fixture.section("s", ["a", "b", "c", "d"])])],
      options: options)
    let scene = frames.frame(at: 0).scene
    #expect(scene.size == SceneSize(width: 44, height: 27))
    // Row 0 (y 5…25) is inside; row 1 starts at y = 27, the bottom edge: wholly outside.
    #expect(scene.elements.compactMap(\.label) == ["a", "b", "c"])
  }

  @Test func cellSlidingInAcrossTheViewportEdgeAppearsPartway() throws {
    var options = Fixture.grid
    options.viewport = SceneSize(width: 44, height: 27)
    let frames = try FrameTimeline(
      validating: [
        Fixture.apply(1, at: 0, [Fixture.section("s", ["a", "b", "c", "d"])]),
        Fixture.apply(2, at: 1, [Fixture.section("s", ["d", "a", "b", "c"])]),
      ], options: options)
    #expect(frames.frame(at: 10).scene.elements(labelled: "d").isEmpty)
    // Halfway from y = 27 to y = 5: y = 16, overlapping the canvas.
    #expect(frames.frame(at: 15).scene.element(labelled: "d")?.frame.y == 16)
  }

  @Test func longListKeepsTheIPhoneCanvasAndDrawsOnlyVisibleRows() throws {
    let items = (0..<387).map { "m\($0)" }
    var options = Fixture.list
    options.scale = 3
    let frames = try FrameTimeline(
      validating: [Fixture.apply(1, at: 0, [Fixture.section("s", items)])], options: options)
    let scene = frames.frame(at: 0).scene
    #expect(scene.size == SceneSize(width: 390, height: 844))
    // 844 / 44 = 19.2: rows 0…19 are at least partly visible.
    #expect(scene.elements.filter { $0.kind == .listRow }.count == 20)
  }

  @Test func canvasBeyond32767PixelsIsATypedError() {
    var options = Fixture.grid
    options.scale = 2
    options.viewport = SceneSize(width: 20_000, height: 100)
    let applies = [Fixture.apply(1, at: 0, [Fixture.section("s", ["a"])])]
    #expect(throws: FrameTimelineError.canvasTooLarge(width: 20_000, height: 100, scale: 2)) {
      try FrameTimeline(validating: applies, options: options)
    }
  }

  @Test func canvasTooLargeErrorNamesThePixelsAndTheWayOut() {
    let error = FrameTimelineError.canvasTooLarge(width: 20_000, height: 100, scale: 2)
    #expect(
      error.description
        == "the canvas would be 40000×200 pixels (20000×100 points at scale 2), more than "
        + "32767 pixels a side; use --viewport or a smaller --scale")
  }

  @Test func recordingWithoutAppliesIsAnError() {
    #expect(throws: FrameTimelineError.noApplies) {
      try FrameTimeline(applies: [], options: Fixture.grid)
    }
  }
}
