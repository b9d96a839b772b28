import OrderedCollections

// After swift-collections' `OrderedSet+Invariants.swift`: a snapshot keeps one fact in several
// indexes (the sections and their items, the item→section map, the sections' global offsets,
// the marks), so every mutation must keep them in step. Debug builds check that they do after
// every mutation; release builds compile the check out.

extension DiffableSnapshot {
  /// Whether every mutation checks the snapshot's indexes afterwards: `true` in debug builds
  /// (so in `swift test`), `false` in release builds, where the check is compiled out.
  ///
  /// While it is `true`, documented complexities do not hold: each mutation also pays for
  /// ``_checkInvariants()``, O(*n* + *s*).
  package static var isConsistencyCheckingEnabled: Bool {
    #if DEBUG
      true
    #else
      false
    #endif
  }

  /// Traps, naming the first disagreement, unless the snapshot's indexes agree; see
  /// ``_invariantViolations()`` for what is checked.
  ///
  /// Mutations call it in debug builds only. It is always compiled, so that tests can call it
  /// in release builds too (`make test` runs the suite in both).
  ///
  /// - Complexity: O(*n* + *s*) for *n* items and *s* sections.
  package func _checkInvariants() {
    // The collections' own structure is swift-collections' to check; these are no-ops unless
    // it is built with COLLECTIONS_INTERNAL_CHECKS.
    storage._checkInvariants()
    for items in storage.values { items._checkInvariants() }
    if let violation = _invariantViolations().first {
      fatalError("DiffableSnapshot invariant violated: \(violation)")
    }
  }

  /// Every way in which the snapshot's indexes disagree, as sentences; empty when they agree.
  ///
  /// The invariants:
  /// - every item in `storage` is mapped by `sectionOfItem` to the section holding it, and
  ///   `sectionOfItem` maps nothing else — so items are unique across sections;
  /// - `itemOffsets` has one entry per section, the number of items in the sections before it.
  ///
  /// Marks may name identifiers the snapshot no longer holds: UIKit never prunes them
  /// (reference §6).
  ///
  /// - Returns: One sentence per disagreement, in the order above.
  /// - Complexity: O(*n* + *s*) for *n* items and *s* sections.
  package func _invariantViolations() -> [String] {
    var violations: [String] = []
    // Without the dictionary, the one the sections imply (first section wins) still tells
    // an item stored in two sections.
    let sectionOfItem = itemMap ?? derivedItemMap()
    var itemCount = 0
    for (section, items) in storage {
      for item in items where sectionOfItem[item] != section {
        let mapped = sectionOfItem[item].map { "section \($0)" } ?? "no section"
        violations.append("item \(item) is stored in section \(section), but mapped to \(mapped)")
      }
      itemCount += items.count
    }
    // Every stored item was checked above, so the map can only disagree by extra entries.
    if sectionOfItem.count != itemCount {
      for (item, section) in sectionOfItem where storage[section]?.contains(item) != true {
        violations.append("item \(item) is mapped to section \(section), which does not hold it")
      }
    }

    if itemOffsets.count != storage.count {
      violations.append(
        "itemOffsets has \(itemOffsets.count) entries, but there are \(storage.count) sections")
    } else {
      var offset = 0
      for (index, items) in storage.values.enumerated() {
        if itemOffsets[index] != offset {
          violations.append(
            "section \(storage.keys[index]) starts at item \(offset), but its offset is "
              + "\(itemOffsets[index])")
        }
        offset += items.count
      }
    }

    return violations
  }

  /// Called at the end of every mutation: checks the invariants in debug builds, and is
  /// compiled to nothing in release builds.
  @inline(__always)
  @usableFromInline func checkInvariantsAfterMutation() {
    #if DEBUG
      _checkInvariants()
    #endif
  }
}
