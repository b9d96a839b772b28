import Foundation
import SnapshotModel
import Testing

/// Lookups on 100 000 items: correctness only (timings belong to benchmark executables), but a
/// linear lookup would make these tests take minutes.
@Suite struct LargeSnapshotTests {
  static let sectionCount = 100
  static let itemsPerSection = 1_000

  static func largeSnapshot() -> DiffableSnapshot<Int, Int> {
    var snapshot = DiffableSnapshot<Int, Int>()
    for section in 0..<sectionCount {
      snapshot.appendSections([section])
      let first = section * itemsPerSection
      snapshot.appendItems(Array(first..<first + itemsPerSection))
    }
    return snapshot
  }

  @Test func everyItemHasItsGlobalIndexAndSection() {
    let snapshot = Self.largeSnapshot()
    #expect(snapshot.numberOfItems == 100_000)
    var wrong = 0
    for item in 0..<100_000 {
      if snapshot.indexOfItem(item) != item { wrong += 1 }
      if snapshot.sectionIdentifier(containingItem: item) != item / Self.itemsPerSection {
        wrong += 1
      }
      if !snapshot.contains(item) { wrong += 1 }
    }
    #expect(wrong == 0)
    #expect(!snapshot.contains(100_000))
  }

  @Test func indicesShiftAfterDeletingHalfTheItems() {
    var snapshot = Self.largeSnapshot()
    snapshot.deleteItems(Array(stride(from: 0, to: 100_000, by: 2)))
    #expect(snapshot.numberOfItems == 50_000)
    var wrong = 0
    for item in stride(from: 1, to: 100_000, by: 2) where snapshot.indexOfItem(item) != item / 2 {
      wrong += 1
    }
    #expect(wrong == 0)
    #expect(snapshot.indexOfItem(0) == nil)
  }

  @Test func movingAnItemAcrossTheWholeSnapshotUpdatesLookups() {
    var snapshot = Self.largeSnapshot()
    snapshot.moveItem(0, afterItem: 99_999)
    #expect(snapshot.indexOfItem(0) == 99_999)
    #expect(snapshot.indexOfItem(1) == 0)
    #expect(snapshot.sectionIdentifier(containingItem: 0) == 99)
    #expect(snapshot.numberOfItems(inSection: 0) == 999)
  }

  @Test func dataSourceIndexPathsAreRightForEveryItem() {
    let dataSource = DiffableDataSource<Int, Int>()
    dataSource.apply(Self.largeSnapshot())
    var wrong = 0
    for item in 0..<100_000 {
      let expected = IndexPath(
        indexes: [item / Self.itemsPerSection, item % Self.itemsPerSection])
      if dataSource.indexPath(for: item) != expected { wrong += 1 }
      if dataSource.itemIdentifier(for: expected) != item { wrong += 1 }
    }
    #expect(wrong == 0)
  }
}
