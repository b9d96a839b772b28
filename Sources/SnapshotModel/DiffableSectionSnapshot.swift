import OrderedCollections

/// A Linux-portable re-creation of UIKit's `NSDiffableDataSourceSectionSnapshot` (iOS 14): the
/// items of one section as an outline, each item with an optional parent and an expanded or
/// collapsed state.
///
/// Items are unique within the section snapshot. An item's children follow it in display order,
/// so ``items`` lists the outline depth first. Items start collapsed; ``visibleItems`` holds the
/// items whose ancestors are all expanded, which is what a list shows and what
/// ``DiffableDataSource/apply(_:to:animatingDifferences:completion:)`` puts into the section.
///
/// ```swift
/// var outline = DiffableSectionSnapshot<String>()
/// outline.append(["Food", "Drinks"])
/// outline.append(["Apple", "Bread"], to: "Food")
/// outline.visibleItems  // ["Food", "Drinks"]
/// outline.expand(["Food"])
/// outline.visibleItems  // ["Food", "Apple", "Bread", "Drinks"]
/// outline.level(of: "Bread")  // 1
/// print(outline.visualDescription())
/// // *+ Food
/// //   *  Apple
/// //   *  Bread
/// // *  Drinks
/// ```
///
/// Misuse that UIKit traps on — an unknown parent or destination, an item that is already in the
/// section snapshot — traps here with UIKit's reason string (reference §2.2), like
/// ``DiffableSnapshot`` does. Untrusted data goes through
/// ``init(validating:expandedItems:)``, which throws instead.
///
/// The outline is stored as a tree: each item knows its parent, its ordered children and its
/// expanded state. Membership, ``parent(of:)`` and ``isExpanded(_:)`` are hashed, O(1);
/// ``level(of:)`` and ``isVisible(_:)`` walk up the parents, O(*d*) for depth *d*. Appending
/// *k* items costs O(*k*); inserting next to an item or deleting costs O(*k* + *c*) for *c*
/// siblings, plus the deleted subtrees. Listing ``items`` or ``visibleItems`` walks the tree,
/// O(*n*) for *n* items, so call them once rather than per item. Debug builds also check after
/// every mutation of an outline of up to 1 000 items that parents and children agree, adding
/// O(*n*) per mutation; release builds do not.
public struct DiffableSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable {
  /// The item identifier type, `ItemIdentifierType`.
  public typealias ItemID = ItemIdentifierType

  /// One item's place in the outline.
  struct Node: Hashable, Sendable {
    /// The item's parent; `nil` for a root item.
    var parent: ItemID?
    /// The item's children, in display order.
    var children: OrderedSet<ItemID> = []
    /// Whether the item's children are shown (when its own ancestors are expanded too).
    var isExpanded = false
  }

  /// Every item's place, by identifier.
  var nodes: [ItemID: Node] = [:]
  /// The items without a parent, in display order.
  var roots: OrderedSet<ItemID> = []

  /// Creates an empty section snapshot.
  ///
  /// ```swift
  /// DiffableSectionSnapshot<String>().items  // []
  /// ```
  public init() {}

  /// Creates a copy of another section snapshot, as UIKit's `init(_:)` does.
  ///
  /// ```swift
  /// var original = DiffableSectionSnapshot<String>()
  /// original.append(["a"])
  /// DiffableSectionSnapshot(original).items  // ["a"]
  /// ```
  ///
  /// - Parameter other: The section snapshot to copy, with its expanded states.
  /// - Complexity: O(1): the copy shares storage until one side mutates it.
  public init(_ other: Self) {
    self = other
  }

  // MARK: Items

  /// Every item, depth first: each item is followed by its children (visible or not), then by
  /// its next sibling.
  ///
  /// ```swift
  /// var outline = DiffableSectionSnapshot<String>()
  /// outline.append(["a", "b"])
  /// outline.append(["a1"], to: "a")
  /// outline.items  // ["a", "a1", "b"]
  /// ```
  ///
  /// - Complexity: O(*n*) for *n* items.
  public var items: [ItemID] {
    depthFirst { _ in true }
  }

  /// The items without a parent, in display order.
  ///
  /// ```swift
  /// outline.rootItems  // ["a", "b"]
  /// ```
  ///
  /// - Complexity: O(*r*) for *r* root items.
  public var rootItems: [ItemID] { Array(roots) }

  /// The expanded items, in the order of ``items``.
  ///
  /// An item keeps the state that ``expand(_:)`` or ``collapse(_:)`` gave it even while it has
  /// no children, as UIKit stores it per item.
  ///
  /// ```swift
  /// outline.expand(["a"])
  /// outline.expandedItems  // ["a"]
  /// ```
  ///
  /// - Complexity: O(*n*) for *n* items.
  public var expandedItems: [ItemID] {
    items.filter { nodes[$0]?.isExpanded == true }
  }

