/// One part of work split `count` ways, numbered from 1 as Playwright's `--shard 2/3` is: which
/// frames of a render (``frames(of:)``) or which recordings of a suite
/// (``assignments(weights:count:)``) a machine takes. The split depends only on the numbers, so
/// every machine computes the same one.
///
/// ```swift
/// let shard = try Shard(parsing: "2/3")
/// print(shard, shard.frames(of: 10))  // 2/3 3..<6
/// ```
public struct Shard: Hashable, Sendable, CustomStringConvertible {
  /// Which part, from 1 to ``count``.
  public let index: Int
  /// How many parts there are, 1 or more.
  public let count: Int

  /// The most parts work is split into: far more machines than any engine runs at once.
  public static let largestCount = 10_000

  /// A shard.
  ///
  /// ```swift
  /// print(try Shard(index: 3, count: 7))  // 3/7
  /// ```
  ///
  /// - Parameters:
  ///   - index: Which part, 1…`count`.
  ///   - count: How many parts, 1…``largestCount``.
  /// - Throws: ``ShardError/outOfRange(index:count:)`` otherwise.
  public init(index: Int, count: Int) throws(ShardError) {
    guard (1...Self.largestCount).contains(count), (1...count).contains(index) else {
      throw .outOfRange(index: index, count: count)
    }
    self.index = index
    self.count = count
  }

  /// The shard `I/N` names, as `--shard` takes it.
  ///
  /// ```swift
  /// print(try? Shard(parsing: "0/3") as Any)  // nil: shards count from 1
  /// ```
  ///
  /// - Parameter text: `I/N` with whole numbers.
  /// - Throws: ``ShardError/malformed(_:)`` or ``ShardError/outOfRange(index:count:)``.
  public init(parsing text: String) throws(ShardError) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2,
      parts.allSatisfy({ !$0.isEmpty && $0.count <= 9 && $0.allSatisfy(\.isASCII) }),
      let index = Int(parts[0]), let count = Int(parts[1])
    else { throw .malformed(text) }
    try self.init(index: index, count: count)
  }

  /// `I/N`.
  public var description: String { "\(index)/\(count)" }

  /// This shard's contiguous part of `total` frames: shard I of N takes frames
  /// ⌊(I−1)·total/N⌋ up to ⌊I·total/N⌋, so parts differ by one frame at most, follow each other
  /// and together cover every frame once; with more shards than frames some parts are empty.
  ///
  /// ```swift
  /// print(try (1...3).map { try Shard(index: $0, count: 3).frames(of: 7) })
  /// // [0..<2, 2..<4, 4..<7]
  /// ```
  ///
  /// - Parameter total: How many frames, 0 or more.
  /// - Returns: The frame numbers this shard renders.
  public func frames(of total: Int) -> Range<Int> {
    let total = max(0, total)
    // Full width: total · part cannot overflow whatever the frame budget allows, and the
    // quotient fits, as part ≤ count.
    func bound(_ part: Int) -> Int {
      count.dividingFullWidth(total.multipliedFullWidth(by: part)).quotient
    }
    return bound(index - 1)..<bound(index)
  }
}

/// Why a shard cannot be taken.
public enum ShardError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Not `I/N` with whole numbers.
  case malformed(String)
  /// The index is not within 1…count, or the count is not within 1…``Shard/largestCount``.
  case outOfRange(index: Int, count: Int)

  /// One sentence naming the value.
  public var description: String {
    switch self {
    case .malformed(let text):
      "the shard '\(text)' is not I/N (for example 2/3)"
    case .outOfRange(let index, let count) where !(1...Shard.largestCount).contains(count):
      "the shard count \(count) is not within 1…\(Shard.largestCount) (shard \(index)/\(count))"
    case .outOfRange(let index, let count):
      "shard \(index)/\(count) does not exist: shards are numbered 1…\(count)"
    }
  }
}
