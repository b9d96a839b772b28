import OrderedCollections

extension DiffableSnapshot {
  /// Builds a snapshot from untrusted data — a recording, a bug report — checking it with
  /// UIKit's rules instead of trapping.
  ///
  /// ```swift
  /// let snapshot = try DiffableSnapshot<String, String>(
  ///   validating: [("pets", ["cat", "dog"])], reloadedItems: ["dog"])
  /// snapshot.reloadedItemIdentifiers  // ["dog"]
  /// ```
  ///
  /// Marks are taken as an ordered union, as repeated `reloadItems` calls would record them: a
  /// repeated mark keeps its first position and is not a problem. A mark naming an identifier
  /// that is not in the sections is not a problem either: UIKit keeps the mark of an item
  /// deleted after it was marked and ignores it at apply (reference §6). It is kept, and listed
  /// in ``ignoredMarks``.
  ///
  /// - Parameters:
  ///   - sections: The sections in display order, each with its items in display order.
  ///   - reloadedItems: Items marked for reload, in request order.
  ///   - reconfiguredItems: Items marked for reconfigure, in request order.
  ///   - reloadedSections: Sections marked for reload, in request order.
  /// - Throws: ``SnapshotValidationError`` listing every problem, in this order: repeated section
  ///   identifiers, then repeated item identifiers (within or across sections).
  /// - Complexity: O(*n* + *s* + *r*) on average for *n* items, *s* sections and *r* marks.
  ///   Inlinable, so that a caller with concrete identifiers (the reader's `RecordedID`) gets
  ///   it specialized: hashing and copying identifiers without generic indirection.
  @inlinable
  public init(
    validating sections: [(SectionID, [ItemID])],
    reloadedItems: [ItemID] = [],
    reconfiguredItems: [ItemID] = [],
    reloadedSections: [SectionID] = []
  ) throws(SnapshotValidationError<SectionID, ItemID>) {
    // One pass that hashes each item into its section's set (and, past a few sections, into
    // the item→section dictionary) and notices any repeat; only then are the problems listed, by the slower pass
    // that names them. Short inputs always take that pass too: it compares every pair there, so
    // a broken `Hashable` traps whatever the hash seed (see `UIKitTrap.repeatedElements`).
    let itemCount = sections.reduce(0) { $0 &+ $1.1.count }
    var storage = OrderedDictionary<SectionID, OrderedSet<ItemID>>(
      minimumCapacity: sections.count)
    var sectionOfItem: [ItemID: SectionID]? = nil
    var repeats = false
    if sections.count <= Self.itemMapSectionLimit {
      // Few sections: no item→section dictionary (see `DiffableSnapshot+ItemSections.swift`).
      // Each section's set hashes its items once and tells repeats within it; a repeat across
      // two sections is looked up from the smaller set in the larger.
      for (section, items) in sections {
        guard storage[section] == nil else {
          repeats = true
          continue
        }
        let set = OrderedSet(items)
        if set.count != items.count { repeats = true }
        if !repeats {
          for earlier in storage.values {
            let (small, large) = earlier.count < set.count ? (earlier, set) : (set, earlier)
            if small.contains(where: large.contains) {
              repeats = true
              break
            }
          }
        }
        // With a repeat the snapshot is not built (the problems are thrown below).
        storage[section] = repeats ? [] : set
      }
    } else {
      var map = [ItemID: SectionID](minimumCapacity: itemCount)
      for (section, items) in sections {
        guard storage[section] == nil else {
          repeats = true
          continue
        }
        for item in items where map.updateValue(section, forKey: item) != nil {
          repeats = true
        }
        storage[section] = repeats ? [] : OrderedSet(uncheckedUniqueElements: items)
      }
      sectionOfItem = map
    }
    var problems: [SnapshotProblem<SectionID, ItemID>] = []
    if repeats || sections.count <= UIKitTrap.pairwiseHashCheckLimit {
      let repeatedSections = UIKitTrap.repeatedElements(of: sections.map(\.0), kind: .section)
      if !repeatedSections.isEmpty { problems.append(.duplicateSections(repeatedSections)) }
    }
    if repeats || itemCount <= UIKitTrap.pairwiseHashCheckLimit {
      let repeatedItems = UIKitTrap.repeatedElements(of: sections.flatMap(\.1), kind: .item)
      if !repeatedItems.isEmpty { problems.append(.duplicateItems(repeatedItems)) }
    }
    guard problems.isEmpty else { throw SnapshotValidationError(problems: problems) }

    self.init()
    self.storage = storage
    self.itemMap = sectionOfItem
    self.reloadedItems = OrderedSet(reloadedItems)
    self.reconfiguredItems = OrderedSet(reconfiguredItems)
    self.reloadedSections = OrderedSet(reloadedSections)
    recomputeOffsets()
    checkInvariantsAfterMutation()
  }

  /// The sections in display order, each with its items: the shape
  /// ``init(validating:reloadedItems:reconfiguredItems:reloadedSections:)`` takes.
  ///
  /// - Complexity: O(*n* + *s*) for *n* items and *s* sections.
  public var sectionsWithItems: [(SectionID, [ItemID])] {
    storage.map { ($0.key, Array($0.value)) }
  }
}
