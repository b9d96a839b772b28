import SnapshotModel

/// The demos' time: advanced by the scenario, read by the recorder, so recorded times are exact
/// (0.125, 2.0, …) rather than whatever the machine happened to take.
///
/// Kept in whole milliseconds: summing 0.35 s steps as doubles would record 1.7000000000000002.
final class VirtualClock: Sendable {
  // Only the demo's single thread reads and writes it; the lock costs nothing then, and makes
  // the clock safe to hand to the recorder's `@Sendable` clock closure.
  private let milliseconds = LockedValue(0)

  var now: Double { Double(milliseconds.withLock { $0 }) / 1000 }

  func advance(by seconds: Double) {
    milliseconds.withLock { $0 += Int((seconds * 1000).rounded()) }
  }
}
