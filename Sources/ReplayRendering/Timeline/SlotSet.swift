/// A set of slots of ``OffCanvasSprites``, a bit each.
struct SlotSet {
  private var words: [UInt64]

  /// An empty set of slots in `0..<count`.
  init(count: Int) {
    words = Array(repeating: 0, count: (max(count, 0) + 63) / 64)
  }

  /// Adds `slot`, which must be in `0..<count`.
  mutating func insert(_ slot: Int) {
    words[slot / 64] |= 1 << UInt64(slot % 64)
  }

  /// Whether `slot` was added.
  func contains(_ slot: Int) -> Bool {
    slot >= 0 && slot / 64 < words.count && words[slot / 64] & (1 << UInt64(slot % 64)) != 0
  }
}
