import DiffableSnapshot

/// Computes a ``SnapshotChangeset`` on arrays extracted once from the two snapshots.
@usableFromInline
struct ChangesetBuilder<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable> {
  @usableFromInline
  typealias Changeset = SnapshotChangeset<SectionID, ItemID>

  /// What became of a new item; indexed by the item's global position in the new snapshot.
  @usableFromInline
  enum ItemFate: UInt8 {
    case inserted, kept, moved
  }

  @usableFromInline let oldSections: [(SectionID, [ItemID])]
  @usableFromInline let newSections: [(SectionID, [ItemID])]
  @usableFromInline let reloadedSectionMarks: [SectionID]
  @usableFromInline let reloadedItemMarks: [ItemID]
  @usableFromInline let reconfiguredItemMarks: [ItemID]
  @usableFromInline var result = Changeset()

  /// For each old section, the index of the same section in the new snapshot, or -1 when the
  /// section's items are implied (deleted, or recreated by a reload).
  @usableFromInline var newIndexOfOldSection: [Int] = []
  /// For each new section, whether its items are implied (inserted, or recreated by a reload).
  @usableFromInline var newSectionIsImplied: [Bool] = []

  @inlinable
  init(old: DiffableSnapshot<SectionID, ItemID>, new: DiffableSnapshot<SectionID, ItemID>) {
    oldSections = old.sectionsWithItems
    newSections = new.sectionsWithItems
    reloadedSectionMarks = new.reloadedSectionIdentifiers
    reloadedItemMarks = new.reloadedItemIdentifiers
    reconfiguredItemMarks = new.reconfiguredItemIdentifiers
  }

  @inlinable
  consuming func build() -> Changeset {
    diffSections()
    diffItems()
    return result
  }

  // MARK: Sections

  @inlinable
  mutating func diffSections() {
    var newIndex = [SectionID: Int](minimumCapacity: newSections.count)
    for (index, section) in newSections.enumerated() { newIndex[section.0] = index }
    let reloadMarks = Set(reloadedSectionMarks)
    newIndexOfOldSection = [Int](repeating: -1, count: oldSections.count)
    newSectionIsImplied = [Bool](repeating: true, count: newSections.count)

    var survivorsOld: [Int] = []
    var survivorsNew: [Int] = []
    for (index, section) in oldSections.enumerated() {
      if let target = newIndex[section.0] {
        survivorsOld.append(index)
        survivorsNew.append(target)
      } else {
        result.sections.deleted.append(PlacedSection(id: section.0, index: index))
      }
    }

    let kept = LongestIncreasingRun.members(of: survivorsNew)
    var reloadedInPlace = Set<SectionID>()
    var recreatedAny = false
    for survivor in survivorsOld.indices {
      let from = survivorsOld[survivor]
      let to = survivorsNew[survivor]
      let id = oldSections[from].0
      let isReloaded = reloadMarks.contains(id)
      if kept[survivor] && isReloaded {
        reloadedInPlace.insert(id)
        continue
      }
      if isReloaded {
        // UIKit cannot reload a section that moves: it is deleted here and inserted again.
        result.sections.deleted.append(PlacedSection(id: id, index: from))
        recreatedAny = true
        continue
      }
      if !kept[survivor] {
        result.sections.moved.append(MovedSection(id: id, from: from, to: to))
      }
      newIndexOfOldSection[from] = to
      newSectionIsImplied[to] = false
    }
    if recreatedAny { result.sections.deleted.sort { $0.index < $1.index } }

    for (index, section) in newSections.enumerated() where newSectionIsImplied[index] {
      result.impliedItems[section.0] = section.1
      if !reloadedInPlace.contains(section.0) {
        result.sections.inserted.append(PlacedSection(id: section.0, index: index))
      }
    }
    result.sections.reloaded = reloadedSectionMarks.filter(reloadedInPlace.contains)
  }

  // MARK: Items

