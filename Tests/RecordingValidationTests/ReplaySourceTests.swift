import Foundation
import RecordingFormat
import ReplayTestSupport
import SnapshotRecording
import Testing

@testable import RecordingValidation

/// One source answers which applies a replay plays (``ReplayPlayback``) and how its file is
/// read (``ReplaySource``): a small file once, a large one on every pass, a pipe whole.
@Suite struct ReplaySourceTests {
  private static let header = #"{"format":"snapshot-replay","version":1}"#

  private static func apply(_ seq: Int, _ items: String) -> String {
    #"{"type":"apply","seq":\#(seq),"time":\#(seq).0,"#
      + #""sections":[{"id":"s","items":[\#(items)]}]}"#
  }

  /// seq 1 and 2 are valid, seq 3 repeats an identifier (UIKit traps), seq 4 is valid again;
  /// a marker comes before the trap.
  private static let lines = [
    apply(1, #""a","b""#),
    apply(2, #""b","a""#),
    #"{"type":"marker","time":2.5,"label":"before the trap"}"#,
    apply(3, #""a","a""#),
    apply(4, #""a""#),
  ]

  private func write(_ lines: [String] = Self.lines) throws -> URL {
    let url = try ScratchDirectory.file(prefix: "ReplaySourceTests")
    try Data(([Self.header] + lines).map { $0 + "\n" }.joined().utf8).write(to: url)
    return url
  }

  /// Every event of a pass, named, with whether the replay plays it.
  private func walk(_ events: ValidatedRecording) -> (played: [Int], all: [String]) {
    var playback = ReplayPlayback()
    var played: [Int] = []
    var all: [String] = []
    for event in events {
      if let apply = playback.plays(event) { played.append(apply.seq) }
      switch event {
      case .apply(let apply): all.append("apply \(apply.seq)")
      case .rejectedApply(let rejected): all.append("rejected \(rejected.seq)")
      case .marker(let marker, _): all.append("marker \(marker.label)")
      case .layout(let layout, _): all.append("layout \(layout.seq)")
      case .scroll: all.append("scroll")
      case .cellImage: all.append("cell-image")
      case .warning: all.append("warning")
      case .error: all.append("error")
      }
    }
    #expect(playback.stop == events.stop)
    return (played, all)
  }

  @Test func aReplayPlaysTheAcceptedAppliesBeforeTheFirstRejectedOne() throws {
    let url = try write()
    defer { ScratchDirectory.remove(url.deletingLastPathComponent()) }
    let events = try ValidatedRecording(contentsOf: url)
    let (played, all) = walk(events)
    #expect(played == [1, 2])
    #expect(all == ["apply 1", "apply 2", "marker before the trap", "rejected 3", "apply 4"])
    #expect(events.stop?.seq == 3)
  }

  @Test func aSmallFileIsReadOnceAndLaterPassesReplayTheSameEvents() throws {
    let url = try write()
    defer { ScratchDirectory.remove(url.deletingLastPathComponent()) }
    let source = try ReplaySource(contentsOf: url)
    #expect(source.passesReadTheFile == false)
    let first = try source.read()
    let firstWalk = walk(first)
    // The file is gone: a later pass can only come from memory.
    try FileManager.default.removeItem(at: url)
    let second = try source.read()
    #expect(second.header == first.header)
    let secondWalk = walk(second)
    #expect(secondWalk.played == firstWalk.played)
    #expect(secondWalk.all == firstWalk.all)
    #expect(second.applyCount == first.applyCount)
    #expect(second.stop == first.stop)
  }

  @Test func aPassThatStopsEarlyKeepsNothingAndTheNextReadsTheFile() throws {
    let url = try write()
    defer { ScratchDirectory.remove(url.deletingLastPathComponent()) }
    let source = try ReplaySource(contentsOf: url)
    let partial = try source.read()
    _ = partial.next()
    // Rewritten: the next pass reads it, as the first pass did not reach its end.
    try Data(([Self.header] + [Self.apply(1, #""z""#)]).map { $0 + "\n" }.joined().utf8)
      .write(to: url)
    #expect(source.isUnchanged == false)
    var playback = ReplayPlayback()
    let seqs = try source.read().compactMap { playback.plays($0)?.apply.sections[0].items.count }
    #expect(seqs == [1])
  }

  @Test func aFileLargerThanTheKeptSizeIsReadByEveryPass() throws {
    let url = try write()
    defer { ScratchDirectory.remove(url.deletingLastPathComponent()) }
    let source = try ReplaySource(contentsOf: url, keepingFilesUpTo: 0)
    #expect(source.passesReadTheFile)
    #expect(walk(try source.read()).played == [1, 2])
    #expect(source.isUnchanged)
    try FileManager.default.removeItem(at: url)
    #expect(source.isUnchanged == false)
    #expect(throws: RecordingError.self) { try source.read() }
  }

  @Test func aPipeIsParsedWholeWhenTheSourceIsMade() throws {
    let url = try write()
    let directory = url.deletingLastPathComponent()
    defer { ScratchDirectory.remove(directory) }
    let pipe = directory.appendingPathComponent("pipe.jsonl")
    #expect(mkfifo(pipe.path, 0o600) == 0)
    let contents = try Data(contentsOf: url)
    let writer = Thread {
      if let handle = FileHandle(forWritingAtPath: pipe.path) {
        handle.write(contents)
        handle.closeFile()
      }
    }
    writer.start()
    let source = try ReplaySource(contentsOf: pipe)
    #expect(source.passesReadTheFile == false)
    #expect(walk(try source.read()).played == [1, 2])
    #expect(walk(try source.read()).played == [1, 2])
  }

  @Test func aRecordingInMemoryIsReplayedByEveryPass() throws {
    let url = try write()
    defer { ScratchDirectory.remove(url.deletingLastPathComponent()) }
    let source = ReplaySource(try Recording(contentsOf: url))
    #expect(source.passesReadTheFile == false)
    #expect(source.isUnchanged)
    #expect(walk(try source.read()).all == walk(try ValidatedRecording(contentsOf: url)).all)
  }
}
