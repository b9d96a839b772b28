import RecordingValidation
import ReplayTestSupport
import SnapshotModel
import SnapshotRecording
import Testing

@testable import ReplayRendering

/// A timeline keeps, of each segment, only the sprites that can reach the canvas (issue 14: a
/// 1,000,000-row list took 4 GB to render 55 frames of its first rows). Culling must change no
/// frame: each is compared with the frame of the same timeline built without culling.
@Suite struct TimelineCullingTests {
  /// A 60-row list on a 200 pt viewport (about 4½ rows): rows move between far below and on
  /// screen, rows leave and arrive at the edges with sliding animations, and applies interrupt
  /// each other, so sprites start off screen mid-way through a move.
  private var applies: [ApplyEvent] {
    let rows = (0..<60).map { "r\($0)" }
    var second = rows
    second.insert(second.remove(at: 50), at: 1)  // from far below into view
    second.insert(second.remove(at: 0), at: 40)  // from view to far below
    second.remove(at: 4)  // at the bottom edge: slides up into the last visible row's place
    second.insert("new", at: 5)
    var third = second
    third.insert(third.remove(at: 30), at: 2)  // interrupts: starts off screen, mid-way
    third.insert(third.remove(at: 1), at: 55)
    third.remove(at: 3)
    var fourth = third
    fourth.reverse()
    return [
      Fixture.apply(1, at: 0, [Fixture.section("s", rows)]),
      Fixture.apply(2, at: 0.5, [Fixture.section("s", second)], rowAnimation: .bottom),
      Fixture.apply(3, at: 0.8, [Fixture.section("s", title: "Rows", third)], rowAnimation: .top),
      Fixture.apply(4, at: 1.2, [Fixture.section("s", title: "Rows", fourth)]),
    ]
  }

  private func timelines(_ options: RenderOptions, applyCount: Int = 4) throws -> (
    culled: FrameTimeline, whole: FrameTimeline
  ) {
    let validated = try applies.prefix(applyCount).enumerated().map { line, apply in
      ValidatedApply(line: line + 2, apply: apply, snapshot: try apply.snapshot())
    }
    let culled = try FrameTimeline(
      applies: validated, options: options, frameBudget: .default, keeping: .everyApply,
      culling: true)
    let whole = try FrameTimeline(
      applies: validated, options: options, frameBudget: .default, keeping: .everyApply,
      culling: false)
    return (culled, whole)
  }

  private static var shortList: RenderOptions {
    var options = Fixture.list
    options.viewport = SceneSize(width: 120, height: 200)
    options.curve = .spring
    return options
  }

  private static var shortGrid: RenderOptions {
    var options = Fixture.grid
    options.viewport = SceneSize(width: 41, height: 90)
    options.curve = .easeInOut
    return options
  }

  /// Inset-grouped, under the phone bars: group backdrops and an offset layout.
  private static var shortGroupedList: RenderOptions {
    var options = shortList
    options.listStyle = .insetGrouped
    options.chrome = .navigation
    options.viewport = SceneSize(width: 120, height: 300)
    return options
  }

  /// Group backdrops and the phone bars' offset: every frame the same. (Between frames, a
  /// backdrop stretched over its rows can end a last bit lower when off-canvas rows took part
  /// in the stretch; the frames' times do not meet that case.)
  @Test func everyInsetGroupedFrameUnderTheBarsIsTheSameAsWithoutCulling() throws {
    let (culled, whole) = try timelines(Self.shortGroupedList)
    #expect(culled.frameCount == whole.frameCount)
    #expect(culled.totalDuration == whole.totalDuration)
    for index in 0..<whole.frameCount {
      #expect(culled.frame(at: index) == whole.frame(at: index), "frame \(index)")
      #expect(culled.items(at: index) == whole.items(at: index), "frame \(index)")
    }
  }

  @Test(arguments: [("list", shortList), ("grid", shortGrid)])
  func everyFrameIsTheSameAsWithoutCulling(name: String, options: RenderOptions) throws {
    let (culled, whole) = try timelines(options)
    #expect(culled.frameCount == whole.frameCount)
    #expect(culled.totalDuration == whole.totalDuration)
    for index in 0..<whole.frameCount {
      #expect(culled.frame(at: index) == whole.frame(at: index), "\(name) frame \(index)")
      #expect(culled.items(at: index) == whole.items(at: index), "\(name) frame \(index)")
    }
    // Between frames too, where a sprite is at its most in-between.
    for time in stride(from: 0.0, through: whole.totalDuration, by: 0.037) {
      #expect(culled.frame(atTime: time) == whole.frame(atTime: time), "\(name) at \(time) s")
    }
  }

