import Dispatch

extension DispatchQueue {
  /// The label of the queue running the caller, when the platform can tell and it is not empty.
  ///
  /// Only Apple's libdispatch exposes the current queue's label; elsewhere this is `nil` and the
  /// thread's name is all a recorder can know.
  static var currentLabel: String? {
    #if canImport(Darwin)
      let label = String(cString: __dispatch_queue_get_label(nil))
      return label.isEmpty ? nil : label
    #else
      return nil
    #endif
  }
}
