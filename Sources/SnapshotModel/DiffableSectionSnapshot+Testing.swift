import OrderedCollections

extension DiffableSectionSnapshot {
  /// The outline's tree as plain values, written back without being kept in step.
  ///
  /// A test seam, as ``DiffableSnapshot/_unstableInternals`` is: `package`, so it is visible to
  /// this package's tests and never to an app. Tests corrupt the tree through
  /// ``DiffableSectionSnapshot/_unstableInternals`` to prove that
  /// ``DiffableSectionSnapshot/_invariantViolations()`` notices.
  package struct _UnstableInternals {
    /// The root items, in display order.
    package var roots: OrderedSet<ItemID>
    /// Every item's parent (`nil` for a root item) and children in display order, by item.
    package var nodes: [ItemID: (parent: ItemID?, children: OrderedSet<ItemID>)]
  }

  /// The outline's tree, read and replaced directly; nothing is checked. Replacing it keeps the
  /// expanded state of the items that were there before.
  ///
  /// ```swift
  /// var outline = DiffableSectionSnapshot<String>()
  /// outline.append(["a", "b"])
  /// outline._unstableInternals.nodes["a"]?.children.append("b")
  /// outline._invariantViolations()  // ["item b is listed more than once"]
  /// ```
  package var _unstableInternals: _UnstableInternals {
    get {
      _UnstableInternals(roots: roots, nodes: nodes.mapValues { ($0.parent, $0.children) })
    }
    set {
      roots = newValue.roots
      var rebuilt: [ItemID: Node] = [:]
      for (item, node) in newValue.nodes {
        rebuilt[item] = Node(
          parent: node.parent, children: node.children,
          isExpanded: nodes[item]?.isExpanded ?? false)
      }
      nodes = rebuilt
    }
  }
}
