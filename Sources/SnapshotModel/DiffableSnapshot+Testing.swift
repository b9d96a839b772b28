import OrderedCollections

extension DiffableSnapshot {
  /// A snapshot's indexes as plain values, written back without being kept in step.
  ///
  /// A test seam, as swift-collections' `_UnstableInternals` is: `package`, so it is visible to
  /// this package's tests and never to an app. Tests corrupt one index through
  /// ``DiffableSnapshot/_unstableInternals`` to prove that ``DiffableSnapshot/_checkInvariants()``
  /// notices.
  package struct _UnstableInternals {
    /// Sections in display order, each with its items in display order.
    package var storage: OrderedDictionary<SectionID, OrderedSet<ItemID>>
    /// The section holding each item: the snapshot's dictionary, or the one its sections imply
    /// while it has none. Writing it back makes the snapshot keep exactly that dictionary.
    package var sectionOfItem: [ItemID: SectionID]
    /// The global index of the first item of each section.
    package var itemOffsets: [Int]
    /// Items marked for reload, in request order.
    package var reloadedItems: OrderedSet<ItemID>
    /// Items marked for reconfigure, in request order.
    package var reconfiguredItems: OrderedSet<ItemID>
    /// Sections marked for reload, in request order.
    package var reloadedSections: OrderedSet<SectionID>
  }

  /// The snapshot's indexes, read and replaced directly; nothing is checked or recomputed.
  ///
  /// ```swift
  /// var snapshot = DiffableSnapshot<String, String>()
  /// snapshot.appendSections(["A", "B"])
  /// snapshot._unstableInternals.itemOffsets[1] = 5
  /// snapshot._invariantViolations()  // ["section B starts at item 0, but its offset is 5"]
  /// ```
  package var _unstableInternals: _UnstableInternals {
    get {
      _UnstableInternals(
        storage: storage, sectionOfItem: itemMap ?? derivedItemMap(), itemOffsets: itemOffsets,
        reloadedItems: reloadedItems, reconfiguredItems: reconfiguredItems,
        reloadedSections: reloadedSections)
    }
    set {
      storage = newValue.storage
      itemMap = newValue.sectionOfItem
      itemOffsets = newValue.itemOffsets
      reloadedItems = newValue.reloadedItems
      reconfiguredItems = newValue.reconfiguredItems
      reloadedSections = newValue.reloadedSections
    }
  }

  /// Whether the snapshot keeps an item→section dictionary (past
  /// ``DiffableSnapshot/itemMapSectionLimit`` sections) or asks each section's set in turn.
  ///
  /// ```swift
  /// var snapshot = DiffableSnapshot<Int, Int>()
  /// snapshot.appendSections([1])
  /// snapshot._keepsItemMap  // false
  /// ```
  package var _keepsItemMap: Bool { itemMap != nil }

  /// The most sections a snapshot asks one by one before it keeps an item→section dictionary.
  ///
  /// ```swift
  /// DiffableSnapshot<Int, Int>._itemMapSectionLimit  // 8
  /// ```
  package static var _itemMapSectionLimit: Int { itemMapSectionLimit }
}
