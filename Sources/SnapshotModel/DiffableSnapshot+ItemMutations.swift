import OrderedCollections

extension DiffableSnapshot {
  /// Appends items to the end of a section.
  ///
  /// Items that are already in the snapshot are moved, as UIKit does: they are removed from their
  /// place first and then appended.
  ///
  /// Traps, with UIKit's reason, when there are no sections (whether or not `section` is named),
  /// when `identifiers` repeats an identifier, or when `section` is not in the snapshot.
  ///
  /// - Parameters:
  ///   - identifiers: The items to append, without repeats.
  ///   - section: The section to append to; `nil` means the last section.
  /// - Complexity: O(*k* + *m* + *s*) for *k* items appended, *m* items in the sections they
  ///   leave and *s* sections.
  public mutating func appendItems(_ identifiers: [ItemID], toSection section: SectionID? = nil) {
    defer { checkInvariantsAfterMutation() }
    // UIKit checks the section count first, whether or not a section is named, before it
    // builds the update record (reference §6).
    guard let destination = section ?? storage.keys.last, !storage.isEmpty else {
      UIKitTrap.raise(UIKitReason.noSections)
    }
    UIKitTrap.requireUnique(identifiers, kind: .item)
    guard let sectionIndex = storage.index(forKey: destination) else {
      UIKitTrap.raise(UIKitReason.parameterNotSatisfying("section != NSNotFound"))
    }
    UIKitConsole.existingItemsMoved(removeExisting(identifiers))
    for identifier in identifiers {
      let (inserted, index) = storage.values[sectionIndex].append(identifier)
      // Every equal item was removed above, unless one hashes differently.
      if !inserted {
        UIKitTrap.requireSameHash(storage.values[sectionIndex][index], identifier, kind: .item)
      }
      noteItem(identifier, inSection: destination)
    }
    recomputeOffsets()
  }

  /// Inserts items just before another item, in that item's section.
  ///
  /// Items that are already in the snapshot are moved; the destination is located after they
  /// have been removed.
  ///
  /// Traps, with UIKit's reason, when `identifiers` repeats an identifier or contains
  /// `destination`, or when `destination` is not in the snapshot.
  ///
  /// - Parameters:
  ///   - identifiers: The items to insert, without repeats.
  ///   - destination: The item to insert before.
  /// - Complexity: O(*k* + *m* + *d* + *s*) for *k* items inserted, *m* items in the sections
  ///   they leave, *d* items in the destination's section and *s* sections.
  public mutating func insertItems(_ identifiers: [ItemID], beforeItem destination: ItemID) {
    defer { checkInvariantsAfterMutation() }
    insertItems(identifiers, relativeTo: destination, after: false)
  }

  /// Inserts items just after another item, in that item's section.
  ///
  /// Items that are already in the snapshot are moved; the destination is located after they
  /// have been removed.
  ///
  /// Traps, with UIKit's reason, when `identifiers` repeats an identifier or contains
  /// `destination`, or when `destination` is not in the snapshot.
  ///
  /// - Parameters:
  ///   - identifiers: The items to insert, without repeats.
  ///   - destination: The item to insert after.
  /// - Complexity: O(*k* + *m* + *d* + *s*) for *k* items inserted, *m* items in the sections
  ///   they leave, *d* items in the destination's section and *s* sections.
  public mutating func insertItems(_ identifiers: [ItemID], afterItem destination: ItemID) {
    defer { checkInvariantsAfterMutation() }
    insertItems(identifiers, relativeTo: destination, after: true)
  }

  /// Deletes items; their reload and reconfigure marks stay (reference §6).
  ///
  /// Identifiers that are not in the snapshot are ignored, as UIKit ignores them. Traps, with
  /// UIKit's reason, when `identifiers` repeats an identifier. UIKit never prunes a mark: a
  /// deleted item stays in ``reloadedItemIdentifiers`` and is ignored when the snapshot is
  /// applied, unless it is added back first.
  ///
  /// - Parameter identifiers: The items to delete, without repeats.
  /// - Complexity: O(*k* + *m* + *s*) for *k* identifiers, *m* items in the sections they leave
  ///   and *s* sections.
  public mutating func deleteItems(_ identifiers: [ItemID]) {
    defer { checkInvariantsAfterMutation() }
    UIKitTrap.requireUnique(identifiers, kind: .item)
    removeExisting(identifiers)
    recomputeOffsets()
  }

