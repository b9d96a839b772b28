import ReplayRendering
import SnapshotRecording
import Testing

@Suite struct TimelineTransitionTests {
  private func timeline(_ applies: [ApplyEvent], _ options: RenderOptions = Fixture.grid) throws
    -> FrameTimeline
  {
    try FrameTimeline(validating: applies, options: options)
  }

  private let ab = [Fixture.section("s", ["a", "b"])]
  private let ba = [Fixture.section("s", ["b", "a"])]

  @Test func firstApplyIsShownSettledAtTimeZero() throws {
    let frame = try timeline([Fixture.apply(1, at: 3, ab)]).frame(at: 0)
    #expect(frame.scene.element(labelled: "a")?.frame.x == 5)
    #expect(frame.scene.element(labelled: "a")?.opacity == 1)
    #expect(frame.seq == 1 && frame.progress == 1 && frame.time == 0)
  }

  @Test func linearCurveMovesACellToTheInterpolatedPosition() throws {
    let frames = try timeline([Fixture.apply(1, at: 0, ab), Fixture.apply(2, at: 1, ba)])
    // Halfway through 1 s from x = 5 to x = 17.
    let frame = frames.frame(at: 15)
    #expect(frame.scene.element(labelled: "a")?.frame.x == 11)
    #expect(frame.scene.element(labelled: "b")?.frame.x == 11)
    #expect(frame.seq == 2)
    #expect(frame.progress == 0.5)
  }

  @Test func insertedCellFadesInAtItsFinalFrameWithOpacityEqualToProgress() throws {
    let frames = try timeline([
      Fixture.apply(1, at: 0, ab),
      Fixture.apply(2, at: 1, [Fixture.section("s", ["a", "b", "c"])]),
    ])
    let cell = frames.frame(at: 13).scene.element(labelled: "c")
    #expect(cell?.frame == SceneRect(x: 29, y: 5, width: 10, height: 20))
    #expect(abs((cell?.opacity ?? -1) - 0.3) < 1e-9)
  }

  @Test func deletedCellFadesOutAtItsOldFrameAndThenIsGone() throws {
    let frames = try timeline([
      Fixture.apply(1, at: 0, ab), Fixture.apply(2, at: 1, [Fixture.section("s", ["b"])]),
    ])
    let fading = frames.frame(at: 14).scene.element(labelled: "a")
    #expect(fading?.frame.x == 5)
    #expect(abs((fading?.opacity ?? -1) - 0.6) < 1e-9)
    #expect(frames.frame(at: 20).scene.elements(labelled: "a").isEmpty)
  }

  @Test func reloadedCellCrossFadesOldAndNewContentInTheSameFrame() throws {
    let before = [RecordedSection(id: "s", items: [Fixture.item("a", label: "old")])]
    let after = [RecordedSection(id: "s", items: [Fixture.item("a", label: "new")])]
    let frames = try timeline([
      Fixture.apply(1, at: 0, before), Fixture.apply(2, at: 1, after, reloaded: ["a"]),
    ])
    let scene = frames.frame(at: 12).scene
    let old = scene.element(labelled: "old")
    let new = scene.element(labelled: "new")
    #expect(old?.frame == new?.frame)
    #expect(abs((old?.opacity ?? -1) - 0.8) < 1e-9)
    #expect(abs((new?.opacity ?? -1) - 0.2) < 1e-9)
    // The new cell is drawn over the old one.
    #expect(scene.elements.map(\.label) == ["old", "new"])
  }

  /// Reference §6: UIKit moves the item, then reloads it where it ends up. The timeline slides
  /// both cells together over the whole transition while the content cross-fades on the same
  /// curve.
  @Test func reloadedCellThatMovesSlidesWhileItsContentCrossFades() throws {
    let (a, b) = (Fixture.item("a"), Fixture.item("b"))
    let old = [RecordedSection(id: "s", items: [a, b, Fixture.item("c", label: "old")])]
    let new = [RecordedSection(id: "s", items: [Fixture.item("c", label: "new"), a, b])]
    let frames = try timeline([
      Fixture.apply(1, at: 0, old), Fixture.apply(2, at: 1, new, reloaded: ["c"]),
    ])
    // Halfway: both cells halfway from x = 29 to x = 5, the old half faded out, the new half in
    // and drawn over it.
    let scene = frames.frame(at: 15).scene
    #expect(scene.element(labelled: "old")?.frame.x == 17)
    #expect(scene.element(labelled: "old")?.opacity == 0.5)
    #expect(scene.element(labelled: "new")?.frame.x == 17)
    #expect(scene.element(labelled: "new")?.opacity == 0.5)
    let labels = scene.elements.map(\.label)
    #expect(labels.firstIndex(of: "old") ?? 99 < labels.firstIndex(of: "new") ?? -1)
    // Settled: one cell, the new content, at its final place.
    let settled = frames.frame(at: frames.frameCount - 1).scene
    #expect(settled.element(labelled: "new")?.frame.x == 5)
    #expect(settled.element(labelled: "old") == nil)
  }

