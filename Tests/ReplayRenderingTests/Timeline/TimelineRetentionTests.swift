import SnapshotRecording
import Testing

@testable import ReplayRendering

/// A timeline keeps only the segments some frame shows (issue 9: 11,599 applies 1 ms apart took
/// 1.3 GB, since every apply's segment, with every row still fading out, was kept).
@Suite struct TimelineRetentionTests {
  /// Applies every 10 ms at 10 fps: ten applies per frame interval, each moving one item and
  /// replacing another, so rows are always leaving while the next apply starts.
  private var denseApplies: [ApplyEvent] {
    (1...200).map { seq in
      let items = (0..<6).map { "i\((seq + $0) % 9)" }
      return Fixture.apply(seq, at: Double(seq) * 0.01, [Fixture.section("s", items)])
    }
  }

  @Test func framesAreTheSameWhicheverSegmentsAreKept() throws {
    let kept = try FrameTimeline(validating: denseApplies, options: Fixture.list)
    let every = try FrameTimeline(
      validating: denseApplies, options: Fixture.list, keeping: .everyApply)
    #expect(kept.frameCount == every.frameCount)
    #expect(kept.schedule == every.schedule)
    for index in 0..<every.frameCount {
      #expect(kept.frame(at: index) == every.frame(at: index), "frame \(index)")
      #expect(kept.metadata(at: index) == every.metadata(at: index), "frame \(index)")
    }
  }

  @Test func onlySegmentsThatAFrameFallsInAreKept() throws {
    let kept = try FrameTimeline(validating: denseApplies, options: Fixture.list)
    let every = try FrameTimeline(
      validating: denseApplies, options: Fixture.list, keeping: .everyApply)
    #expect(every.segments.count == 200)
    // 2 s of applies at 10 fps: about one kept segment per frame interval, plus the last.
    #expect(kept.segments.count <= 22)
    #expect(kept.segments.last?.seq == 200)
  }

  @Test func betweenFramesEveryApplyIsExactWhenAskedFor() throws {
    let kept = try FrameTimeline(validating: denseApplies, options: Fixture.list)
    let every = try FrameTimeline(
      validating: denseApplies, options: Fixture.list, keeping: .everyApply)
    // The first apply plays at 0 and each next one 10 ms later: 0.155 s lies between frames
    // 1 and 2, in the segment of seq 16 (started at 0.15 s).
    #expect(every.frame(atTime: 0.155).seq == 16)
    // Kept by frames only, it shows the last kept apply, seq 11 of frame 1 (0.1 s).
    #expect(kept.frame(atTime: 0.155).seq == 11)
  }

  @Test(arguments: [
    (start: 0.0, next: 0.1, expected: true),  // frame 0 at 0
    (start: 0.01, next: 0.02, expected: false),  // between frames 0 and 1
    (start: 0.09, next: 0.1, expected: false),  // ends just where frame 1 starts
    (start: 0.09, next: 0.100001, expected: true),  // frame 1 at 0.1
    (start: 0.1, next: 0.1, expected: false),  // an empty range
    (start: 1e300, next: 2e300, expected: true),  // too large to count: kept
  ])
  func aSegmentIsKeptWhenAFrameTimeFallsInIt(start: Double, next: Double, expected: Bool) {
    #expect(FrameTimeline.someFrame(from: start, before: next, Fixture.list) == expected)
  }
}
