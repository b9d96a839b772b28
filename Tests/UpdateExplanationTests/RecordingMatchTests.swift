import SnapshotRecording
import Testing

@testable import UpdateExplanation

/// `explain --with app.jsonl`: the apply whose counts are the message's.
@Suite struct RecordingMatchTests {
  private func apply(_ seq: Int, _ counts: [Int]) -> ApplyEvent {
    ApplyEvent(
      seq: seq, time: Double(seq),
      sections: counts.enumerated().map { section, count in
        RecordedSection(
          id: .integer(section),
          items: (0..<count).map { RecordedItem(id: .string("\(section)-\($0)")) })
      })
  }

  private func explanation(_ text: String) throws -> ListUpdateExplanation {
    try #require(try ListUpdateExplanation.all(in: Array(text.utf8)).first)
  }

  @Test func aPairOfAppliesWithTheCountsBeforeAndAfterIsFoundLastFirst() throws {
    let batch = try explanation(ReconstructedRecordingTests.batch)  // [3] then [0]
    let applies = [apply(1, [3]), apply(2, [0]), apply(3, [5]), apply(4, [3]), apply(5, [0])]
    let match = RecordingMatch.find(batch, in: applies)
    #expect(match == RecordingMatch(seq: 5, previousSeq: 4, kind: .pair))
    #expect(match?.fragment == "#seq=5")
  }

  @Test func oneApplyWithTheCountsAfterOrBeforeIsTheNextBest() throws {
    let batch = try explanation(ReconstructedRecordingTests.batch)
    #expect(
      RecordingMatch.find(batch, in: [apply(1, [2]), apply(2, [0])])
        == RecordingMatch(seq: 2, previousSeq: nil, kind: .after))
    #expect(
      RecordingMatch.find(batch, in: [apply(1, [3]), apply(2, [4])])
        == RecordingMatch(seq: 1, previousSeq: nil, kind: .before))
    #expect(RecordingMatch.find(batch, in: [apply(1, [1])]) == nil)
  }

  @Test func aCountMessageMatchesItsSectionOnly() throws {
    let count = try explanation(ReconstructedRecordingTests.count)  // section 2: 5 then 5
    let applies = [apply(1, [1, 1, 5]), apply(2, [0, 9, 5]), apply(3, [5])]
    #expect(
      RecordingMatch.find(count, in: applies)
        == RecordingMatch(seq: 2, previousSeq: 1, kind: .pair))
  }

  @Test func aDiffableMessageHasNoCountsToMatch() throws {
    let diffable = try explanation(
      "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(dog)}")
    #expect(RecordingMatch.find(diffable, in: [apply(1, [1])]) == nil)
  }
}
