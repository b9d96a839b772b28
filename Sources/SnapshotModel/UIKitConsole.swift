import Foundation
import Logging

/// Where the model sends UIKit's non-fatal console messages (reference §6): UIKit writes them
/// with `os_log`, the model through a swift-log `Logger`.
///
/// Silent by default: the logger discards everything until the app hands over one of its own,
/// typically after bootstrapping swift-log with a handler.
///
/// ```swift
/// LoggingSystem.bootstrap(StreamLogHandler.standardError)
/// UIKitConsole.logger = Logger(label: "diffable")
/// snapshot.appendItems(["a"])  // "a" was already there: it moves, and the logger gets
/// // error: Diffable data source detected an attempt to insert or append 1 item identifier
/// //   that already exists in the snapshot. … Item identifier that already exists: a
/// ```
///
/// Messages, with UIKit's text:
/// - appending or inserting items that are already in the snapshot (they move): level `error`;
/// - applying to one data source from both the main thread and another thread: level
///   `warning`.
public enum UIKitConsole {
  private static let state = LockedValue(
    Logger(label: "DiffableSnapshot") { _ in SwiftLogNoOpLogHandler() })

  /// The logger that receives the messages; a no-op logger until the app sets one.
  ///
  /// - Complexity: O(1); reading and writing are guarded by a lock, so any thread may do either.
  public static var logger: Logger {
    get { state.withLock { $0 } }
    set { state.withLock { $0 = newValue } }
  }

  /// Logs UIKit's message for items appended or inserted while already in the snapshot.
  static func existingItemsMoved<ID>(_ existing: [ID]) {
    guard !existing.isEmpty else { return }
    logger.error("\(UIKitReason.itemsAlreadyExist(existing))")
  }

  /// UIKit's console warning when one data source is applied to from the main queue and from
  /// a background queue (reference §6), word for word.
  ///
  /// ```swift
  /// print(UIKitConsole.nonThreadConfinedWarning)
  /// // Warning: applying updates in a non-thread confined manner is dangerous and can lead to
  /// //   deadlocks. Please always submit updates … always off the main queue
  /// ```
  public static let nonThreadConfinedWarning = UIKitReason.nonThreadConfinedApply

  /// Logs UIKit's warning for applies from both the main thread and another thread.
  static func nonThreadConfinedApply() {
    logger.warning("\(nonThreadConfinedWarning)")
  }

}
