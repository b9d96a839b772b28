import Foundation
import ReplayTestSupport
import SnapshotRecording
import Testing

@testable import RecordingFormat

@Suite struct StreamingReaderTests {
  /// 200k events (~15 MB) read with 4 KiB chunks: the buffer never holds more than one line plus
  /// one chunk, so memory does not grow with the number of events.
  @Test func largeFileIsReadWithABoundedBuffer() throws {
    let url = try ScratchDirectory.file(prefix: "RecordingFormatTests")
    #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
    let handle = try FileHandle(forWritingTo: url)
    try handle.write(
      contentsOf: RecordingWriter.data(for: RecordingWriter.line(for: RecordingHeader())))
    // Over a megabyte, hundreds of chunks: a buffer that grew with the file would pass the bound
    // below many times over (200,000 lines cost 6 s of the debug test run and proved no more).
    let count = 20_000
    var longestLine = 0
    var batch = ""
    for seq in 1...count {
      let line = RecordingWriter.line(
        for: ApplyEvent(
          seq: seq, time: Double(seq) / 1000,
          sections: [RecordedSection(id: "s", items: [RecordedItem(id: .integer(seq))])]))
      longestLine = max(longestLine, line.utf8.count + 1)
      batch += line + "\n"
      if seq % 10_000 == 0 {
        try handle.write(contentsOf: Data(batch.utf8))
        batch = ""
      }
    }
    try handle.close()

    let chunkSize = 4096
    let reader = try RecordingReader(contentsOf: url, chunkSize: chunkSize)
    var read = 0
    var lastSeq = 0
    while let located = try reader.next() {
      guard case .apply(let apply) = located.event else { continue }
      read += 1
      lastSeq = apply.seq
    }
    #expect(read == count)
    #expect(lastSeq == count)
    #expect(reader.warnings.isEmpty)
    #expect(reader.peakBufferedBytes <= chunkSize + longestLine)
  }

  @Test func lineLongerThanTheLimitIsAnErrorAndReadingResumesAfterIt() throws {
    let url = try ScratchDirectory.file(prefix: "RecordingFormatTests")
    let long = #"{"type":"marker","time":0,"label":""# + String(repeating: "x", count: 5000) + "\"}"
    let text =
      #"{"format":"snapshot-replay","version":1}"# + "\n" + long + "\n"
      + #"{"type":"marker","time":1,"label":"after"}"# + "\n"
    try Data(text.utf8).write(to: url)
    let reader = try RecordingReader(
      contentsOf: url, name: "long.jsonl", chunkSize: 256, maximumLineLength: 1024)
    #expect(
      throws: RecordingError.lineTooLong(
        RecordingLocation(file: "long.jsonl", line: 2), limit: 1024)
    ) {
      try reader.next()
    }
    #expect(
      try reader.next()
        == LocatedEvent(line: 3, event: .marker(MarkerEvent(time: 1, label: "after"))))
    #expect(reader.peakBufferedBytes <= 1024 + 256)
  }

  /// Lines many chunks long are handed over as the buffer itself instead of copied (an apply of
  /// a million items is tens of megabytes): they read the same as short ones, with a byte-order
  /// mark before the first and `\r\n` endings, and the lines after them are intact.
  @Test func longLinesReadTheSameWhateverTheChunkSize() throws {
    let url = try ScratchDirectory.file(prefix: "RecordingFormatTests")
    func apply(_ seq: Int, items: Int) -> String {
      RecordingWriter.line(
        for: ApplyEvent(
          seq: seq, time: Double(seq),
          sections: [
            RecordedSection(
              id: "s",
              items: (0..<items).map { RecordedItem(id: .integer($0), label: "Row \($0)") })
          ]))
    }
    let lines = [
      RecordingWriter.line(for: RecordingHeader()), apply(1, items: 3_000), apply(2, items: 2),
      apply(3, items: 4_000), #"{"type":"marker","time":4,"label":"end"}"#,
    ]
    var bytes: [UInt8] = [0xEF, 0xBB, 0xBF]
    bytes += Array(lines.joined(separator: "\r\n").utf8)
    try Data(bytes).write(to: url)

    func events(chunkSize: Int) throws -> [LocatedEvent] {
      let reader = try RecordingReader(contentsOf: url, chunkSize: chunkSize)
      var events: [LocatedEvent] = []
      while let located = try reader.next() { events.append(located) }
      #expect(reader.warnings.isEmpty)
      return events
    }
    let whole = try events(chunkSize: bytes.count)
    #expect(whole.count == 4)
    #expect(try events(chunkSize: 256) == whole)
    #expect(try events(chunkSize: 4096) == whole)
  }
}
