import ReplayTestSupport
import SnapshotModel
import Testing

/// The snapshot's indexes (sections with their items, the item→section map, the sections'
/// global offsets, the marks) agree after every mutation, and the checker notices when they
/// do not.
@Suite struct InvariantTests {
  typealias IntSnapshot = DiffableSnapshot<Int, Int>

  @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
  func indexesAgreeAfterEveryStepOfARandomMutationSequence(seed: UInt64) {
    var mutator = RandomMutator(seed: seed)
    var snapshot = IntSnapshot()
    var failures: [String] = []
    for step in 0..<2_000 {
      let mutation = mutator.mutate(&snapshot)
      // Checked here too, not only by the debug-build hook, so release runs check as well.
      let violations = snapshot._invariantViolations()
      if !violations.isEmpty && failures.count < 5 {
        failures.append("seed \(seed), step \(step), after \(mutation): \(violations)")
      }
    }
    #expect(failures.isEmpty)
    // Every mutation ran several times (deleting everything is kept rare on purpose).
    #expect(mutator.counts.count == Mutation.allCases.count)
    #expect(mutator.counts.values.allSatisfy { $0 >= 5 }, "\(mutator.counts)")
    #expect(mutator.counts.values.reduce(0, +) == 2_000)
  }

  @Test func snapshotsBuiltThroughThePublicAPIHaveNoViolations() {
    let snapshot = makeSnapshot("A: a b", "B:", "C: c")
    #expect(snapshot._invariantViolations().isEmpty)
    #expect(IntSnapshot()._invariantViolations().isEmpty)
  }

  /// A snapshot with marks on every kind: `A: a b`, `B: c`; `b` reloaded, `c` reconfigured,
  /// `B` reloaded.
  static func marked() -> Snapshot {
    var snapshot = makeSnapshot("A: a b", "B: c")
    snapshot.reloadItems(["b"])
    snapshot.reconfigureItems(["c"])
    snapshot.reloadSections(["B"])
    return snapshot
  }

  @Test func anItemStoredWithoutAMapEntryIsReported() {
    var snapshot = Self.marked()
    snapshot._unstableInternals.sectionOfItem["a"] = nil
    #expect(
      snapshot._invariantViolations() == ["item a is stored in section A, but mapped to no section"]
    )
  }

  @Test func anItemMappedToTheWrongSectionIsReported() {
    var snapshot = Self.marked()
    snapshot._unstableInternals.sectionOfItem["c"] = "A"
    #expect(
      snapshot._invariantViolations() == [
        "item c is stored in section B, but mapped to section A"
      ])
  }

  @Test func aMapEntryForAnItemNoSectionHoldsIsReported() {
    var snapshot = Self.marked()
    snapshot._unstableInternals.sectionOfItem["ghost"] = "B"
    #expect(
      snapshot._invariantViolations() == [
        "item ghost is mapped to section B, which does not hold it"
      ])
  }

  @Test func anItemStoredInTwoSectionsIsReported() {
    var snapshot = Self.marked()
    snapshot._unstableInternals.storage["B"]?.append("a")
    snapshot._unstableInternals.itemOffsets = [0, 2]
    #expect(
      snapshot._invariantViolations() == ["item a is stored in section B, but mapped to section A"])
  }

  @Test func aWrongOffsetIsReported() {
    var snapshot = Self.marked()
    snapshot._unstableInternals.itemOffsets[1] = 5
    #expect(
      snapshot._invariantViolations() == ["section B starts at item 2, but its offset is 5"])
  }

  @Test func aMissingOffsetIsReported() {
    var snapshot = Self.marked()
    snapshot._unstableInternals.itemOffsets.removeLast()
    #expect(
      snapshot._invariantViolations() == ["itemOffsets has 1 entries, but there are 2 sections"])
  }

  /// Reference §6: marks are never pruned, so a mark naming an absent identifier is no
  /// violation.
  @Test func marksNamingAbsentIdentifiersAreNoViolation() {
    var snapshot = Self.marked()
    snapshot._unstableInternals.reloadedItems.append("x")
    snapshot._unstableInternals.reconfiguredItems.append("y")
    snapshot._unstableInternals.reloadedSections.append("Z")
    #expect(snapshot._invariantViolations().isEmpty)
  }

  @Test func checkingACorruptedSnapshotTrapsWithTheFirstViolation() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = InvariantTests.marked()
      snapshot._unstableInternals.itemOffsets[1] = 5
      snapshot._checkInvariants()
    }
    let standardError = result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) }
    #expect(
      standardError?.contains(
        "DiffableSnapshot invariant violated: section B starts at item 2, but its offset is 5")
        == true)
  }

  #if DEBUG
    @Test func debugBuildsCheckAfterEveryMutation() async {
      #expect(Snapshot.isConsistencyCheckingEnabled)
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        var snapshot = InvariantTests.marked()
        // Appending a section rebuilds the offsets but leaves the map alone.
        snapshot._unstableInternals.sectionOfItem["ghost"] = "B"
        snapshot.appendSections(["C"])
      }
      let standardError = result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) }
      #expect(
        standardError?.contains(
          "DiffableSnapshot invariant violated: item ghost is mapped to section B, which does not "
            + "hold it") == true)
    }
  #else
    @Test func releaseBuildsDoNotCheckAfterMutations() {
      #expect(!Snapshot.isConsistencyCheckingEnabled)
      var snapshot = InvariantTests.marked()
      snapshot._unstableInternals.sectionOfItem["ghost"] = "B"
      snapshot.appendSections(["C"])
      #expect(snapshot.numberOfSections == 3)
    }
  #endif
}