  @inlinable
  mutating func diffItems() {
    var offsets: [Int] = []
    offsets.reserveCapacity(newSections.count)
    var total = 0
    for section in newSections {
      offsets.append(total)
      total += section.1.count
    }

    // Only items of new sections that are not implied can be matched; an old item found
    // nowhere else is a delete, and one entering an implied section is a delete too.
    var position = [ItemID: Int](minimumCapacity: total)
    for (section, entry) in newSections.enumerated() where !newSectionIsImplied[section] {
      for (item, id) in entry.1.enumerated() { position[id] = section << 32 | item }
    }

    var fates = [ItemFate](repeating: .inserted, count: total)
    let reloadMarks = Set(reloadedItemMarks)
    let checksReloads = !reloadMarks.isEmpty
    var stayingTargets: [Int] = []
    var stayingSources: [Int] = []

    for (oldSection, entry) in oldSections.enumerated() {
      let section = newIndexOfOldSection[oldSection]
      guard section >= 0 else { continue }
      stayingTargets.removeAll(keepingCapacity: true)
      stayingSources.removeAll(keepingCapacity: true)
      let items = entry.1
      for (index, id) in items.enumerated() {
        let from = ItemIndexPath(section: oldSection, item: index)
        guard let packed = position[id] else {
          result.items.deleted.append(PlacedItem(id: id, indexPath: from))
          continue
        }
        let target = packed >> 32
        let targetIndex = packed & 0xFFFF_FFFF
        if target == section {
          stayingTargets.append(targetIndex)
          stayingSources.append(index)
        } else if checksReloads && reloadMarks.contains(id) {
          // Left as `.inserted`: UIKit cannot reload an item that moves.
          result.items.deleted.append(PlacedItem(id: id, indexPath: from))
        } else {
          fates[offsets[target] + targetIndex] = .moved
          let to = ItemIndexPath(section: target, item: targetIndex)
          result.items.moved.append(MovedItem(id: id, from: from, to: to))
        }
      }

      let kept = LongestIncreasingRun.members(of: stayingTargets)
      let base = offsets[section]
      for staying in stayingTargets.indices {
        let targetIndex = stayingTargets[staying]
        if kept[staying] {
          fates[base + targetIndex] = .kept
          continue
        }
        let index = stayingSources[staying]
        let id = items[index]
        let from = ItemIndexPath(section: oldSection, item: index)
        if checksReloads && reloadMarks.contains(id) {
          result.items.deleted.append(PlacedItem(id: id, indexPath: from))
        } else {
          fates[base + targetIndex] = .moved
          let to = ItemIndexPath(section: section, item: targetIndex)
          result.items.moved.append(MovedItem(id: id, from: from, to: to))
        }
      }
    }
    // Reloaded movers and in-section moves are found after the rest of their section.
    if !isAscending(result.items.deleted.lazy.map(\.indexPath)) {
      result.items.deleted.sort { $0.indexPath < $1.indexPath }
    }
    if !isAscending(result.items.moved.lazy.map(\.from)) {
      result.items.moved.sort { $0.from < $1.from }
    }

    for (section, entry) in newSections.enumerated() where !newSectionIsImplied[section] {
      let base = offsets[section]
      for (index, id) in entry.1.enumerated() where fates[base + index] == .inserted {
        let at = ItemIndexPath(section: section, item: index)
        result.items.inserted.append(PlacedItem(id: id, indexPath: at))
      }
    }

    func fate(of id: ItemID) -> ItemFate? {
      guard let packed = position[id] else { return nil }
      return fates[offsets[packed >> 32] + (packed & 0xFFFF_FFFF)]
    }
    result.items.reloaded = reloadedItemMarks.filter { fate(of: $0) == .kept }
    let reloaded = Set(result.items.reloaded)
    result.items.reconfigured = reconfiguredItemMarks.filter {
      let fate = fate(of: $0)
      return (fate == .kept || fate == .moved) && !reloaded.contains($0)
    }
  }

  @inlinable
  func isAscending(_ paths: some Collection<ItemIndexPath>) -> Bool {
    zip(paths, paths.dropFirst()).allSatisfy { $0 < $1 }
  }
}
