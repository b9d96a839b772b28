import Foundation
import RecordingFormat
import RecordingValidation
import ReplayTestSupport
import SnapshotRecording
import Testing

@Suite struct LabelLimitTests {
  static let family = "👨\u{200D}👩\u{200D}👧"  // 18 bytes, one character

  @Test func textWithinTheLimitsIsKept() {
    let longest = String(repeating: "a", count: 500)
    #expect(!LabelLimit.exceeds(longest))
    #expect(LabelLimit.truncated(longest) == longest)
    // 300 characters of 18 bytes each: over the byte limit, not the character limit.
    #expect(LabelLimit.exceeds(String(repeating: Self.family, count: 300)))
    #expect(!LabelLimit.exceeds(String(repeating: "é", count: 500)))
  }

  @Test func tooManyCharactersAreCutTo499AndAnEllipsis() {
    let cut = LabelLimit.truncated(String(repeating: "ab", count: 300))
    #expect(cut.count == 500)
    #expect(cut == String(repeating: "ab", count: 249) + "a…")
  }

  /// Cut in a child process that `alarm` kills at a generous deadline: a cut that walks the
  /// whole label again fails because the child was killed, not by a measured time.
  @Test func oneCharacterOfThousandsOfMarksIsCutAtTheByteLimit() async throws {
    let child = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
      alarm(30)
      let cut = LabelLimit.truncated("e" + String(repeating: "\u{301}", count: 300_000))
      print(cut.utf8.count, cut.unicodeScalars.first == "e", cut.hasSuffix(LabelLimit.ellipsis))
    }
    let output = try #require(child).standardOutputContent
    // "e", 2,046 accents of 2 bytes, the 3-byte ellipsis: 4,096 bytes.
    #expect(String(decoding: output, as: UTF8.self) == "4096 true true\n")
  }

  @Test func aCharacterSplitByTheByteCutIsDroppedWhole() {
    // 300 families are 5,400 bytes; 227 whole ones fit in 4,093 bytes with part of the 228th.
    let cut = LabelLimit.truncated(String(repeating: Self.family, count: 300))
    #expect(cut == String(repeating: Self.family, count: 227) + "…")
    #expect(cut.utf8.count <= LabelLimit.maximumBytes)
  }

  @Test func checkWarnsOncePerLabelTheRenderCuts() throws {
    let url = try ScratchDirectory.file(prefix: "RecordingValidationTests")
    let long = String(repeating: "ab", count: 300)
    let marks = "e" + String(repeating: "\u{301}", count: 5_000)
    let items = [
      RecordedItem(id: "a", label: long), RecordedItem(id: "b", detail: marks),
      RecordedItem(id: "c", label: "short"), RecordedItem(id: "d", subtitle: long),
    ]
    let apply = { (seq: Int) in
      ApplyEvent(
        seq: seq, time: Double(seq),
        sections: [RecordedSection(id: "s", title: long, items: items)])
    }
    try RecordingWriter.write(
      header: RecordingHeader(), events: [.apply(apply(1)), .apply(apply(2))], to: url)
    let check = RecordingCheck(contentsOf: url, name: "rec.jsonl")
    #expect(check.isValid)
    #expect(
      check.diagnostics.map(\.description) == [
        "rec.jsonl:2: warning: title of section s is 600 characters (600 bytes of UTF-8); "
          + "rendering truncates it to 500 characters and 4096 bytes (seq 1)",
        "rec.jsonl:2: warning: label of item a is 600 characters (600 bytes of UTF-8); "
          + "rendering truncates it to 500 characters and 4096 bytes (seq 1)",
        "rec.jsonl:2: warning: detail of item b is 1 character (10001 bytes of UTF-8); "
          + "rendering truncates it to 500 characters and 4096 bytes (seq 1)",
        "rec.jsonl:2: warning: subtitle of item d is 600 characters (600 bytes of UTF-8); "
          + "rendering truncates it to 500 characters and 4096 bytes (seq 1)",
      ])
    #expect(check.diagnostics.allSatisfy { $0.category == .longLabel })
  }
}
