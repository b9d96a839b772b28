import Foundation
import ReplayTestSupport
import SnapshotRecording
import Testing

@testable import RecordingFormat

/// A file is decoded ahead on two threads; bytes in memory are decoded in line on the caller's.
/// Both must give the same events, errors and warnings in the same order.
@Suite struct LinePrefetcherTests {
  /// One step of reading.
  private enum Outcome: Equatable {
    case event(LocatedEvent)
    case error(RecordingError)
    case warning(RecordingWarning)
  }

  /// What reading gives, step by step: an event, an error (reading goes on after it unless it
  /// is about the whole file), then the warnings at the end.
  private static func outcomes(_ open: () throws(RecordingError) -> RecordingReader) -> [Outcome] {
    let reader: RecordingReader
    do throws(RecordingError) {
      reader = try open()
    } catch {
      return [.error(error)]
    }
    var outcomes: [Outcome] = []
    while outcomes.count < 100_000 {
      do throws(RecordingError) {
        guard let located = try reader.next() else { break }
        outcomes.append(.event(located))
      } catch {
        outcomes.append(.error(error))
        if error.location == nil { break }
      }
    }
    return outcomes + reader.warnings.map(Outcome.warning)
  }

  private static func expectSameReading(of data: Data, name: String) throws {
    let url = try ScratchDirectory.file(prefix: "RecordingFormatTests")
    try data.write(to: url)
    let ahead = outcomes { () throws(RecordingError) in
      try RecordingReader(contentsOf: url, name: name)
    }
    let inLine = outcomes { () throws(RecordingError) in
      try RecordingReader(data: data, name: name)
    }
    #expect(ahead == inLine, "\(name)")
  }

  @Test func fixturesReadTheSameAheadAsInLine() throws {
    let root = PackageFiles.root
    let directories =
      ["Recordings", "Fuzz/Corpus", "Fuzz/Regressions"].map {
        root.appendingPathComponent($0)
      } + [Fixtures.url("")]
    var files = 0
    for directory in directories {
      for url in try FileManager.default.contentsOfDirectory(
        at: directory, includingPropertiesForKeys: nil)
      where url.pathExtension == "jsonl" {
        try Self.expectSameReading(of: Data(contentsOf: url), name: url.lastPathComponent)
        files += 1
      }
    }
    #expect(files > 40)
  }

  /// Hundreds of lines, some corrupted, span several batches decoded by both threads; the
  /// seq and time checks, warnings said once and errors must still come in file order.
  @Test func aLongMixedFileReadsTheSameAheadAsInLine() throws {
    let lines = try ["outline.jsonl", "wifi-settings.jsonl", "mountains-search.jsonl"].flatMap {
      try Data(contentsOf: PackageFiles.demoRecording($0)).split(separator: 0x0A).dropFirst()
    }
    var generator = SplitMix64(seed: 14)
    var text = Data(#"{"format":"snapshot-replay","version":1}"#.utf8) + [0x0A]
    for _ in 0..<600 {
      guard var line = lines.randomElement(using: &generator).map(Array.init) else { continue }
      if Int.random(in: 0..<20, using: &generator) == 0, !line.isEmpty {
        line[Int.random(in: 0..<line.count, using: &generator)] = UInt8(ascii: "}")
      }
      text += line + [0x0A]
    }
    // Unterminated and cut off: the last line is a truncation warning.
    text += Data(#"{"type":"apply","seq":"#.utf8)
    // More lines than one batch holds: several batches, decoded by both threads.
    #expect(text.split(separator: 0x0A).count > 2 * LinePrefetcher.batchLines)
    try Self.expectSameReading(of: text, name: "mixed.jsonl")
  }

  @Test func aReaderDroppedEarlyStopsItsThreads() throws {
    let url = try ScratchDirectory.file(prefix: "RecordingFormatTests")
    var text = #"{"format":"snapshot-replay","version":1}"# + "\n"
    for seq in 1...20_000 {
      text += #"{"type":"apply","seq":\#(seq),"time":\#(seq),"sections":[]}"# + "\n"
    }
    try Data(text.utf8).write(to: url)
    for _ in 0..<20 {
      let reader = try RecordingReader(contentsOf: url)
      let first = try reader.next()
      #expect(first?.line == 2)
      // Dropping the reader here stops and joins its threads before the file is closed.
    }
  }
}
