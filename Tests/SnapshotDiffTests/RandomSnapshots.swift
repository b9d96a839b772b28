import ReplayTestSupport
import SnapshotDiff
import SnapshotRecording

/// Random snapshot pairs: an old snapshot and a perturbed new one, with section inserts,
/// deletes and moves, item inserts, deletes, in-section and cross-section moves, and empty
/// snapshots. Identifiers mix integers and strings, so `7` and `"7"` both occur.
struct RandomSnapshots {
  var generator: SplitMix64
  var maxSections: Int
  var maxItems: Int
  private var nextID = 0

  init(seed: UInt64, maxSections: Int, maxItems: Int) {
    generator = SplitMix64(seed: seed)
    self.maxSections = maxSections
    self.maxItems = maxItems
  }

  private mutating func freshID() -> RecordedID {
    nextID += 1
    // Alternate types over the same numbers so that 7 and "7" are both in play.
    return nextID.isMultiple(of: 2) ? .integer(nextID / 2) : .string("\(nextID / 2)")
  }

  private mutating func chance(_ probability: Double) -> Bool {
    Double.random(in: 0..<1, using: &generator) < probability
  }

  mutating func oldSections() -> [(RecordedID, [RecordedID])] {
    let sectionCount = Int.random(in: 0...maxSections, using: &generator)
    guard sectionCount > 0 else { return [] }
    var sections: [(RecordedID, [RecordedID])] = (0..<sectionCount).map { _ in (freshID(), []) }
    for _ in 0..<Int.random(in: 0...maxItems, using: &generator) {
      sections[Int.random(in: 0..<sectionCount, using: &generator)].1.append(freshID())
    }
    return sections
  }

  mutating func perturbed(_ old: [(RecordedID, [RecordedID])]) -> [(RecordedID, [RecordedID])] {
    let churn = Double.random(in: 0..<0.6, using: &generator)
    var sections = old.filter { _ in !chance(churn / 2) }
    for _ in 0..<Int.random(in: 0...2, using: &generator) where chance(churn) {
      sections.insert((freshID(), []), at: Int.random(in: 0...sections.count, using: &generator))
    }
    if sections.count > 1 {
      for _ in 0..<Int.random(in: 0...2, using: &generator) where chance(churn) {
        let from = Int.random(in: 0..<sections.count, using: &generator)
        let moved = sections.remove(at: from)
        sections.insert(moved, at: Int.random(in: 0...sections.count, using: &generator))
      }
    }
    guard !sections.isEmpty else { return [] }
    for index in sections.indices {
      sections[index].1.removeAll { _ in chance(churn / 2) }
    }
    var wanderers: [RecordedID] = []
    for index in sections.indices {
      var kept: [RecordedID] = []
      for item in sections[index].1 {
        if chance(churn / 2) { wanderers.append(item) } else { kept.append(item) }
      }
      sections[index].1 = kept
    }
    for _ in 0..<Int.random(in: 0...3, using: &generator) where chance(churn) {
      wanderers.append(freshID())
    }
    for item in wanderers {
      let section = Int.random(in: 0..<sections.count, using: &generator)
      let at = Int.random(in: 0...sections[section].1.count, using: &generator)
      sections[section].1.insert(item, at: at)
    }
    return sections
  }

  mutating func marks(
    of sections: [(RecordedID, [RecordedID])]
  ) -> (items: [RecordedID], reconfigured: [RecordedID], sections: [RecordedID]) {
    let items = sections.flatMap(\.1)
    return (
      items.filter { _ in chance(0.2) }, items.filter { _ in chance(0.2) },
      sections.map(\.0).filter { _ in chance(0.2) }
    )
  }
}
