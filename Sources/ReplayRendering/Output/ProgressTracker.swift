import Foundation
import SnapshotModel

/// Counts finished frames and reports them, one report at a time, in increasing order.
final class ProgressTracker: Sendable {
  /// The frames finished; its lock also serialises calls to `report`.
  private let completed = LockedValue(0)
  private let total: Int
  private let report: (@Sendable (FrameProgress) -> Void)?
  private let start = ContinuousClock.now

  init(total: Int, report: (@Sendable (FrameProgress) -> Void)?) {
    self.total = total
    self.report = report
  }

  func frameWritten() {
    completed.withLock { completed in
      completed += 1
      guard let report else { return }
      let elapsed = ContinuousClock.now - start
      let seconds =
        Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
      report(FrameProgress(completed: completed, total: total, elapsed: seconds))
    }
  }
}
