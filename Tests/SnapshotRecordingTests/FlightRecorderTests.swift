import Dispatch
import Foundation
import RecordingFormat
import ReplayTestSupport
import Testing

@testable import SnapshotRecording

@Suite struct FlightRecorderTests {
  private static func flightRecorder(capacity: Int) throws -> SnapshotRecorder {
    SnapshotRecorder(
      flightRecorderDumpingTo: try ScratchDirectory.file(prefix: "FlightRecorderTests"),
      capacity: capacity, header: RecordingHeader(title: "Flight"), clock: { 1.5 },
      queueLabel: { "main" })
  }

  private static func recordApply(_ recorder: SnapshotRecorder, items: [Int]) {
    recorder.recordApply(sections: [("s", items)])
  }

  @Test func writesNothingUntilDumped() throws {
    let recorder = try Self.flightRecorder(capacity: 4)
    Self.recordApply(recorder, items: [1])
    recorder.mark("tap")
    #expect(recorder.isFlightRecorder)
    #expect(!FileManager.default.fileExists(atPath: recorder.url.path))
  }

  @Test func dumpWritesTheHeaderTheKeptLinesAndAFinalMarkerWithTheReason() throws {
    let recorder = try Self.flightRecorder(capacity: 4)
    Self.recordApply(recorder, items: [1, 2])
    recorder.mark("tap")
    Self.recordApply(recorder, items: [2, 1])
    try recorder.dump(reason: "user reported a glitch")
    #expect(
      try String(contentsOf: recorder.url, encoding: .utf8) == """
        {"format":"snapshot-replay","version":1,"title":"Flight"}
        {"type":"apply","seq":1,"time":1.5,"sections":[{"id":"s","items":[1,2]}],"queue":"main"}
        {"type":"marker","time":1.5,"label":"tap"}
        {"type":"apply","seq":2,"time":1.5,"sections":[{"id":"s","items":[2,1]}],"queue":"main"}
        {"type":"marker","time":1.5,"label":"dump: user reported a glitch"}

        """)
  }

  @Test func aWrappedDumpKeepsTheLastLinesWithTheirOriginalSeq() throws {
    let recorder = try Self.flightRecorder(capacity: 3)
    for item in 1...5 { Self.recordApply(recorder, items: [item]) }
    try recorder.dump(reason: "crash")
    let recording = try Recording(contentsOf: recorder.url)
    #expect(recording.applies.map(\.seq) == [3, 4, 5])
    #expect(recording.markers.map(\.label) == ["dump: crash"])
    // The one warning is true: the ring dropped exactly applies 1 and 2.
    #expect(
      recording.warnings.map(\.message) == ["seq starts at 3, not 1; 2 events were lost"])
  }

  @Test func anUnwrappedDumpReadsWithoutWarnings() throws {
    let recorder = try Self.flightRecorder(capacity: 10)
    for item in 1...5 { Self.recordApply(recorder, items: [item]) }
    try recorder.dump(reason: "crash")
    let recording = try Recording(contentsOf: recorder.url)
    #expect(recording.applies.map(\.seq) == [1, 2, 3, 4, 5])
    #expect(recording.warnings.isEmpty)
  }

  @Test func aLaterDumpReplacesTheFileAndShowsTheEarlierDump() throws {
    let recorder = try Self.flightRecorder(capacity: 10)
    Self.recordApply(recorder, items: [1])
    try recorder.dump(reason: "first")
    Self.recordApply(recorder, items: [2])
    try recorder.dump(reason: "second")
    let recording = try Recording(contentsOf: recorder.url)
    #expect(recording.applies.map(\.seq) == [1, 2])
    #expect(recording.markers.map(\.label) == ["dump: first", "dump: second"])
    let directory = recorder.url.deletingLastPathComponent()
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      .filter { $0 != recorder.url.lastPathComponent }
    #expect(leftovers.isEmpty, "a temporary file was left next to the dump: \(leftovers)")
  }

  @Test func concurrentRecordsAreDumpedInSeqOrderWithNoneLost() throws {
    let recorder = try Self.flightRecorder(capacity: 4_000)
    DispatchQueue.concurrentPerform(iterations: 8) { thread in
      for index in 0..<250 { Self.recordApply(recorder, items: [thread * 1_000 + index]) }
    }
    try recorder.dump(reason: "done")
    let recording = try Recording(contentsOf: recorder.url)
    #expect(recording.applies.map(\.seq) == Array(1...2_000))
    let items = recording.applies.flatMap { $0.sections.flatMap(\.items).map(\.id) }
    #expect(Set(items).count == 2_000)
  }

  @Test func concurrentRecordsBeyondCapacityKeepTheLastOnesInSeqOrder() throws {
    let recorder = try Self.flightRecorder(capacity: 300)
    DispatchQueue.concurrentPerform(iterations: 8) { thread in
      for index in 0..<250 {
        Self.recordApply(recorder, items: [thread * 1_000 + index])
        if index % 50 == 0 { recorder.mark("thread \(thread)") }
      }
    }
    try recorder.dump(reason: "done")
    let recording = try Recording(contentsOf: recorder.url)
    let kept = recording.applies.map(\.seq)
    // 2,000 applies and 40 markers: the last 300 lines, applies contiguous and ending at 2,000.
    #expect(kept.count + recording.markers.count == 301)
    #expect(kept == Array((2_001 - kept.count)...2_000))
  }

  @Test func aFileRecorderDumpAddsTheMarkerAndGoesOnRecording() throws {
    let url = try ScratchDirectory.file(prefix: "FlightRecorderTests")
    let recorder = try SnapshotRecorder(url: url, clock: { 0 }, queueLabel: { nil })
    Self.recordApply(recorder, items: [1])
    try recorder.dump(reason: "report")
    Self.recordApply(recorder, items: [2])
    recorder.close()
    let recording = try Recording(contentsOf: url)
    #expect(recording.applies.map(\.seq) == [1, 2])
    #expect(recording.markers.map(\.label) == ["dump: report"])
  }

  @Test func aDumpThatCannotBeWrittenThrowsTheWriteError() throws {
    let directory = try ScratchDirectory.make("FlightRecorderTests")
    let url = directory.appendingPathComponent("missing").appendingPathComponent("rec.jsonl")
    let recorder = SnapshotRecorder(flightRecorderDumpingTo: url, capacity: 2)
    Self.recordApply(recorder, items: [1])
    #expect(throws: RecordingWriteError.self) { try recorder.dump(reason: "crash") }
  }
}
