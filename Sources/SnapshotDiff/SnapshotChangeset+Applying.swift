import SnapshotModel

/// Applies a changeset to the snapshot it goes from; the result equals the snapshot it goes to.
///
/// This is the oracle for the diff: `try apply(SnapshotChangeset(from: a, to: b), to: a) == b`.
/// See ``SnapshotChangeset/applied(to:)``.
///
/// - Parameters:
///   - changeset: The changes.
///   - old: The snapshot before the update.
/// - Returns: The snapshot after the update, without reload or reconfigure marks.
/// - Throws: ``ChangesetApplicationError`` when the changeset does not fit `old`.
/// - Complexity: That of ``SnapshotChangeset/applied(to:)``.
public func apply<SectionID, ItemID>(
  _ changeset: SnapshotChangeset<SectionID, ItemID>, to old: DiffableSnapshot<SectionID, ItemID>
) throws(ChangesetApplicationError) -> DiffableSnapshot<SectionID, ItemID> {
  try changeset.applied(to: old)
}

extension SnapshotChangeset {
  /// Where a section of the new snapshot comes from.
  private enum SectionSource {
    case old(Int)
    case implied(SectionID)
  }

  /// Applies the changeset to a snapshot by the batch-update rule: remove deleted and
  /// moved-away sections and items, then place inserted and moved-in ones at their new indexes
  /// in ascending order, the rest keeping their order. Inserted sections take their items from
  /// ``impliedItems``.
  ///
  /// - Parameter old: The snapshot before the update.
  /// - Returns: The snapshot after the update, without reload or reconfigure marks.
  /// - Throws: ``ChangesetApplicationError`` when a change names a position `old` does not have,
  ///   an identifier `old` does not hold there, or a position used twice.
  /// - Complexity: O(*n* + *c*) on average for *n* sections and items (those of `old` and the
  ///   implied ones) and *c* listed changes.
  public func applied(to old: Snapshot) throws(ChangesetApplicationError) -> Snapshot {
    let oldSections = old.sectionsWithItems
    let arranged = try arrangeSections(oldSections)

    var newIndexOfOld = [Int](repeating: -1, count: oldSections.count)
    for (index, source) in arranged.enumerated() {
      if case .old(let oldIndex) = source { newIndexOfOld[oldIndex] = index }
    }
    for id in sections.reloaded {
      guard let index = old.indexOfSection(id), newIndexOfOld[index] >= 0 else {
        throw .reloadedSectionMissing(section: "\(id)")
      }
    }

    var removals: [Int: [Int]] = [:]
    var placements: [Int: [(index: Int, element: ItemID)]] = [:]
    for deletion in items.deleted {
      let path = deletion.indexPath
      try checkItem(deletion.id, at: path, change: "delete", in: oldSections, newIndexOfOld)
      removals[path.section, default: []].append(path.item)
    }
    for move in items.moved {
      try checkItem(move.id, at: move.from, change: "move", in: oldSections, newIndexOfOld)
      removals[move.from.section, default: []].append(move.from.item)
    }
    let diffedNewSections = Set(newIndexOfOld.filter { $0 >= 0 })
    let arrivals =
      items.inserted.map { ("insert", $0.id, $0.indexPath) }
      + items.moved.map { ("move", $0.id, $0.to) }
    for (change, id, path) in arrivals {
      guard arranged.indices.contains(path.section) else {
        throw .placementOutOfRange(place: "section \(path.section)", count: arranged.count)
      }
      guard diffedNewSections.contains(path.section) else {
        throw .itemInImpliedSection(change: change, indexPath: path)
      }
      placements[path.section, default: []].append((path.item, id))
    }

    var result: [(SectionID, [ItemID])] = []
    result.reserveCapacity(arranged.count)
    for (index, source) in arranged.enumerated() {
      switch source {
      case .old(let oldIndex):
        let (id, oldItems) = oldSections[oldIndex]
        let items = try Self.rearrange(
          oldItems, removing: removals[oldIndex] ?? [], placing: placements[index] ?? [],
          oldSection: oldIndex, newSection: index)
        result.append((id, items))
      case .implied(let id):
        guard let items = impliedItems[id] else { throw .missingImpliedItems(section: "\(id)") }
        result.append((id, items))
      }
    }
    do {
      return try Snapshot(validating: result)
    } catch {
      throw .invalidResult(reason: error.description)
    }
  }

  private func arrangeSections(
    _ oldSections: [(SectionID, [ItemID])]
  ) throws(ChangesetApplicationError) -> [SectionSource] {
    let listed =
      sections.deleted.map { ($0.id, $0.index) } + sections.moved.map { ($0.id, $0.from) }
    for (id, index) in listed {
      guard oldSections.indices.contains(index) else {
        throw .removalOutOfRange(place: "section \(index)", count: oldSections.count)
      }
      guard oldSections[index].0 == id else {
        throw .identifierMismatch(
          place: "section \(index)", listed: "\(id)", found: "\(oldSections[index].0)")
      }
    }
    let placing: [(index: Int, element: SectionSource)] =
      sections.inserted.map { ($0.index, .implied($0.id)) }
      + sections.moved.map { ($0.to, .old($0.from)) }
    do {
      return try BatchRearrangement.rearrange(
        oldSections.indices.map(SectionSource.old), removing: listed.map(\.1), placing: placing)
    } catch {
      throw Self.applicationError(error, place: { "section \($0)" })
    }
  }

  private func checkItem(
    _ id: ItemID, at path: ItemIndexPath, change: String, in oldSections: [(SectionID, [ItemID])],
    _ newIndexOfOld: [Int]
  ) throws(ChangesetApplicationError) {
    guard oldSections.indices.contains(path.section) else {
      throw .removalOutOfRange(place: "section \(path.section)", count: oldSections.count)
    }
    guard newIndexOfOld[path.section] >= 0 else {
      throw .itemInImpliedSection(change: change, indexPath: path)
    }
    let items = oldSections[path.section].1
    guard items.indices.contains(path.item) else {
      throw .removalOutOfRange(
        place: "item \(path.item) of section \(path.section)", count: items.count)
    }
    guard items[path.item] == id else {
      throw .identifierMismatch(
        place: "\(path)", listed: "\(id)", found: "\(items[path.item])")
    }
  }

  private static func rearrange(
    _ items: [ItemID], removing: [Int], placing: [(index: Int, element: ItemID)],
    oldSection: Int, newSection: Int
  ) throws(ChangesetApplicationError) -> [ItemID] {
    do {
      return try BatchRearrangement.rearrange(items, removing: removing, placing: placing)
    } catch {
      switch error {
      case .removalOutOfRange, .removedTwice:
        throw applicationError(error, place: { "item \($0) of old section \(oldSection)" })
      case .placementOutOfRange, .placedTwice:
        throw applicationError(error, place: { "item \($0) of new section \(newSection)" })
      }
    }
  }

  private static func applicationError(
    _ failure: BatchRearrangement.Failure, place: (Int) -> String
  ) -> ChangesetApplicationError {
    switch failure {
    case .removalOutOfRange(let index): .removalOutOfRange(place: place(index), count: 0)
    case .removedTwice(let index): .removedTwice(place: place(index))
    case .placementOutOfRange(let index, let count):
      .placementOutOfRange(place: place(index), count: count)
    case .placedTwice(let index): .placedTwice(place: place(index))
    }
  }
}
