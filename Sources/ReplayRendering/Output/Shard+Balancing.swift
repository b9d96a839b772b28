extension Shard {
  /// Splits weighted work — a suite's recordings, weighted by their frame counts — `count`
  /// ways, balancing the weights rather than the number of items: the heaviest item goes first,
  /// each to the part with the least weight so far (ties to the lower part, equal weights in
  /// list order). The same list always gives the same split, on every machine.
  ///
  /// ```swift
  /// print(Shard.assignments(weights: [100, 10, 10, 90], count: 2))  // [1, 2, 1, 2]
  /// ```
  ///
  /// - Parameters:
  ///   - weights: Each item's weight, in the list's (sorted) order; negative counts as 0.
  ///   - count: How many parts, 1 or more.
  /// - Returns: For each item, the 1-based part that takes it.
  /// - Complexity: O(n log n + n·count) for n items.
  public static func assignments(weights: [Int], count: Int) -> [Int] {
    let count = max(1, count)
    let order = weights.indices.sorted { left, right in
      let (a, b) = (max(0, weights[left]), max(0, weights[right]))
      return a != b ? a > b : left < right
    }
    var loads = [Int](repeating: 0, count: count)
    var parts = [Int](repeating: 1, count: weights.count)
    for item in order {
      var lightest = 0
      for part in loads.indices where loads[part] < loads[lightest] { lightest = part }
      parts[item] = lightest + 1
      // Saturating: a hostile weight must not trap the split.
      let (sum, overflow) = loads[lightest].addingReportingOverflow(max(0, weights[item]))
      loads[lightest] = overflow ? Int.max : sum
    }
    return parts
  }

  /// Which of `weights`' items this shard takes (see ``assignments(weights:count:)``), in list
  /// order.
  ///
  /// ```swift
  /// print(try Shard(index: 2, count: 2).items(weights: [100, 10, 10, 90]))  // [1, 3]
  /// ```
  ///
  /// - Parameter weights: Each item's weight, in the list's order.
  /// - Returns: The indices of this shard's items, ascending.
  public func items(weights: [Int]) -> [Int] {
    Self.assignments(weights: weights, count: count).enumerated()
      .filter { $0.element == index }.map(\.offset)
  }
}
