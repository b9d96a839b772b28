import Foundation
import ReplayTestSupport
import SnapshotRecording
import Testing

@testable import RecordingFormat

@Suite struct RecordingReaderTests {
  @Test func headerOnlyRecordingHasNoEvents() throws {
    let recording = try Fixtures.read("empty.jsonl")
    #expect(recording.header == RecordingHeader(version: 1))
    #expect(recording.events.isEmpty)
  }

  @Test func byteOrderMarkAndCRLFAreTolerated() throws {
    let recording = try Fixtures.read("bom-crlf.jsonl")
    #expect(recording.applies.map(\.seq) == [1, 2])
    #expect(recording.applies[1].sections[0].items.map(\.id) == ["dog", "cat"])
    #expect(recording.warnings.isEmpty)
  }

  @Test func blankLinesAreIgnoredButCounted() throws {
    let recording = try Fixtures.read("blank-lines.jsonl")
    #expect(recording.events.map(\.line) == [5, 7])
    #expect(recording.warnings.isEmpty)
  }

  @Test func truncatedLastLineIsDroppedWithAWarning() throws {
    let recording = try Fixtures.read("truncated.jsonl")
    #expect(recording.applies.map(\.seq) == [1, 2])
    #expect(
      recording.warnings.map(\.description) == [
        "truncated.jsonl:4: warning: the last line is cut short (the recording ends mid-line); "
          + "it is ignored"
      ])
  }

  @Test func completeLastLineWithoutNewlineIsRead() throws {
    let url = try ScratchDirectory.file(prefix: "RecordingFormatTests")
    let text =
      #"{"format":"snapshot-replay","version":1}"# + "\n"
      + #"{"type":"marker","time":1,"label":"end"}"#
    try Data(text.utf8).write(to: url)
    let recording = try Recording(contentsOf: url)
    #expect(recording.markers == [MarkerEvent(time: 1, label: "end")])
    #expect(recording.warnings.isEmpty)
  }

  @Test func unknownEventTypeIsSkippedWithAWarning() throws {
    let recording = try Fixtures.read("unknown-type.jsonl")
    #expect(recording.applies.map(\.seq) == [1, 2])
    #expect(
      recording.warnings.map(\.description) == [
        #"unknown-type.jsonl:3: warning: skipping event of unknown type "focus""#
      ])
  }

  @Test func unknownKeysAreIgnored() throws {
    let recording = try Fixtures.read("unknown-keys.jsonl")
    #expect(recording.header.render == ["layout": .string("grid"), "columns": .number(24)])
    #expect(
      recording.applies
        == [
          ApplyEvent(
            seq: 1, time: 0,
            sections: [RecordedSection(id: "pets", items: [RecordedItem(id: "cat", label: "Cat")])])
        ])
    #expect(recording.warnings.isEmpty)
  }

  @Test func seqGapIsAWarning() throws {
    let recording = try Fixtures.read("seq-gap.jsonl")
    #expect(recording.applies.map(\.seq) == [1, 4])
    #expect(
      recording.warnings.map(\.description) == [
        "seq-gap.jsonl:3: warning: seq jumps from 1 to 4; 2 events were lost"
      ])
  }

  @Test func readerContinuesAfterALineError() throws {
    let reader = try RecordingReader(
      contentsOf: Fixtures.url("time-backwards.jsonl"), name: "time-backwards.jsonl")
    #expect(try reader.next()?.line == 2)
    #expect(throws: RecordingError.self) { try reader.next() }
    #expect(try reader.next()?.line == 4)
    #expect(try reader.next() == nil)
  }

  @Test func identifiersKeepTheirJSONType() throws {
    let url = try ScratchDirectory.file(prefix: "RecordingFormatTests")
    let text =
      #"{"format":"snapshot-replay","version":1}"# + "\n"
      + #"{"type":"apply","seq":1,"time":0,"sections":[{"id":1,"items":[7,"7",-3]}]}"# + "\n"
    try Data(text.utf8).write(to: url)
    let apply = try #require(try Recording(contentsOf: url).applies.first)
    #expect(apply.sections[0].id == .integer(1))
    #expect(apply.sections[0].items.map(\.id) == [.integer(7), .string("7"), .integer(-3)])
  }
}
