import Dispatch
import SnapshotModel

/// Turns a scroll view's stream of `contentOffset` changes into `scroll` lines, without the app
/// calling anything: every change is offered to the recorder as a moving offset (which keeps at
/// most ten a second), and once no change came for ``settleDelay`` the last offset is recorded
/// as settled.
///
/// The recording data sources feed it from key-value observation of their view's
/// `contentOffset` (`observe(\.contentOffset, options: [.new])`), which UIKit triggers for
/// drags, deceleration, `setContentOffset` and the offset changes of an apply. Changes while an
/// apply runs (``isApplying``) are ignored: the `layout` line records where the apply left the
/// view. Any thread may call it; the settle check runs on `queue`.
///
/// ```swift
/// let observer = ScrollObserver(recorder: { recorder })
/// observer.offsetChanged(to: RecordedPoint(x: 0, y: 120))  // {"type":"scroll",…,"offset":[0,120]}
/// observer.offsetChanged(to: RecordedPoint(x: 0, y: 180))  // kept back: within 0.1 s
/// // 0.15 s later, with no further change:                 {"type":"scroll",…,"offset":[0,180]}
/// ```
public final class ScrollObserver: Sendable {
  /// Seconds without a change after which the offset counts as settled.
  public let settleDelay: Double
  private let recorder: @Sendable () -> SnapshotRecorder?
  private let queue: DispatchQueue
  private let state = LockedValue(State())

  private struct State {
    /// Counts changes, so that a settle check knows whether a later change came.
    var generation = 0
    var isApplying = false
  }

  /// Creates an observer that records to whatever `recorder` returns at each change.
  ///
  /// ```swift
  /// let observer = ScrollObserver(recorder: { SnapshotRecorder.shared })
  /// ```
  ///
  /// - Parameters:
  ///   - recorder: The recorder to write to; `nil` records nothing.
  ///   - settleDelay: Seconds without a change after which scrolling counts as settled; 0.15
  ///     by default, longer than a frame at 10 Hz and shorter than a reader's pause.
  ///   - queue: Where the settle check runs; the main queue by default.
  public init(
    recorder: @escaping @Sendable () -> SnapshotRecorder?, settleDelay: Double = 0.15,
    queue: DispatchQueue = .main
  ) {
    self.recorder = recorder
    self.settleDelay = settleDelay
    self.queue = queue
  }

  /// Whether an apply is running: changes are ignored meanwhile. The data sources set it
  /// around UIKit's apply.
  ///
  /// ```swift
  /// observer.isApplying = true; super.apply(snapshot); observer.isApplying = false
  /// ```
  public var isApplying: Bool {
    get { state.withLock { $0.isApplying } }
    set { state.withLock { $0.isApplying = newValue } }
  }

  /// Offers a new offset: recorded as moving now (within the recorder's rate limit), and as
  /// settled once ``settleDelay`` passes without another change.
  ///
  /// - Parameter offset: The scroll view's new `contentOffset`.
  public func offsetChanged(to offset: RecordedPoint) {
    let generation: Int? = state.withLock { state in
      guard !state.isApplying else { return nil }
      state.generation &+= 1
      return state.generation
    }
    guard let generation, let recorder = recorder(), recorder.capturesGeometry else { return }
    recorder.recordScroll(offset: offset, settled: false)
    queue.asyncAfter(deadline: .now() + settleDelay) { [self] in
      guard state.withLock({ $0.generation == generation }) else { return }
      recorder.recordScroll(offset: offset, settled: true)
    }
  }

  /// Runs `apply` with observation paused (the offset UIKit moves during an apply is the
  /// apply's, not the user's), then `after`: what both recording data sources do around
  /// UIKit's apply before they measure the view.
  ///
  /// ```swift
  /// scrollObserver.pausing({ super.apply(snapshot) }, then: recordLayout)
  /// ```
  public func pausing(_ apply: () -> Void, then after: () -> Void) {
    isApplying = true
    apply()
    isApplying = false
    after()
  }
}

#if canImport(UIKit)
  import UIKit

  extension ScrollObserver {
    /// Observes `scrollView`'s `contentOffset` by key-value observation, offering each new
    /// offset to ``offsetChanged(to:)``; the observation lasts as long as the returned token.
    ///
    /// ```swift
    /// offsetObservation = scrollObserver.observe(collectionView)
    /// ```
    @MainActor public func observe(_ scrollView: UIScrollView) -> NSKeyValueObservation {
      scrollView.observe(\.contentOffset, options: [.new]) { [self] _, change in
        guard let offset = change.newValue else { return }
        offsetChanged(to: RecordedPoint(x: Double(offset.x), y: Double(offset.y)))
      }
    }
  }
#endif
