import ReplayTestSupport
import SnapshotModel
import SnapshotRecording
import Testing

@testable import SnapshotDiff

/// The diff stores positions and item indexes in 32 bits when they fit (half the scratch for a
/// section of a million items) and in full width otherwise: both must find the same answer.
@Suite struct LongestIncreasingRunTests {
  /// The length of the longest strictly increasing subsequence, by the quadratic recurrence.
  private static func longestLength(_ values: [Int]) -> Int {
    var ending = [Int](repeating: 1, count: values.count)
    for end in values.indices {
      for before in 0..<end where values[before] < values[end] {
        ending[end] = max(ending[end], ending[before] + 1)
      }
    }
    return ending.max() ?? 0
  }

  @Test func theMembersFormALongestIncreasingRunWhateverThePositionWidth() {
    var generator = SplitMix64(seed: 14)
    for _ in 0..<300 {
      let count = Int.random(in: 0..<40, using: &generator)
      let values = (0..<count).map { _ in Int.random(in: 0..<25, using: &generator) }
      let narrow = LongestIncreasingRun.members(of: values, positions: Int32.self)
      let wide = LongestIncreasingRun.members(of: values, positions: Int.self)
      #expect(narrow == wide, "\(values)")
      #expect(LongestIncreasingRun.members(of: values) == wide)
      let run = zip(values, wide).filter(\.1).map(\.0)
      #expect(zip(run, run.dropFirst()).allSatisfy { $0 < $1 }, "\(values)")
      #expect(run.count == Self.longestLength(values), "\(values)")
    }
  }

  @Test func itemIndexesIn32BitsFindTheSameChangesetAsFullWidth() throws {
    var random = RandomSnapshots(seed: 21, maxSections: 6, maxItems: 40)
    for _ in 0..<500 {
      let oldSections = random.oldSections()
      let old = try snapshot(oldSections)
      let new = try snapshot(random.perturbed(oldSections))
      var narrow = ChangesetBuilder(old: old, new: new)
      narrow.diffSections()
      narrow.diffItems(indexing: Int32.self)
      var wide = ChangesetBuilder(old: old, new: new)
      wide.diffSections()
      wide.diffItems(indexing: Int.self)
      #expect(narrow.result == wide.result, "\(old) → \(new)")
      #expect(SnapshotChangeset(from: old, to: new) == wide.result)
    }
  }
}