  /// The last segment, which no other builds on, is built culled rather than culled once
  /// built: a lone apply too, and it still ends when its last sprite does.
  @Test(arguments: [1, 4])
  func theLastSegmentIsBuiltCulledWithTheSameFrames(applyCount: Int) throws {
    let (culled, whole) = try timelines(Self.shortList, applyCount: applyCount)
    #expect(culled.totalDuration == whole.totalDuration)
    #expect(culled.frameCount == whole.frameCount)
    for index in 0..<whole.frameCount {
      #expect(culled.frame(at: index) == whole.frame(at: index), "frame \(index)")
    }
    let last = try #require(culled.segments.last)
    #expect(last.spriteCount < 20)
    #expect(last.end == whole.segments.last?.end)
  }

  /// Off-canvas rows that become visible only as they go: one just under the canvas that
  /// slides up into view as it is deleted, one far below whose reload cross-fades its old
  /// content into view, and one far below that moves into view as its section's last row, so
  /// that its old separator fades out on screen. The segment built on holds those rows as
  /// records without their looks; the looks are found by laying that apply out again.
  @Test func rowsThatShowOnlyAsTheyGoDrawTheirOwnLooks() throws {
    let rows = (0..<30).map { "r\($0)" }
    let others = (0..<30).map { "t\($0)" }
    var renamed = others.map { Fixture.item($0) }
    renamed.insert(Fixture.item("t10", label: "t10 new"), at: 0)
    renamed.remove(at: 11)
    let applies = [
      Fixture.apply(1, at: 0, [Fixture.section("s", rows), Fixture.section("t", others)]),
      Fixture.apply(
        2, at: 0.5,
        [Fixture.section("s", ["r0", "r1", "r25"]), RecordingBuilder.section("t", renamed)],
        reloaded: ["t10"], rowAnimation: .top),
      Fixture.apply(
        3, at: 0.8,
        [Fixture.section("s", ["r25", "r0"]), RecordingBuilder.section("t", renamed)],
        rowAnimation: .bottom),
    ]
    let validated = try applies.enumerated().map { line, apply in
      ValidatedApply(line: line + 2, apply: apply, snapshot: try apply.snapshot())
    }
    for options in [Self.shortList, Self.shortGroupedList] {
      let (culled, whole) = try Self.timelines(validated, options)
      // Each kept segment is the whole one culled: no sprite differs, looks included.
      let canvas = SceneRect(
        x: 0, y: 0, width: whole.canvasSize.width, height: whole.canvasSize.height)
      #expect(culled.segments.count == whole.segments.count)
      for (kept, all) in zip(culled.segments, whole.segments) {
        #expect(Array(kept.sprites) == Array(all.culled(to: canvas).sprites), "seq \(all.seq)")
        #expect(kept.end == all.end)
      }
      // The rows draw as themselves on their way.
      let times = Array(stride(from: 0.5, through: 1.6, by: 0.01))
      // Just under the canvas: r5 in the plain list, r4 under the grouped list's bars.
      let edge = options.listStyle == .plain ? "r5" : "r4"
      for label in [edge, "t10", "t10 new"] {
        #expect(
          times.contains { culled.frame(atTime: $0).scene.element(labelled: label) != nil },
          "\(label) in \(options.listStyle)")
      }
    }
    // Inset-grouped, a backdrop stretched over fewer rows can end a last bit elsewhere (see
    // everyInsetGroupedFrameUnderTheBarsIsTheSameAsWithoutCulling); plain, every frame is the
    // same.
    let (culled, whole) = try Self.timelines(validated, Self.shortList)
    for time in stride(from: 0.0, through: whole.totalDuration, by: 0.01) {
      #expect(culled.frame(atTime: time) == whole.frame(atTime: time), "at \(time) s")
    }
  }

  private static func timelines(_ applies: [ValidatedApply], _ options: RenderOptions) throws
    -> (culled: FrameTimeline, whole: FrameTimeline)
  {
    let culled = try FrameTimeline(
      applies: applies, options: options, frameBudget: .default, keeping: .everyApply,
      culling: true)
    let whole = try FrameTimeline(
      applies: applies, options: options, frameBudget: .default, keeping: .everyApply,
      culling: false)
    return (culled, whole)
  }

  /// The first segment of a long list keeps whole only what can reach the canvas; its other
  /// rows and separators are records.
  @Test func theSegmentBuiltOnKeepsItsOffCanvasRowsAsRecords() throws {
    let apply = Fixture.apply(1, at: 0, [Fixture.section("s", (0..<1000).map { "r\($0)" })])
    let options = Self.shortList
    let layout = ListLayout(width: 120, style: .plain, scale: options.scale)
    let canvas = SceneRect(x: 0, y: 0, width: 120, height: 200)
    let builder = SegmentBuilder(
      canvas: SceneSize(width: 120, height: 200), curve: options.curve, usesRowAnimations: true)
    let base = builder.first(
      layout, sections: apply.sections, snapshot: try apply.snapshot(), seq: 1,
      selecting: .recording(canvas))
    #expect(base.segment.spriteCount < 15)
    #expect(base.segment.spriteCount + base.offCanvas.count == 1999)
    #expect(base.offCanvas.shapeCount == 2)  // a row's and a separator's
  }

  /// A leaving row that never reaches the canvas is left out of the segment built on, but a
  /// later segment that would have carried it on still ends when it does.
  @Test func aLeftOutLeavingRowStillEndsTheSegmentsThatCarryIt() throws {
    // Sections of one row each: no separators, which would fade out and end later.
    let sections = (0..<30).map { Fixture.section("s\($0)", ["r\($0)"]) }
    var second = sections
    second[20].items = []  // far below the canvas: it slides away unseen, left out
    let emptied = sections.map { Fixture.section($0.id.description, []) }
    let applies = [
      Fixture.apply(1, at: 0, sections),
      Fixture.apply(2, at: 0.5, second),
      // Every row goes at once: only the row still leaving from before ends the segment.
      Fixture.apply(3, at: 0.6, emptied, rowAnimation: RowAnimation.none),
    ]
    let validated = try applies.enumerated().map { line, apply in
      ValidatedApply(line: line + 2, apply: apply, snapshot: try apply.snapshot())
    }
    let (culled, whole) = try Self.timelines(validated, Self.shortList)
    #expect(whole.segments.last?.end == 1.5)
    #expect(culled.segments.last?.end == whole.segments.last?.end)
  }

  @Test func offScreenRowsAreNotKept() throws {
    let (culled, whole) = try timelines(Self.shortList)
    // 60 rows and their separators in every segment; about a viewport's worth once culled.
    #expect(whole.segments[0].spriteCount == 119)
    #expect(culled.segments[0].spriteCount < 15)
    for (kept, all) in zip(culled.segments, whole.segments) {
      #expect(kept.spriteCount < all.spriteCount / 2, "seq \(all.seq)")
    }
  }

  @Test func aSpriteMovingThroughTheCanvasIsKept() {
    let canvas = SceneRect(x: 0, y: 0, width: 100, height: 100)
    let far = SceneRect(x: 0, y: 5000, width: 100, height: 44)
    let above = SceneRect(x: 0, y: -5000, width: 100, height: 44)
    let look = SceneElement(kind: .listRow, frame: far, fill: nil)
    func sprite(from: SceneRect, to: SceneRect) -> Sprite {
      Sprite(
        key: .item("a"), section: "s", leaving: false, look: look,
        from: SpriteAttributes(frame: from, opacity: 1),
        to: SpriteAttributes(frame: to, opacity: 1), start: 0, duration: 1)
    }
    // Both ends off screen, on either side: it crosses the canvas on the way.
    #expect(sprite(from: far, to: above).reach?.intersects(canvas) == true)
    // Both ends below it: never seen.
    #expect(
      sprite(from: far, to: SceneRect(x: 0, y: 200, width: 100, height: 44)).reach?
        .intersects(canvas) == false)
    // An endless frame: nothing is known, so it is kept.
    let endless = SceneRect(x: 0, y: 5000, width: 100, height: .infinity)
    #expect(sprite(from: far, to: endless).reach == nil)
  }
}
