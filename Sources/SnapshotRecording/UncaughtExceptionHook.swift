import SnapshotModel

/// Dumps recorders when the process dies of an uncaught exception, then hands the exception on
/// to the handler that was installed before.
///
/// The process has one handler slot (`NSSetUncaughtExceptionHandler` on Apple platforms). The
/// hook installs its handler there the first time a recorder is registered, remembers what was
/// there, and its handler calls that one after dumping — so a crash reporter installed earlier
/// still sees the exception. The slot is injected, so that the install-and-chain logic is tested
/// on Linux, where no such slot exists.
///
/// ```swift
/// let hook = UncaughtExceptionHook<Handler>(
///   slot: .init(read: { installed }, write: { installed = $0 }), handler: ourHandler)
/// hook.register(recorder)                 // installs ourHandler, remembers the old one
/// hook.handle(reason: "uncaught …")?(…)   // dumps recorder, returns the old handler to call
/// ```
final class UncaughtExceptionHook<Handler>: @unchecked Sendable {
  /// Reads and replaces the process's handler.
  struct Slot {
    /// The handler installed now, if any.
    var read: () -> Handler?
    /// Installs a handler.
    var write: (Handler?) -> Void
  }

  /// A recorder held weakly: the hook must not keep an app's recorder alive.
  private struct WeakRecorder {
    weak var recorder: SnapshotRecorder?
  }

  private let slot: Slot
  private let handler: Handler
  private let state = LockedValue(State())

  private struct State {
    var isInstalled = false
    var previous: Handler?
    var recorders: [WeakRecorder] = []
  }

  /// Creates a hook that installs `handler` into `slot` on the first ``register(_:)``.
  init(slot: Slot, handler: Handler) {
    self.slot = slot
    self.handler = handler
  }

  /// Adds a recorder to dump, installing the handler the first time; registering the same
  /// recorder again changes nothing.
  func register(_ recorder: SnapshotRecorder) {
    state.withLock { state in
      state.recorders.removeAll { $0.recorder == nil }
      if !state.recorders.contains(where: { $0.recorder === recorder }) {
        state.recorders.append(WeakRecorder(recorder: recorder))
      }
      guard !state.isInstalled else { return }
      state.previous = slot.read()
      slot.write(handler)
      state.isInstalled = true
    }
  }

  /// The handler that was installed before this hook's, if any.
  var previousHandler: Handler? { state.withLock { $0.previous } }

  /// What the installed handler does: dumps every registered recorder that is still alive, in
  /// registration order, and returns the previous handler for the caller to call.
  ///
  /// Dump failures are ignored: the process is about to end and has nowhere to report them.
  ///
  /// - Parameter reason: Why the process is ending, as the dumps' final markers say it.
  /// - Returns: The handler installed before this hook's, to chain to.
  func handle(reason: String) -> Handler? {
    let (recorders, previous) = state.withLock { state in
      (state.recorders.compactMap(\.recorder), state.previous)
    }
    for recorder in recorders { try? recorder.dump(reason: reason) }
    return previous
  }
}
