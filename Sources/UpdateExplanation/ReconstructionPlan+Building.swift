import SnapshotRecording

extension ReconstructionPlan {
  /// The two snapshots of a reconstruction, and what the declared updates could not do.
  struct Built: Hashable, Sendable {
    /// The list before the update: placeholder items from the counts.
    var before: [RecordedSection]
    /// The list the declared updates lead to.
    var after: [RecordedSection]
    /// Items the updates reload, by their identifiers before.
    var reloaded: [RecordedID]
    /// Sections the updates reload.
    var reloadedSections: [RecordedID]
    /// Updates UIKit would refuse on their own: an index past the list, two at one place.
    var refusals: [String]
  }

  /// Applies the declared updates to the placeholder list as `performBatchUpdates` reads them:
  /// deletes, reloads and move sources at old index paths, inserts and move destinations at
  /// new ones, section updates before item updates.
  ///
  /// - Complexity: O(*n* log *n*) in the items and updates.
  func build() -> Built {
    let sectionIDs = sectionNames.map { RecordedID.string("section \($0)") }
    let oldItems: [[RecordedID]] = before.indices.map { section in
      (0..<before[section]).map { RecordedID.string("\(sectionNames[section])-\($0)") }
    }
    var refusals: [String] = []
    var deletedSections = Set<Int>()
    var movedSections: [(from: Int, to: Int)] = []
    var insertedSections: [Int] = []
    var reloadedSections: [RecordedID] = []
    var deletedItems = Set<[Int]>()
    var movedItems: [(from: [Int], to: [Int])] = []
    var insertedItems: [[Int]] = []
    var reloaded: [RecordedID] = []
    func oldSection(_ section: Int, _ update: DeclaredUpdate) -> Bool {
      guard section >= 0, section < before.count else {
        refusals.append("\(update) names a section past the \(before.count) before")
        return false
      }
      return true
    }
    func oldPath(_ section: Int, _ index: Int, _ update: DeclaredUpdate) -> Bool {
      guard oldSection(section, update) else { return false }
      guard index >= 0, index < before[section] else {
        refusals.append(
          "\(update) names an index past the \(before[section]) section \(section) had")
        return false
      }
      return true
    }
    for update in updates {
      switch update {
      case .section(.delete, let index):
        if oldSection(index, update) { deletedSections.insert(index) }
      case .section(.reload, let index):
        if oldSection(index, update) { reloadedSections.append(sectionIDs[index]) }
      case .section(.insert, let index):
        insertedSections.append(index)
      case .sectionMove(let from, let to):
        if oldSection(from, update) { movedSections.append((from, to)) }
      case .item(.delete, let section, let index):
        if oldPath(section, index, update) { deletedItems.insert([section, index]) }
      case .item(.reload, let section, let index):
        if oldPath(section, index, update) { reloaded.append(oldItems[section][index]) }
      case .item(.insert, let section, let index):
        insertedItems.append([section, index])
      case .itemMove(let fromSection, let fromIndex, let toSection, let toIndex):
        if oldPath(fromSection, fromIndex, update) {
          movedItems.append(([fromSection, fromIndex], [toSection, toIndex]))
        }
      case .unrecognized(let text):
        refusals.append("\(text) is not an update this reconstruction knows")
      }
    }
    // Sections: the kept ones in order, the inserted and moved ones at their new indexes.
    let movedFrom = Set(movedSections.map(\.from))
    let kept = before.indices.filter { !deletedSections.contains($0) && !movedFrom.contains($0) }
    let placedSections: [(Int, Int?)] =
      insertedSections.map { ($0, nil) } + movedSections.map { ($0.to, $0.from) }
    let finalSections = Self.place(
      kept.map { Optional($0) }, at: placedSections, what: "section", refusals: &refusals)
    // Items: per final section, the old section's kept items, the inserted and moved ones at
    // their new indexes.
    let movedOut = Set(movedItems.map(\.from))
    let insertsBySection = Dictionary(grouping: insertedItems) { $0[0] }
    let movesBySection = Dictionary(grouping: movedItems) { $0.to[0] }
    var after: [RecordedSection] = []
    for (newIndex, old) in finalSections.enumerated() {
      var keptItems: [RecordedID] = []
      if let old {
        keptItems = oldItems[old].indices.filter {
          !deletedItems.contains([old, $0]) && !movedOut.contains([old, $0])
        }.map { oldItems[old][$0] }
      }
      let placedItems: [(Int, RecordedID)] =
        (insertsBySection[newIndex] ?? []).map { ($0[1], .string("new \(newIndex)-\($0[1])")) }
        + (movesBySection[newIndex] ?? []).map { ($0.to[1], oldItems[$0.from[0]][$0.from[1]]) }
      let items = Self.place(
        keptItems, at: placedItems, what: "index in section \(newIndex)", refusals: &refusals)
      let id = old.map { sectionIDs[$0] } ?? .string("new section \(newIndex)")
      after.append(RecordedSection(id: id, items: items.map { RecordedItem(id: $0) }))
    }
    for path in insertedItems + movedItems.map(\.to) where path[0] >= finalSections.count {
      refusals.append(
        "(\(path[0]) - \(path[1])) names a section past the \(finalSections.count) after")
    }
    let beforeSections = before.indices.map { section in
      RecordedSection(
        id: sectionIDs[section], items: oldItems[section].map { RecordedItem(id: $0) })
    }
    return Built(
      before: beforeSections, after: after, reloaded: reloaded,
      reloadedSections: reloadedSections, refusals: refusals)
  }

  /// `kept` in order with each of `placed` at its index in the result, as UIKit places
  /// inserts; an index past the end, or taken twice, is a refusal, and the element goes last.
  static func place<Element>(
    _ kept: [Element], at placed: [(Int, Element)], what: String, refusals: inout [String]
  ) -> [Element] {
    let count = kept.count + placed.count
    var slots = [Element?](repeating: nil, count: count)
    var late: [Element] = []
    for (index, element) in placed.sorted(by: { $0.0 < $1.0 }) {
      guard index >= 0, index < count, slots[index] == nil else {
        refusals.append(
          index >= 0 && index < count
            ? "two updates insert at \(what) \(index)"
            : "an insert at \(what) \(index) is past the \(count) after")
        late.append(element)
        continue
      }
      slots[index] = element
    }
    var rest = kept.makeIterator()
    var result: [Element] = []
    result.reserveCapacity(count)
    for slot in slots {
      if let slot {
        result.append(slot)
      } else if let next = rest.next() {
        result.append(next)
      }
    }
    return result + late
  }
}
