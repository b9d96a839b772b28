import Foundation
import ReplayTestSupport
import SnapshotRecording
import Testing

/// A flight recorder's dump is an ordinary recording: `check` and `info` read it as they read
/// any other, and say truthfully how many applies the ring dropped.
@Suite struct FlightRecorderDumpTests {
  /// A dump of a ring of 4 lines after 6 applies and a marker: applies 4–6, the marker, and the
  /// dump's own marker.
  private static func wrappedDump() throws -> URL {
    let url = try ScratchDirectory.file("dump.jsonl", prefix: "FlightRecorderDumpTests")
    let clock = TickingClock()
    let recorder = SnapshotRecorder(
      flightRecorderDumpingTo: url, capacity: 4, header: RecordingHeader(title: "Pets"),
      clock: { clock.tick() }, queueLabel: { "main" })
    var items: [String] = []
    for pet in ["cat", "dog", "eel", "fox", "gnu", "hen"] {
      items.append(pet)
      recorder.recordApply(sections: [("pets", items)])
    }
    recorder.mark("user tapped Add")
    try recorder.dump(reason: "NSInternalInconsistencyException")
    return url
  }

  @Test func checkFindsTheDumpValidAndWarnsOfTheDroppedApplies() throws {
    let url = try Self.wrappedDump()
    defer { ScratchDirectory.remove(url.deletingLastPathComponent()) }
    let run = try CommandRun.snapreplay(
      ["check", "dump.jsonl"], currentDirectory: url.deletingLastPathComponent())
    #expect(run.exitCode == 0)
    #expect(
      run.standardOutput
        == "dump.jsonl:2: warning: seq starts at 4, not 1; 3 events were lost\n")
    #expect(run.standardError == "checked 1 recording: all valid, 0 errors, 1 warning\n")
  }

  @Test func infoShowsTheKeptAppliesAndTheDumpMarker() throws {
    let url = try Self.wrappedDump()
    defer { ScratchDirectory.remove(url.deletingLastPathComponent()) }
    let run = try CommandRun.snapreplay(
      ["info", "dump.jsonl"], currentDirectory: url.deletingLastPathComponent())
    #expect(run.exitCode == 0)
    #expect(
      run.standardOutput == """
        dump.jsonl: snapshot-replay version 1
          title:    Pets
          events:   3 apply, 2 marker
          duration: 1.75 s
          largest:  6 items in 1 section (seq 6, line 4)
          markers:  2
            1.5 s  user tapped Add (line 5)
            1.75 s  dump: NSInternalInconsistencyException (line 6)

        """)
  }
}

/// A clock that advances 0.25 s each time it is read.
private final class TickingClock: @unchecked Sendable {
  private let lock = NSLock()
  private var reads = 0

  func tick() -> Double {
    lock.lock()
    defer { lock.unlock() }
    reads += 1
    return Double(reads - 1) * 0.25
  }
}