  @Test func reconfiguredCellShowsNewContentImmediatelyWithoutFading() throws {
    let before = [RecordedSection(id: "s", items: [Fixture.item("a", label: "old")])]
    let after = [RecordedSection(id: "s", items: [Fixture.item("a", label: "new")])]
    let frames = try timeline([
      Fixture.apply(1, at: 0, before), Fixture.apply(2, at: 1, after, reconfigured: ["a"]),
    ])
    let scene = frames.frame(at: 11).scene
    #expect(scene.elements.map(\.label) == ["new"])
    #expect(scene.elements.first?.opacity == 1)
  }

  @Test func unmarkedContentChangeKeepsTheVisibleCellsOldContent() throws {
    let before = [RecordedSection(id: "s", items: [Fixture.item("a", label: "old")])]
    let after = [RecordedSection(id: "s", items: [Fixture.item("a", label: "new")])]
    let frames = try timeline([Fixture.apply(1, at: 0, before), Fixture.apply(2, at: 1, after)])
    #expect(frames.frame(at: frames.frameCount - 1).scene.elements.map(\.label) == ["old"])
  }

  @Test func reloadDataCutsToFreshContentWithoutAnimation() throws {
    let before = [RecordedSection(id: "s", items: [Fixture.item("a", label: "old")])]
    let after = [
      RecordedSection(id: "s", items: [Fixture.item("z"), Fixture.item("a", label: "new")])
    ]
    let frames = try timeline([
      Fixture.apply(1, at: 0, before), Fixture.apply(2, at: 1, after, reloadData: true),
    ])
    let frame = frames.frame(at: 10)
    #expect(frame.scene.element(labelled: "new")?.frame.x == 17)
    #expect(frame.scene.element(labelled: "z")?.opacity == 1)
    #expect(frame.progress == 1)
  }

  @Test func nonAnimatedApplyCutsToTheNewPositions() throws {
    let frames = try timeline([
      Fixture.apply(1, at: 0, ab), Fixture.apply(2, at: 1, ba, animating: false),
    ])
    let frame = frames.frame(at: 10)
    #expect(frame.scene.element(labelled: "a")?.frame.x == 17)
    #expect(frame.scene.element(labelled: "b")?.frame.x == 5)
    #expect(frame.seq == 2 && frame.progress == 1)
    #expect(frames.frame(at: 9).scene.element(labelled: "a")?.frame.x == 5)
  }

  @Test func interruptingApplyRetargetsFromTheOnScreenPositionWithoutAJump() throws {
    let abc = [Fixture.section("s", ["a", "b", "c"])]
    let cab = [Fixture.section("s", ["c", "a", "b"])]
    let bca = [Fixture.section("s", ["b", "c", "a"])]
    var options = Fixture.grid
    options.curve = .easeInOut
    let frames = try timeline(
      [Fixture.apply(1, at: 0, abc), Fixture.apply(2, at: 1, cab), Fixture.apply(3, at: 1.4, bca)],
      options)
    for label in ["a", "b", "c"] {
      let before = frames.frame(atTime: 1.4 - 1e-7).scene.element(labelled: label)?.frame.x
      let at = frames.frame(atTime: 1.4).scene.element(labelled: label)?.frame.x
      let after = frames.frame(atTime: 1.4 + 1e-7).scene.element(labelled: label)?.frame.x
      #expect(abs((before ?? 0) - (at ?? 1000)) < 1e-3, "\(label) jumped at the retarget")
      #expect(abs((after ?? 0) - (at ?? 1000)) < 1e-3, "\(label) jumped after the retarget")
    }
    // "c" was on its way from x = 29 to x = 5 and now heads for x = 17.
    #expect(frames.frame(atTime: 2.4).scene.element(labelled: "c")?.frame.x == 17)
    #expect(frames.frame(atTime: 1.4).seq == 3)
  }

  @Test func cellReinsertedWhileFadingOutFadesInAsANewCell() throws {
    let frames = try timeline([
      Fixture.apply(1, at: 0, ab), Fixture.apply(2, at: 1, [Fixture.section("s", ["b"])]),
      Fixture.apply(3, at: 1.5, ab),
    ])
    let copies = frames.frame(atTime: 2).scene.elements(labelled: "a").map(\.opacity)
    // The old cell keeps fading from 0.5 toward 0 (0.5 s left: 0 at 2.0, so gone), the new
    // one is halfway in.
    #expect(copies.count == 1)
    #expect(abs((copies.first ?? 0) - 0.5) < 1e-9)
  }

  @Test func insertedSectionFadesInWithItsHeader() throws {
    let frames = try timeline([
      Fixture.apply(1, at: 0, ab),
      Fixture.apply(2, at: 1, ab + [Fixture.section("t", title: "New", ["c"])]),
    ])
    let scene = frames.frame(at: 14).scene
    #expect(abs((scene.element(labelled: "New")?.opacity ?? -1) - 0.4) < 1e-9)
    #expect(abs((scene.element(labelled: "c")?.opacity ?? -1) - 0.4) < 1e-9)
  }

  @Test func sameInputGivesIdenticalFrames() throws {
    let applies = [
      Fixture.apply(1, at: 0, ab), Fixture.apply(2, at: 0.1, ba),
      Fixture.apply(3, at: 0.2, [Fixture.section("s", ["c", "a"])]),
    ]
    let first = try timeline(applies)
    let second = try timeline(applies)
    #expect(first.frameCount == second.frameCount)
    for index in 0..<first.frameCount {
      #expect(first.frame(at: index) == second.frame(at: index))
    }
  }
}
