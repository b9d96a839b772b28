import ReplayTestSupport
import SnapshotModel
import Testing

/// A snapshot with few sections finds an item's section by asking each section's set, and keeps
/// an item→section dictionary only past a limit; either way every lookup answers as a
/// dictionary built from the sections would.
@Suite struct ItemSectionsTests {
  typealias IntSnapshot = DiffableSnapshot<Int, Int>
  static let limit = IntSnapshot._itemMapSectionLimit

  /// The answers a plain dictionary gives, built from the sections in order.
  struct Reference {
    var sectionOfItem: [Int: Int] = [:]
    var globalIndex: [Int: Int] = [:]

    init(_ snapshot: IntSnapshot) {
      var index = 0
      for (section, items) in snapshot.sectionsWithItems {
        for item in items {
          sectionOfItem[item] = section
          globalIndex[item] = index
          index += 1
        }
      }
    }
  }

  /// Every lookup of `candidates` that disagrees with the reference, as sentences.
  static func disagreements(_ snapshot: IntSnapshot, _ candidates: some Sequence<Int>) -> [String] {
    let reference = Reference(snapshot)
    var found: [String] = []
    if snapshot.numberOfItems != reference.sectionOfItem.count {
      found.append("numberOfItems \(snapshot.numberOfItems), not \(reference.sectionOfItem.count)")
    }
    for item in candidates {
      let section = snapshot.sectionIdentifier(containingItem: item)
      let index = snapshot.indexOfItem(item)
      let contained = snapshot.contains(item)
      if section != reference.sectionOfItem[item] || index != reference.globalIndex[item]
        || contained != (reference.sectionOfItem[item] != nil)
      {
        found.append("item \(item): section \(section as Any), index \(index as Any)")
      }
    }
    return found
  }

  @Test(arguments: [1, 2, 3] as [UInt64])
  func lookupsMatchADictionaryAfterEveryRandomMutation(seed: UInt64) {
    var mutator = RandomMutator(seed: seed)
    var snapshot = IntSnapshot()
    var failures: [String] = []
    var built = 0
    var dropped = 0
    for step in 0..<2_000 {
      let before = snapshot._keepsItemMap
      let mutation = mutator.mutate(&snapshot)
      if !before && snapshot._keepsItemMap { built += 1 }
      if before && !snapshot._keepsItemMap { dropped += 1 }
      let found = Self.disagreements(snapshot, 95..<165) + snapshot._invariantViolations()
      if !found.isEmpty && failures.count < 5 {
        failures.append("seed \(seed), step \(step), after \(mutation): \(found)")
      }
    }
    #expect(failures.isEmpty)
    // The random sections (up to ten) cross the limit both ways, several times.
    #expect(built >= 2 && dropped >= 2, "built \(built), dropped \(dropped)")
  }

  @Test func appendingSectionsPastTheLimitBuildsTheDictionaryAndDeletingThemDropsIt() {
    var snapshot = IntSnapshot()
    snapshot.appendSections([0])
    snapshot.appendItems(Array(0..<20))
    for section in 1...Self.limit {
      #expect(!snapshot._keepsItemMap, "\(snapshot.numberOfSections) sections")
      snapshot.appendSections([section])
      // Items move into every new section, so lookups must follow them across sections.
      snapshot.appendItems([section, 19 - section], toSection: section)
    }
    #expect(snapshot.numberOfSections == Self.limit + 1)
    #expect(snapshot._keepsItemMap)
    snapshot.moveItem(3, beforeItem: 0)
    snapshot.insertItems([100, 101], afterItem: 5)
    #expect(Self.disagreements(snapshot, 0..<110).isEmpty)

    // Kept while more than half the limit is left, so that hovering near it costs nothing.
    snapshot.deleteSections(Array(1...(Self.limit / 2)))
    #expect(snapshot._keepsItemMap)
    #expect(Self.disagreements(snapshot, 0..<110).isEmpty)
    snapshot.deleteSections([Self.limit / 2 + 1])
    #expect(!snapshot._keepsItemMap)
    snapshot.moveItem(19, afterItem: 0)
    snapshot.deleteItems([0, 100, 500])
    #expect(Self.disagreements(snapshot, 0..<110).isEmpty)
    #expect(snapshot._invariantViolations().isEmpty)
  }

  @Test(arguments: [2, 12])
  func aRepeatAcrossSectionsIsAProblemWithOrWithoutTheDictionary(sectionCount: Int) {
    var sections = (0..<sectionCount).map { ($0, [$0 * 10, $0 * 10 + 1]) }
    sections[sectionCount - 1].1.append(1)
    #expect(throws: SnapshotValidationError<Int, Int>(problems: [.duplicateItems([1])])) {
      try IntSnapshot(validating: sections)
    }
  }

  @Test(arguments: [1, 3, 8, 9, 30])
  func validatedSnapshotsAnswerAsTheMutatingAPIDoes(sectionCount: Int) throws {
    var mutated = IntSnapshot()
    var sections: [(Int, [Int])] = []
    for section in 0..<sectionCount {
      let items = Array((section * 7)..<(section * 7 + section % 4))
      sections.append((section, items))
      mutated.appendSections([section])
      mutated.appendItems(items, toSection: section)
    }
    let validated = try IntSnapshot(validating: sections)
    #expect(validated == mutated)
    #expect(validated._keepsItemMap == (sectionCount > Self.limit))
    #expect(mutated._keepsItemMap == (sectionCount > Self.limit))
    #expect(Self.disagreements(validated, -1..<(sectionCount * 7 + 1)).isEmpty)
    #expect(
      validated._unstableInternals.sectionOfItem == mutated._unstableInternals.sectionOfItem)
  }
}
