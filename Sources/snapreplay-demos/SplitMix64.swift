/// A small seeded generator, so every demo recording is the same on every run and machine.
///
/// The standard library's shuffles and `random(in:)` may change their use of a generator between
/// releases; the demos only use ``next()`` and the helpers below, which are fixed here.
struct SplitMix64 {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A value in `0..<upperBound` (multiply-shift; the tiny bias is irrelevant for demos).
  mutating func next(below upperBound: Int) -> Int {
    precondition(upperBound > 0)
    return Int((next() >> 11) % UInt64(upperBound))
  }

  /// Fisher–Yates, fixed here so the order never depends on the standard library's version.
  mutating func shuffle<T>(_ elements: inout [T]) {
    guard elements.count > 1 else { return }
    for index in stride(from: elements.count - 1, to: 0, by: -1) {
      elements.swapAt(index, next(below: index + 1))
    }
  }
}
