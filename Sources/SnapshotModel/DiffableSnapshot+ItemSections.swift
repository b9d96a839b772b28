import OrderedCollections

// Which section holds an item. A snapshot with few sections answers by asking each section's
// `OrderedSet` (already hashed), so it keeps no item→section dictionary: for a 1,000,000-item
// list that dictionary alone was ~100 MB. Past `itemMapSectionLimit` sections the dictionary
// is built, as asking every section would cost O(s) per lookup; it is dropped again once
// deletions leave at most half the limit, so that hovering around the limit does not rebuild
// it on every mutation.

extension DiffableSnapshot {
  /// The most sections a snapshot asks one by one before it keeps an item→section dictionary.
  ///
  /// A judgement, not a measured optimum: the bench workloads and the demos have one to a few
  /// sections, and eight hashed set lookups per question stay cheap against the ~100 bytes per
  /// item that the dictionary costs.
  @usableFromInline static var itemMapSectionLimit: Int { 8 }

  /// The section index, the held identifier (equal to `identifier`, perhaps hashed apart) and
  /// its index in that section, or `nil` when no section holds it.
  ///
  /// - Complexity: O(1) with the dictionary; O(*s*) hashed lookups without it.
  func heldItem(_ identifier: ItemID) -> (section: Int, held: ItemID, item: Int)? {
    if let itemMap {
      guard let found = itemMap.index(forKey: identifier) else { return nil }
      let (held, section) = itemMap[found]
      guard let sectionIndex = storage.index(forKey: section),
        let itemIndex = storage.values[sectionIndex].firstIndex(of: identifier)
      else { return nil }
      return (sectionIndex, held, itemIndex)
    }
    for sectionIndex in storage.values.indices {
      if let itemIndex = storage.values[sectionIndex].firstIndex(of: identifier) {
        return (sectionIndex, storage.values[sectionIndex][itemIndex], itemIndex)
      }
    }
    return nil
  }

  /// The section index and in-section index of an item, or `nil` when no section holds it.
  ///
  /// Inlinable, for `SnapshotDiff`, which asks it of every item of the old snapshot: a caller
  /// with concrete identifiers gets it specialized.
  ///
  /// ```swift
  /// var snapshot = DiffableSnapshot<String, String>()
  /// snapshot.appendSections(["A", "B"])
  /// snapshot.appendItems(["b"], toSection: "B")
  /// snapshot.sectionAndIndex(ofItem: "b")  // (section: 1, item: 0)
  /// ```
  ///
  /// - Parameter identifier: The item looked for.
  /// - Returns: Where the item is, or `nil`.
  /// - Complexity: O(1) with the dictionary; O(*s*) hashed lookups without it.
  @inlinable
  package func sectionAndIndex(ofItem identifier: ItemID) -> (section: Int, item: Int)? {
    if let itemMap {
      guard let section = itemMap[identifier],
        let sectionIndex = storage.index(forKey: section),
        let itemIndex = storage.values[sectionIndex].firstIndex(of: identifier)
      else { return nil }
      return (sectionIndex, itemIndex)
    }
    for sectionIndex in storage.values.indices {
      if let itemIndex = storage.values[sectionIndex].firstIndex(of: identifier) {
        return (sectionIndex, itemIndex)
      }
    }
    return nil
  }

  /// The identifier of the section holding an item, or `nil`.
  func sectionHolding(_ identifier: ItemID) -> SectionID? {
    if let itemMap { return itemMap[identifier] }
    for (section, items) in storage where items.contains(identifier) { return section }
    return nil
  }

  /// The number of items the item index knows of: the dictionary's count when there is one
  /// (it disagrees with the sections only when equal identifiers hashed apart), else the
  /// sections' total.
  var indexedItemCount: Int {
    itemMap?.count ?? storedItemCount
  }

  /// The number of items in the sections, from the offsets kept up to date by every mutation.
  var storedItemCount: Int {
    (itemOffsets.last ?? 0) + (storage.values.last?.count ?? 0)
  }

  /// Records that `identifier` is now in `section` (a no-op without the dictionary).
  mutating func noteItem(_ identifier: ItemID, inSection section: SectionID) {
    itemMap?[identifier] = section
  }

  /// Forgets `identifier`'s section (a no-op without the dictionary).
  mutating func forgetItem(_ identifier: ItemID) {
    itemMap?.removeValue(forKey: identifier)
  }

  /// The item→section dictionary the sections imply; where an item is in two sections (a
  /// broken snapshot), the first one.
  ///
  /// - Complexity: O(*n* + *s*).
  @usableFromInline func derivedItemMap() -> [ItemID: SectionID] {
    var map = [ItemID: SectionID](minimumCapacity: storedItemCount)
    for (section, items) in storage {
      for item in items where map[item] == nil { map[item] = section }
    }
    return map
  }

  /// Builds the dictionary when the snapshot has more than ``itemMapSectionLimit`` sections;
  /// called whenever the sections change.
  @usableFromInline mutating func buildItemMapIfManySections() {
    if itemMap == nil && storage.count > Self.itemMapSectionLimit {
      itemMap = derivedItemMap()
    }
  }

  /// Drops the dictionary once at most half of ``itemMapSectionLimit`` sections are left.
  mutating func dropItemMapIfFewSections() {
    if itemMap != nil && storage.count <= Self.itemMapSectionLimit / 2 { itemMap = nil }
  }
}
