import ReplayTestSupport
import SnapshotModel
import Testing

/// The outline as the simplest thing that could work: entries in depth-first order, each with
/// its level. Every operation is a plain array edit, so it is easy to trust; the real model
/// must agree with it after every step.
struct ReferenceOutline {
  struct Entry: Equatable {
    var item: Int
    var level: Int
    var isExpanded = false
  }

  var entries: [Entry] = []

  func index(of item: Int) -> Int? { entries.firstIndex { $0.item == item } }

  /// The index just past the subtree that starts at `index`.
  func subtreeEnd(_ index: Int) -> Int {
    var end = index + 1
    while end < entries.count, entries[end].level > entries[index].level { end += 1 }
    return end
  }

  mutating func append(_ items: [Int], to parent: Int?) {
    guard let parent, let at = index(of: parent) else {
      entries += items.map { Entry(item: $0, level: 0) }
      return
    }
    let level = entries[at].level + 1
    entries.insert(contentsOf: items.map { Entry(item: $0, level: level) }, at: subtreeEnd(at))
  }

  mutating func insert(_ items: [Int], next destination: Int, after: Bool) {
    guard let at = index(of: destination) else { return }
    let level = entries[at].level
    let position = after ? subtreeEnd(at) : at
    entries.insert(contentsOf: items.map { Entry(item: $0, level: level) }, at: position)
  }

  mutating func delete(_ items: [Int]) {
    for item in items {
      guard let at = index(of: item) else { continue }
      entries.removeSubrange(at..<subtreeEnd(at))
    }
  }

  mutating func replaceChildren(of parent: Int, with other: ReferenceOutline) {
    guard let at = index(of: parent) else { return }
    let level = entries[at].level + 1
    var added = other.entries
    for index in added.indices { added[index].level += level }
    entries.replaceSubrange(at + 1..<subtreeEnd(at), with: added)
  }

  mutating func setExpanded(_ items: [Int], _ expanded: Bool) {
    for index in entries.indices where items.contains(entries[index].item) {
      entries[index].isExpanded = expanded
    }
  }

  var items: [Int] { entries.map(\.item) }

  var visibleItems: [Int] {
    var visible: [Int] = []
    // Entries deeper than this level are under a collapsed or hidden item.
    var hiddenBelow: Int?
    for entry in entries {
      if let level = hiddenBelow, entry.level > level { continue }
      hiddenBelow = entry.isExpanded ? nil : entry.level
      visible.append(entry.item)
    }
    return visible
  }

  func parent(of item: Int) -> Int? {
    guard let at = index(of: item), entries[at].level > 0 else { return nil }
    return entries[..<at].last { $0.level == entries[at].level - 1 }?.item
  }
}

/// Seeded random operations on `DiffableSectionSnapshot` and on ``ReferenceOutline``: after every
/// step the two agree on the items, levels, parents, expanded and visible items (§1.3).
@Suite struct SectionSnapshotPropertyTests {
  @Test(arguments: 0..<40)
  func randomOperationsAgreeWithTheReferenceOutline(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    var outline = DiffableSectionSnapshot<Int>()
    var reference = ReferenceOutline()
    var nextItem = 0
    func newItems() -> [Int] {
      let count = 1 + random.next(below: 3)
      defer { nextItem += count }
      return Array(nextItem..<nextItem + count)
    }

    for step in 0..<60 {
      let existing = reference.items
      let someItem = existing.isEmpty ? nil : existing[random.next(below: existing.count)]
      switch (random.next(below: 8), someItem) {
      case (0, _), (_, nil):
        let items = newItems()
        let parent = random.next(below: 3) == 0 ? nil : someItem
        outline.append(items, to: parent)
        reference.append(items, to: parent)
      case (1, let destination?):
        let items = newItems()
        outline.insert(items, before: destination)
        reference.insert(items, next: destination, after: false)
      case (2, let destination?):
        let items = newItems()
        outline.insert(items, after: destination)
        reference.insert(items, next: destination, after: true)
      case (3, let item?):
        outline.delete([item])
        reference.delete([item])
      case (4, let parent?):
        var children = DiffableSectionSnapshot<Int>()
        var childReference = ReferenceOutline()
        let items = newItems()
        children.append(items)
        childReference.append(items, to: nil)
        if random.next(below: 2) == 0, let first = items.first {
          let grandchildren = newItems()
          children.append(grandchildren, to: first)
          childReference.append(grandchildren, to: first)
          children.expand([first])
          childReference.setExpanded([first], true)
        }
        outline.replace(childrenOf: parent, using: children)
        reference.replaceChildren(of: parent, with: childReference)
      case (5, let item?), (6, let item?):
        outline.expand([item])
        reference.setExpanded([item], true)
      case (_, let item?):
        outline.collapse([item])
        reference.setExpanded([item], false)
      }

      let context = "seed \(seed), step \(step)"
      #expect(outline.items == reference.items, "\(context)")
      #expect(outline.visibleItems == reference.visibleItems, "\(context)")
      #expect(outline._invariantViolations().isEmpty, "\(context)")
      var disagreements = 0
      for entry in reference.entries {
        if outline.level(of: entry.item) != entry.level { disagreements += 1 }
        if outline.isExpanded(entry.item) != entry.isExpanded { disagreements += 1 }
        if outline.parent(of: entry.item) != reference.parent(of: entry.item) { disagreements += 1 }
      }
      #expect(disagreements == 0, "\(context)")
      if disagreements > 0 || outline.items != reference.items { return }
    }
  }
}
