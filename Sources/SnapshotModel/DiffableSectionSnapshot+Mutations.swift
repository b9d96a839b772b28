import OrderedCollections

extension DiffableSectionSnapshot {
  // MARK: Adding items

  /// Appends items at the root level, or as the last children of `parent`.
  ///
  /// Traps, as UIKit does, when `parent` is not in the section snapshot ("Parent item identifier
  /// does not exist in section snapshot: X"), and when an item repeats or is already in the
  /// section snapshot ("Supplied identifiers are not unique.").
  ///
  /// ```swift
  /// var outline = DiffableSectionSnapshot<String>()
  /// outline.append(["Food", "Drinks"])
  /// outline.append(["Apple"], to: "Food")
  /// outline.items  // ["Food", "Apple", "Drinks"]
  /// ```
  ///
  /// - Parameters:
  ///   - items: New items, in display order; they start collapsed.
  ///   - parent: The item to append them under; `nil` appends root items.
  /// - Complexity: O(*k*) amortized for *k* items.
  public mutating func append(_ items: [ItemID], to parent: ItemID? = nil) {
    if let parent { _ = existingNode(parent, UIKitReason.parentNotInSectionSnapshot) }
    requireNew(items)
    for item in items { nodes[item] = Node(parent: parent) }
    if let parent {
      nodes[parent]?.children.append(contentsOf: items)
    } else {
      roots.append(contentsOf: items)
    }
    checkInvariantsAfterMutation()
  }

  /// Inserts items just before `item`, as its siblings (same parent, same level).
  ///
  /// Traps, as UIKit does, when `item` is not in the section snapshot ("Item identifier to
  /// insert before does not exist in section snapshot: X"), and when an inserted item repeats or
  /// is already in the section snapshot ("Supplied identifiers are not unique.").
  ///
  /// ```swift
  /// outline.insert(["Snacks"], before: "Drinks")
  /// outline.rootItems  // ["Food", "Snacks", "Drinks"]
  /// ```
  ///
  /// - Parameters:
  ///   - items: New items, in display order; they start collapsed.
  ///   - item: The sibling to insert before.
  /// - Complexity: O(*k* + *c*) for *k* items and *c* siblings of `item`.
  public mutating func insert(_ items: [ItemID], before item: ItemID) {
    let parent = existingNode(item, UIKitReason.insertBeforeNotInSectionSnapshot).parent
    requireNew(items)
    insertSiblings(items, parent: parent, at: siblingIndex(of: item, parent: parent))
  }

  /// Inserts items just after `item` and its descendants, as its siblings (same parent, same
  /// level).
  ///
  /// Traps, as UIKit does, when `item` is not in the section snapshot ("Item identifier to
  /// insert after does not exist in section snapshot: X"), and when an inserted item repeats or
  /// is already in the section snapshot ("Supplied identifiers are not unique.").
  ///
  /// ```swift
  /// outline.insert(["Snacks"], after: "Food")  // after Food's children too
  /// outline.items  // ["Food", "Apple", "Snacks", "Drinks"]
  /// ```
  ///
  /// - Parameters:
  ///   - items: New items, in display order; they start collapsed.
  ///   - item: The sibling to insert after.
  /// - Complexity: O(*k* + *c*) for *k* items and *c* siblings of `item`.
  public mutating func insert(_ items: [ItemID], after item: ItemID) {
    let parent = existingNode(item, UIKitReason.insertAfterNotInSectionSnapshot).parent
    requireNew(items)
    insertSiblings(items, parent: parent, at: siblingIndex(of: item, parent: parent) + 1)
  }

  /// Inserts another section snapshot's outline just before `item`: its root items become
  /// `item`'s siblings, and keep their descendants and expanded states.
  ///
  /// Traps like inserting items before `item` does, when `item` is missing or an inserted item
  /// is already here.
  ///
  /// ```swift
  /// var drinks = DiffableSectionSnapshot<String>()
  /// drinks.append(["Tea"])
  /// drinks.append(["Green"], to: "Tea")
  /// outline.insert(drinks, before: "Food")
  /// outline.rootItems  // ["Tea", "Food", …]
  /// ```
  ///
  /// - Parameters:
  ///   - snapshot: The outline to insert.
  ///   - item: The sibling to insert before.
  /// - Complexity: O(*k* + *c*) for *k* inserted items and *c* siblings of `item`.
  public mutating func insert(_ snapshot: Self, before item: ItemID) {
    let parent = existingNode(item, UIKitReason.insertBeforeNotInSectionSnapshot).parent
    graft(snapshot, parent: parent) { this in this.siblingIndex(of: item, parent: parent) }
  }

