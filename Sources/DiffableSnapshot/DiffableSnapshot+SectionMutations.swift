import OrderedCollections

extension DiffableSnapshot {
  /// Appends empty sections at the end.
  ///
  /// Traps, as UIKit does, when a section is already in the snapshot.
  public mutating func appendSections(_ identifiers: [SectionID]) {
    UIKitTrap.requireUnique(identifiers, kind: .section)
    requireNew(identifiers)
    for identifier in identifiers { storage[identifier] = [] }
    recomputeOffsets()
  }

  /// Inserts empty sections just before another section.
  public mutating func insertSections(_ identifiers: [SectionID], beforeSection destination: SectionID) {
    insertSections(identifiers, relativeTo: destination, after: false)
  }

  /// Inserts empty sections just after another section.
  public mutating func insertSections(_ identifiers: [SectionID], afterSection destination: SectionID) {
    insertSections(identifiers, relativeTo: destination, after: true)
  }

  /// Deletes sections and their items. Unknown identifiers are ignored, as UIKit ignores them.
  public mutating func deleteSections(_ identifiers: [SectionID]) {
    UIKitTrap.requireUnique(identifiers, kind: .section)
    for identifier in identifiers {
      guard let items = storage.removeValue(forKey: identifier) else { continue }
      for item in items {
        sectionOfItem.removeValue(forKey: item)
        reloadedItems.remove(item)
        reconfiguredItems.remove(item)
      }
      reloadedSections.remove(identifier)
    }
    recomputeOffsets()
  }

  /// Moves a section just before another section.
  public mutating func moveSection(_ identifier: SectionID, beforeSection destination: SectionID) {
    moveSection(identifier, relativeTo: destination, after: false)
  }

  /// Moves a section just after another section.
  public mutating func moveSection(_ identifier: SectionID, afterSection destination: SectionID) {
    moveSection(identifier, relativeTo: destination, after: true)
  }

  /// Marks sections to be reloaded.
  ///
  /// Traps, as UIKit does, when a section is not in the snapshot.
  public mutating func reloadSections(_ identifiers: [SectionID]) {
    UIKitTrap.requireUnique(identifiers, kind: .section)
    for identifier in identifiers {
      reloadedSections.append(identifier)
      guard containsSection(identifier) else {
        UIKitTrap.raise(UIKitReason.sectionNotFound(action: "reload", identifier))
      }
    }
  }

  // MARK: Implementation

  private mutating func insertSections(
    _ identifiers: [SectionID], relativeTo destination: SectionID, after: Bool
  ) {
    UIKitTrap.requireUnique(identifiers, kind: .section)
    if identifiers.contains(destination) {
      UIKitTrap.raise(
        UIKitReason.destinationInInsertedSections(destination, identifiers: identifiers))
    }
    guard let index = storage.index(forKey: destination) else {
      UIKitTrap.raise(UIKitReason.parameterNotSatisfying("insertIndex != NSNotFound"))
    }
    requireNew(identifiers)
    var position = index + (after ? 1 : 0)
    for identifier in identifiers {
      storage.updateValue([], forKey: identifier, insertingAt: position)
      position += 1
    }
    recomputeOffsets()
  }

  private mutating func moveSection(
    _ identifier: SectionID, relativeTo destination: SectionID, after: Bool
  ) {
    if identifier == destination {
      UIKitTrap.raise(UIKitReason.sectionMoveOntoItself(identifier))
    }
    guard let items = storage.removeValue(forKey: identifier) else {
      UIKitTrap.raise(UIKitReason.parameterNotSatisfying("fromSection != NSNotFound"))
    }
    guard let target = storage.index(forKey: destination) else {
      UIKitTrap.raise(UIKitReason.parameterNotSatisfying("toSection != NSNotFound"))
    }
    storage.updateValue(items, forKey: identifier, insertingAt: target + (after ? 1 : 0))
    recomputeOffsets()
  }

  private func requireNew(_ identifiers: [SectionID]) {
    let existing = identifiers.filter { storage.index(forKey: $0) != nil }
    if !existing.isEmpty {
      UIKitTrap.raise(UIKitReason.sectionsAlreadyExist(existing))
    }
  }
}
