/// The batch-update rule on one ordered list: remove the elements that leave, then place the
/// ones that arrive at their new indexes in ascending order, the rest keeping their order.
enum BatchRearrangement {
  /// Why a list could not be rearranged.
  enum Failure: Error {
    /// A removal names an index outside the old list.
    case removalOutOfRange(Int)
    /// Two removals name the same index.
    case removedTwice(Int)
    /// A placement names an index outside the new list.
    case placementOutOfRange(index: Int, count: Int)
    /// Two placements name the same index.
    case placedTwice(Int)
  }

  /// Rearranges `elements`.
  ///
  /// - Parameters:
  ///   - elements: The old list.
  ///   - removing: Old indexes of the elements that leave (deleted or moved away).
  ///   - placing: New indexes and elements of those that arrive (inserted or moved in).
  /// - Returns: The new list.
  /// - Throws: ``Failure`` when an index is out of range or used twice.
  /// - Complexity: O(n + r + p).
  static func rearrange<Element>(
    _ elements: [Element], removing: [Int], placing: [(index: Int, element: Element)]
  ) throws(Failure) -> [Element] {
    var removed = [Bool](repeating: false, count: elements.count)
    for index in removing {
      guard elements.indices.contains(index) else { throw .removalOutOfRange(index) }
      guard !removed[index] else { throw .removedTwice(index) }
      removed[index] = true
    }
    let count = elements.count - removing.count + placing.count
    var slots = [Element?](repeating: nil, count: count)
    for (index, element) in placing {
      guard slots.indices.contains(index) else {
        throw .placementOutOfRange(index: index, count: count)
      }
      guard slots[index] == nil else { throw .placedTwice(index) }
      slots[index] = element
    }
    var result: [Element] = []
    result.reserveCapacity(count)
    var next = 0
    for slot in slots {
      if let slot {
        result.append(slot)
        continue
      }
      while removed[next] { next += 1 }
      result.append(elements[next])
      next += 1
    }
    return result
  }
}
