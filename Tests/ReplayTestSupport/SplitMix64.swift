/// The project's one seeded random generator (SplitMix64), so every random case reproduces from
/// its seed on every run, machine and toolchain.
///
/// Tests draw from it through the standard library (`Int.random(in:using:)`); the demo generator
/// uses only ``next()``, ``next(below:)`` and ``shuffle(_:)``, whose arithmetic is fixed here, so
/// its recordings stay byte-identical even if the standard library changes how its own random
/// helpers consume a generator.
///
/// ```swift
/// var generator = SplitMix64(seed: 7)
/// generator.next()  // 0x63CB_E1E4_5932_0DD7, on every run
/// let count = Int.random(in: 0..<10, using: &generator)
/// ```
///
/// It lives in this test-support target, which is a regular target (not a test target) so that
/// `snapreplay-demos` and `DiffBenchmark` can use it too: the demos write the fixture recordings
/// the tests replay, and one algorithm in one place is what keeps them reproducible.
public struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// Creates a generator; equal seeds give equal sequences.
  ///
  /// - Parameter seed: The initial state.
  public init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  ///
  /// - Returns: A value from the whole `UInt64` range.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A value in `0..<upperBound`, by a fixed formula (the top 53 bits modulo the bound; the tiny
  /// bias does not matter for demos and tests).
  ///
  /// ```swift
  /// var generator = SplitMix64(seed: 19)
  /// generator.next(below: 3)  // 0, 1 or 2
  /// ```
  ///
  /// - Parameter upperBound: The exclusive upper bound; greater than 0.
  /// - Returns: A value from `0` through `upperBound - 1`.
  public mutating func next(below upperBound: Int) -> Int {
    precondition(upperBound > 0, "upperBound must be greater than 0")
    return Int((next() >> 11) % UInt64(upperBound))
  }

  /// Shuffles `elements` in place by Fisher–Yates, fixed here so the order never depends on the
  /// standard library's version.
  ///
  /// ```swift
  /// var names = ["a", "b", "c"]
  /// var generator = SplitMix64(seed: 2019)
  /// generator.shuffle(&names)  // the same permutation on every run
  /// ```
  ///
  /// - Parameter elements: The array to shuffle.
  public mutating func shuffle<T>(_ elements: inout [T]) {
    guard elements.count > 1 else { return }
    for index in stride(from: elements.count - 1, to: 0, by: -1) {
      elements.swapAt(index, next(below: index + 1))
    }
  }
}