  /// Deletes every item **and every section**; the snapshot holds nothing afterwards but its
  /// marks, which UIKit keeps (reference §6) and ignores at apply unless their identifiers are
  /// added back.
  ///
  /// - Complexity: O(*n* + *s*) for *n* items and *s* sections, to release them; O(1) when
  ///   another copy of the snapshot still shares them.
  public mutating func deleteAllItems() {
    defer { checkInvariantsAfterMutation() }
    var empty = Self()
    empty.reloadedItems = reloadedItems
    empty.reconfiguredItems = reconfiguredItems
    empty.reloadedSections = reloadedSections
    self = empty
  }

  /// Moves an item just before another item, possibly into another section.
  ///
  /// With global indices `from` (the item) and `to` (the destination), the item ends at `to - 1`
  /// when `from < to` and at `to` when `from > to`: UIKit's move arithmetic.
  ///
  /// Traps, with UIKit's reason, when the item is the destination or either is not in the
  /// snapshot.
  ///
  /// - Parameters:
  ///   - identifier: The item to move.
  ///   - destination: The item to move it before.
  /// - Complexity: O(*m* + *d* + *s*) for *m* items in the item's section, *d* items in the
  ///   destination's section and *s* sections.
  public mutating func moveItem(_ identifier: ItemID, beforeItem destination: ItemID) {
    defer { checkInvariantsAfterMutation() }
    moveItem(identifier, relativeTo: destination, after: false)
  }

  /// Moves an item just after another item, possibly into another section.
  ///
  /// With global indices `from` (the item) and `to` (the destination), the item ends at `to`
  /// when `from < to` and at `to + 1` when `from > to`: UIKit's move arithmetic.
  ///
  /// Traps, with UIKit's reason, when the item is the destination or either is not in the
  /// snapshot.
  ///
  /// - Parameters:
  ///   - identifier: The item to move.
  ///   - destination: The item to move it after.
  /// - Complexity: O(*m* + *d* + *s*) for *m* items in the item's section, *d* items in the
  ///   destination's section and *s* sections.
  public mutating func moveItem(_ identifier: ItemID, afterItem destination: ItemID) {
    defer { checkInvariantsAfterMutation() }
    moveItem(identifier, relativeTo: destination, after: true)
  }

  /// Marks items to be reloaded: on apply each cell is replaced by a new one.
  ///
  /// Marks accumulate in request order (see ``reloadedItemIdentifiers``). Traps, with UIKit's
  /// reason, when `identifiers` repeats an identifier or names an item not in the snapshot.
  ///
  /// - Parameter identifiers: The items to mark, without repeats.
  /// - Complexity: O(*k*) on average for *k* identifiers.
  public mutating func reloadItems(_ identifiers: [ItemID]) {
    defer { checkInvariantsAfterMutation() }
    UIKitTrap.requireUnique(identifiers, kind: .item)
    for identifier in identifiers {
      guard contains(identifier) else {
        UIKitTrap.raise(UIKitReason.itemNotFound(action: "reload", identifier))
      }
      reloadedItems.append(identifier)
    }
  }

  /// Marks items to be reconfigured: on apply each existing cell is updated in place.
  ///
  /// Marks accumulate in request order (see ``reconfiguredItemIdentifiers``). Traps, with UIKit's
  /// reason, when `identifiers` repeats an identifier or names an item not in the snapshot.
  ///
  /// - Parameter identifiers: The items to mark, without repeats.
  /// - Complexity: O(*k*) on average for *k* identifiers.
  public mutating func reconfigureItems(_ identifiers: [ItemID]) {
    defer { checkInvariantsAfterMutation() }
    UIKitTrap.requireUnique(identifiers, kind: .item)
    for identifier in identifiers {
      guard contains(identifier) else {
        UIKitTrap.raise(UIKitReason.itemNotFound(action: "reconfigure", identifier))
      }
      reconfiguredItems.append(identifier)
    }
  }

