import ReplayRendering
import SnapshotRecording
import Testing

@Suite struct TimelineTimingTests {
  private let states = [
    [Fixture.section("s", ["a", "b"])], [Fixture.section("s", ["b", "a"])],
    [Fixture.section("s", ["a", "b"])],
  ]

  private func starts(times: [Double], _ options: RenderOptions) throws -> [Double] {
    let applies = zip(states, times).enumerated().map { index, pair in
      Fixture.apply(index + 1, at: pair.1, pair.0)
    }
    return try FrameTimeline(validating: applies, options: options).schedule.map(\.start)
  }

  @Test func recordedTimingStartsAppliesAtTheirGapsFromTheFirst() throws {
    #expect(try starts(times: [2, 2.125, 2.25], Fixture.grid) == [0, 0.125, 0.25])
  }

  @Test func sequentialTimingPlaysEachTransitionInFull() throws {
    var options = Fixture.grid
    options.timing = .sequential
    // The first state is held one frame (0.1 s), then each 1 s transition runs to its end.
    #expect(try starts(times: [2, 2.125, 2.25], options) == [0, 0.1, 1.1])
  }

  @Test func speedDividesGapsAndDurations() throws {
    var options = Fixture.grid
    options.speed = 2
    let applies = [Fixture.apply(1, at: 0, states[0]), Fixture.apply(2, at: 3, states[1])]
    let schedule = try FrameTimeline(validating: applies, options: options).schedule
    #expect(schedule[1] == ScheduledApply(seq: 2, start: 1.5, duration: 0.5))
  }

  @Test func maxIdleShortensLongGaps() throws {
    var options = Fixture.grid
    options.maxIdle = 0.5
    #expect(try starts(times: [0, 10, 10.25], options) == [0, 0.5, 0.75])
  }

  @Test func idleCutsSayWhereAndHowMuchTheCapCut() throws {
    var options = Fixture.grid
    options.maxIdle = 0.5
    let applies = zip(states, [0, 10, 10.25]).enumerated().map { index, pair in
      Fixture.apply(index + 1, at: pair.1, pair.0)
    }
    let timeline = try FrameTimeline(validating: applies, options: options)
    #expect(timeline.idleCuts == [IdleCut(seq: 2, end: 0.5, kept: 0.5, cut: 9.5)])
    #expect(timeline.idleCuts.first?.start == 0)
    #expect(timeline.idleTimeCut == 9.5)
  }

  @Test func frameCountCoversTheLastTransitionAndTheHold() throws {
    var options = Fixture.grid
    options.hold = 0.5
    let applies = [Fixture.apply(1, at: 0, states[0]), Fixture.apply(2, at: 1, states[1])]
    let frames = try FrameTimeline(validating: applies, options: options)
    // Last transition ends at 2 s, hold to 2.5 s: frames at 0, 0.1, …, 2.5.
    #expect(frames.totalDuration == 2.5)
    #expect(frames.frameCount == 26)
    #expect(frames.frame(at: 25).progress == 1)
    #expect(frames.frame(at: 25).scene == frames.frame(at: 20).scene)
  }

  @Test func frameSeqIsTheLatestStartedApply() throws {
    let applies = [Fixture.apply(1, at: 0, states[0]), Fixture.apply(2, at: 1, states[1])]
    let frames = try FrameTimeline(validating: applies, options: Fixture.grid)
    #expect(frames.frame(at: 9).seq == 1)
    #expect(frames.frame(at: 10).seq == 2)
    #expect(frames.frame(at: 10).progress == 0)
  }

  @Test func fromAndToKeepOnlyAppliesInTheRangeStartingSettled() throws {
    var options = Fixture.grid
    options.fromSeq = 2
    options.toSeq = 2
    let applies = states.enumerated().map { Fixture.apply($0 + 1, at: Double($0), $1) }
    let frames = try FrameTimeline(validating: applies, options: options)
    #expect(frames.schedule == [ScheduledApply(seq: 2, start: 0, duration: 0)])
    #expect(frames.frameCount == 1)
    #expect(frames.frame(at: 0).scene.element(labelled: "b")?.frame.x == 5)
  }

  @Test func rangeWithoutAppliesIsAnError() {
    var options = Fixture.grid
    options.fromSeq = 7
    let applies = [Fixture.apply(1, at: 0, states[0])]
    #expect(throws: FrameTimelineError.nothingInRange(from: 7, to: nil)) {
      try FrameTimeline(validating: applies, options: options)
    }
  }
}
