import Foundation

/// Counts finished frames and reports them, one report at a time, in increasing order.
final class ProgressTracker: @unchecked Sendable {
  // Guards every stored var below and serializes calls to `report`.
  private let lock = NSLock()
  private let total: Int
  private let report: (@Sendable (FrameProgress) -> Void)?
  private let start = ContinuousClock.now
  private var completed = 0

  init(total: Int, report: (@Sendable (FrameProgress) -> Void)?) {
    self.total = total
    self.report = report
  }

  func frameWritten() {
    lock.lock()
    defer { lock.unlock() }
    completed += 1
    guard let report else { return }
    let elapsed = ContinuousClock.now - start
    let seconds =
      Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    report(FrameProgress(completed: completed, total: total, elapsed: seconds))
  }
}
