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
  @inlinable
  static func members<Value: Comparable>(of values: [Value]) -> [Bool] {
    // Positions in 32 bits where they fit: half the scratch for a section of a million items.
    values.count <= Int(Int32.max)
      ? members(of: values, positions: Int32.self) : members(of: values, positions: Int.self)
  }

  /// ``members(of:)`` with positions stored as `Position`, which holds every position of
  /// `values`.
  @inlinable
  static func members<Value: Comparable, Position: FixedWidthInteger & SignedInteger>(
    of values: [Value], positions: Position.Type
  ) -> [Bool] {
    let count = values.count
    var isMember = [Bool](repeating: false, count: count)
    guard count > 0 else { return isMember }
    var tails: [Position] = []
    tails.reserveCapacity(min(count, 1024))
    var previous = [Position](repeating: -1, count: count)
    values.withUnsafeBufferPointer { values in
      for position in 0..<count {
        let value = values[position]
        let stored = Position(truncatingIfNeeded: position)
        if let last = tails.last, values[Int(last)] < value {
          previous[position] = last
          tails.append(stored)
          continue
        }
        var low = 0
        var high = tails.count
        while low < high {
          let middle = (low + high) / 2
          if values[Int(tails[middle])] < value { low = middle + 1 } else { high = middle }
        }
        previous[position] = low > 0 ? tails[low - 1] : -1
        if low == tails.count { tails.append(stored) } else { tails[low] = stored }
      }
    }
    var position = Int(tails.last ?? -1)
    while position >= 0 {
      isMember[position] = true
      position = Int(previous[position])
    }
    return isMember
  }
}
