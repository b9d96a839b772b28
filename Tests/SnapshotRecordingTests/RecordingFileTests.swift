import Foundation
import RecordingFormat
import ReplayTestSupport
import SnapshotModel
import Testing

@testable import SnapshotRecording

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The recorder never silently loses a recording: one recorder per file, lines appended, a
/// failed start leaves no empty file behind.
@Suite struct RecordingFileTests {
  @Test func aSecondRecorderOnTheSamePathFailsAndTheFirstKeepsRecording() throws {
    let url = try ScratchDirectory.file(prefix: "SnapshotRecordingTests")
    defer { ScratchDirectory.remove(url.deletingLastPathComponent()) }
    let first = try SnapshotRecorder(url: url, clock: { 0 }, queueLabel: { nil })
    first.mark("before")
    #expect(
      throws: RecordingWriteError(
        file: url.path, reason: "another recorder is writing this file")
    ) {
      try SnapshotRecorder(url: url, clock: { 1 }, queueLabel: { nil })
    }
    first.mark("after")
    first.close()
    #expect(first.writeError == nil)
    #expect(try Recording(contentsOf: url).markers.map(\.label) == ["before", "after"])
  }

  @Test func aClosedRecordingCanBeRecordedAgain() throws {
    let url = try ScratchDirectory.file(prefix: "SnapshotRecordingTests")
    defer { ScratchDirectory.remove(url.deletingLastPathComponent()) }
    let first = try SnapshotRecorder(url: url, clock: { 0 }, queueLabel: { nil })
    first.mark("old")
    first.close()
    let second = try SnapshotRecorder(url: url, clock: { 0 }, queueLabel: { nil })
    second.mark("new")
    second.close()
    #expect(try Recording(contentsOf: url).markers.map(\.label) == ["new"])
  }

  /// Opened with `O_APPEND`: a line someone else appends is not overwritten by the next one.
  @Test func linesAreAppendedAfterWhateverTheFileHolds() throws {
    let url = try ScratchDirectory.file(prefix: "SnapshotRecordingTests")
    defer { ScratchDirectory.remove(url.deletingLastPathComponent()) }
    let recorder = try SnapshotRecorder(url: url, clock: { 0 }, queueLabel: { nil })
    let other = try FileHandle(forWritingTo: url)
    try other.seekToEnd()
    try other.write(contentsOf: Data(#"{"type":"marker","time":0,"label":"other"}"#.utf8 + [0x0A]))
    try other.close()
    recorder.mark("mine")
    recorder.close()
    #expect(try Recording(contentsOf: url).markers.map(\.label) == ["other", "mine"])
  }

  @Test(arguments: SnapshotRecorder.Durability.allCases)
  func everyDurabilityWritesTheSameRecording(_ durability: SnapshotRecorder.Durability) throws {
    let url = try ScratchDirectory.file(prefix: "SnapshotRecordingTests")
    defer { ScratchDirectory.remove(url.deletingLastPathComponent()) }
    let recorder = try SnapshotRecorder(
      url: url, durability: durability, clock: { 0.5 }, queueLabel: { nil })
    #expect(recorder.durability == durability)
    recorder.recordApply(sections: [("s", [1, 2])])
    recorder.mark("m")
    recorder.close()
    #expect(recorder.writeError == nil)
    #expect(
      try String(contentsOf: url, encoding: .utf8) == """
        {"format":"snapshot-replay","version":1}
        {"type":"apply","seq":1,"time":0.5,"sections":[{"id":"s","items":[1,2]}]}
        {"type":"marker","time":0.5,"label":"m"}

        """)
  }

  @Test func theDefaultDurabilitySyncsOnClose() throws {
    let url = try ScratchDirectory.file(prefix: "SnapshotRecordingTests")
    defer { ScratchDirectory.remove(url.deletingLastPathComponent()) }
    let recorder = try SnapshotRecorder(url: url)
    #expect(recorder.durability == .onClose)
    recorder.close()
  }

  @Test func aDirectoryThatDoesNotExistIsAClearError() throws {
    let url = ScratchDirectory.unusedURL("SnapshotRecordingTests")
      .appendingPathComponent("rec.jsonl")
    #expect(
      throws: RecordingWriteError(
        file: url.path, reason: "cannot open it: No such file or directory")
    ) {
      try SnapshotRecorder(url: url)
    }
  }

  /// A header that cannot be written (here: a file-size limit of 0 bytes, so `write` fails with
  /// EFBIG) removes the file it created and says so; run in a child process, as the limit is
  /// the process's.
  @Test func aFailedHeaderWriteRemovesTheFile() async {
    await #expect(processExitsWith: .success) {
      let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("RecordingFileTests-\(UUID().uuidString).jsonl")
      signal(SIGXFSZ, SIG_IGN)
      #if canImport(Glibc)
        let fileSize = __rlimit_resource_t(RLIMIT_FSIZE.rawValue)
      #else
        let fileSize = RLIMIT_FSIZE
      #endif
      var limit = rlimit()
      guard getrlimit(fileSize, &limit) == 0 else { exit(2) }
      limit.rlim_cur = 0
      guard setrlimit(fileSize, &limit) == 0 else { exit(2) }
      do throws(RecordingWriteError) {
        _ = try SnapshotRecorder(url: url)
        exit(3)
      } catch {
        guard error.reason == "File too large; the file was removed" else { exit(4) }
        exit(FileManager.default.fileExists(atPath: url.path) ? 5 : 0)
      }
    }
  }
}
