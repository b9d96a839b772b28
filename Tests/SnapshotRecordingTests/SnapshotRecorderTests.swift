import Foundation
import RecordingFormat
import ReplayTestSupport
import SnapshotModel
import Testing

@testable import SnapshotRecording

@Suite struct SnapshotRecorderTests {
  private static func steppingClock(_ step: Double) -> SnapshotRecorder.Clock {
    let counter = Counter()
    return { Double(counter.next()) * step }
  }

  @Test func recordsAppliesFromADataSourceObserver() throws {
    let url = try ScratchDirectory.file(prefix: "SnapshotRecordingTests")
    let recorder = try SnapshotRecorder(
      url: url, header: RecordingHeader(title: "Pets"), clock: Self.steppingClock(0.125),
      queueLabel: { "main" })
    let dataSource = DiffableDataSource<String, Int>(observer: recorder.observer())
    dataSource.defaultRowAnimation = .fade
    var snapshot = dataSource.snapshot()
    snapshot.appendSections(["pets"])
    snapshot.appendItems([1, 2])
    dataSource.apply(snapshot, animatingDifferences: false)
    recorder.mark("sorted")
    snapshot.reloadItems([2])
    dataSource.applySnapshotUsingReloadData(snapshot)
    recorder.close()

    let text = try String(contentsOf: url, encoding: .utf8)
    #expect(
      text == """
        {"format":"snapshot-replay","version":1,"title":"Pets"}
        {"type":"apply","seq":1,"time":0.0,"sections":[{"id":"pets","items":[1,2]}],"animating":fal\
        se,"queue":"main","rowAnimation":"fade"}
        {"type":"marker","time":0.125,"label":"sorted"}
        {"type":"apply","seq":2,"time":0.25,"sections":[{"id":"pets","items":[1,2]}],"animating":fa\
        lse,"reloadData":true,"reloaded":[2],"queue":"main","rowAnimation":"fade"}

        """)
  }

  @Test func explicitTimesNeverGoBackwards() throws {
    let url = try ScratchDirectory.file(prefix: "SnapshotRecordingTests")
    let recorder = try SnapshotRecorder(url: url, clock: { 0 }, queueLabel: { nil })
    recorder.mark("a", time: 2)
    recorder.mark("b", time: 1)
    recorder.close()
    #expect(try Recording(contentsOf: url).markers.map(\.time) == [2, 2])
  }

  @Test func recordsAfterCloseAreDropped() throws {
    let url = try ScratchDirectory.file(prefix: "SnapshotRecordingTests")
    let recorder = try SnapshotRecorder(url: url, queueLabel: { nil })
    recorder.close()
    recorder.mark("late")
    #expect(try Recording(contentsOf: url).events.isEmpty)
  }

  @Test func queueLabelIsMainOnTheMainThread() {
    #expect(
      SnapshotRecorder.queueLabel(
        isMainThread: true, dispatchLabel: "com.app.queue", threadName: "x", processName: "App")
        == "main")
  }

  @Test func queueLabelPrefersTheDispatchQueueLabel() {
    #expect(
      SnapshotRecorder.queueLabel(
        isMainThread: false, dispatchLabel: "com.app.sync", threadName: "worker",
        processName: "App") == "com.app.sync")
  }

  @Test func queueLabelIgnoresAThreadNameInheritedFromTheProcess() {
    #expect(
      SnapshotRecorder.queueLabel(
        isMainThread: false, dispatchLabel: nil, threadName: "swiftpm-testing",
        processName: "swiftpm-testing-helper") == nil)
  }

  @Test func queueLabelUsesAThreadsOwnName() {
    // The live lookup of a thread's name is unreliable on Linux Foundation under load (a pooled
    // thread can report a dispatch root queue's truncated name), so the rule is tested directly.
    let label = SnapshotRecorder.queueLabel(
      isMainThread: false, dispatchLabel: nil, threadName: "worker-7", processName: "App")
    #expect(label == "worker-7")
  }

  @Test func eightThreadsRecordingAThousandAppliesEachLoseNothing() throws {
    let url = try ScratchDirectory.file(prefix: "SnapshotRecordingTests")
    let recorder = try SnapshotRecorder(url: url, queueLabel: { nil })
    let threads = 8
    let perThread = 1000
    DispatchQueue.concurrentPerform(iterations: threads) { thread in
      let observer: @Sendable (SnapshotApplication<String, Int>) -> Void = recorder.observer()
      for index in 0..<perThread {
        var snapshot = DiffableSnapshot<String, Int>()
        snapshot.appendSections(["t\(thread)"])
        snapshot.appendItems(Array(0..<(index % 20)).map { thread * 100_000 + index * 100 + $0 })
        observer(SnapshotApplication(snapshot: snapshot, animatingDifferences: true))
      }
    }
    recorder.close()
    #expect(recorder.writeError == nil)

    let reader = try RecordingReader(contentsOf: url)
    var seqs: [Int] = []
    var perSection: [RecordedID: Int] = [:]
    while let located = try reader.next() {
      guard case .apply(let apply) = located.event else { continue }
      seqs.append(apply.seq)
      perSection[apply.sections[0].id, default: 0] += 1
    }
    #expect(seqs == Array(1...threads * perThread))
    #expect(perSection.count == threads)
    #expect(perSection.values.allSatisfy { $0 == perThread })
    #expect(reader.warnings.isEmpty)
  }
}

/// A thread-safe counter for the stepping test clock.
private final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var value = -1
  func next() -> Int {
    lock.withLock {
      value += 1; return value
    }
  }
}
