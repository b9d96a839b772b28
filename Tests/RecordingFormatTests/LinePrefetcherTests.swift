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

  /// Lines longer than the bytes allowed in flight (16 chunks) are decoded one at a time, each
  /// only once the reader has taken the one before, and one after the other by the same thread
  /// (whose allocator then reuses what the previous one freed): an apply of a million items is
  /// a line of tens of megabytes, and two of them with their items would double the peak. They
  /// read the same at every chunk size, ahead as in line, and each apply's preparation still
  /// sees it whole although its line's bytes are let go before the preparation runs.
  @Test func longLinesAreDecodedOneAtATimeAndReadTheSameAtEveryChunkSize() throws {
    var generator = SplitMix64(seed: 41)
    var lines = [RecordingWriter.line(for: RecordingHeader())]
    for seq in 1...12 {
      let count = Int.random(in: 300...600, using: &generator)
      let items = (0..<count).map { RecordedItem(id: .integer($0), label: "Row \(seq).\($0)") }
      lines.append(
        RecordingWriter.line(
          for: ApplyEvent(
            seq: seq, time: Double(seq), sections: [RecordedSection(id: "s", items: items)])))
    }
    lines.append(#"{"type":"marker","time":13,"label":"end"}"#)
    let text = Data((lines.joined(separator: "\n") + "\n").utf8)
    let longest = lines.map(\.utf8.count).max() ?? 0
    let shortestApply = lines.dropFirst().dropLast().map(\.utf8.count).min() ?? 0
    let url = try ScratchDirectory.file(prefix: "RecordingFormatTests")
    try text.write(to: url)

    let inLine = Self.outcomes { () throws(RecordingError) in
      try RecordingReader(data: text, name: "long.jsonl")
    }
    #expect(inLine.count == 13)
    for chunkSize in [64, 256, 4096, text.count] {
      let reader = try RecordingReader(contentsOf: url, name: "long.jsonl", chunkSize: chunkSize)
      reader.prepareEachApply { apply, _ in apply.sections.map(\.items.count).reduce(0, +) }
      var outcomes: [Outcome] = []
      while let (located, prepared) = try reader.nextPrepared() {
        outcomes.append(.event(located))
        if case .apply(let apply) = located.event {
          #expect(prepared as? Int == apply.sections[0].items.count)
        }
      }
      #expect(outcomes == inLine, "chunk size \(chunkSize)")
      #expect(reader.warnings.isEmpty)
      if 16 * chunkSize <= shortestApply {
        // Every batch is one line past the bound, so the next is taken only once it is handed.
        #expect(reader.peakBytesInFlight <= longest, "chunk size \(chunkSize)")
        #expect(reader.peakBytesInFlight >= shortestApply)
        #expect(reader.threadsDecodingLongLines == 1, "chunk size \(chunkSize)")
      }
    }
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