  // MARK: Implementation

  private mutating func insertItems(
    _ identifiers: [ItemID], relativeTo destination: ItemID, after: Bool
  ) {
    UIKitTrap.requireUnique(identifiers, kind: .item)
    if identifiers.contains(destination) {
      UIKitTrap.raise(
        UIKitReason.destinationInInsertedItems(destination, identifiers: identifiers))
    }
    guard contains(destination) else {
      UIKitTrap.raise(UIKitReason.parameterNotSatisfying("section != NSNotFound"))
    }
    UIKitConsole.existingItemsMoved(removeExisting(identifiers))
    // The destination is present and not among the removed items, so it is still there.
    guard let target = location(ofItem: destination) else { return }
    insert(identifiers, intoSectionAt: target.section, at: target.item + (after ? 1 : 0))
    let sectionID = storage.keys[target.section]
    for identifier in identifiers { noteItem(identifier, inSection: sectionID) }
    recomputeOffsets()
  }

  private mutating func moveItem(
    _ identifier: ItemID, relativeTo destination: ItemID, after: Bool
  ) {
    if identifier == destination {
      UIKitTrap.raise(UIKitReason.itemMoveOntoItself(identifier))
    }
    guard contains(identifier) else {
      UIKitTrap.raise(UIKitReason.parameterNotSatisfying("fromIndex != NSNotFound"))
    }
    guard contains(destination) else {
      UIKitTrap.raise(UIKitReason.parameterNotSatisfying("toIndex != NSNotFound"))
    }
    // Removing first and then locating the destination gives UIKit's index arithmetic.
    removeExisting([identifier])
    guard let target = location(ofItem: destination) else { return }
    insert([identifier], intoSectionAt: target.section, at: target.item + (after ? 1 : 0))
    noteItem(identifier, inSection: storage.keys[target.section])
    recomputeOffsets()
  }

  /// Inserts items that are in no section yet; one rebuild, so inserting k items costs O(n + k).
  private mutating func insert(_ identifiers: [ItemID], intoSectionAt section: Int, at index: Int) {
    var items = Array(storage.values[section])
    items.insert(contentsOf: identifiers, at: index)
    var rebuilt = OrderedSet<ItemID>(minimumCapacity: items.count)
    for item in items {
      let (inserted, held) = rebuilt.append(item)
      // The items are unique unless two equal ones hash differently.
      if !inserted { UIKitTrap.requireSameHash(rebuilt[held], item, kind: .item) }
    }
    storage.values[section] = rebuilt
  }

  /// Removes the identifiers that are present from their sections; leaves marks alone.
  ///
  /// Removals are grouped by section so that each section is compacted once: deleting k items
  /// from a section of n costs O(n + k), not O(k · n).
  ///
  /// - Returns: The identifiers that were present, in the order given.
  @discardableResult
  mutating func removeExisting(_ identifiers: [ItemID]) -> [ItemID] {
    var removed: [ItemID] = []
    var removedBySection: [Int: Set<ItemID>] = [:]
    for identifier in identifiers {
      if itemMap != nil {
        guard let found = itemMap?.index(forKey: identifier),
          let (held, section) = itemMap?[found]
        else { continue }
        UIKitTrap.requireSameHash(held, identifier, kind: .item)
        itemMap?.remove(at: found)
        removed.append(held)
        guard let sectionIndex = storage.index(forKey: section) else { continue }
        removedBySection[sectionIndex, default: []].insert(held)
      } else {
        // Without the dictionary the sections still hold what was found so far; an identifier
        // already being removed is gone, as the dictionary would have forgotten it.
        guard let found = heldItem(identifier),
          removedBySection[found.section]?.contains(found.held) != true
        else { continue }
        UIKitTrap.requireSameHash(found.held, identifier, kind: .item)
        removed.append(found.held)
        removedBySection[found.section, default: []].insert(found.held)
      }
    }
    for (sectionIndex, leaving) in removedBySection {
      if leaving.count == 1, let only = leaving.first {
        storage.values[sectionIndex].remove(only)
      } else {
        storage.values[sectionIndex].removeAll(where: leaving.contains)
      }
    }
    return removed
  }
}
