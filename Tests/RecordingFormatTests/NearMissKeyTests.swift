import Foundation
import ReplayTestSupport
import SnapshotRecording
import Testing

@testable import RecordingFormat

/// Unknown keys are ignored, but one that is a near miss of a known key of its object is a
/// warning naming the key meant.
@Suite struct NearMissKeyTests {
  private func warnings(_ lines: [String]) throws -> [String] {
    let text = lines.joined(separator: "\n") + "\n"
    let reader = try RecordingReader(data: Data(text.utf8), name: "k.jsonl")
    while try reader.next() != nil {}
    return reader.warnings.map(\.description)
  }

  @Test func eachKindOfObjectSuggestsItsOwnKeys() throws {
    #expect(
      try warnings([
        #"{"format":"snapshot-replay","versoin":1,"version":1,"sorce":"x"}"#,
        #"{"type":"apply","seq":1,"tme":0,"time":0,"sections":[{"id":"s","item":[],"items":["#
          + #"{"id":"a","detial":"d"}]}],"animatng":false}"#,
        #"{"type":"marker","time":1,"label":"m","lable":"n"}"#,
      ]) == [
        #"k.jsonl:1: warning: unknown key "versoin" in the header is ignored; did you mean "#
          + #""version"?"#,
        #"k.jsonl:1: warning: unknown key "sorce" in the header is ignored; did you mean "#
          + #""source"?"#,
        #"k.jsonl:2: warning: unknown key "detial" in sections[0].items[0] is ignored; did you "#
          + #"mean "detail"?"#,
        #"k.jsonl:2: warning: unknown key "item" in sections[0] is ignored; did you mean "#
          + #""items"?"#,
        #"k.jsonl:2: warning: unknown key "tme" in the apply is ignored; did you mean "time"?"#,
        #"k.jsonl:2: warning: unknown key "animatng" in the apply is ignored; did you mean "#
          + #""animating"?"#,
        #"k.jsonl:3: warning: unknown key "lable" in the marker is ignored; did you mean "#
          + #""label"?"#,
      ])
  }

  @Test func aMisspeltKeyIsReportedOncePerKindOfObject() throws {
    let item = #"{"id":"a","lable":"A"}"#
    #expect(
      try warnings([
        #"{"format":"snapshot-replay","version":1}"#,
        #"{"type":"apply","seq":1,"time":0,"sections":[{"id":"s","items":[\#(item),\#(item)]}]}"#,
        #"{"type":"apply","seq":2,"time":0,"sections":[{"id":"s","items":[\#(item)]}]}"#,
        #"{"type":"marker","time":1,"label":"m","lable":"n"}"#,
      ]).count == 2)
  }

  @Test func farUnknownKeysStaySilentAndTheirValuesAreIgnored() throws {
    #expect(try Fixtures.read("unknown-keys.jsonl").warnings.isEmpty)
    #expect(
      try warnings([
        #"{"format":"snapshot-replay","version":1,"x":1,"ab":2,"tool":3}"#,
        #"{"type":"apply","seq":1,"time":0,"sections":[],"lable":"not an apply key"}"#,
      ]).isEmpty)
  }

  @Test func suggestionsAllowTwoEditsSwapsAndCase() {
    let item = ["id", "label", "detail", "color"]
    #expect(KeySuggestion.nearest(to: "lable", among: item) == "label")
    #expect(KeySuggestion.nearest(to: "labl", among: item) == "label")
    #expect(KeySuggestion.nearest(to: "lbel", among: item) == "label")
    #expect(KeySuggestion.nearest(to: "colour", among: item) == "color")
    #expect(KeySuggestion.nearest(to: "Label", among: item) == "label")
    #expect(KeySuggestion.nearest(to: "ID", among: item) == "id")
    #expect(KeySuggestion.nearest(to: "label", among: item) == nil)
    #expect(KeySuggestion.nearest(to: "lbl", among: item) == "label")
    #expect(KeySuggestion.nearest(to: "lb", among: item) == nil)
    #expect(KeySuggestion.nearest(to: "ab", among: item) == nil)
    #expect(KeySuggestion.nearest(to: "x", among: item) == nil)
    #expect(KeySuggestion.nearest(to: "mood", among: item) == nil)
    #expect(KeySuggestion.nearest(to: String(repeating: "l", count: 1 << 20), among: item) == nil)
  }
}