  /// The items whose ancestors are all expanded, in display order: what a list shows.
  ///
  /// ```swift
  /// outline.visibleItems  // ["a", "b"] while "a" is collapsed; ["a", "a1", "b"] once expanded
  /// ```
  ///
  /// - Complexity: O(*v*) for *v* visible items (hidden subtrees are skipped, not walked).
  public var visibleItems: [ItemID] {
    depthFirst { $0.isExpanded }
  }

  // MARK: Queries

  /// Whether the item is in the section snapshot.
  ///
  /// ```swift
  /// outline.contains("a1")  // true, visible or not
  /// ```
  ///
  /// - Parameter item: The item to look for.
  /// - Returns: `true` when the item is anywhere in the outline.
  /// - Complexity: O(1).
  public func contains(_ item: ItemID) -> Bool {
    nodes[item] != nil
  }

  /// The item's position in ``items`` (depth first, hidden items included), or `nil` when it is
  /// not in the section snapshot.
  ///
  /// ```swift
  /// outline.index(of: "b")  // 2 in ["a", "a1", "b"]
  /// ```
  ///
  /// - Parameter item: The item to look up.
  /// - Returns: The item's index, or `nil`.
  /// - Complexity: O(*n*) for *n* items: the outline is walked up to the item.
  public func index(of item: ItemID) -> Int? {
    guard nodes[item] != nil else { return nil }
    var index = 0
    var pending = Array(roots.reversed())
    while let next = pending.popLast() {
      if next == item { return index }
      index += 1
      if let children = nodes[next]?.children { pending.append(contentsOf: children.reversed()) }
    }
    return nil
  }

  /// The item's depth: 0 for a root item, 1 for its children, and so on.
  ///
  /// Traps, as UIKit does, when the item is not in the section snapshot: "Item identifier does
  /// not exist in section snapshot: X".
  ///
  /// ```swift
  /// outline.level(of: "a1")  // 1
  /// ```
  ///
  /// - Parameter item: An item of the section snapshot.
  /// - Returns: The number of ancestors the item has.
  /// - Complexity: O(*d*) for depth *d*.
  public func level(of item: ItemID) -> Int {
    var level = 0
    var ancestor = existingNode(item, UIKitReason.itemNotInSectionSnapshot).parent
    while let current = ancestor {
      level += 1
      ancestor = nodes[current]?.parent
    }
    return level
  }

  /// The item's parent, or `nil` for a root item.
  ///
  /// Traps, as UIKit does, when the item is not in the section snapshot: "Child item identifier
  /// does not exist in section snapshot: X".
  ///
  /// ```swift
  /// outline.parent(of: "a1")  // "a"
  /// outline.parent(of: "a")   // nil
  /// ```
  ///
  /// - Parameter item: An item of the section snapshot.
  /// - Returns: The parent's identifier, or `nil`.
  /// - Complexity: O(1).
  public func parent(of item: ItemID) -> ItemID? {
    existingNode(item, UIKitReason.childNotInSectionSnapshot).parent
  }

  /// Whether the item is expanded.
  ///
  /// Traps, as UIKit does, when the item is not in the section snapshot: "Item identifier does
  /// not exist in section snapshot: X".
  ///
  /// ```swift
  /// outline.isExpanded("a")  // false until expand(["a"])
  /// ```
  ///
  /// - Parameter item: An item of the section snapshot.
  /// - Returns: The item's expanded state.
  /// - Complexity: O(1).
  public func isExpanded(_ item: ItemID) -> Bool {
    existingNode(item, UIKitReason.itemNotInSectionSnapshot).isExpanded
  }

  /// Whether the item is shown: every one of its ancestors is expanded. Root items are always
  /// visible.
  ///
  /// Traps, as UIKit does, when the item is not in the section snapshot: "Item identifier does
  /// not exist in section snapshot: X".
  ///
  /// ```swift
  /// outline.isVisible("a1")  // false while "a" is collapsed
  /// ```
  ///
  /// - Parameter item: An item of the section snapshot.
  /// - Returns: `true` when the item is in ``visibleItems``.
  /// - Complexity: O(*d*) for depth *d*.
  public func isVisible(_ item: ItemID) -> Bool {
    var ancestor = existingNode(item, UIKitReason.itemNotInSectionSnapshot).parent
    while let current = ancestor, let node = nodes[current] {
      guard node.isExpanded else { return false }
      ancestor = node.parent
    }
    return true
  }

