import SnapshotDiff
import SnapshotModel
import SnapshotRecording
import Testing

@Suite struct PropertyTests {
  @Test func applyingTheChangesetToTheOldSnapshotGivesTheNewOne() throws {
    var random = RandomSnapshots(seed: 1, maxSections: 6, maxItems: 40)
    for _ in 0..<2000 {
      let oldSections = random.oldSections()
      let newSections = random.perturbed(oldSections)
      let old = try snapshot(oldSections)
      let new = try snapshot(newSections)
      let changes = SnapshotChangeset(from: old, to: new)
      #expect(try apply(changes, to: old) == new, "\(old) → \(new)")
    }
  }

  @Test func theOracleHoldsWithReloadAndReconfigureMarks() throws {
    var random = RandomSnapshots(seed: 2, maxSections: 5, maxItems: 30)
    for _ in 0..<1500 {
      let oldSections = random.oldSections()
      let newSections = random.perturbed(oldSections)
      let marks = random.marks(of: newSections)
      let old = try snapshot(oldSections)
      let new = try snapshot(
        newSections, reloaded: marks.items, reconfigured: marks.reconfigured,
        reloadedSections: marks.sections)
      let changes = SnapshotChangeset(from: old, to: new)
      #expect(try apply(changes, to: old) == new, "\(old) → \(new)")
      // Reference §6: every mark on an item or section that survives (kept or moved) is
      // listed, moved or not; an item deleted and inserted (crossing into an inserted section
      // or out of a deleted one) gets a new cell, so its marks are dropped.
      let deletedIDs = Set(changes.items.deleted.map(\.id))
      let survivors = Set(
        old.itemIdentifiers.filter { new.contains($0) && !deletedIDs.contains($0) })
      #expect(changes.items.reloaded == new.reloadedItemIdentifiers.filter(survivors.contains))
      let reloaded = Set(changes.items.reloaded)
      #expect(
        changes.items.reconfigured
          == new.reconfiguredItemIdentifiers.filter {
            survivors.contains($0) && !reloaded.contains($0)
          })
      #expect(
        changes.sections.reloaded == new.reloadedSectionIdentifiers.filter(old.containsSection))
      #expect(changes.batchUpdateViolations(from: old, to: new).isEmpty)
    }
  }

  @Test func computedChangesetsPassTheBatchUpdateCheck() throws {
    var random = RandomSnapshots(seed: 3, maxSections: 6, maxItems: 40)
    for _ in 0..<2000 {
      let oldSections = random.oldSections()
      let old = try snapshot(oldSections)
      let new = try snapshot(random.perturbed(oldSections))
      let violations = SnapshotChangeset(from: old, to: new).batchUpdateViolations(
        from: old, to: new, in: .tableView)
      #expect(violations.isEmpty, "\(old) → \(new): \(violations)")
    }
  }

  @Test func listsAreInAscendingOrder() throws {
    var random = RandomSnapshots(seed: 4, maxSections: 6, maxItems: 40)
    for _ in 0..<1000 {
      let oldSections = random.oldSections()
      let changes = SnapshotChangeset(
        from: try snapshot(oldSections), to: try snapshot(random.perturbed(oldSections)))
      #expect(isSorted(changes.items.deleted.map(\.indexPath)))
      #expect(isSorted(changes.items.inserted.map(\.indexPath)))
      #expect(isSorted(changes.items.moved.map(\.from)))
      #expect(isSorted(changes.sections.deleted.map(\.index)))
      #expect(isSorted(changes.sections.inserted.map(\.index)))
      #expect(isSorted(changes.sections.moved.map(\.from)))
    }
  }

  @Test func movesAreTheBruteForceMinimum() throws {
    var random = RandomSnapshots(seed: 5, maxSections: 4, maxItems: 9)
    for _ in 0..<2000 {
      let oldSections = random.oldSections()
      let newSections = random.perturbed(oldSections)
      let changes = SnapshotChangeset(
        from: try snapshot(oldSections), to: try snapshot(newSections))
      let expected = BruteForce.minimumMoves(from: oldSections, to: newSections)
      let pair = "\(oldSections) → \(newSections)"
      #expect(changes.sections.moved.count == expected.sections, "\(pair)")
      #expect(changes.items.moved.count == expected.items, "\(pair)")
    }
  }

  private func isSorted<T: Comparable>(_ values: [T]) -> Bool {
    zip(values, values.dropFirst()).allSatisfy { $0 < $1 }
  }
}

/// The fewest moves found by trying every subset of survivors, smallest first.
enum BruteForce {
  static func minimumMoves(
    from old: [(RecordedID, [RecordedID])], to new: [(RecordedID, [RecordedID])]
  ) -> (sections: Int, items: Int) {
    let newSectionIDs = new.map(\.0)
    let survivingSections = old.map(\.0).filter(newSectionIDs.contains)
    let sectionMoves = fewestRemovalsLeavingOrder(
      survivingSections.map { id in newSectionIDs.firstIndex(of: id) ?? -1 })

    var itemMoves = 0
    let newByID = Dictionary(uniqueKeysWithValues: new.map { ($0.0, $0.1) })
    var newSectionOfItem: [RecordedID: RecordedID] = [:]
    for (section, items) in new { for item in items { newSectionOfItem[item] = section } }
    for (section, items) in old {
      // Items of a deleted section are implied, never moved.
      guard let newItems = newByID[section] else { continue }
      var staying: [Int] = []
      for item in items {
        guard let target = newSectionOfItem[item] else { continue }
        // Entering an inserted section is a delete plus an insert.
        guard old.contains(where: { $0.0 == target }) else { continue }
        if target == section {
          staying.append(newItems.firstIndex(of: item) ?? -1)
        } else {
          itemMoves += 1
        }
      }
      itemMoves += fewestRemovalsLeavingOrder(staying)
    }
    return (sectionMoves, itemMoves)
  }

  /// The smallest number of elements whose removal leaves `values` increasing.
  static func fewestRemovalsLeavingOrder(_ values: [Int]) -> Int {
    for removals in 0...values.count {
      if subsets(of: values.count, size: removals).contains(where: { removed in
        let rest = values.indices.filter { !removed.contains($0) }.map { values[$0] }
        return zip(rest, rest.dropFirst()).allSatisfy { $0 < $1 }
      }) {
        return removals
      }
    }
    return values.count
  }

  private static func subsets(of count: Int, size: Int) -> [Set<Int>] {
    guard size > 0 else { return [[]] }
    guard count >= size else { return [] }
    let without = subsets(of: count - 1, size: size)
    let with = subsets(of: count - 1, size: size - 1).map { $0.union([count - 1]) }
    return without + with
  }
}
