#if canImport(UIKit) || canImport(AppKit)
  // NSException and its handler come from Foundation, which each UI framework re-exports;
  // importing the framework lets the Linux compile check supply them from its stub.
  #if canImport(UIKit)
    import UIKit
  #else
    import AppKit
  #endif

  extension SnapshotRecorder {
    /// Dumps this recorder (``dump(reason:)``) when the app dies of an uncaught Objective-C
    /// exception, such as UIKit's diffable data source assertions
    /// (`NSInternalInconsistencyException`).
    ///
    /// Installs a handler with `NSSetUncaughtExceptionHandler` the first time any recorder asks,
    /// and chains to the handler installed before it (a crash reporter keeps working). The final
    /// marker reads `dump: uncaught <name>: <reason>`. Swift runtime traps (a force unwrap of
    /// `nil`, a failed `precondition`) are signals, not exceptions: they end the process without
    /// a dump. On macOS, `NSApplication` catches exceptions thrown on the main thread unless the
    /// app sets `NSApplicationCrashOnExceptions`.
    ///
    /// ```swift
    /// let recorder = SnapshotRecorder(flightRecorderDumpingTo: url)
    /// recorder.dumpOnUncaughtException()
    /// ```
    public func dumpOnUncaughtException() {
      UncaughtExceptionDump.hook.register(self)
    }
  }

  #if canImport(ObjectiveC)
    /// What `NSSetUncaughtExceptionHandler` takes: a C function pointer.
    typealias UncaughtExceptionHandler = @convention(c) (NSException) -> Void
  #else
    /// The Linux compile check (`Tests/AppleSurface`) has no Objective-C runtime, where a C
    /// function type cannot take an object: its stub declares a Swift function type instead.
    typealias UncaughtExceptionHandler = (NSException) -> Void
  #endif

  /// The process's one hook into `NSSetUncaughtExceptionHandler`.
  enum UncaughtExceptionDump {
    static let hook = UncaughtExceptionHook<UncaughtExceptionHandler>(
      slot: .init(
        read: { NSGetUncaughtExceptionHandler() },
        write: { NSSetUncaughtExceptionHandler($0) }),
      handler: dumpRecordersThenChain)
  }

  /// The installed handler: a plain function, because a C function pointer captures nothing.
  private func dumpRecordersThenChain(_ exception: NSException) {
    let reason = "uncaught \(exception.name.rawValue): \(exception.reason ?? "no reason given")"
    UncaughtExceptionDump.hook.handle(reason: reason)?(exception)
  }
#endif
