import Foundation
import SnapshotRecording
import Testing

@testable import RecordingFormat

/// Cell content (recording format v1, item `subtitle` and `accessory`, added 2026-11-23): read
/// from item objects, written back the same, and an accessory the format does not name is an
/// error naming the line, the item and the accepted words.
@Suite struct CellContentTests {
  private static let header = #"{"format":"snapshot-replay","version":1}"#

  private func read(_ items: [String]) -> Result<Recording, RecordingError> {
    let line =
      #"{"type":"apply","seq":1,"time":0,"sections":[{"id":"s","items":["#
      + items.joined(separator: ",") + "]}]}"
    let text = Self.header + "\n" + line + "\n"
    do throws(RecordingError) {
      let reader = try RecordingReader(data: Data(text.utf8), name: "c.jsonl")
      var events: [LocatedEvent] = []
      while let event = try reader.next() { events.append(event) }
      return .success(Recording(header: reader.header, events: events))
    } catch {
      return .failure(error)
    }
  }

  @Test func subtitleAndEveryAccessoryAreRead() throws {
    let recording = try read([
      #"{"id":"a","label":"Wi-Fi","accessory":"switch-on"}"#,
      #"{"id":"b","subtitle":"Secured","accessory":"detail"}"#,
      #"{"id":"c","accessory":"disclosure"}"#, #"{"id":"d","accessory":"checkmark"}"#,
      #"{"id":"e","accessory":"switch-off"}"#,
    ]).get()
    #expect(
      recording.applies.first?.sections.first?.items == [
        RecordedItem(id: "a", label: "Wi-Fi", accessory: .switchOn),
        RecordedItem(id: "b", subtitle: "Secured", accessory: .detail),
        RecordedItem(id: "c", accessory: .disclosure),
        RecordedItem(id: "d", accessory: .checkmark),
        RecordedItem(id: "e", accessory: .switchOff),
      ])
  }

  @Test func anUnknownAccessoryIsAnErrorNamingTheAcceptedWords() {
    guard case .failure(let error) = read([#"{"id":"a","accessory":"toggle"}"#]) else {
      Issue.record("an unknown accessory was accepted")
      return
    }
    #expect(
      error.description
        == #"c.jsonl:2: error: sections[0].items[0].accessory must be one of disclosure, "#
        + #"detail, checkmark, switch-on, switch-off, not "toggle""#)
  }

  @Test func theWriterWritesSubtitleAndAccessoryAndTheReaderReadsThemBack() throws {
    let item = RecordedItem(id: "n", label: "Nacho", subtitle: "Secured", accessory: .detail)
    let apply = ApplyEvent(seq: 1, time: 0, sections: [RecordedSection(id: "s", items: [item])])
    let line = RecordingWriter.line(for: .apply(apply))
    #expect(line.contains(#"{"id":"n","label":"Nacho","subtitle":"Secured","accessory":"detail"}"#))
    let text = Self.header + "\n" + line + "\n"
    let reader = try RecordingReader(data: Data(text.utf8), name: "w.jsonl")
    guard case .apply(let read)? = try reader.next()?.event else {
      Issue.record("no apply read back")
      return
    }
    #expect(read.sections.first?.items == [item])
  }

  @Test func anItemWithOnlyAnAccessoryIsNotBare() {
    #expect(!RecordedItem(id: "a", accessory: .checkmark).isBare)
    #expect(!RecordedItem(id: "a", subtitle: "x").isBare)
  }
}