  /// Inserts another section snapshot's outline just after `item` and its descendants: its
  /// root items become `item`'s siblings, and keep their descendants and expanded states.
  ///
  /// Traps like inserting items after `item` does, when `item` is missing or an inserted item
  /// is already here.
  ///
  /// ```swift
  /// outline.insert(drinks, after: "Food")
  /// outline.rootItems  // ["Food", "Tea", …]
  /// ```
  ///
  /// - Parameters:
  ///   - snapshot: The outline to insert.
  ///   - item: The sibling to insert after.
  /// - Complexity: O(*k* + *c*) for *k* inserted items and *c* siblings of `item`.
  public mutating func insert(_ snapshot: Self, after item: ItemID) {
    let parent = existingNode(item, UIKitReason.insertAfterNotInSectionSnapshot).parent
    graft(snapshot, parent: parent) { this in this.siblingIndex(of: item, parent: parent) + 1 }
  }

  /// Replaces all of `parent`'s descendants with another section snapshot's outline: its root
  /// items become `parent`'s children, and keep their descendants and expanded states.
  /// `parent` keeps its own expanded state.
  ///
  /// Traps, as UIKit does, when `parent` is not in the section snapshot ("Parent item identifier
  /// does not exist in section snapshot: X"), and when an item of `snapshot` is elsewhere in this
  /// one ("Supplied identifiers are not unique."); items that were `parent`'s descendants may
  /// come back.
  ///
  /// ```swift
  /// var fruit = DiffableSectionSnapshot<String>()
  /// fruit.append(["Pear", "Plum"])
  /// outline.replace(childrenOf: "Food", using: fruit)
  /// outline.snapshot(of: "Food").items  // ["Pear", "Plum"]
  /// ```
  ///
  /// - Parameters:
  ///   - parent: The item whose children to replace.
  ///   - snapshot: The new children and their subtrees.
  /// - Complexity: O(*m* + *k*) for *m* removed and *k* inserted items.
  public mutating func replace(childrenOf parent: ItemID, using snapshot: Self) {
    let node = existingNode(parent, UIKitReason.parentNotInSectionSnapshot)
    for item in subtrees(of: node.children) { nodes[item] = nil }
    nodes[parent]?.children = []
    graft(snapshot, parent: parent) { _ in 0 }
  }

  // MARK: Removing items

  /// Deletes items and all their descendants.
  ///
  /// Unlike ``DiffableSnapshot/deleteItems(_:)``, an unknown item traps, as UIKit's section
  /// snapshot does: "Failed to find index of item X" (the first unknown item in `items`; nothing
  /// is deleted then). Listing an item together with one of its ancestors is fine.
  ///
  /// ```swift
  /// outline.delete(["Food"])  // Apple goes with it
  /// outline.items  // ["Drinks"]
  /// ```
  ///
  /// - Parameter items: Items of the section snapshot.
  /// - Complexity: O(*m* + *c*) for *m* deleted items (descendants included) and *c* siblings of
  ///   the listed items.
  public mutating func delete(_ items: [ItemID]) {
    for item in items where nodes[item] == nil {
      UIKitTrap.raise(UIKitReason.deletedItemNotInSectionSnapshot(item))
    }
    let removed = subtrees(of: items)
    // Each sibling list is filtered once, however many of its items went.
    var parents = Set<ItemID>()
    var rootsChanged = false
    for item in items {
      if let parent = nodes[item]?.parent {
        if !removed.contains(parent) { parents.insert(parent) }
      } else {
        rootsChanged = true
      }
    }
    if rootsChanged { roots.removeAll(where: removed.contains) }
    for parent in parents { nodes[parent]?.children.removeAll(where: removed.contains) }
    for item in removed { nodes[item] = nil }
    checkInvariantsAfterMutation()
  }

