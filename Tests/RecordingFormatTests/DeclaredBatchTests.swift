import Foundation
import SnapshotRecording
import Testing

@testable import RecordingFormat

/// An apply's optional `declared` object (docs/RecordingFormat.md, "Declared batch updates"):
/// written and read back exactly, declined by the fast path, and every value a hostile file can
/// put there refused with its key path and the limit.
@Suite struct DeclaredBatchTests {
  private static let header = #"{"format":"snapshot-replay","version":1}"#

  /// An apply line with `declared` set to the JSON text `declared`.
  private static func line(declared: String) -> String {
    #"{"type":"apply","seq":1,"time":0,"sections":[{"id":"s","items":["a"]}],"declared":"#
      + declared + "}"
  }

  /// The error reading `line` after a header gives, as printed; `nil` when it reads.
  private static func error(reading line: String) -> String? {
    let text = [header, line].joined(separator: "\n") + "\n"
    do {
      let reader = try RecordingReader(data: Data(text.utf8), name: "d.jsonl")
      while try reader.next() != nil {}
      return nil
    } catch {
      return (error as? RecordingError).map { Diagnostic($0).description }
    }
  }

  @Test func theProposedExampleReadsAsItSays() throws {
    let line = Self.line(
      declared: #"{"view":"table","before":[3],"after":[0],"updates":["delete 0-1","delete 0-0"]}"#)
    let text = [Self.header, line].joined(separator: "\n") + "\n"
    let reader = try RecordingReader(data: Data(text.utf8), name: "d.jsonl")
    guard case .apply(let apply)? = try reader.next()?.event else {
      Issue.record("no apply")
      return
    }
    #expect(
      apply.declared
        == DeclaredBatch(
          view: .table, before: [3], after: [0],
          updates: [
            .item(.delete, DeclaredBatch.Place(section: 0, item: 1)),
            .item(.delete, DeclaredBatch.Place(section: 0, item: 0)),
          ]))
    #expect(reader.warnings.isEmpty)
  }

  @Test func everyUpdateFormIsWrittenAndReadBack() throws {
    let texts = [
      "insert 0-2", "delete 1-0", "reload 0-0", "move 0-1 1-3", "insert section 2",
      "delete section 0", "reload section 1", "move section 1 3",
    ]
    let updates = texts.compactMap(DeclaredBatch.Update.init(text:))
    #expect(updates.map(\.description) == texts)
    let apply = ApplyEvent(
      seq: 1, time: 0, sections: [],
      declared: DeclaredBatch(
        view: .collection, before: [2, 0], after: [9_223_372_036_854_775_807], updates: updates))
    let line = RecordingWriter.line(for: .apply(apply))
    #expect(LineScanner.event(Array(line.utf8)) == nil, "the fast path declines it")
    let text = [Self.header, line].joined(separator: "\n") + "\n"
    let reader = try RecordingReader(data: Data(text.utf8), name: "d.jsonl")
    #expect(try reader.next()?.event == .apply(apply))
  }

  @Test func malformedUpdatesAreNotUpdates() {
    for text in [
      "insert 0", "insert -1-0", "insert 01-0", "insert 0-1 ", "move 0-1", "swap 0-1",
      "move section 1", "insert section", "insert 0-99999999999999999999", "Insert 0-1", "",
    ] {
      #expect(DeclaredBatch.Update(text: text) == nil, "\(text)")
    }
  }

  @Test func eachProblemNamesItsKeyPathAndTheLimit() {
    let cases: [(String, String)] = [
      (#"[]"#, "declared must be an object, not an array"),
      (#"{"before":[],"after":[],"updates":[]}"#, "missing required key declared.view"),
      (
        #"{"view":"grid","before":[],"after":[],"updates":[]}"#,
        #"declared.view must be table or collection, not "grid""#
      ),
      (#"{"view":"table","after":[],"updates":[]}"#, "missing required key declared.before"),
      (
        #"{"view":"table","before":[1,-1],"after":[],"updates":[]}"#,
        "declared.before[1] must be a count: an integer from 0 to 9223372036854775807, not -1"
      ),
      (
        #"{"view":"table","before":[],"after":[184467440737095516160],"updates":[]}"#,
        "declared.after[0] must be a count: an integer from 0 to 9223372036854775807, not "
          + "184467440737095516160"
      ),
      (
        #"{"view":"table","before":[],"after":[1.5],"updates":[]}"#,
        "declared.after[0] must be a count: an integer from 0 to 9223372036854775807, not 1.5"
      ),
      (
        #"{"view":"table","before":[],"after":[],"updates":[7]}"#,
        "declared.updates[0] must be a string, not the number 7"
      ),
      (
        #"{"view":"table","before":[],"after":[],"updates":["insert 0-0","explode 1"]}"#,
        #"declared.updates[1] must be an update: insert, delete or reload S-I; move S-I S-I; "#
          + #"insert, delete or reload section S; or move section S S, not "explode 1""#
      ),
    ]
    for (declared, message) in cases {
      #expect(
        Self.error(reading: Self.line(declared: declared)) == "d.jsonl:2: error: \(message)")
    }
  }

  @Test func theBudgetsAreTenThousandSectionsAndAHundredThousandUpdates() {
    let sections = "[" + Array(repeating: "0", count: 10_001).joined(separator: ",") + "]"
    #expect(
      Self.error(
        reading: Self.line(
          declared: #"{"view":"table","before":"# + sections + #","after":[],"updates":[]}"#))
        == "d.jsonl:2: error: declared.before must be at most 10000 sections, not 10001 sections")
    let updates =
      "[" + Array(repeating: #""insert 0-0""#, count: 100_001).joined(separator: ",") + "]"
    #expect(
      Self.error(
        reading: Self.line(
          declared: #"{"view":"table","before":[],"after":[],"updates":"# + updates + "}"))
        == "d.jsonl:2: error: declared.updates must be at most 100000 updates (the most one "
        + "batch may declare), not 100001 updates")
    let atLimit = "[" + Array(repeating: "0", count: 10_000).joined(separator: ",") + "]"
    #expect(
      Self.error(
        reading: Self.line(
          declared: #"{"view":"table","before":"# + atLimit + #","after":[],"updates":[]}"#))
        == nil)
  }
}
