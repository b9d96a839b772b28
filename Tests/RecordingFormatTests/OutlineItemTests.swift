import Foundation
import ReplayTestSupport
import SnapshotRecording
import Testing

@testable import RecordingFormat

/// Outline items (recording format v1, "Outline items", revised 2026-11-23): `parent` and
/// `expanded` are read from item objects, and a `parent` that is not an earlier item of the
/// same section — a cycle included — is an error naming the line, the seq and the ids.
@Suite struct OutlineItemTests {
  private static let header = #"{"format":"snapshot-replay","version":1}"#

  /// Reads lines after a header; the recording, or the first error.
  private func read(_ lines: [String]) -> Result<Recording, RecordingError> {
    let text = ([Self.header] + lines).joined(separator: "\n") + "\n"
    do throws(RecordingError) {
      let reader = try RecordingReader(data: Data(text.utf8), name: "o.jsonl")
      var events: [LocatedEvent] = []
      while let event = try reader.next() { events.append(event) }
      return .success(Recording(header: reader.header, events: events))
    } catch {
      return .failure(error)
    }
  }

  /// An apply line with one section `files` holding `items` (JSON texts).
  private func apply(seq: Int = 1, _ items: [String]) -> String {
    #"{"type":"apply","seq":\#(seq),"time":0,"sections":[{"id":"files","items":["#
      + items.joined(separator: ",") + "]}]}"
  }

  private func errorText(_ lines: [String]) -> String? {
    guard case .failure(let error) = read(lines) else { return nil }
    return error.description
  }

