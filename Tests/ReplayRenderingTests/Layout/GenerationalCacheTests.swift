import ReplayTestSupport
import Testing

@testable import ReplayRendering

/// The text measure's cache keeps what one pass looked up for the next, in any order, and never
/// holds more than its capacity however many values go through it.
@Suite struct GenerationalCacheTests {
  /// Looks `keys` up, storing each one the cache does not hold; returns how many it held.
  private func pass(_ keys: [Int], through cache: inout GenerationalCache<Int, Int>) -> Int {
    var found = 0
    for key in keys {
      if let value = cache.value(for: key) {
        #expect(value == key * 10)
        found += 1
      } else {
        cache.insert(key * 10, for: key)
      }
    }
    return found
  }

  @Test func everyValueOfOnePassIsFoundInTheNextInAnyOrder() {
    var generator = SplitMix64(seed: 14)
    var cache = GenerationalCache<Int, Int>(floor: 8, capacity: 4_096)
    var keys = Array(0..<300)
    var nextKey = keys.count
    var previous: Set<Int> = []
    for round in 0..<60 {
      // Each pass drops a few keys, brings new ones and shuffles or reverses the rest (the
      // first key looked up last), as applies do.
      keys.removeFirst(Int.random(in: 0...20, using: &generator))
      for _ in 0..<Int.random(in: 0...20, using: &generator) {
        keys.insert(nextKey, at: Int.random(in: 0...keys.count, using: &generator))
        nextKey += 1
      }
      if round.isMultiple(of: 2) { keys.shuffle(using: &generator) } else { keys.reverse() }
      // As a layout does before it measures.
      cache.makeRoom(forPassOf: keys.count)
      let repeated = keys.filter(previous.contains).count
      #expect(pass(keys, through: &cache) == repeated)
      #expect(cache.count <= 2 * cache.generationLimit)
      previous = Set(keys)
    }
  }

  @Test func holdsAtMostTwoGenerationsOfDistinctValues() {
    var cache = GenerationalCache<Int, Int>(floor: 16, capacity: 4_096)
    for key in 0..<10_000 {
      #expect(cache.value(for: key) == nil)
      cache.insert(key, for: key)
      #expect(cache.count <= 32)
    }
    // The last generation and the one before are still there; older values are gone.
    #expect(cache.value(for: 9_999) == 9_999)
    #expect(cache.value(for: 0) == nil)
  }

  @Test func theLimitGrowsWithThePassesUpToHalfTheCapacityAndNeverShrinks() {
    var cache = GenerationalCache<Int, Int>(floor: 64, capacity: 1_024)
    #expect(cache.generationLimit == 64)
    cache.makeRoom(forPassOf: 10)
    #expect(cache.generationLimit == 64)
    cache.makeRoom(forPassOf: 100)
    #expect(cache.generationLimit == 200)
    cache.makeRoom(forPassOf: 50)
    #expect(cache.generationLimit == 200)
    cache.makeRoom(forPassOf: 400)
    #expect(cache.generationLimit == 512)
    #expect(cache.keepsPreviousGeneration)
  }

  @Test func aPassLargerThanHalfTheCapacityLeavesOneGenerationOfTheWholeCapacity() {
    var cache = GenerationalCache<Int, Int>(floor: 64, capacity: 1_024)
    for key in 0..<100 { cache.insert(key * 10, for: key) }
    cache.makeRoom(forPassOf: 1_000_000)
    #expect(!cache.keepsPreviousGeneration)
    #expect(cache.generationLimit == 1_024)
    var keys = Array(0..<3_000)
    for _ in 0..<2 {
      _ = pass(keys, through: &cache)
      #expect(cache.count <= 1_024)
      keys.reverse()
    }
    // Within a pass, what repeats is still found.
    #expect(pass([5_000, 5_001, 5_000, 5_001], through: &cache) == 2)
    // A smaller pass afterwards does not bring the second generation back.
    cache.makeRoom(forPassOf: 10)
    #expect(!cache.keepsPreviousGeneration)
    #expect(cache.generationLimit == 1_024)
  }
}
