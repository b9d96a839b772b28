import Foundation
import ReplayRaster
import ReplayRendering
import ReplayTestSupport
import SnapshotRecording
import Testing

@testable import ReplaySnapshotTesting

/// How `.replay` draws, encodes and compares: the moments chosen, the layout of keyframes, the
/// reference file's bytes and the failure messages.
@Suite struct ReplayImageTests {
  static let insertionSort = PackageFiles.demoRecording("insertion-sort.jsonl")
  static let smallSort = RenderOptionOverrides {
    $0.scale = 0.5; $0.toSeq = 3
  }

  @Test func keyframesAreEachAppliesStartAndEndWithSharedMomentsDrawnOnce() throws {
    let schedule = [
      ScheduledApply(seq: 1, start: 0, duration: 0),
      ScheduledApply(seq: 2, start: 0.5, duration: 1),
      ScheduledApply(seq: 3, start: 1.5, duration: 1),
    ]
    let times = try ReplayFrameSelection.keyframes(progress: [0.25]).moments(in: schedule).get()
    #expect(times == [0, 0.5, 0.75, 1.5, 1.75, 2.5])
  }

  @Test func anInterruptedTransitionEndsWhereTheNextApplyStarts() throws {
    // Recorded timing: apply 2 arrives while apply 1 still moves.
    let schedule = [
      ScheduledApply(seq: 1, start: 0, duration: 1),
      ScheduledApply(seq: 2, start: 0.5, duration: 1),
    ]
    let times = try ReplayFrameSelection.keyframes(progress: [0.25, 0.75]).moments(in: schedule)
      .get()
    #expect(times == [0, 0.25, 0.5, 0.75, 1.25, 1.5])
  }

  @Test func eachKeyframeIsLabelledAsTheTimelineShowsIt() {
    let image = ReplayImage.draw(
      recording: Self.insertionSort, selection: .keyframes(progress: [0.5]),
      options: Self.smallSort)
    // Apply 3 arrives before apply 2's transition is halfway: the moment apply 3 starts is
    // apply 2's last.
    #expect(
      image.frames.map(\.keyframe.label) == [
        "seq 1 · 100%", "seq 2 · 0%", "seq 3 · 0%", "seq 3 · 50%", "seq 3 · 100%",
      ])
  }

  @Test func progressPointsOutsideTheOpenIntervalAreRefused() {
    let schedule = [ScheduledApply(seq: 1, start: 0, duration: 1)]
    for bad in [0, 1, -0.5, .nan] as [Double] {
      guard
        case .failure(let problem) = ReplayFrameSelection.keyframes(
          progress: [bad]
        ).moments(in: schedule)
      else {
        Issue.record("progress \(bad) was accepted")
        continue
      }
      #expect(problem.reason.contains("is not strictly between 0 and 1"))
    }
  }

  @Test func aFrameOfAnApplyOutsideTheRenderNamesTheRange() {
    let image = ReplayImage.draw(
      recording: Self.insertionSort, selection: .frame(seq: 9), options: Self.smallSort)
    #expect(
      image.problem
        == "insertion-sort.jsonl: seq 9 is not among the rendered applies (1…3)")
  }

  @Test func moreFramesThanTheBudgetAreAProblemNamingBoth() {
    let image = ReplayImage.draw(
      recording: Self.insertionSort, selection: .keyframes, options: Self.smallSort,
      maximumFrames: 2)
    #expect(image.problem?.contains("holds 4 frames, more than the most of 2") == true)
  }

  @Test func keyframesSitInRowsOnAGreyGroundAndEachEqualsItsSingleFrame() throws {
    let sheet = ReplayImage.draw(
      recording: Self.insertionSort, selection: .keyframes, options: Self.smallSort, columns: 3)
    #expect(sheet.problem == nil)
    let frames = sheet.frames
    let size = try #require(frames.first?.size)
    // The first apply is a cut: one moment; then the second's and third's start and end, the
    // second's end being the third's start.
    #expect(
      frames.map(\.keyframe.label) == [
        "seq 1 · 100%", "seq 2 · 0%", "seq 3 · 0%", "seq 3 · 100%",
      ])
    #expect(sheet.pixels.size == PixelSize(width: 3 * size.width + 8, height: 2 * size.height + 4))
    #expect(frames.map(\.x) == [0, size.width + 4, 2 * size.width + 8, 0])
    #expect(frames.map(\.y) == [0, 0, 0, size.height + 4])
    // The gap between the columns, and the empty places of the second row, are the ground.
    #expect(sheet.pixels[size.width + 1, 0] == KeyframeSheet.ground)
    #expect(sheet.pixels[sheet.pixels.width - 1, sheet.pixels.height - 1] == KeyframeSheet.ground)
    for frame in frames {
      let single = ReplayImage.draw(
        recording: Self.insertionSort,
        selection: .frame(seq: frame.keyframe.seq, progress: frame.keyframe.progress),
        options: Self.smallSort)
      #expect(sheet.pixels.cropped(x: frame.x, y: frame.y, size: size) == single.pixels)
    }
  }

  @Test func oneFrameIsTheSheetWithNoGround() throws {
    let sheet = try KeyframeSheet(frameSize: PixelSize(width: 10, height: 8), count: 1, columns: 4)
    #expect(sheet.size == PixelSize(width: 10, height: 8))
  }

  @Test func aSheetPastThePNGPixelLimitIsRefusedBeforeDrawing() {
    #expect(
      throws: ReplayDrawingProblem(
        reason: "100 frames of 2000×2000 pixels make an image larger than 67108864 pixels; "
          + "lower the scale or select fewer frames")
    ) {
      try KeyframeSheet(frameSize: PixelSize(width: 2000, height: 2000), count: 100, columns: 4)
    }
  }

  @Test func theReferenceIsALosslessPNG() throws {
    let drawn = ReplayImage.draw(
      recording: Self.insertionSort, selection: .frame(seq: 2, progress: 0.5),
      options: Self.smallSort)
    let read = ReplayImage(pngData: drawn.pngData)
    #expect(read.problem == nil)
    #expect(read.pixels == drawn.pixels)
    #expect(read.frames.isEmpty)
    #expect(ReplayImage.difference(read, drawn) == nil)
  }

  @Test func aReferenceRecordedFromAFailedReplayFailsTheNextComparison() throws {
    let failed = ReplayImage(problem: "rec.jsonl could not be rendered: no applies")
    let reference = ReplayImage(pngData: failed.pngData)
    #expect(
      reference.problem
        == "the reference is not a PNG image; it reads: snapreplay could not draw this "
        + "replay: rec.jsonl could not be rendered: no applies")
    let drawn = ReplayImage(
      pixels: RasterImage(width: 1, height: 1, filledWith: RecordedColor(red: 1, green: 2, blue: 3))
    )
    #expect(ReplayImage.difference(reference, drawn)?.message == reference.problem)
    #expect(ReplayImage(pngData: Data()).problem == "the reference file is empty")
  }

  @Test func aSizeChangeNamesTheFramesDrawn() {
    let drawn = ReplayImage.draw(
      recording: Self.insertionSort, selection: .frame(seq: 3), options: Self.smallSort)
    let reference = ReplayImage(
      pixels: RasterImage(width: 3, height: 3, filledWith: RecordedColor(red: 0, green: 0, blue: 0))
    )
    let difference = ReplayImage.difference(reference, drawn)
    #expect(difference?.message.contains("dimension mismatch: reference is 3×3") == true)
    #expect(difference?.message.contains("the replay drew 1 frame: seq 3 · 100%") == true)
    #expect(difference?.differenceImage == nil)
  }
}
