extension DiffableSectionSnapshot {
  /// Builds a section snapshot from untrusted data — a recording's outline items, a bug report —
  /// checking it instead of trapping.
  ///
  /// `outline` lists the items depth first, as ``items`` does, each with its parent: a parent
  /// must be an earlier item, and an item's children must come right after it and its earlier
  /// children. That is the order a recording lists an outline section's items in.
  ///
  /// ```swift
  /// let outline = try DiffableSectionSnapshot<String>(
  ///   validating: [("Food", nil), ("Apple", "Food"), ("Drinks", nil)], expandedItems: ["Food"])
  /// outline.visibleItems  // ["Food", "Apple", "Drinks"]
  /// ```
  ///
  /// - Parameters:
  ///   - outline: The items depth first, each with its parent (`nil` for a root item).
  ///   - expandedItems: The items to expand; unknown items are ignored, as ``expand(_:)``
  ///     ignores them.
  /// - Throws: ``SectionSnapshotValidationError`` listing every problem: first the repeated
  ///   items (one problem naming them all), then, in the order of `outline`, parents that are not
  ///   earlier items and items placed outside their parent's subtree. An item with a problem is
  ///   left out, so its children are reported too.
  /// - Complexity: O(*n* + *e*) on average for *n* items and *e* expanded items.
  public init(
    validating outline: [(item: ItemID, parent: ItemID?)], expandedItems: [ItemID] = []
  ) throws(SectionSnapshotValidationError<ItemID>) {
    self.init()
    var problems: [SectionSnapshotProblem<ItemID>] = []
    var duplicates: [ItemID] = []
    var reportedDuplicates = Set<ItemID>()
    // The ancestors of the next item, from a root item down to the previous item: the only
    // items a depth-first list may name as the next item's parent.
    var path: [ItemID] = []
    var onPath = Set<ItemID>()
    for (item, parent) in outline {
      guard nodes[item] == nil else {
        if reportedDuplicates.insert(item).inserted { duplicates.append(item) }
        continue
      }
      if let parent {
        guard nodes[parent] != nil else {
          problems.append(.parentNotEarlier(item: item, parent: parent))
          continue
        }
        guard onPath.contains(parent) else {
          problems.append(.outsideParentSubtree(item: item, parent: parent))
          continue
        }
        while let last = path.last, last != parent { onPath.remove(path.removeLast()) }
        nodes[parent]?.children.append(item)
      } else {
        path.removeAll(keepingCapacity: true)
        onPath.removeAll(keepingCapacity: true)
        roots.append(item)
      }
      nodes[item] = Node(parent: parent)
      path.append(item)
      onPath.insert(item)
    }
    if !duplicates.isEmpty { problems.insert(.duplicateItems(duplicates), at: 0) }
    guard problems.isEmpty else { throw SectionSnapshotValidationError(problems: problems) }
    expand(expandedItems)
    checkInvariantsAfterMutation()
  }

  /// The items depth first, each with its parent: the shape ``init(validating:expandedItems:)``
  /// takes.
  ///
  /// ```swift
  /// outline.outline  // [("Food", nil), ("Apple", "Food"), ("Drinks", nil)]
  /// ```
  ///
  /// - Complexity: O(*n*) for *n* items.
  public var outline: [(item: ItemID, parent: ItemID?)] {
    items.map { ($0, nodes[$0]?.parent) }
  }
}
