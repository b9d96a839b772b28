import Foundation

/// A value that threads share, behind a lock: the package's one lock wrapper.
///
/// A class that threads share keeps its mutable state in one `LockedValue` and is then plainly
/// `Sendable`, with no `@unchecked` of its own:
///
/// ```swift
/// final class Counter: Sendable {
///   private let count = LockedValue(0)
///   func increment() { count.withLock { $0 += 1 } }
///   var value: Int { count.withLock { $0 } }
/// }
/// ```
///
/// It plays the part of `Synchronization.Mutex`, which needs macOS 15 and iOS 18 while the
/// package runs on macOS 13 and iOS 16 (an app links this module). Unlike `Mutex` it is a class
/// (so a `let` of it is shared, not moved) and it is `Sendable` only when the value is: `Mutex`
/// lets non-`Sendable` state in and out through `sending`, which the package's uses do not need.
/// The lock is also a condition, for the few types whose threads wait for each other
/// (``withLock(when:_:)`` and ``wakeWaiters()``). It lives in the lowest module so that every
/// module, app side and tool side, shares it; it is `package`, not part of the public API.
///
/// - Complexity: Each call takes and releases the lock once and allocates nothing; the closure
///   is not escaping.
package final class LockedValue<Value> {
  // A condition is a mutex with a wait queue: locking it costs what locking `NSLock` does.
  private let condition = NSCondition()
  // Read and written only between `condition.lock()` and `condition.unlock()`.
  private var value: Value

  /// Puts `value` behind a lock.
  ///
  /// - Parameter value: The initial state.
  package init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` on the value with the lock held, and returns what it returns.
  ///
  /// ```swift
  /// let next = counter.withLock { count in
  ///   count += 1
  ///   return count
  /// }
  /// ```
  ///
  /// - Parameter body: Reads or changes the value; it must not take this lock again.
  /// - Returns: What `body` returns.
  /// - Throws: What `body` throws; the lock is released either way.
  package func withLock<Result, Failure: Error>(
    _ body: (inout Value) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    condition.lock()
    defer { condition.unlock() }
    return try body(&value)
  }

  /// Waits, with the lock released meanwhile, until `isReady` holds for the value, then runs
  /// `body` on it with the lock held: how a worker waits for its turn or for work.
  ///
  /// Another thread that changes what `isReady` looks at calls ``wakeWaiters()`` afterwards.
  ///
  /// ```swift
  /// let batch = queue.withLock(when: { !$0.batches.isEmpty || $0.ended }) { queue in
  ///   queue.batches.popFirst()
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - isReady: Whether the value is as the caller waits for; checked with the lock held,
  ///     first at once and again after each wake-up.
  ///   - body: Reads or changes the value once `isReady` holds.
  /// - Returns: What `body` returns.
  /// - Throws: What `body` throws; the lock is released either way.
  package func withLock<Result, Failure: Error>(
    when isReady: (Value) -> Bool, _ body: (inout Value) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    condition.lock()
    defer { condition.unlock() }
    while !isReady(value) { condition.wait() }
    return try body(&value)
  }

  /// Wakes every thread waiting in ``withLock(when:_:)`` to check its condition again: call it
  /// after a change they may be waiting for.
  ///
  /// ```swift
  /// queue.withLock { $0.batches.append(batch) }
  /// queue.wakeWaiters()
  /// ```
  package func wakeWaiters() {
    // Without the lock: a waiter checks its condition and starts waiting atomically, so it
    // either saw the change or is waiting when this wakes it.
    condition.broadcast()
  }
}

extension LockedValue: @unchecked Sendable where Value: Sendable {}
