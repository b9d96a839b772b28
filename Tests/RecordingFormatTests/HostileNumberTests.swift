import Foundation
import ReplayTestSupport
import SnapshotRecording
import Testing

@testable import RecordingFormat

/// Numbers from an untrusted file, anywhere in their type's range, are read without a trap.
@Suite struct HostileNumberTests {
  private func warnings(afterApplies seqs: [Int]) throws -> [String] {
    var text = #"{"format":"snapshot-replay","version":1}"# + "\n"
    for seq in seqs { text += #"{"type":"apply","seq":\#(seq),"time":0,"sections":[]}"# + "\n" }
    let url = try ScratchDirectory.file(prefix: "RecordingFormatTests")
    defer { ScratchDirectory.remove(url.deletingLastPathComponent()) }
    try Data(text.utf8).write(to: url)
    return try Recording(contentsOf: url, name: "n.jsonl").warnings.map(\.description)
  }

  @Test func anApplyAfterTheLargestSeqIsOutOfOrder() throws {
    #expect(
      try warnings(afterApplies: [1, Int.max, 1]) == [
        "n.jsonl:3: warning: seq jumps from 1 to 9223372036854775807; 9223372036854775805 "
          + "events were lost",
        "n.jsonl:4: warning: seq 1 is out of order; expected 9223372036854775808",
      ])
  }

  @Test func theLargestSeqTwiceIsOutOfOrder() throws {
    #expect(
      try warnings(afterApplies: [Int.max, Int.max]) == [
        "n.jsonl:2: warning: seq starts at 9223372036854775807, not 1; 9223372036854775806 "
          + "events were lost",
        "n.jsonl:3: warning: seq 9223372036854775807 is out of order; expected "
          + "9223372036854775808",
      ])
  }

  @Test func consecutiveSeqsUpToTheLargestGiveNoWarning() throws {
    #expect(try warnings(afterApplies: [1, Int.max - 1, Int.max]).count == 1)
  }

  @Test func warningsBuiltWithAnySeqsPrintWithoutTrapping() {
    let location = RecordingLocation(file: "n.jsonl", line: 2)
    #expect(
      RecordingWarning.seqGap(location, previous: Int.min, found: Int.max).message
        == "seq jumps from -9223372036854775808 to 9223372036854775807; "
        + "18446744073709551614 events were lost")
    #expect(
      RecordingWarning.seqGap(location, previous: nil, found: Int.min).message
        == "seq starts at -9223372036854775808, not 1; events were lost")
    #expect(
      RecordingWarning.seqOutOfOrder(location, previous: Int.min, found: Int.min).message
        == "seq -9223372036854775808 is out of order; expected -9223372036854775807")
  }

  @Test func theLargestFiniteTimeIsRead() throws {
    let url = try ScratchDirectory.file(prefix: "RecordingFormatTests")
    defer { ScratchDirectory.remove(url.deletingLastPathComponent()) }
    try Data(
      """
      {"format":"snapshot-replay","version":1}
      {"type":"apply","seq":1,"time":1.7976931348623157e308,"sections":[]}
      {"type":"marker","time":1e309,"label":"past the largest double"}

      """.utf8
    ).write(to: url)
    let reader = try RecordingReader(contentsOf: url, name: "t.jsonl")
    #expect(
      try reader.next()?.event
        == .apply(ApplyEvent(seq: 1, time: .greatestFiniteMagnitude, sections: [])))
    #expect(
      throws: RecordingError.invalidValue(
        RecordingLocation(file: "t.jsonl", line: 3), path: "time", text: "1e309",
        expected: "a number of seconds ≥ 0")
    ) { try reader.next() }
  }
}
