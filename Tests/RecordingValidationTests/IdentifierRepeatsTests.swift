import ReplayTestSupport
import SnapshotModel
import SnapshotRecording
import Testing

@testable import RecordingValidation

/// `check`'s cheap test for repeated identifiers: whenever it answers, it answers as building
/// the snapshot with UIKit's rules does.
@Suite struct IdentifierRepeatsTests {
  private func apply(_ sections: [(RecordedID, [RecordedID])]) -> ApplyEvent {
    ApplyEvent(
      seq: 1, time: 0,
      sections: sections.map { RecordedSection(id: $0.0, items: $0.1.map { RecordedItem(id: $0) }) }
    )
  }

  @Test func uniqueIdentifiersAreNoRepeat() {
    let items = (0..<500).map { RecordedID.string("m-\($0)") }
    #expect(IdentifierRepeats.check(apply([("messages", items), ("more", ["a", 7])])) == false)
    #expect(IdentifierRepeats.check(apply([])) == false)
  }

  @Test func anItemRepeatedInItsSectionOrAnotherIsARepeat() {
    #expect(IdentifierRepeats.check(apply([("s", ["a", "b", "a"])])) == true)
    #expect(IdentifierRepeats.check(apply([("s", ["a", "b"]), ("t", ["c", "b"])])) == true)
    #expect(IdentifierRepeats.check(apply([("s", [3, 4, 3])])) == true)
  }

  @Test func aRepeatedSectionIsARepeat() {
    #expect(IdentifierRepeats.check(apply([("s", ["a"]), ("s", ["b"])])) == true)
  }

  /// Strings longer than a word, equal or differing in their last byte only.
  @Test func longStringsAreComparedWhole() {
    let long = "a long identifier, 32 bytes long"
    #expect(IdentifierRepeats.check(apply([("s", [.string(long), .string(long)])])) == true)
    #expect(
      IdentifierRepeats.check(apply([("s", [.string(long), .string(long.dropLast() + "!")])]))
        == false)
  }

  @Test func anIntegerAndTheStringOfItsDigitsDiffer() {
    #expect(IdentifierRepeats.check(apply([("s", [7, "7"])])) == false)
  }

  /// "é" precomposed and decomposed are equal strings with different bytes: only the
  /// snapshot's own hashing can tell, so the check does not answer.
  @Test func aNonASCIIIdentifierIsLeftToTheSnapshot() {
    #expect(IdentifierRepeats.check(apply([("s", ["caf\u{E9}", "cafe\u{301}"])])) == nil)
    #expect(IdentifierRepeats.check(apply([("caf\u{E9}", ["a"])])) == nil)
  }

  /// Seeded applies drawn from a small alphabet (so repeats are common) of integers, short and
  /// long strings, a few not ASCII: each answer agrees with `ApplyEvent.snapshot()`.
  @Test func answersAgreeWithBuildingTheSnapshot() {
    var generator = SplitMix64(seed: 14)
    let alphabet: [RecordedID] =
      (0..<40).map { .integer($0) } + (0..<40).map { .string("id-\($0)") }
      + (0..<20).map { .string("a longer identifier number \($0)") } + ["\u{E9}", "e\u{301}"]
    var answered = 0
    for _ in 0..<2_000 {
      let sectionCount = Int.random(in: 0...3, using: &generator)
      let sections = (0..<sectionCount).map { _ -> (RecordedID, [RecordedID]) in
        let itemCount = Int.random(in: 0...12, using: &generator)
        return (
          .string("s\(Int.random(in: 0...4, using: &generator))"),
          (0..<itemCount).compactMap { _ in alphabet.randomElement(using: &generator) }
        )
      }
      let event = apply(sections)
      guard let repeats = IdentifierRepeats.check(event) else { continue }
      answered += 1
      let isValid = (try? event.snapshot()) != nil
      #expect(repeats == !isValid, "\(sections)")
    }
    #expect(answered > 1_500)
  }
}
