extension DiffableSnapshot {
  /// Traps with UIKit's reason (reference §6: "equal but have different hash values") when two
  /// equal item identifiers with different hash values left the snapshot's indexes disagreeing:
  /// `numberOfItems` (the item map) and ``itemIdentifiers`` (the sections) count differently.
  ///
  /// Mutations trap as soon as such a pair meets in one lookup; this is the last check, made
  /// when a data source applies the snapshot, for pairs whose hashes kept them apart until then.
  /// Two equal identifiers that every index holds apart cannot be told from two different ones
  /// without comparing every pair, which UIKit does not do either.
  ///
  /// - Complexity: O(1) when the counts agree; O(*n*²) to name the pair when they do not.
  func requireConsistentHashing() {
    // Without the dictionary the sections are the only index: nothing can disagree.
    guard let sectionOfItem = itemMap, storedItemCount != sectionOfItem.count else { return }
    for items in storage.values {
      for item in items {
        for mapped in sectionOfItem.keys where mapped == item && mapped.hashValue != item.hashValue
        {
          // Named in the order of their descriptions: the map's order depends on the hash seed.
          let pair = [item, mapped].sorted { "\($0)" < "\($1)" }
          UIKitTrap.raise(UIKitReason.equalWithDifferentHashes(kind: .item, pair[0], pair[1]))
        }
      }
    }
  }
}
