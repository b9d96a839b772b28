import OrderedCollections

extension DiffableSnapshot {
  /// Appends items to the end of a section.
  ///
  /// Items that are already in the snapshot are moved, as UIKit does: they are removed from their
  /// place first and then appended.
  ///
  /// - Parameters:
  ///   - identifiers: The items to append, without repeats.
  ///   - section: The section to append to; `nil` means the last section.
  public mutating func appendItems(_ identifiers: [ItemID], toSection section: SectionID? = nil) {
    UIKitTrap.requireUnique(identifiers, kind: .item)
    guard let lastSection = storage.keys.last else {
      UIKitTrap.raise(UIKitReason.noSections)
    }
    let destination = section ?? lastSection
    guard storage.index(forKey: destination) != nil else {
      UIKitTrap.raise(UIKitReason.parameterNotSatisfying("section != NSNotFound"))
    }
    removeExisting(identifiers)
    guard let sectionIndex = storage.index(forKey: destination) else { return }
    storage.values[sectionIndex].append(contentsOf: identifiers)
    for identifier in identifiers { sectionOfItem[identifier] = destination }
    recomputeOffsets()
  }

  /// Inserts items just before another item, in that item's section.
  ///
  /// Items that are already in the snapshot are moved; the destination is located after they
  /// have been removed.
  public mutating func insertItems(_ identifiers: [ItemID], beforeItem destination: ItemID) {
    insertItems(identifiers, relativeTo: destination, after: false)
  }

  /// Inserts items just after another item, in that item's section.
  ///
  /// Items that are already in the snapshot are moved; the destination is located after they
  /// have been removed.
  public mutating func insertItems(_ identifiers: [ItemID], afterItem destination: ItemID) {
    insertItems(identifiers, relativeTo: destination, after: true)
  }

  /// Deletes items. Identifiers that are not in the snapshot are ignored, as UIKit ignores them.
  public mutating func deleteItems(_ identifiers: [ItemID]) {
    UIKitTrap.requireUnique(identifiers, kind: .item)
    removeExisting(identifiers)
    for identifier in identifiers {
      reloadedItems.remove(identifier)
      reconfiguredItems.remove(identifier)
    }
    recomputeOffsets()
  }

  /// Deletes every item **and every section**; the snapshot is empty afterwards.
  public mutating func deleteAllItems() {
    self = Self()
  }

  /// Moves an item just before another item, possibly into another section.
  ///
  /// The moved item ends at global index `to - 1` when it came from before the destination and at
  /// `to` when it came from after it, UIKit's move arithmetic.
  public mutating func moveItem(_ identifier: ItemID, beforeItem destination: ItemID) {
    moveItem(identifier, relativeTo: destination, after: false)
  }

  /// Moves an item just after another item, possibly into another section.
  ///
  /// The moved item ends at global index `to` when it came from before the destination and at
  /// `to + 1` when it came from after it, UIKit's move arithmetic.
  public mutating func moveItem(_ identifier: ItemID, afterItem destination: ItemID) {
    moveItem(identifier, relativeTo: destination, after: true)
  }

  /// Marks items to be reloaded: on apply each cell is replaced by a new one.
  ///
  /// Traps, as UIKit does, when an item is not in the snapshot.
  public mutating func reloadItems(_ identifiers: [ItemID]) {
    UIKitTrap.requireUnique(identifiers, kind: .item)
    for identifier in identifiers {
      reloadedItems.append(identifier)
      guard contains(identifier) else {
        UIKitTrap.raise(UIKitReason.itemNotFound(action: "reload", identifier))
      }
    }
  }

  /// Marks items to be reconfigured: on apply each existing cell is updated in place.
  ///
  /// Traps, as UIKit does, when an item is not in the snapshot.
  public mutating func reconfigureItems(_ identifiers: [ItemID]) {
    UIKitTrap.requireUnique(identifiers, kind: .item)
    for identifier in identifiers {
      reconfiguredItems.append(identifier)
      guard contains(identifier) else {
        UIKitTrap.raise(UIKitReason.itemNotFound(action: "reconfigure", identifier))
      }
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
    removeExisting(identifiers)
    guard let target = location(ofItem: destination) else { return }
    let sectionID = storage.keys[target.section]
    insert(identifiers, intoSectionAt: target.section, at: target.item + (after ? 1 : 0))
    for identifier in identifiers { sectionOfItem[identifier] = sectionID }
    recomputeOffsets()
  }

  private mutating func moveItem(_ identifier: ItemID, relativeTo destination: ItemID, after: Bool) {
    if identifier == destination {
      UIKitTrap.raise(UIKitReason.itemMoveOntoItself(identifier))
    }
    guard contains(identifier) else {
      UIKitTrap.raise(UIKitReason.parameterNotSatisfying("fromIndex != NSNotFound"))
    }
    guard contains(destination) else {
      UIKitTrap.raise(UIKitReason.parameterNotSatisfying("toIndex != NSNotFound"))
    }
    removeExisting([identifier])
    guard let target = location(ofItem: destination) else { return }
    insert([identifier], intoSectionAt: target.section, at: target.item + (after ? 1 : 0))
    sectionOfItem[identifier] = storage.keys[target.section]
    recomputeOffsets()
  }

  /// Inserts items that are in no section yet; one rebuild, so inserting k items costs O(n + k).
  private mutating func insert(_ identifiers: [ItemID], intoSectionAt section: Int, at index: Int) {
    var items = Array(storage.values[section])
    items.insert(contentsOf: identifiers, at: index)
    storage.values[section] = OrderedSet(uncheckedUniqueElements: items)
  }

  /// Removes the identifiers that are present from their sections; leaves marks alone.
  mutating func removeExisting(_ identifiers: [ItemID]) {
    for identifier in identifiers {
      guard let section = sectionOfItem.removeValue(forKey: identifier),
        let sectionIndex = storage.index(forKey: section)
      else { continue }
      storage.values[sectionIndex].remove(identifier)
    }
  }
}
