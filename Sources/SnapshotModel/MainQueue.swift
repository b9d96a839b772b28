import Dispatch
import Foundation

/// Tells whether code runs on the main queue, which is what UIKit's "always on the main queue or
/// always off the main queue" rule is about.
///
/// `Thread.isMainThread` alone cannot tell: on Linux the main actor may drain the main queue on
/// another thread. A queue-specific key set on the main queue can.
enum MainQueue {
  private static let key: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  /// Whether the caller runs on the main thread or in a block of the main queue.
  static var isCurrent: Bool {
    Thread.isMainThread || DispatchQueue.getSpecific(key: key) == true
  }
}
