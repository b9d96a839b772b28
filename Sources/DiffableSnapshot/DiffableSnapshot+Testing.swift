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
    /// The section holding each item.
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
        storage: storage, sectionOfItem: sectionOfItem, itemOffsets: itemOffsets,
        reloadedItems: reloadedItems, reconfiguredItems: reconfiguredItems,
        reloadedSections: reloadedSections)
    }
    set {
      storage = newValue.storage
      sectionOfItem = newValue.sectionOfItem
      itemOffsets = newValue.itemOffsets
      reloadedItems = newValue.reloadedItems
      reconfiguredItems = newValue.reconfiguredItems
      reloadedSections = newValue.reloadedSections
    }
  }
}
