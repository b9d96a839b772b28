/// A bounded cache of what was used lately, kept in two generations: the current one, which
/// takes every new value and every value used again, and the previous one. When the current
/// generation holds ``generationLimit`` values it becomes the previous one, and the values not
/// used since the generation before are dropped.
///
/// A value used again before ``generationLimit`` others are stored or moved stays. A layout
/// that looks up at most n values a pass says so (``makeRoom(forPassOf:)``), and the limit
/// becomes 2n: every value of one pass is still there in the next, whatever the order. The
/// limit is at least the floor it was created with and at most half the ``capacity``, so the
/// cache never holds more than ``capacity`` values, however many passes go by. Two generations
/// of at most half the capacity cannot keep a pass of more than that for the next one: after
/// such a pass the cache keeps a single generation of the whole capacity, emptied when full,
/// which still serves what repeats within a pass, or between passes of up to that many.
///
/// ```swift
/// var cache = GenerationalCache<String, Int>(floor: 2, capacity: 8)
/// cache.insert(1, for: "a")
/// cache.insert(2, for: "b")
/// cache.insert(3, for: "c")  // "a" and "b" become the previous generation
/// cache.value(for: "a")  // 1, moved back into the current generation
/// cache.insert(4, for: "d")  // "b" is dropped
/// cache.count  // 3
/// ```
///
/// - Complexity: O(1) on average for a look-up or an insertion.
struct GenerationalCache<Key: Hashable, Value> {
  /// The most values the cache holds, both generations together.
  let capacity: Int
  /// How many values the current generation takes before it becomes the previous one (or,
  /// with a single generation, is emptied).
  private(set) var generationLimit: Int
  /// Whether a generation is dropped when the next one is full, rather than emptied at once:
  /// `false` once a pass needed more than half the ``capacity``.
  private(set) var keepsPreviousGeneration = true
  private var current: [Key: Value] = [:]
  private var previous: [Key: Value] = [:]

  /// Creates an empty cache whose generations take `floor` values until a pass needs more, and
  /// which holds at most `capacity`.
  init(floor: Int, capacity: Int) {
    self.capacity = max(capacity, 2)
    generationLimit = min(max(floor, 1), self.capacity / 2)
  }

  /// How many values the two generations hold: at most ``capacity``.
  var count: Int { current.count + previous.count }

  /// Makes room for a pass that looks up at most `lookups` values, so that each of them is
  /// still there in the next such pass: ``generationLimit`` becomes twice `lookups`, at most
  /// half the ``capacity``. When that cannot hold a pass, the cache keeps a single
  /// generation of the whole capacity from then on. The limit never goes down.
  mutating func makeRoom(forPassOf lookups: Int) {
    guard keepsPreviousGeneration else { return }
    let half = capacity / 2
    guard lookups <= half else {
      keepsPreviousGeneration = false
      generationLimit = capacity
      previous = [:]
      return
    }
    generationLimit = max(generationLimit, min(2 * lookups, half))
  }

  /// The value stored for `key`, if it is still held; a value of the previous generation moves
  /// into the current one, since it is in use.
  mutating func value(for key: Key) -> Value? {
    if let value = current[key] { return value }
    guard !previous.isEmpty, let value = previous.removeValue(forKey: key) else { return nil }
    insert(value, for: key)
    return value
  }

  /// Stores `value` for `key` in the current generation, which first becomes the previous one
  /// (or is emptied) when it is full. The key must not be held already: look it up first.
  mutating func insert(_ value: Value, for key: Key) {
    if current.count >= generationLimit {
      if keepsPreviousGeneration {
        // The dropped generation's storage serves the new current one, which fills as much.
        swap(&previous, &current)
      }
      current.removeAll(keepingCapacity: true)
    }
    current[key] = value
  }
}
