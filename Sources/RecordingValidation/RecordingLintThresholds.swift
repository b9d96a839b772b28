/// The limits behind the bug-report lints of ``RecordingCheck``.
public struct RecordingLintThresholds: Hashable, Sendable {
  /// A snapshot with at least this many items counts as a large list: 1000 by default.
  ///
  /// UIKit diffs the whole snapshot on every apply, hashing every identifier on the applying
  /// queue; around a thousand items that costs milliseconds on a phone before any cell work.
  public var largeSnapshotItems: Int
  /// Applies closer together than this count as rapid: 0.1 s by default, i.e. more than 10 full
  /// snapshots a second, faster than the 0.3 s update animations can finish.
  public var rapidInterval: Double
  /// How many large applies in a row, each rapid after the one before, make a warning: 5 by
  /// default, so a single double apply is not reported but a sustained stream (≥ 0.4 s) is.
  public var rapidRunLength: Int

  /// Creates thresholds; the defaults are those ``RecordingCheck`` uses.
  public init(largeSnapshotItems: Int = 1000, rapidInterval: Double = 0.1, rapidRunLength: Int = 5)
  {
    self.largeSnapshotItems = largeSnapshotItems
    self.rapidInterval = rapidInterval
    self.rapidRunLength = rapidRunLength
  }
}
