import SnapshotRecording

/// The `declared` object `explain --recording` writes on its reconstructed apply: a UIKit
/// message's counts and updates, so that `check` of the recording refuses the update with the
/// message's own numbers.
///
/// A batch message carries them as they are. A count message names one section and no index
/// path: its section is preceded by empty sections up to its index, deletes and moves out are
/// taken from its end, inserts appended, and moves go to and from one more section after it
/// whose own books balance (it holds the moves in before and the moves out after).
extension DeclaredBatch {
  /// The declared batch of a message, or `nil` when the message has no counts to carry (a
  /// diffable message, a cut-short one, an unknown list kind of a count message) or they exceed
  /// ``DeclaredBatch/sectionLimit`` or ``DeclaredBatch/updateLimit``.
  ///
  /// ```swift
  /// DeclaredBatch(BatchMismatch(list: .tableView, before: [3], after: [0],
  ///   updates: [.item(.delete, section: 0, index: 1)]))?.updates.first?.description  // "delete 0-1"
  /// ```
  init?(_ content: ListUpdateMessage.Content) {
    switch content {
    case .countMismatch(let counts): self.init(counts)
    case .batchMismatch(let batch): self.init(batch)
    case .diffable: return nil
    }
  }

  init?(_ batch: BatchMismatch) {
    guard let before = batch.before, let after = batch.after, let declared = batch.updates,
      !batch.updatesCutShort
    else { return nil }
    var updates: [Update] = []
    for update in declared {
      switch update {
      case .item(let action, let section, let index):
        updates.append(.item(Action(action), Place(section: section, item: index)))
      case .itemMove(let fromSection, let fromIndex, let toSection, let toIndex):
        updates.append(
          .moveItem(
            from: Place(section: fromSection, item: fromIndex),
            to: Place(section: toSection, item: toIndex)))
      case .section(let action, let index): updates.append(.section(Action(action), index))
      case .sectionMove(let from, let to): updates.append(.moveSection(from: from, to: to))
      case .unrecognized: return nil
      }
    }
    self.init(
      view: batch.list == .tableView ? .table : .collection, before: before, after: after,
      updates: updates)
    guard isWithinBudgets else { return nil }
  }

  init?(_ counts: CountMismatch) {
    guard counts.isComplete, counts.list != .unknown, let after = counts.after,
      let had = counts.before, let inserted = counts.inserted, let deleted = counts.deleted
    else { return nil }
    let movedIn = counts.movedIn ?? 0
    let movedOut = counts.movedOut ?? 0
    // Index paths are counted on from `had`: keep them within 64 bits.
    guard had <= Int.max - 2 * Self.updateLimit else { return nil }
    let view: View = counts.list == .tableView ? .table : .collection
    guard
      let total = CheckedSum.of([inserted, deleted, movedIn, movedOut]),
      total <= Self.updateLimit
    else { return nil }
    /// The index of the `offset`-th item from the end of `count` items; past the start, the
    /// offset itself (such an update is out of range, and `check` says so too).
    func fromEnd(_ offset: Int, of count: Int) -> Int {
      count - 1 - offset >= 0 ? count - 1 - offset : offset
    }
    guard let section = counts.section else {
      guard had <= Self.sectionLimit, after <= Self.sectionLimit else { return nil }
      let deletes = (0..<deleted).map { Update.section(.delete, fromEnd($0, of: had)) }
      let inserts = (0..<inserted).map { Update.section(.insert, max(had - deleted, 0) + $0) }
      self.init(
        view: view, before: Array(repeating: 0, count: had),
        after: Array(repeating: 0, count: after), updates: deletes + inserts)
      return
    }
    guard section < Self.sectionLimit - 1 else { return nil }
    let empty = Array(repeating: 0, count: section)
    let other = section + 1
    let removals = (0..<(deleted + movedOut)).map { fromEnd($0, of: had) }
    let kept = max(had - deleted - movedOut, 0)
    var updates: [Update] = removals.prefix(deleted).map {
      .item(.delete, Place(section: section, item: $0))
    }
    updates += removals.dropFirst(deleted).enumerated().map { offset, index in
      .moveItem(from: Place(section: section, item: index), to: Place(section: other, item: offset))
    }
    updates += (0..<inserted).map { .item(.insert, Place(section: section, item: kept + $0)) }
    updates += (0..<movedIn).map {
      .moveItem(
        from: Place(section: other, item: $0),
        to: Place(section: section, item: kept + inserted + $0))
    }
    let moving = movedIn > 0 || movedOut > 0
    self.init(
      view: view, before: empty + [had] + (moving ? [movedIn] : []),
      after: empty + [after] + (moving ? [movedOut] : []), updates: updates)
  }

  /// Whether the counts and updates are within what an `apply` line may carry.
  private var isWithinBudgets: Bool {
    before.count <= Self.sectionLimit && after.count <= Self.sectionLimit
      && updates.count <= Self.updateLimit
  }
}

extension DeclaredBatch.Action {
  init(_ action: DeclaredUpdate.Action) {
    switch action {
    case .insert: self = .insert
    case .delete: self = .delete
    case .reload: self = .reload
    }
  }
}