/// Every public mutation of ``DiffableSnapshot``.
enum Mutation: CaseIterable, Hashable {
  case appendSections, insertSectionsBefore, insertSectionsAfter, deleteSections
  case moveSectionBefore, moveSectionAfter, reloadSections
  case appendItems, appendItemsToLastSection, insertItemsBefore, insertItemsAfter, deleteItems
  case moveItemBefore, moveItemAfter, reloadItems, reconfigureItems, deleteAllItems
  case validatingInitializer
}

/// Applies random mutations that UIKit accepts, drawn from small identifier pools so that items
/// and sections come back after being deleted and appends often move existing items.
struct RandomMutator {
  var generator: SplitMix64
  var counts: [Mutation: Int] = [:]
  let sectionPool = Array(0..<10)
  let itemPool = Array(100..<160)

  init(seed: UInt64) {
    generator = SplitMix64(seed: seed)
  }

  /// Applies one random mutation that fits the snapshot, and names it.
  mutating func mutate(_ snapshot: inout DiffableSnapshot<Int, Int>) -> Mutation {
    while true {
      let mutation = Mutation.allCases.randomElement(using: &generator) ?? .appendSections
      if apply(mutation, to: &snapshot) {
        counts[mutation, default: 0] += 1
        return mutation
      }
    }
  }

  /// Applies `mutation` with random arguments; `false` when the snapshot has nothing it applies
  /// to (no sections to move, say), so another is drawn.
  private mutating func apply(
    _ mutation: Mutation, to snapshot: inout DiffableSnapshot<Int, Int>
  ) -> Bool {
    let sections = snapshot.sectionIdentifiers
    let items = snapshot.itemIdentifiers
    switch mutation {
    case .appendSections:
      let fresh = pick(upTo: 3, from: sectionPool.filter { !snapshot.containsSection($0) })
      guard !fresh.isEmpty else { return false }
      snapshot.appendSections(fresh)
    case .insertSectionsBefore, .insertSectionsAfter:
      let fresh = pick(upTo: 3, from: sectionPool.filter { !snapshot.containsSection($0) })
      guard !fresh.isEmpty, let destination = sections.randomElement(using: &generator) else {
        return false
      }
      if mutation == .insertSectionsBefore {
        snapshot.insertSections(fresh, beforeSection: destination)
      } else {
        snapshot.insertSections(fresh, afterSection: destination)
      }
    case .deleteSections:
      // Unknown identifiers are allowed and ignored.
      snapshot.deleteSections(pick(upTo: 2, from: sectionPool))
    case .moveSectionBefore, .moveSectionAfter:
      guard sections.count > 1 else { return false }
      let moving = pick(2, from: sections)
      if mutation == .moveSectionBefore {
        snapshot.moveSection(moving[0], beforeSection: moving[1])
      } else {
        snapshot.moveSection(moving[0], afterSection: moving[1])
      }
    case .reloadSections:
      let marked = pick(upTo: 2, from: sections)
      guard !marked.isEmpty else { return false }
      snapshot.reloadSections(marked)
    case .appendItems:
      // Items already present move.
      guard let section = sections.randomElement(using: &generator) else { return false }
      snapshot.appendItems(pick(upTo: 8, from: itemPool), toSection: section)
    case .appendItemsToLastSection:
      guard !sections.isEmpty else { return false }
      snapshot.appendItems(pick(upTo: 4, from: itemPool))
    case .insertItemsBefore, .insertItemsAfter:
      guard let destination = items.randomElement(using: &generator) else { return false }
      let inserted = pick(upTo: 5, from: itemPool.filter { $0 != destination })
      if mutation == .insertItemsBefore {
        snapshot.insertItems(inserted, beforeItem: destination)
      } else {
        snapshot.insertItems(inserted, afterItem: destination)
      }
    case .deleteItems:
      snapshot.deleteItems(pick(upTo: 6, from: itemPool))
    case .moveItemBefore, .moveItemAfter:
      guard items.count > 1 else { return false }
      let moving = pick(2, from: items)
      if mutation == .moveItemBefore {
        snapshot.moveItem(moving[0], beforeItem: moving[1])
      } else {
        snapshot.moveItem(moving[0], afterItem: moving[1])
      }
    case .reloadItems, .reconfigureItems:
      let marked = pick(upTo: 3, from: items)
      guard !marked.isEmpty else { return false }
      if mutation == .reloadItems {
        snapshot.reloadItems(marked)
      } else {
        snapshot.reconfigureItems(marked)
      }
    case .deleteAllItems:
      // Rare, so that snapshots grow large enough to be interesting.
      guard generator.next(below: 10) == 0 else { return false }
      snapshot.deleteAllItems()
    case .validatingInitializer:
      // Round-trips the snapshot through the validating initializer, marks included: every
      // snapshot the mutations can make is valid.
      do {
        snapshot = try DiffableSnapshot<Int, Int>(
          validating: snapshot.sectionsWithItems,
          reloadedItems: snapshot.reloadedItemIdentifiers,
          reconfiguredItems: snapshot.reconfiguredItemIdentifiers,
          reloadedSections: snapshot.reloadedSectionIdentifiers)
      } catch {
        Issue.record("a snapshot the mutations made is invalid: \(error)")
      }
    }
    return true
  }

  /// Up to `limit` distinct elements of `pool`, in random order.
  private mutating func pick(upTo limit: Int, from pool: [Int]) -> [Int] {
    pick(generator.next(below: limit + 1), from: pool)
  }

  /// `count` distinct elements of `pool` (fewer if it has fewer), in random order.
  private mutating func pick(_ count: Int, from pool: [Int]) -> [Int] {
    var shuffled = pool
    generator.shuffle(&shuffled)
    return Array(shuffled.prefix(count))
  }
}
