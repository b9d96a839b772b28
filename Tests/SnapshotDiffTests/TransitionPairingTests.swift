import RecordingValidation
import SnapshotDiff
import SnapshotModel
import SnapshotRecording
import Testing

/// `snapreplay diff`'s choice of transitions, fed one apply at a time.
@Suite struct TransitionPairingTests {
  /// A valid apply whose single section holds `items`; its seq is its line minus one.
  private func apply(_ seq: Int, _ items: [RecordedID] = []) throws -> ValidatedApply {
    ValidatedApply(
      line: seq + 1,
      apply: ApplyEvent(
        seq: seq, time: Double(seq),
        sections: [RecordedSection(id: "s", items: items.map { RecordedItem(id: $0) })]),
      snapshot: try snapshot([("s", items)]))
  }

  /// An apply UIKit rejects.
  private func rejected(_ seq: Int) -> RejectedApply {
    RejectedApply(
      line: seq + 1,
      apply: ApplyEvent(
        seq: seq, time: Double(seq),
        sections: [
          RecordedSection(id: "s", items: [RecordedItem(id: "x"), RecordedItem(id: "x")])
        ]),
      problems: [.duplicateItems(["x"])])
  }

  /// Feeds applies 1…`count` (rejecting those in `rejecting`) until the pairing is complete;
  /// returns the (from, to) seqs of the transitions made.
  private func pairs(
    _ count: Int, from: Int? = nil, to: Int? = nil, rejecting: Set<Int> = []
  ) throws -> (pairs: [[Int]], pairing: TransitionPairing) {
    var pairing = TransitionPairing(from: from, to: to)
    var made: [[Int]] = []
    for seq in 1...count {
      if rejecting.contains(seq) {
        pairing.add(rejected(seq))
      } else if let transition = pairing.add(try apply(seq, [.integer(seq)])) {
        made.append([transition.fromSeq, transition.toSeq])
      }
      if pairing.isComplete { break }
    }
    return (made, pairing)
  }

  @Test func withoutBoundsEveryConsecutivePairIsATransition() throws {
    let result = try pairs(4)
    #expect(result.pairs == [[1, 2], [2, 3], [3, 4]])
    #expect(!result.pairing.isComplete)
    #expect(result.pairing.unseenSeqs.isEmpty)
  }

  @Test func fromAloneStartsThePairsAtThatSeq() throws {
    #expect(try pairs(4, from: 2).pairs == [[2, 3], [3, 4]])
  }

  @Test func toAloneEndsThePairsAtThatSeqAndCompletesAfterIt() throws {
    let result = try pairs(5, to: 3)
    #expect(result.pairs == [[1, 2], [2, 3]])
    #expect(result.pairing.isComplete)
  }

  @Test func fromAndToGiveTheSinglePair() throws {
    let result = try pairs(5, from: 2, to: 4)
    #expect(result.pairs == [[2, 4]])
    #expect(result.pairing.isComplete)
  }

  @Test func fromAfterToPairsBackwards() throws {
    var pairing = TransitionPairing(from: 3, to: 1)
    #expect(pairing.add(try apply(1, ["a"])) == nil)
    #expect(pairing.add(try apply(2, ["b"])) == nil)
    let made = pairing.add(try apply(3, ["c"]))
    let transition = try #require(made)
    #expect([transition.fromSeq, transition.toSeq] == [3, 1])
    #expect(transition.old.itemIdentifiers == ["c"])
    #expect(transition.new.itemIdentifiers == ["a"])
    #expect(pairing.isComplete)
  }

  @Test func fromEqualToToIsATransitionWithNoChanges() throws {
    let result = try pairs(3, from: 2, to: 2)
    #expect(result.pairs == [[2, 2]])
    var pairing = TransitionPairing(from: 2, to: 2)
    _ = pairing.add(try apply(1))
    let made = pairing.add(try apply(2, ["a"]))
    let transition = try #require(made)
    #expect(transition.changeset.isEmpty)
  }

  @Test func transitionsTouchingARejectedApplyAreSkipped() throws {
    #expect(try pairs(5, rejecting: [2, 4]).pairs == [])
    #expect(try pairs(5, rejecting: [2]).pairs == [[3, 4], [4, 5]])
  }

  @Test func aRejectedEndOfTheSinglePairEndsThePairingWithoutATransition() throws {
    let result = try pairs(5, from: 2, to: 4, rejecting: [2])
    #expect(result.pairs == [])
    #expect(result.pairing.isComplete)
    // The pairing stopped before seq 4, as `diff` always did: it reports seq 4 as unseen.
    #expect(result.pairing.unseenSeqs == [4])
  }

  @Test func unseenSeqsListBoundsThatNoApplyCarriedFromFirst() throws {
    #expect(try pairs(3, from: 9).pairing.unseenSeqs == [9])
    #expect(try pairs(3, from: 8, to: 9).pairing.unseenSeqs == [8, 9])
    #expect(try pairs(3, from: 2, to: 9).pairing.unseenSeqs == [9])
  }

  @Test func appliesAfterCompletionAreIgnored() throws {
    var pairing = TransitionPairing(to: 1)
    _ = pairing.add(try apply(1))
    _ = pairing.add(try apply(2))
    #expect(pairing.isComplete)
    #expect(pairing.add(try apply(3)) == nil)
  }

  /// The pairing diffs the snapshots validation built; it never rebuilds them from the events.
  @Test func transitionsUseTheValidatedSnapshots() throws {
    let empty = ApplyEvent(seq: 1, time: 0, sections: [])
    let first = ValidatedApply(line: 2, apply: empty, snapshot: try snapshot([("s", ["a"])]))
    var second = first
    second.apply.seq = 2
    second.snapshot = try snapshot([("s", ["a", "b"])])
    var pairing = TransitionPairing()
    _ = pairing.add(first)
    let made = pairing.add(second)
    let transition = try #require(made)
    #expect(transition.old == first.snapshot)
    #expect(transition.new == second.snapshot)
    #expect(transition.changeset.items.inserted.map(\.id) == ["b"])
  }
}
