import SnapshotRecording

extension OutlineParentProblem {
  /// The first item of `section` whose `parent` is not an earlier item of the section, with
  /// the reason; `nil` when every parent is (or no item has one).
  ///
  /// ```swift
  /// let section = RecordedSection(id: "files", items: [
  ///   RecordedItem(id: "a", parent: "b"), RecordedItem(id: "b", parent: "a"),
  /// ])
  /// OutlineParentProblem.first(in: section, seq: 4, path: "sections[0]")?.reason
  /// // Optional(.cycle(["a", "b"], length: 2))
  /// ```
  ///
  /// - Parameters:
  ///   - section: A decoded section.
  ///   - seq: Its apply's `seq`, for the message.
  ///   - path: The section's key path, e.g. `sections[0]`.
  /// - Returns: The first problem in item order.
  /// - Complexity: O(n) in the number of items.
  static func first(in section: RecordedSection, seq: Int, path: String)
    -> OutlineParentProblem?
  {
    let items = section.items
    guard items.contains(where: { $0.parent != nil }) else { return nil }
    var earlier: Set<RecordedID> = []
    earlier.reserveCapacity(items.count)
    for (index, item) in items.enumerated() {
      if let parent = item.parent, !earlier.contains(parent) {
        return OutlineParentProblem(
          seq: seq, path: "\(path).items[\(index)]", section: section.id, item: item.id,
          parent: parent, reason: reason(item: item.id, parent: parent, in: items))
      }
      earlier.insert(item.id)
    }
    return nil
  }

  /// Why `parent` is not an earlier item: absent, the item itself, or later (and whether its
  /// chain of parents comes back to the item).
  private static func reason(item: RecordedID, parent: RecordedID, in items: [RecordedItem])
    -> Reason
  {
    guard parent != item else { return .itself }
    // The first occurrence of each id decides, as for the levels.
    var parentOf: [RecordedID: RecordedID?] = [:]
    for candidate in items where parentOf[candidate.id] == nil {
      parentOf[candidate.id] = .some(candidate.parent)
    }
    guard parentOf[parent] != nil else { return .notInSection }
    var cycle = [item]
    var length = 1
    var visited: Set<RecordedID> = [item]
    var current = parent
    // Each step visits a new id, so the walk ends within the section's item count.
    while visited.insert(current).inserted {
      if cycle.count < cycleLimit { cycle.append(current) }
      length += 1
      guard let next = parentOf[current] ?? nil else { return .later }
      if next == item { return .cycle(cycle, length: length) }
      current = next
    }
    return .later
  }
}