  /// Deletes every item.
  ///
  /// ```swift
  /// outline.deleteAll()
  /// outline.items  // []
  /// ```
  ///
  /// - Complexity: O(*n*) for *n* items.
  public mutating func deleteAll() {
    nodes = [:]
    roots = []
  }

  // MARK: Expanding and collapsing

  /// Expands items, so that their children show when they are visible themselves.
  ///
  /// Items that are not in the section snapshot are ignored, as UIKit ignores them.
  ///
  /// ```swift
  /// outline.expand(["Food", "not there"])
  /// outline.visibleItems  // ["Food", "Apple", "Drinks"]
  /// ```
  ///
  /// - Parameter items: The items to expand.
  /// - Complexity: O(*k*) for *k* items.
  public mutating func expand(_ items: [ItemID]) {
    for item in items { nodes[item]?.isExpanded = true }
  }

  /// Collapses items, hiding their descendants.
  ///
  /// Items that are not in the section snapshot are ignored, as UIKit ignores them. A collapsed
  /// item's descendants keep their own expanded states for when it expands again.
  ///
  /// ```swift
  /// outline.collapse(["Food"])
  /// outline.visibleItems  // ["Food", "Drinks"]
  /// ```
  ///
  /// - Parameter items: The items to collapse.
  /// - Complexity: O(*k*) for *k* items.
  public mutating func collapse(_ items: [ItemID]) {
    for item in items { nodes[item]?.isExpanded = false }
  }

  // MARK: Internal helpers

  /// Traps unless `items` are distinct and none is in the section snapshot yet.
  func requireNew(_ items: [ItemID]) {
    var seen = Set<ItemID>()
    for item in items where nodes[item] != nil || !seen.insert(item).inserted {
      UIKitTrap.raise(UIKitReason.sectionSnapshotItemsNotUnique)
    }
  }

  /// The index of `item` among its siblings.
  func siblingIndex(of item: ItemID, parent: ItemID?) -> Int {
    let siblings = parent.flatMap { nodes[$0]?.children } ?? roots
    return siblings.firstIndex(of: item) ?? siblings.count
  }

  /// Inserts new leaf items into a sibling list.
  mutating func insertSiblings(_ items: [ItemID], parent: ItemID?, at index: Int) {
    for item in items { nodes[item] = Node(parent: parent) }
    if let parent {
      nodes[parent]?.children.insert(contentsOf: items, at: index)
    } else {
      roots.insert(contentsOf: items, at: index)
    }
    checkInvariantsAfterMutation()
  }

  /// Adds another outline's nodes and places its roots under `parent` at the index `position`
  /// returns (computed after the duplicate check).
  mutating func graft(_ snapshot: Self, parent: ItemID?, at position: (Self) -> Int) {
    for item in snapshot.nodes.keys where nodes[item] != nil {
      UIKitTrap.raise(UIKitReason.sectionSnapshotItemsNotUnique)
    }
    let index = position(self)
    for (item, node) in snapshot.nodes {
      var placed = node
      if node.parent == nil { placed.parent = parent }
      nodes[item] = placed
    }
    if let parent {
      nodes[parent]?.children.insert(contentsOf: snapshot.roots, at: index)
    } else {
      roots.insert(contentsOf: snapshot.roots, at: index)
    }
    checkInvariantsAfterMutation()
  }

  /// Every item of the subtrees rooted at `items`, the items included. A subtree is walked
  /// once even when `items` lists it and one of its ancestors.
  func subtrees(of items: some Sequence<ItemID>) -> Set<ItemID> {
    var found = Set<ItemID>()
    var pending = Array(items)
    while let item = pending.popLast() {
      guard found.insert(item).inserted, let node = nodes[item] else { continue }
      pending.append(contentsOf: node.children)
    }
    return found
  }
}

extension OrderedSet {
  /// Inserts new elements at an index, in order, rebuilding the set once: O(*count* + *k*)
  /// rather than O(*count*) per element. The caller has checked that the elements are new.
  fileprivate mutating func insert(contentsOf newElements: some Collection<Element>, at index: Int)
  {
    guard index < count else {
      append(contentsOf: newElements)
      return
    }
    var result = OrderedSet()
    result.reserveCapacity(count + newElements.count)
    result.append(contentsOf: elements[..<index])
    result.append(contentsOf: newElements)
    result.append(contentsOf: elements[index...])
    self = result
  }
}
