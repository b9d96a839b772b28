import RecordingFormat
import ReplayTestSupport
import SnapshotRecording
import Testing

@testable import RecordingValidation

@Suite struct RecordingSummaryTests {
  @Test func countsEventsByTypeIncludingSkippedOnes() throws {
    let summary = try RecordingSummary(
      contentsOf: Fixtures.url("unknown-type.jsonl"), name: "u.jsonl")
    #expect(summary.eventCounts == ["apply": 2, "focus": 1])
    #expect(summary.applyCount == 2)
  }

  @Test func durationIsTheLastEventsTime() throws {
    let summary = try RecordingSummary(contentsOf: Fixtures.url("bom-crlf.jsonl"))
    #expect(summary.duration == 0.5)
  }

  @Test func largestSnapshotIsTheFirstWithTheMostItems() throws {
    let summary = try RecordingSummary(contentsOf: Fixtures.url("blank-lines.jsonl"))
    #expect(summary.largestSnapshot == .init(items: 2, sections: 1, seq: 1, line: 5))
  }

  @Test func reportShowsHeaderCountsAndMarkers() throws {
    let url = try ScratchDirectory.file(prefix: "RecordingValidationTests")
    try RecordingWriter.write(
      header: RecordingHeader(title: "Demo", render: ["columns": .number(24)]),
      events: [
        .apply(
          ApplyEvent(
            seq: 1, time: 0, sections: [RecordedSection(id: "s", items: [RecordedItem(id: 1)])])),
        .marker(MarkerEvent(time: 2, label: "tap")),
      ], to: url)
    let summary = try RecordingSummary(contentsOf: url, name: "demo.jsonl")
    #expect(
      summary.report == """
        demo.jsonl: snapshot-replay version 1
          title:    Demo
          render:   columns=24
          events:   1 apply, 1 marker
          duration: 2.0 s
          largest:  1 item in 1 section (seq 1, line 2)
          markers:  1
            2.0 s  tap (line 3)
        """)
  }
}
