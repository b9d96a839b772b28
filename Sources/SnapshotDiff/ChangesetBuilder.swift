import SnapshotModel

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
  /// The new snapshot, whose own indexes say where each item ends up.
  @usableFromInline let new: DiffableSnapshot<SectionID, ItemID>
  @usableFromInline var result = Changeset()

  /// For each old section, the index of the same section in the new snapshot, or -1 when the
  /// section is deleted.
  @usableFromInline var newIndexOfOldSection: [Int] = []
  /// For each new section, whether its items are implied (it is inserted).
  @usableFromInline var newSectionIsImplied: [Bool] = []

  @inlinable
  init(old: DiffableSnapshot<SectionID, ItemID>, new: DiffableSnapshot<SectionID, ItemID>) {
    oldSections = old.sectionsWithItems
    newSections = new.sectionsWithItems
    reloadedSectionMarks = new.reloadedSectionIdentifiers
    reloadedItemMarks = new.reloadedItemIdentifiers
    reconfiguredItemMarks = new.reconfiguredItemIdentifiers
    self.new = new
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
    // UIKit's first pass moves a reloaded section like any other; its second pass reloads it
    // where it ends up (reference §6). So a reloaded survivor is diffed, and listed as reloaded.
    var reloadedSurvivors = Set<SectionID>()
    for survivor in survivorsOld.indices {
      let from = survivorsOld[survivor]
      let to = survivorsNew[survivor]
      let id = oldSections[from].0
      if reloadMarks.contains(id) { reloadedSurvivors.insert(id) }
      if !kept[survivor] {
        result.sections.moved.append(MovedSection(id: id, from: from, to: to))
      }
      newIndexOfOldSection[from] = to
      newSectionIsImplied[to] = false
    }

    for (index, section) in newSections.enumerated() where newSectionIsImplied[index] {
      result.impliedItems[section.0] = section.1
      result.sections.inserted.append(PlacedSection(id: section.0, index: index))
    }
    result.sections.reloaded = reloadedSectionMarks.filter(reloadedSurvivors.contains)
  }

  // MARK: Items

  @inlinable
  mutating func diffItems() {
    // Indexes in a section in 32 bits where every section's fit: the items that stay in their
    // section are collected with their indexes in both snapshots, and for a section of a
    // million items that is most of the diff's scratch.
    let longest = max(
      oldSections.lazy.map(\.1.count).max() ?? 0, newSections.lazy.map(\.1.count).max() ?? 0)
    if longest <= Int(Int32.max) {
      diffItems(indexing: Int32.self)
    } else {
      diffItems(indexing: Int.self)
    }
  }

  /// ``diffItems()`` with item indexes stored as `Index`, which holds the index of every item
  /// of every section.
  @inlinable
  mutating func diffItems<Index: FixedWidthInteger>(indexing: Index.Type) {
    var offsets: [Int] = []
    offsets.reserveCapacity(newSections.count)
    var total = 0
    for section in newSections {
      offsets.append(total)
      total += section.1.count
    }

    // Only items of new sections that are not implied can be matched; an old item found
    // nowhere else is a delete, and one entering an implied section is a delete too. The new
    // snapshot's own indexes say where an item is, so no dictionary of positions is built
    // (~67 MB for 1,000,000 items). Locals, so that no lookup copies the builder.
    let newSnapshot = new
    let implied = newSectionIsImplied
    /// Where an item is, packed as `section << 32 | item`; `nil` when it is not in the new
    /// snapshot or its section is implied (inserted).
    func newPosition(of id: ItemID) -> Int? {
      guard let found = newSnapshot.sectionAndIndex(ofItem: id), !implied[found.section]
      else { return nil }
      return found.section << 32 | found.item
    }

    var fates = [ItemFate](repeating: .inserted, count: total)
    var stayingTargets: [Index] = []
    var stayingSources: [Index] = []

    for (oldSection, entry) in oldSections.enumerated() {
      let section = newIndexOfOldSection[oldSection]
      guard section >= 0 else { continue }
      stayingTargets.removeAll(keepingCapacity: true)
      stayingSources.removeAll(keepingCapacity: true)
      let items = entry.1
      let targetItems = newSections[section].1
      // At most every item stays: reserved once rather than grown by doubling.
      stayingTargets.reserveCapacity(items.count)
      stayingSources.reserveCapacity(items.count)
      // Where the next item would be if it kept its order: the place after the last item found
      // in this section. Most items are there (an update inserts, deletes or moves a few), and
      // one comparison finds them without hashing. Identifiers are unique in a snapshot, so an
      // item equal to the one at that place is the item there: the same answer as the lookup.
      var predicted = 0
      for (index, id) in items.enumerated() {
        if predicted < targetItems.count, targetItems[predicted] == id {
          stayingTargets.append(Index(truncatingIfNeeded: predicted))
          stayingSources.append(Index(truncatingIfNeeded: index))
          predicted += 1
          continue
        }
        let from = ItemIndexPath(section: oldSection, item: index)
        guard let packed = newPosition(of: id) else {
          result.items.deleted.append(PlacedItem(id: id, indexPath: from))
          continue
        }
        let target = packed >> 32
        let targetIndex = packed & 0xFFFF_FFFF
        if target == section {
          stayingTargets.append(Index(truncatingIfNeeded: targetIndex))
          stayingSources.append(Index(truncatingIfNeeded: index))
          predicted = targetIndex + 1
        } else {
          fates[offsets[target] + targetIndex] = .moved
          let to = ItemIndexPath(section: target, item: targetIndex)
          result.items.moved.append(MovedItem(id: id, from: from, to: to))
        }
      }

      let kept = LongestIncreasingRun.members(of: stayingTargets)
      let base = offsets[section]
      for staying in stayingTargets.indices {
        let targetIndex = Int(stayingTargets[staying])
        if kept[staying] {
          fates[base + targetIndex] = .kept
          continue
        }
        let index = Int(stayingSources[staying])
        fates[base + targetIndex] = .moved
        result.items.moved.append(
          MovedItem(
            id: items[index], from: ItemIndexPath(section: oldSection, item: index),
            to: ItemIndexPath(section: section, item: targetIndex)))
      }
    }
    // In-section moves are found after the rest of their section.
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
      guard let packed = newPosition(of: id) else { return nil }
      return fates[offsets[packed >> 32] + (packed & 0xFFFF_FFFF)]
    }
    // UIKit's second pass reloads or reconfigures each valid mark at the item's final index
    // path, whether the first pass kept or moved it (reference §6). An inserted item's cell is
    // new anyway, and a mark naming nothing in the new snapshot is ignored.
    func survives(_ id: ItemID) -> Bool {
      let fate = fate(of: id)
      return fate == .kept || fate == .moved
    }
    result.items.reloaded = reloadedItemMarks.filter(survives)
    let reloaded = Set(result.items.reloaded)
    result.items.reconfigured = reconfiguredItemMarks.filter {
      survives($0) && !reloaded.contains($0)
    }
  }

  @inlinable
  func isAscending(_ paths: some Collection<ItemIndexPath>) -> Bool {
    zip(paths, paths.dropFirst()).allSatisfy { $0 < $1 }
  }
}
