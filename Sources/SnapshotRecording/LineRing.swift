/// The last lines a flight recorder keeps: a fixed-capacity ring, oldest first.
///
/// ```swift
/// var ring = LineRing(capacity: 2)
/// ring.append("a"); ring.append("b"); ring.append("c")
/// ring.lines        // ["b", "c"]
/// ring.droppedCount // 1
/// ```
///
/// Appending never allocates once the ring is full: the oldest line's slot is reused.
struct LineRing: Sendable {
  /// The most lines kept; at least 1.
  let capacity: Int
  private var slots: [String] = []
  /// The slot of the oldest line once the ring is full.
  private var oldest = 0
  /// How many lines were pushed out by newer ones.
  private(set) var droppedCount = 0

  /// Creates an empty ring.
  ///
  /// - Parameter capacity: The most lines kept; values below 1 keep 1.
  init(capacity: Int) {
    self.capacity = max(1, capacity)
  }

  /// Keeps `line`, dropping the oldest line when the ring is full.
  ///
  /// - Complexity: O(1), amortized over the filling of the ring.
  mutating func append(_ line: String) {
    if slots.count < capacity {
      slots.append(line)
      return
    }
    slots[oldest] = line
    oldest = oldest == capacity - 1 ? 0 : oldest + 1
    if droppedCount < Int.max { droppedCount += 1 }
  }

  /// Adds `line` to the newest kept entry, as a line of its own after it: what keeps an apply's
  /// `layout` line with its apply, so that the ring drops both together. Keeps `line` as a new
  /// entry when the ring is empty.
  ///
  /// ```swift
  /// var ring = LineRing(capacity: 1)
  /// ring.append("apply"); ring.extendNewest(with: "layout")
  /// ring.lines  // ["apply\nlayout"]
  /// ```
  mutating func extendNewest(with line: String) {
    guard !slots.isEmpty else {
      append(line)
      return
    }
    let newest = slots.count < capacity || oldest == 0 ? slots.count - 1 : oldest - 1
    slots[newest] += "\n" + line
  }

  /// The kept lines, oldest first.
  ///
  /// - Complexity: O(n) in ``capacity``.
  var lines: [String] {
    Array(slots[oldest...] + slots[..<oldest])
  }
}
