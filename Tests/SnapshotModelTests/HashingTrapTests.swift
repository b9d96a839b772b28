import SnapshotModel
import Testing

/// Equal by name, hashed by name and variant: two variants of one name compare equal but hash
/// differently — the broken `Hashable` reference §6 says UIKit asserts on.
struct BrokenID: Hashable, Sendable, CustomStringConvertible {
  var name: String
  var variant: Int

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.name == rhs.name }

  func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(variant)
  }

  var description: String { "\(name)#\(variant)" }
}

/// Reference §6: "Ids equal under `==` but with different hashes" — a deterministic assertion
/// (`_UIDiffableDataSourceHelpers.m:78`), never a silent merge.
@Suite struct HashingTrapTests {
  static func reason(_ kind: String, _ first: String, _ second: String) -> String {
    "Diffable data source detected \(kind) identifiers that are equal but have different hash "
      + "values. Two identifiers which compare as equal must return the same hash value. You "
      + "must fix this in the Hashable (Swift) or hash property (Objective-C) implementation for "
      + "the type of these identifiers. Identifiers that are equal but have different hash "
      + "values: (\(first)) and (\(second))"
  }

  @Test func appendingAnEqualItemWithAnotherHashTraps() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = DiffableSnapshot<String, BrokenID>()
      snapshot.appendSections(["A"])
      snapshot.appendItems([BrokenID(name: "a", variant: 0)])
      snapshot.appendItems([BrokenID(name: "a", variant: 1)])
    }
    #expect(uikitReason(result) == Self.reason("item", "a#0", "a#1"))
  }

  /// Whatever the child process's random hash seed: a short argument array is compared pair by
  /// pair (`UIKitTrap.pairwiseHashCheckLimit`), since a set may keep the two apart.
  @Test func equalItemsWithOtherHashesInOneCallTrap() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = DiffableSnapshot<String, BrokenID>()
      snapshot.appendSections(["A"])
      snapshot.appendItems([BrokenID(name: "a", variant: 0), BrokenID(name: "a", variant: 1)])
    }
    #expect(uikitReason(result) == Self.reason("item", "a#0", "a#1"))
  }

  @Test func insertingAnEqualItemWithAnotherHashTraps() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = DiffableSnapshot<String, BrokenID>()
      snapshot.appendSections(["A"])
      snapshot.appendItems([BrokenID(name: "a", variant: 0), BrokenID(name: "b", variant: 0)])
      snapshot.insertItems(
        [BrokenID(name: "a", variant: 1)], afterItem: BrokenID(name: "b", variant: 0))
    }
    #expect(uikitReason(result) == Self.reason("item", "a#0", "a#1"))
  }

  @Test func appendingAnEqualSectionWithAnotherHashTraps() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = DiffableSnapshot<BrokenID, String>()
      snapshot.appendSections([BrokenID(name: "S", variant: 0)])
      snapshot.appendSections([BrokenID(name: "S", variant: 1)])
    }
    #expect(uikitReason(result) == Self.reason("section", "S#0", "S#1"))
  }

  /// The last check, at apply: a snapshot whose item map and sections disagree because an
  /// equal pair hashed apart. No mutation lets that through, so the pair is made equal after
  /// it was stored, and the map is rebuilt without the second one.
  @Test func applyingASnapshotWhoseIndexesDisagreeTraps() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let first = RenamableID(name: "a", variant: 0)
      let second = RenamableID(name: "b", variant: 1)
      var snapshot = DiffableSnapshot<String, RenamableID>()
      snapshot.appendSections(["A"])
      snapshot.appendItems([first, second])
      snapshot._unstableInternals.sectionOfItem = [first: "A"]
      second.name = "a"
      DiffableDataSource<String, RenamableID>().apply(snapshot)
    }
    #expect(uikitReason(result) == Self.reason("item", "a#0", "a#1"))
  }
}

/// ``BrokenID`` as a class whose name can change after it was stored.
final class RenamableID: Hashable, @unchecked Sendable, CustomStringConvertible {
  var name: String
  let variant: Int

  init(name: String, variant: Int) {
    self.name = name
    self.variant = variant
  }

  static func == (lhs: RenamableID, rhs: RenamableID) -> Bool { lhs.name == rhs.name }

  func hash(into hasher: inout Hasher) { hasher.combine(variant) }

  var description: String { "\(name)#\(variant)" }
}
