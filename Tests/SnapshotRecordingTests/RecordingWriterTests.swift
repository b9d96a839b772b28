import Foundation
import RecordingFormat
import ReplayTestSupport
import SnapshotModel
import Testing

@testable import SnapshotRecording

@Suite struct RecordingWriterTests {
  @Test func applyLineHasFixedKeyOrderAndBareIdentifiers() {
    let event = ApplyEvent(
      seq: 3, time: 0.125,
      sections: [
        RecordedSection(id: "config", items: [RecordedItem(id: "wifi"), RecordedItem(id: 7)]),
        RecordedSection(
          id: 2, title: "Networks",
          items: [RecordedItem(id: "n-1", label: "AirSpace1", color: RecordedColor(hex: "#3478f6"))]
        ),
      ])
    #expect(
      RecordingWriter.line(for: event)
        == #"{"type":"apply","seq":3,"time":0.125,"sections":[{"id":"config","items":["wifi",7]},"#
        + #"{"id":2,"title":"Networks","items":[{"id":"n-1","label":"AirSpace1","#
        + ##""color":"#3478F6"}]}]}"##
    )
  }

  @Test func applyLineWritesOptionalKeysOnlyWhenNotDefault() {
    let event = ApplyEvent(
      seq: 1, time: 2, sections: [], animating: false, reloadData: true, reloaded: ["a"],
      reconfigured: [1], reloadedSections: ["s"], queue: "main", rowAnimation: .fade)
    #expect(
      RecordingWriter.line(for: event)
        == #"{"type":"apply","seq":1,"time":2.0,"sections":[],"animating":false,"reloadData":true,"#
        + #""reloaded":["a"],"reconfigured":[1],"reloadedSections":["s"],"queue":"main","#
        + #""rowAnimation":"fade"}"#)
  }

  @Test func markerLine() {
    #expect(
      RecordingWriter.line(for: .marker(MarkerEvent(time: 2, label: "user tapped Sort")))
        == #"{"type":"marker","time":2.0,"label":"user tapped Sort"}"#)
  }

  @Test func headerLineSortsRenderHintsAndWritesIntegralNumbersAsIntegers() {
    let header = RecordingHeader(
      title: "Insertion sort", created: "2026-11-22T08:00:00Z", source: "Demo",
      render: ["layout": .string("grid"), "columns": .number(24), "fps": .number(29.97)])
    #expect(
      RecordingWriter.line(for: header)
        == #"{"format":"snapshot-replay","version":1,"title":"Insertion sort","#
        + #""created":"2026-11-22T08:00:00Z","source":"Demo","#
        + #""render":{"columns":24,"fps":29.97,"layout":"grid"}}"#)
  }

  @Test func stringsAreEscaped() {
    let marker = MarkerEvent(time: 0, label: "quote \" slash \\ tab \t bell \u{07} é")
    #expect(
      RecordingWriter.line(for: marker)
        == #"{"type":"marker","time":0.0,"label":"quote \" slash \\ tab \t bell \u0007 é"}"#)
  }

  @Test func timesArePrintedShortestRoundTrip() {
    #expect(JSONWriter.numberText(0.1) == "0.1")
    #expect(JSONWriter.numberText(1.0 / 3.0) == "0.3333333333333333")
    #expect(JSONWriter.numberText(-0.0) == "0.0")
    #expect(JSONWriter.numberText(.nan) == "0")
  }

  @Test func writtenRecordingReadsBackAsTheSameEvents() throws {
    let url = try ScratchDirectory.file(prefix: "SnapshotRecordingTests")
    let header = RecordingHeader(
      title: "Round trip \u{1F600}", render: ["cellSize": .string("16x34")])
    let events: [RecordingEvent] = [
      .apply(
        ApplyEvent(
          seq: 1, time: 0,
          sections: [
            RecordedSection(
              id: "s", title: "Title",
              items: [
                RecordedItem(
                  id: "a", label: "A\nline", detail: "d", color: RecordedColor(hex: "#01020380")),
                RecordedItem(id: -12),
                RecordedItem(id: "7"),
              ])
          ], reloaded: ["a"], queue: "bg", rowAnimation: .middle)),
      .marker(MarkerEvent(time: 0.1, label: "tap")),
      .apply(
        ApplyEvent(
          seq: 2, time: 1.0 / 3.0, sections: [], animating: false, reloadData: true)),
    ]
    try RecordingWriter.write(header: header, events: events, to: url)
    let recording = try Recording(contentsOf: url)
    #expect(recording.header == header)
    #expect(recording.events.map(\.event) == events)
    #expect(recording.events.map(\.line) == [2, 3, 4])
    #expect(recording.warnings.isEmpty)
  }

  @Test func writingWhereNoFileCanBeIsAWriteErrorNamingTheFile() throws {
    let url = try ScratchDirectory.file(prefix: "SnapshotRecordingTests")
      .appendingPathComponent("missing/rec.jsonl")
    do {
      try RecordingWriter.write(header: RecordingHeader(), events: [], to: url)
      Issue.record("expected a write error")
    } catch {
      #expect(error.file == url.path)
      #expect(error.description.hasPrefix("\(url.path): cannot write the recording: "))
    }
  }
}