  @Test func parentAndExpandedAreReadFromItemObjects() throws {
    let recording = try read([
      apply([
        #"{"id":"docs","expanded":true}"#, #"{"id":7,"parent":"docs","expanded":false}"#,
        #"{"id":"todo","parent":"docs"}"#, #"{"id":"music","expanded":null,"parent":null}"#,
      ])
    ]).get()
    #expect(
      recording.applies.first?.sections.first?.items == [
        RecordedItem(id: "docs", expanded: true),
        RecordedItem(id: 7, parent: "docs", expanded: false),
        RecordedItem(id: "todo", parent: "docs"),
        RecordedItem(id: "music"),
      ])
  }

  @Test func anIntegerParentIsADifferentIdentifierFromItsStringForm() {
    #expect(
      errorText([apply([#"{"id":7,"expanded":true}"#, #"{"id":"a","parent":"7"}"#])])
        == #"o.jsonl:2: error: sections[0].items[1].parent "7" of item "a" is not an item of "#
        + #"section "files"; a parent must be an earlier item of the same section (seq 1)"#)
  }

  @Test func aParentOfTheWrongTypeNamesItsKeyPath() {
    #expect(
      errorText([apply([#""a""#, #"{"id":"b","parent":true}"#])])
        == "o.jsonl:2: error: sections[0].items[1].parent must be an identifier (a string or an "
        + "integer), not a boolean")
    #expect(
      errorText([apply([#"{"id":"b","parent":1.5}"#])])
        == "o.jsonl:2: error: sections[0].items[0].parent must be an integer written without a "
        + "fraction or exponent, not 1.5")
  }

  @Test func expandedOfTheWrongTypeNamesItsKeyPath() {
    #expect(
      errorText([apply([#"{"id":"a","expanded":"yes"}"#])])
        == "o.jsonl:2: error: sections[0].items[0].expanded must be a boolean, not a string")
  }

  @Test func aParentMissingFromTheSectionIsAnErrorWithLineSeqAndIds() {
    #expect(
      errorText([apply(seq: 3, [#""a""#, #"{"id":"b","parent":"x"}"#])])
        == #"o.jsonl:2: error: sections[0].items[1].parent "x" of item "b" is not an item of "#
        + #"section "files"; a parent must be an earlier item of the same section (seq 3)"#)
  }

  @Test func aParentInAnotherSectionIsNotAnItemOfThisOne() {
    let line =
      #"{"type":"apply","seq":1,"time":0,"sections":[{"id":"a","items":["docs"]},"#
      + #"{"id":"b","items":[{"id":"notes","parent":"docs"}]}]}"#
    #expect(
      errorText([line])
        == #"o.jsonl:2: error: sections[1].items[0].parent "docs" of item "notes" is not an item "#
        + #"of section "b"; a parent must be an earlier item of the same section (seq 1)"#)
  }

  @Test func aParentListedAfterItsChildIsAnError() {
    #expect(
      errorText([apply([#"{"id":"b","parent":"a"}"#, #""a""#])])
        == #"o.jsonl:2: error: sections[0].items[0].parent "a" of item "b" comes after it in "#
        + #"section "files"; a parent must be an earlier item of the same section (seq 1)"#)
  }

  @Test func anItemThatIsItsOwnParentIsAnError() {
    #expect(
      errorText([apply([#"{"id":"a","parent":"a"}"#])])
        == #"o.jsonl:2: error: sections[0].items[0].parent of item "a" is the item itself; a "#
        + #"parent must be an earlier item of the same section (seq 1)"#)
  }

  @Test func aCycleIsAnErrorThatListsIt() {
    #expect(
      errorText([
        apply([
          #""root""#, #"{"id":"a","parent":"c"}"#, #"{"id":"b","parent":"a"}"#,
          #"{"id":"c","parent":"b"}"#,
        ])
      ])
        == #"o.jsonl:2: error: sections[0].items[1].parent "c" of item "a" makes a cycle in "#
        + #"section "files": "a" → "c" → "b" → "a" (seq 1)"#)
  }

  @Test func aLongCycleIsCutAfterItsFirstIds() {
    // 0 → 99 → 98 → … → 1 → 0: a hundred items in one cycle.
    let items = (0..<100).map { #"{"id":\#($0),"parent":\#(($0 + 99) % 100)}"# }
    #expect(
      errorText([apply(items)])
        == #"o.jsonl:2: error: sections[0].items[0].parent 99 of item 0 makes a cycle in "#
        + #"section "files": 0 → 99 → 98 → 97 → 96 → 95 → … (100 items) → 0 (seq 1)"#)
  }

  @Test func aParentChainThatEndsOutsideTheSectionIsNotACycle() {
    #expect(
      errorText([apply([#"{"id":"a","parent":"b"}"#, #"{"id":"b","parent":"x"}"#])])
        == #"o.jsonl:2: error: sections[0].items[0].parent "b" of item "a" comes after it in "#
        + #"section "files"; a parent must be an earlier item of the same section (seq 1)"#)
  }

  @Test func theErrorCarriesTheSeqAndTheReaderGoesOnWithTheNextLine() throws {
    let text =
      [
        Self.header, apply(seq: 1, [#""a""#]), apply(seq: 2, [#"{"id":"b","parent":"b"}"#]),
        apply(seq: 3, [#""a""#]),
      ].joined(separator: "\n") + "\n"
    let reader = try RecordingReader(data: Data(text.utf8), name: "o.jsonl")
    var seqs: [Int] = []
    var errors: [RecordingError] = []
    while true {
      do throws(RecordingError) {
        guard let event = try reader.next() else { break }
        if case .apply(let apply) = event.event { seqs.append(apply.seq) }
      } catch {
        errors.append(error)
      }
    }
    #expect(seqs == [1, 3])
    #expect(errors.map(\.seq) == [2])
    #expect(errors.map(\.location?.line) == [3])
  }

  @Test func misspeltOutlineKeysSuggestTheKeyMeant() throws {
    let text =
      [Self.header, apply([#""a""#, #"{"id":"b","parnet":"a","expaned":true}"#])]
      .joined(separator: "\n") + "\n"
    let reader = try RecordingReader(data: Data(text.utf8), name: "o.jsonl")
    while try reader.next() != nil {}
    #expect(
      reader.warnings.map(\.message) == [
        #"unknown key "parnet" in sections[0].items[1] is ignored; did you mean "parent"?"#,
        #"unknown key "expaned" in sections[0].items[1] is ignored; did you mean "expanded"?"#,
      ])
  }

  @Test func whatTheWriterWritesTheReaderReadsBack() throws {
    let items = [
      RecordedItem(id: "docs", label: "Documents", expanded: true),
      RecordedItem(id: 7, parent: "docs", expanded: false),
      RecordedItem(id: "todo", parent: "docs"),
    ]
    let event = ApplyEvent(
      seq: 1, time: 0, sections: [RecordedSection(id: "files", items: items)])
    let line = RecordingWriter.line(for: .apply(event))
    #expect(try read([line]).get().applies == [event])
  }
}
