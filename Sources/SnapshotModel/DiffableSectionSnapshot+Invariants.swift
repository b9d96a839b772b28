// As for `DiffableSnapshot`: the outline keeps one fact twice (each item's parent, and each
// parent's children), so every mutation must keep the two in step. Debug builds check that they
// do after every mutation of an outline of up to `consistencyCheckLimit` items; release builds
// compile the check out.

extension DiffableSectionSnapshot {
  /// Traps, naming the first disagreement, unless the outline's parents and children agree; see
  /// ``_invariantViolations()``.
  ///
  /// - Complexity: O(*n*) for *n* items.
  package func _checkInvariants() {
    if let violation = _invariantViolations().first {
      fatalError("DiffableSectionSnapshot invariant violated: \(violation)")
    }
  }

  /// Every way in which the outline's indexes disagree, as sentences; empty when they agree.
  ///
  /// The invariants: root items have no parent; each child names the item that lists it as its
  /// parent; and walking down from the root items reaches every item exactly once (so there is
  /// no cycle and no item outside the tree).
  ///
  /// ```swift
  /// DiffableSectionSnapshot<String>()._invariantViolations()  // []
  /// ```
  ///
  /// - Returns: One sentence per disagreement.
  /// - Complexity: O(*n*) for *n* items.
  package func _invariantViolations() -> [String] {
    var violations: [String] = []
    var reached = Set<ItemID>()
    var pending: [(item: ItemID, parent: ItemID?)] = roots.map { ($0, nil) }
    while let (item, parent) = pending.popLast() {
      guard reached.insert(item).inserted else {
        violations.append("item \(item) is listed more than once")
        continue
      }
      guard let node = nodes[item] else {
        violations.append("item \(item) is listed but has no node")
        continue
      }
      if node.parent != parent {
        let named = node.parent.map { "\($0)" } ?? "no parent"
        let listed = parent.map { "\($0)" } ?? "the root items"
        violations.append("item \(item) names \(named) as its parent but is listed under \(listed)")
      }
      pending.append(contentsOf: node.children.map { ($0, item) })
    }
    if reached.count != nodes.count {
      for item in nodes.keys where !reached.contains(item) {
        violations.append("item \(item) cannot be reached from the root items")
      }
    }
    return violations
  }

  /// The largest outline that debug builds check after every mutation. The check walks the
  /// whole outline, so checking larger ones would make building one quadratic even in tests;
  /// tests of large outlines call ``_checkInvariants()`` themselves.
  package static var consistencyCheckLimit: Int { 1_000 }

  /// Called at the end of every mutation: checks the invariants of outlines of up to
  /// ``consistencyCheckLimit`` items in debug builds, and is compiled to nothing in release
  /// builds.
  @inline(__always)
  func checkInvariantsAfterMutation() {
    #if DEBUG
      if nodes.count <= Self.consistencyCheckLimit { _checkInvariants() }
    #endif
  }
}
