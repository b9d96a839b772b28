import OrderedCollections

extension DiffableSnapshot {
  /// Appends empty sections at the end.
  ///
  /// Traps, with UIKit's reason, when `identifiers` repeats an identifier or names a section that
  /// is already in the snapshot.
  ///
  /// - Parameter identifiers: The sections to append, without repeats.
  /// - Complexity: O(*k* + *s*) on average for *k* sections appended to *s*.
  public mutating func appendSections(_ identifiers: [SectionID]) {
    defer { checkInvariantsAfterMutation() }
    UIKitTrap.requireUnique(identifiers, kind: .section)
    requireNew(identifiers)
    for identifier in identifiers { storage[identifier] = [] }
    recomputeOffsets()
  }

  /// Inserts empty sections just before another section.
  ///
  /// Traps, with UIKit's reason, when `identifiers` repeats an identifier, contains
  /// `destination` or names a section already in the snapshot, or when `destination` is not in
  /// the snapshot.
  ///
  /// - Parameters:
  ///   - identifiers: The sections to insert, without repeats.
  ///   - destination: The section to insert before.
  /// - Complexity: O((*k* + 1) · *s*) for *k* sections inserted among *s*: each insertion
  ///   shifts the sections after it.
  public mutating func insertSections(
    _ identifiers: [SectionID], beforeSection destination: SectionID
  ) {
    defer { checkInvariantsAfterMutation() }
    insertSections(identifiers, relativeTo: destination, after: false)
  }

  /// Inserts empty sections just after another section.
  ///
  /// Traps, with UIKit's reason, when `identifiers` repeats an identifier, contains
  /// `destination` or names a section already in the snapshot, or when `destination` is not in
  /// the snapshot.
  ///
  /// - Parameters:
  ///   - identifiers: The sections to insert, without repeats.
  ///   - destination: The section to insert after.
  /// - Complexity: O((*k* + 1) · *s*) for *k* sections inserted among *s*: each insertion
  ///   shifts the sections after it.
  public mutating func insertSections(
    _ identifiers: [SectionID], afterSection destination: SectionID
  ) {
    defer { checkInvariantsAfterMutation() }
    insertSections(identifiers, relativeTo: destination, after: true)
  }

  /// Deletes sections with their items; the marks of both stay (reference §6).
  ///
  /// Unknown identifiers are ignored, as UIKit ignores them. Traps, with UIKit's reason, when
  /// `identifiers` repeats an identifier. Marks are never pruned: UIKit ignores the ones that
  /// name nothing in the snapshot when it is applied.
  ///
  /// - Parameter identifiers: The sections to delete, without repeats.
  /// - Complexity: O((*k* + 1) · *s* + *m*) for *k* identifiers, *s* sections and *m* items in
  ///   the deleted sections.
  public mutating func deleteSections(_ identifiers: [SectionID]) {
    defer { checkInvariantsAfterMutation() }
    UIKitTrap.requireUnique(identifiers, kind: .section)
    for identifier in identifiers {
      guard let items = storage.removeValue(forKey: identifier) else { continue }
      if itemMap != nil { for item in items { forgetItem(item) } }
    }
    dropItemMapIfFewSections()
    recomputeOffsets()
  }

  /// Moves a section, with its items, just before another section.
  ///
  /// With section indices `from` and `to`, the section ends at `to - 1` when `from < to` and at
  /// `to` when `from > to`. Traps, with UIKit's reason, when the section is the destination or
  /// either is not in the snapshot.
  ///
  /// - Parameters:
  ///   - identifier: The section to move.
  ///   - destination: The section to move it before.
  /// - Complexity: O(*s*) for *s* sections.
  public mutating func moveSection(_ identifier: SectionID, beforeSection destination: SectionID) {
    defer { checkInvariantsAfterMutation() }
    moveSection(identifier, relativeTo: destination, after: false)
  }

  /// Moves a section, with its items, just after another section.
  ///
  /// With section indices `from` and `to`, the section ends at `to` when `from < to` and at
  /// `to + 1` when `from > to`. Traps, with UIKit's reason, when the section is the destination
  /// or either is not in the snapshot.
  ///
  /// - Parameters:
  ///   - identifier: The section to move.
  ///   - destination: The section to move it after.
  /// - Complexity: O(*s*) for *s* sections.
  public mutating func moveSection(_ identifier: SectionID, afterSection destination: SectionID) {
    defer { checkInvariantsAfterMutation() }
    moveSection(identifier, relativeTo: destination, after: true)
  }

  /// Marks sections to be reloaded.
  ///
  /// Marks accumulate in request order (see ``reloadedSectionIdentifiers``). Traps, with UIKit's
  /// reason, when `identifiers` repeats an identifier or names a section not in the snapshot.
  ///
  /// - Parameter identifiers: The sections to mark, without repeats.
  /// - Complexity: O(*k*) on average for *k* identifiers.
  public mutating func reloadSections(_ identifiers: [SectionID]) {
    defer { checkInvariantsAfterMutation() }
    UIKitTrap.requireUnique(identifiers, kind: .section)
    for identifier in identifiers {
      guard containsSection(identifier) else {
        UIKitTrap.raise(UIKitReason.sectionNotFound(action: "reload", identifier))
      }
      reloadedSections.append(identifier)
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
    guard containsSection(identifier) else {
      UIKitTrap.raise(UIKitReason.parameterNotSatisfying("fromSection != NSNotFound"))
    }
    guard containsSection(destination) else {
      UIKitTrap.raise(UIKitReason.parameterNotSatisfying("toSection != NSNotFound"))
    }
    // Removing first and then locating the destination gives UIKit's index arithmetic.
    guard let items = storage.removeValue(forKey: identifier),
      let target = storage.index(forKey: destination)
    else { return }
    storage.updateValue(items, forKey: identifier, insertingAt: target + (after ? 1 : 0))
    recomputeOffsets()
  }

  private func requireNew(_ identifiers: [SectionID]) {
    for identifier in identifiers {
      if let held = storage.index(forKey: identifier) {
        UIKitTrap.requireSameHash(storage.keys[held], identifier, kind: .section)
      }
    }
    let existing = identifiers.filter(containsSection)
    if !existing.isEmpty {
      UIKitTrap.raise(UIKitReason.sectionsAlreadyExist(existing))
    }
  }
}
