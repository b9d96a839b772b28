import Dispatch
import Foundation
import RecordingFormat
import ReplayTestSupport
import Testing

@testable import SnapshotRecording

@Suite struct ScrollObserverTests {
  private static func scrolls(in url: URL) throws -> [ScrollEvent] {
    try Recording(contentsOf: url).events.compactMap {
      if case .scroll(let scroll) = $0.event { return scroll }
      return nil
    }
  }

  /// Waits until `queue` has run everything due within `seconds`.
  private static func drain(_ queue: DispatchQueue, after seconds: Double) {
    let done = DispatchSemaphore(value: 0)
    queue.asyncAfter(deadline: .now() + seconds) { done.signal() }
    done.wait()
  }

  @Test func aBurstOfChangesIsRecordedAsItsFirstOffsetThenTheSettledOne() throws {
    let recorder = try SnapshotRecorder(
      url: try ScratchDirectory.file(prefix: "ScrollObserverTests"), queueLabel: { "main" })
    let queue = DispatchQueue(label: "ScrollObserverTests")
    let observer = ScrollObserver(recorder: { recorder }, settleDelay: 0.05, queue: queue)
    for y in stride(from: 10.0, through: 60, by: 10) {
      observer.offsetChanged(to: RecordedPoint(x: 0, y: y))
    }
    Self.drain(queue, after: 0.3)
    recorder.close()
    let offsets = try Self.scrolls(in: recorder.url).map(\.offset.y)
    // However slow the machine, the first change and the settled offset are there, in order.
    #expect(offsets.first == 10)
    #expect(offsets.last == 60)
    #expect(offsets == offsets.sorted())
  }

  @Test func changesWhileAnApplyRunsAreNotRecorded() throws {
    let recorder = try SnapshotRecorder(
      url: try ScratchDirectory.file(prefix: "ScrollObserverTests"), queueLabel: { "main" })
    let queue = DispatchQueue(label: "ScrollObserverTests")
    let observer = ScrollObserver(recorder: { recorder }, settleDelay: 0.05, queue: queue)
    observer.isApplying = true
    observer.offsetChanged(to: RecordedPoint(x: 0, y: 44))
    observer.isApplying = false
    Self.drain(queue, after: 0.2)
    recorder.close()
    #expect(try Self.scrolls(in: recorder.url).isEmpty)
  }

  @Test func pausingIgnoresTheApplysOffsetsThenMeasuresAndListensAgain() throws {
    let recorder = try SnapshotRecorder(
      url: try ScratchDirectory.file(prefix: "ScrollObserverTests"), queueLabel: { "main" })
    let queue = DispatchQueue(label: "ScrollObserverTests")
    let observer = ScrollObserver(recorder: { recorder }, settleDelay: 0.05, queue: queue)
    var measuredWhileApplying: Bool?
    observer.pausing(
      { observer.offsetChanged(to: RecordedPoint(x: 0, y: 44)) },
      then: { measuredWhileApplying = observer.isApplying })
    observer.offsetChanged(to: RecordedPoint(x: 0, y: 88))
    Self.drain(queue, after: 0.2)
    recorder.close()
    #expect(measuredWhileApplying == false)
    #expect(try Self.scrolls(in: recorder.url).map(\.offset.y).allSatisfy { $0 == 88 })
    #expect(try !Self.scrolls(in: recorder.url).isEmpty)
  }

  @Test func withoutARecorderOrWithCaptureOffNothingIsRecorded() throws {
    let recorder = try SnapshotRecorder(
      url: try ScratchDirectory.file(prefix: "ScrollObserverTests"), queueLabel: { "main" })
    recorder.geometryCapture.isEnabled = false
    let queue = DispatchQueue(label: "ScrollObserverTests")
    ScrollObserver(recorder: { nil }, settleDelay: 0.01, queue: queue)
      .offsetChanged(to: RecordedPoint(x: 0, y: 1))
    ScrollObserver(recorder: { recorder }, settleDelay: 0.01, queue: queue)
      .offsetChanged(to: RecordedPoint(x: 0, y: 2))
    Self.drain(queue, after: 0.1)
    recorder.close()
    #expect(try Self.scrolls(in: recorder.url).isEmpty)
  }
}
