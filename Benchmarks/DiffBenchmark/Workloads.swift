import ReplayTestSupport

/// One benchmark case: two snapshots given as sections of integer items.
struct Workload {
  var name: String
  var old: [(Int, [Int])]
  var new: [(Int, [Int])]

  /// n unique items in one section; 10% deleted, 10% inserted and 10% moved to random places.
  static func mix(_ count: Int, generator: inout SplitMix64) -> Workload {
    let old = Array(0..<count)
    var new = old.filter { _ in Int.random(in: 0..<10, using: &generator) != 0 }
    for _ in 0..<count / 10 {
      let moved = new.remove(at: Int.random(in: 0..<new.count, using: &generator))
      new.insert(moved, at: Int.random(in: 0...new.count, using: &generator))
    }
    for fresh in count..<(count + count / 10) {
      new.insert(fresh, at: Int.random(in: 0...new.count, using: &generator))
    }
    return Workload(name: "mix \(count / 1000)k", old: [(0, old)], new: [(0, new)])
  }

  /// n items reversed.
  static func reverse(_ count: Int) -> Workload {
    let items = Array(0..<count)
    return Workload(
      name: "reverse \(count / 1000)k", old: [(0, items)], new: [(0, items.reversed())])
  }

  /// One insertion-sort step in each of `rows` sections of `columns` items.
  static func insertionStep(rows: Int, columns: Int, generator: inout SplitMix64) -> Workload {
    var old: [(Int, [Int])] = []
    var new: [(Int, [Int])] = []
    for row in 0..<rows {
      let items = Array((row * columns)..<((row + 1) * columns))
      var stepped = items
      let from = Int.random(in: 1..<columns, using: &generator)
      stepped.insert(stepped.remove(at: from), at: Int.random(in: 0..<from, using: &generator))
      old.append((row, items))
      new.append((row, stepped))
    }
    return Workload(name: "insertion step \(rows)×\(columns)", old: old, new: new)
  }

  /// A snapshot against itself.
  static func identical(_ count: Int) -> Workload {
    let sections = [(0, Array(0..<count))]
    return Workload(name: "identical \(count / 1000)k", old: sections, new: sections)
  }

  /// The fewest moves: per section, the survivors outside a longest increasing run of their
  /// new positions. Counted here independently of the library.
  var minimumMoves: Int {
    var total = 0
    for ((_, oldItems), (_, newItems)) in zip(old, new) {
      var position: [Int: Int] = [:]
      for (index, item) in newItems.enumerated() { position[item] = index }
      let survivors = oldItems.compactMap { position[$0] }
      var tails: [Int] = []
      for value in survivors {
        var low = 0
        var high = tails.count
        while low < high {
          let middle = (low + high) / 2
          if tails[middle] < value { low = middle + 1 } else { high = middle }
        }
        if low == tails.count { tails.append(value) } else { tails[low] = value }
      }
      total += survivors.count - tails.count
    }
    return total
  }
}
