import DiffableSnapshot
import RecordingValidation
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