  /// A section snapshot of one item's subtree, with the expanded states it has here.
  ///
  /// Traps, as UIKit does, when the parent is not in the section snapshot: "Parent item
  /// identifier does not exist in section snapshot: X".
  ///
  /// ```swift
  /// outline.snapshot(of: "a").items                         // ["a1"]
  /// outline.snapshot(of: "a", includingParent: true).items  // ["a", "a1"]
  /// ```
  ///
  /// - Parameters:
  ///   - parent: The item whose subtree to copy.
  ///   - includingParent: Whether `parent` is the copy's one root item; otherwise its children
  ///     are the copy's root items.
  /// - Returns: The subtree as a section snapshot.
  /// - Complexity: O(*m*) for *m* items in the subtree.
  public func snapshot(of parent: ItemID, includingParent: Bool = false) -> Self {
    let node = existingNode(parent, UIKitReason.parentNotInSectionSnapshot)
    var copy = Self()
    if includingParent {
      copy.roots = [parent]
      var root = node
      root.parent = nil
      copy.nodes[parent] = root
    } else {
      copy.roots = node.children
    }
    var pending = Array(node.children)
    while let item = pending.popLast() {
      guard var child = nodes[item] else { continue }
      if !includingParent, child.parent == parent { child.parent = nil }
      copy.nodes[item] = child
      pending.append(contentsOf: child.children)
    }
    copy.checkInvariantsAfterMutation()
    return copy
  }

  /// The outline as text, one item per line, for the debugger console.
  ///
  /// Each line is indented two spaces per level, then shows `*` for a visible item (a space for
  /// a hidden one), then `+` for an expanded item with children, `-` for a collapsed one (a
  /// space for a leaf), then the item's description. UIKit's documentation names the same three
  /// signs; the exact layout of its text is not documented, so this one is the package's own.
  ///
  /// ```swift
  /// print(outline.visualDescription())
  /// // *- a
  /// //      a1
  /// // *  b
  /// ```
  ///
  /// - Returns: The lines, joined by newlines; empty for an empty section snapshot.
  /// - Complexity: O(*n* · *d*) for *n* items and depth *d*.
  public func visualDescription() -> String {
    var lines: [String] = []
    var pending = roots.reversed().map { (item: $0, level: 0, visible: true) }
    while let (item, level, visible) = pending.popLast() {
      guard let node = nodes[item] else { continue }
      let sign = node.children.isEmpty ? " " : node.isExpanded ? "+" : "-"
      lines.append(
        String(repeating: "  ", count: level) + (visible ? "*" : " ") + sign + " \(item)")
      pending.append(
        contentsOf: node.children.reversed().map {
          (item: $0, level: level + 1, visible: visible && node.isExpanded)
        })
    }
    return lines.joined(separator: "\n")
  }

  // MARK: Internal helpers

  /// The items in depth-first order, descending into an item's children only when `descend`
  /// says so.
  func depthFirst(descendingInto descend: (Node) -> Bool) -> [ItemID] {
    var result: [ItemID] = []
    result.reserveCapacity(nodes.count)
    var pending = Array(roots.reversed())
    while let item = pending.popLast() {
      result.append(item)
      if let node = nodes[item], descend(node) {
        pending.append(contentsOf: node.children.reversed())
      }
    }
    return result
  }

  /// The node of an item that must exist; traps with `reason(item)` otherwise.
  func existingNode(_ item: ItemID, _ reason: (ItemID) -> String) -> Node {
    guard let node = nodes[item] else { UIKitTrap.raise(reason(item)) }
    return node
  }
}

extension DiffableSectionSnapshot: Equatable {
  /// Two section snapshots are equal when they hold the same outline — the same items under the
  /// same parents, in the same order — with the same expanded states.
  ///
  /// ```swift
  /// var a = DiffableSectionSnapshot<String>(), b = a
  /// a.append(["x"]); b.append(["x"])
  /// a == b  // true; after a.expand(["x"]) it is false
  /// ```
  ///
  /// - Complexity: O(*n*) for *n* items.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.roots == rhs.roots && lhs.nodes == rhs.nodes
  }
}

extension DiffableSectionSnapshot: CustomStringConvertible {
  /// A one-line summary: the items depth first, children in parentheses after their parent.
  ///
  /// ```swift
  /// outline.description  // "DiffableSectionSnapshot(a (a1), b)"
  /// ```
  ///
  /// - Complexity: O(*n*) for *n* items.
  public var description: String {
    var text = ""
    // Each entry is either an item to print or the closing of a parent's children.
    var pending: [(item: ItemID?, separator: String)] = roots.reversed().enumerated().map {
      ($0.element, $0.offset == roots.count - 1 ? "" : ", ")
    }
    while let (item, separator) = pending.popLast() {
      guard let item else {
        text += ")"
        continue
      }
      text += separator + "\(item)"
      guard let children = nodes[item]?.children, !children.isEmpty else { continue }
      text += " ("
      pending.append((nil, ""))
      pending.append(
        contentsOf: children.reversed().enumerated().map {
          ($0.element, $0.offset == children.count - 1 ? "" : ", ")
        })
    }
    return "DiffableSectionSnapshot(\(text))"
  }
}
