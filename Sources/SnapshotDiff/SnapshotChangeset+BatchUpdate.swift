import SnapshotModel

extension SnapshotChangeset {
  /// Checks the changeset the way `performBatchUpdates` checks a batch update: the section
  /// count, then for every existing section (neither inserted nor deleted) its item
  /// count before and after, plus or minus inserted, deleted, moved in and moved out.
  ///
  /// Changesets computed by ``init(from:to:)`` always pass; use this on changesets made by hand
  /// or by other tools.
  ///
  /// - Parameters:
  ///   - old: The snapshot before the update.
  ///   - new: The snapshot after the update.
  ///   - view: Whose wording to use in the messages.
  /// - Returns: The violations, each printing as UIKit's reason; empty when UIKit would accept
  ///   the update. A section-count violation is reported alone, as UIKit stops there.
  /// - Complexity: O(*s* + *c*) for *s* sections and *c* listed changes; item counts are not
  ///   recomputed, so the number of items does not matter.
  public func batchUpdateViolations(
    from old: Snapshot, to new: Snapshot, in view: BatchUpdateView = .collectionView
  ) -> [BatchUpdateViolation] {
    let before = old.numberOfSections
    let after = new.numberOfSections
    let inserted = sections.inserted.count
    let deleted = sections.deleted.count
    guard after == before + inserted - deleted else {
      return [
        .sectionCount(
          view: view, before: before, after: after, inserted: inserted, deleted: deleted)
      ]
    }

    // -1 marks a section inserted in the new snapshot.
    let oldIndexOfNew: [Int]
    do {
      oldIndexOfNew = try BatchRearrangement.rearrange(
        Array(0..<before),
        removing: sections.deleted.map(\.index) + sections.moved.map(\.from),
        placing: sections.inserted.map { ($0.index, -1) } + sections.moved.map { ($0.to, $0.from) })
    } catch {
      switch error {
      case .removalOutOfRange(let index), .removedTwice(let index),
        .placementOutOfRange(let index, _), .placedTwice(let index):
        return [.sectionIndexConflict(index: index)]
      }
    }
    var newIndexOfOld = [Int](repeating: -1, count: before)
    for (index, oldIndex) in oldIndexOfNew.enumerated() where oldIndex >= 0 {
      newIndexOfOld[oldIndex] = index
    }

    var insertedIn = [Int](repeating: 0, count: after)
    var deletedFrom = [Int](repeating: 0, count: before)
    var movedIn = [Int](repeating: 0, count: after)
    var movedOut = [Int](repeating: 0, count: before)
    for item in items.inserted where insertedIn.indices.contains(item.indexPath.section) {
      insertedIn[item.indexPath.section] += 1
    }
    for item in items.deleted where deletedFrom.indices.contains(item.indexPath.section) {
      deletedFrom[item.indexPath.section] += 1
    }
    for move in items.moved {
      let source = move.from.section
      let target = move.to.section
      let sourceNow = newIndexOfOld.indices.contains(source) ? newIndexOfOld[source] : -1
      guard sourceNow != target else { continue }
      if movedOut.indices.contains(source) { movedOut[source] += 1 }
      if movedIn.indices.contains(target) { movedIn[target] += 1 }
    }

    let oldIDs = old.sectionIdentifiers
    let newIDs = new.sectionIdentifiers
    var violations: [BatchUpdateViolation] = []
    for (index, oldIndex) in oldIndexOfNew.enumerated()
    where oldIndex >= 0 {
      let countBefore = old.numberOfItems(inSection: oldIDs[oldIndex])
      let countAfter = new.numberOfItems(inSection: newIDs[index])
      let expected =
        countBefore + insertedIn[index] - deletedFrom[oldIndex] + movedIn[index]
        - movedOut[oldIndex]
      guard countAfter != expected else { continue }
      violations.append(
        .itemCount(
          view: view, section: index, before: countBefore, after: countAfter,
          inserted: insertedIn[index], deleted: deletedFrom[oldIndex], movedIn: movedIn[index],
          movedOut: movedOut[oldIndex]))
    }
    return violations
  }

  /// Throws the first violation ``batchUpdateViolations(from:to:in:)`` finds, as UIKit raises
  /// the first inconsistency it meets.
  ///
  /// - Parameters:
  ///   - old: The snapshot before the update.
  ///   - new: The snapshot after the update.
  ///   - view: Whose wording to use in the message.
  /// - Throws: ``BatchUpdateViolation`` printing as UIKit's reason.
  /// - Complexity: That of ``batchUpdateViolations(from:to:in:)``.
  public func validateBatchUpdate(
    from old: Snapshot, to new: Snapshot, in view: BatchUpdateView = .collectionView
  ) throws(BatchUpdateViolation) {
    if let first = batchUpdateViolations(from: old, to: new, in: view).first { throw first }
  }
}
