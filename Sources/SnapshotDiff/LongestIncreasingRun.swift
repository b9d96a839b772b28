/// Longest increasing subsequence, the heart of "fewest moves".
@usableFromInline
enum LongestIncreasingRun {
  /// Marks the members of one longest strictly increasing subsequence of `values`.
  ///
  /// Patience sorting: `tails[k]` holds the position of the smallest value ending an increasing
  /// run of length `k + 1`, found by binary search; `previous` links each position to the one
  /// before it in its run, so one longest run can be walked back from the last tail.
  ///
  /// - Complexity: O(n log n) time, O(n) space.
  @usableFromInline
  static func members(of values: [Int]) -> [Bool] {
    let count = values.count
    var isMember = [Bool](repeating: false, count: count)
    guard count > 0 else { return isMember }
    var tails: [Int] = []
    tails.reserveCapacity(min(count, 1024))
    var previous = [Int](repeating: -1, count: count)
    values.withUnsafeBufferPointer { values in
      for position in 0..<count {
        let value = values[position]
        if let last = tails.last, values[last] < value {
          previous[position] = last
          tails.append(position)
          continue
        }
        var low = 0
        var high = tails.count
        while low < high {
          let middle = (low + high) / 2
          if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
        }
        previous[position] = low > 0 ? tails[low - 1] : -1
        if low == tails.count { tails.append(position) } else { tails[low] = position }
      }
    }
    var position = tails.last ?? -1
    while position >= 0 {
      isMember[position] = true
      position = previous[position]
    }
    return isMember
  }
}
