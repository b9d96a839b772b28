import Foundation
import RecordingFormat
import RecordingValidation
import ReplayTestSupport
import SnapshotDiff
import SnapshotModel
import SnapshotRecording
import Testing

@testable import UpdateExplanation

/// Batch updates that UIKit would reject, generated with the project's own model and changeset
/// check, formatted in UIKit's words, read back and explained: the numbers and the arithmetic
/// must be the generator's.
@Suite struct RoundTripTests {
  /// A random snapshot of up to 4 sections of up to 8 items, ids drawn from a small pool so
  /// that items stay, move and change section.
  private func randomSnapshot(_ random: inout SplitMix64) -> DiffableSnapshot<String, String> {
    var snapshot = DiffableSnapshot<String, String>()
    var used: Set<String> = []
    for section in 0..<(1 + random.next(below: 4)) {
      let id = "s\(random.next(below: 5))"
      guard !snapshot.sectionIdentifiers.contains(id) else { continue }
      snapshot.appendSections([id])
      var items: [String] = []
      for _ in 0..<random.next(below: 9) {
        let item = "i\(random.next(below: 30))"
        if used.insert(item).inserted { items.append(item) }
      }
      _ = section
      snapshot.appendItems(items, toSection: id)
    }
    return snapshot
  }

  @Test func explainsAThousandRejectedBatchUpdates() throws {
    var random = SplitMix64(seed: 25)
    var explained = 0
    var attempts = 0
    while explained < 1_000 {
      attempts += 1
      #expect(attempts < 20_000, "the generator should find rejected updates quickly")
      if attempts >= 20_000 { break }
      let old = randomSnapshot(&random)
      let new = randomSnapshot(&random)
      var changes = SnapshotChangeset(from: old, to: new)
      // Spoil the changeset as an app would: forget an insert or a delete, or declare one more.
      switch random.next(below: 3) {
      case 0 where !changes.items.inserted.isEmpty:
        changes.items.inserted.remove(at: random.next(below: changes.items.inserted.count))
      case 1 where !changes.items.deleted.isEmpty:
        changes.items.deleted.remove(at: random.next(below: changes.items.deleted.count))
      default:
        changes.items.inserted.append(
          PlacedItem(id: "extra", indexPath: ItemIndexPath(section: 0, item: 0)))
      }
      let view: BatchUpdateView = random.next(below: 2) == 0 ? .tableView : .collectionView
      guard let violation = changes.batchUpdateViolations(from: old, to: new, in: view).first
      else { continue }
      let text = "reason: '\(violation)'"
      let messages = try ListUpdateScanner().messages(in: Array(text.utf8))
      switch violation {
      case .itemCount(
        _, let section, let before, let after, let inserted, let deleted, let movedIn,
        let movedOut):
        let expected = CountMismatch(
          list: view == .tableView ? .tableView : .collectionView, section: section,
          after: after, before: before, inserted: inserted, deleted: deleted, movedIn: movedIn,
          movedOut: movedOut)
        #expect(messages.map(\.content) == [.countMismatch(expected)])
        let explanation = try #require(messages.first.map { ListUpdateExplanation($0) })
        let balance = try #require(explanation.balances.first)
        #expect(balance.expected == before + inserted - deleted + movedIn - movedOut)
        #expect(balance.difference == after - (before + inserted - deleted + movedIn - movedOut))
        #expect(!explanation.likelyCauses.isEmpty)
        try expectReconstruction(
          of: explanation, before: [before],
          attempted: [before + inserted - deleted + movedIn - movedOut],
          arithmetic: "section \(section): \(balance.arithmetic)", refusal: violation)
      case .sectionCount(_, let before, let after, let inserted, let deleted):
        let explanation = try #require(messages.first.map { ListUpdateExplanation($0) })
        let balance = try #require(explanation.balances.first)
        try expectReconstruction(
          of: explanation, before: Array(repeating: 0, count: before),
          attempted: Array(repeating: 0, count: before + inserted - deleted),
          arithmetic: "sections: \(balance.arithmetic)", refusal: violation)
        #expect(
          messages.map(\.content) == [
            .countMismatch(
              CountMismatch(
                list: view == .tableView ? .tableView : .collectionView, section: nil,
                after: after, before: before, inserted: inserted, deleted: deleted))
          ])
      case .sectionIndexConflict:
        continue
      }
      explained += 1
    }
    #expect(explained == 1_000)
  }

  /// The recording `--recording` writes for the generator's refused update: `check` reports
  /// the generator's refusal, word for word, from the reconstructed apply's `declared` batch, and
  /// `explain` reads `check`'s message back to the same numbers; its first apply has the
  /// generator's counts before, its second the counts the declared updates leave, and its last
  /// marker UIKit's arithmetic.
  private func expectReconstruction(
    of explanation: ListUpdateExplanation, before: [Int], attempted: [Int], arithmetic: String,
    refusal: BatchUpdateViolation
  ) throws {
    let recording = try #require(try ReconstructedRecording(explanation, input: "generated"))
    let data = Data((recording.lines.joined(separator: "\n") + "\n").utf8)
    let check = RecordingCheck(data: data, name: "generated.jsonl")
    #expect(check.appliesChecked == 2)
    let refusals = check.diagnostics.filter { $0.severity == .error }
    #expect(
      refusals.first?.message
        == "UIKit would refuse the declared batch update: \(refusal)",
      "\(check.diagnostics)")
    #expect(refusals.allSatisfy { $0.seq == 2 && $0.category == .uikit })
    // Closing the loop: `explain` of `check`'s first message is the message explained first.
    let printed = refusals.first.map(\.description) ?? ""
    let readBack = try ListUpdateScanner().messages(in: Array(printed.utf8))
    #expect(readBack.first?.content == explanation.message.content, "\(printed)")
    let applies = recording.events.compactMap { event -> ApplyEvent? in
      if case .apply(let apply) = event { return apply }
      return nil
    }
    #expect(applies.map { $0.sections.map(\.items.count) } == [before, attempted])
    guard case .marker(let refusal) = recording.events.last else {
      Issue.record("no refusal marker")
      return
    }
    #expect(refusal.label == "UIKit refused this update: " + arithmetic)
  }
}
