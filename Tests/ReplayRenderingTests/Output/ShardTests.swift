import Testing

@testable import ReplayRendering

@Suite struct ShardTests {
  @Test(arguments: [(1, 0), (1, 9), (3, 9), (3, 10), (7, 9), (12, 9), (7, 1_000_003)])
  func partsFollowEachOtherAndCoverEveryFrameOnce(count: Int, total: Int) throws {
    var next = 0
    for index in 1...count {
      let frames = try Shard(index: index, count: count).frames(of: total)
      #expect(frames.lowerBound == next)
      #expect(frames.count <= total / count + 1 && frames.count >= total / count)
      next = frames.upperBound
    }
    #expect(next == total)
  }

  @Test func aHugeFrameCountDoesNotOverflow() throws {
    let frames = try Shard(index: 10_000, count: 10_000).frames(of: Int.max)
    #expect(frames.upperBound == Int.max)
  }

  @Test(arguments: ["2/3", "10/10", "1/1"])
  func parsesIOverN(text: String) throws {
    #expect(try Shard(parsing: text).description == text)
  }

  @Test(arguments: ["", "3", "0/3", "4/3", "1/0", "-1/3", "a/b", "1/3/5", " 1/3", "1/10001"])
  func refusesWhatIsNotAShard(text: String) {
    #expect(throws: ShardError.self) { try Shard(parsing: text) }
  }

  @Test func outOfRangeSaysTheShardsAreNumberedFromOne() {
    #expect(
      ShardError.outOfRange(index: 4, count: 3).description
        == "shard 4/3 does not exist: shards are numbered 1…3")
  }

  @Test func balancesFrameCountsNotItemCounts() {
    // One long recording and many short ones: the long one gets a shard of its own.
    let weights = [1_000, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10]
    let parts = Shard.assignments(weights: weights, count: 2)
    #expect(parts[0] == 1)
    #expect(parts.dropFirst().allSatisfy { $0 == 2 })
  }

  @Test func theSplitIsDeterministicAndCoversEveryItemOnce() throws {
    let weights = [5, 3, 3, 8, 1, 0, 9, 2, 2, 7]
    #expect(
      Shard.assignments(weights: weights, count: 3)
        == Shard.assignments(weights: weights, count: 3))
    var seen: [Int] = []
    for index in 1...3 {
      seen += try Shard(index: index, count: 3).items(weights: weights)
    }
    #expect(seen.sorted() == Array(weights.indices))
    let loads = (1...3).map { index in
      Shard.assignments(weights: weights, count: 3).enumerated().filter { $0.element == index }
        .map { weights[$0.offset] }.reduce(0, +)
    }
    #expect(try #require(loads.max()) - #require(loads.min()) <= 9)
  }

  @Test func moreShardsThanItemsLeavesSomeEmpty() throws {
    let parts = Shard.assignments(weights: [4, 4], count: 5)
    #expect(Set(parts).count == 2)
    #expect(try Shard(index: 5, count: 5).items(weights: [4, 4]).isEmpty)
  }
}
