import Dispatch
import Foundation
import ReplayRaster

/// SIGINT (Ctrl-C) and SIGTERM (`kill`, a CI timeout) end every command the same way: the
/// ffmpeg child is stopped and waited for, the temporary files being written are removed
/// (`InterruptCleanup`), one line says so on standard error, and the process exits with 130 or
/// 143 (128 plus the signal's number, as a shell reports a process a signal killed).
///
/// Frames already written stay: each one was written whole, under a temporary name and then
/// renamed. The handlers run on a queue of their own, not in a signal handler's context, so
/// they may lock, print and wait.
///
/// ```swift
/// SignalHandlers.install(printer: DiagnosticPrinter())
/// // ^C during `render --gif`: stderr "snapreplay: error: interrupted by SIGINT", exit 130
/// ```
enum SignalHandlers {
  /// The signals handled, with the status each exits with.
  static let statuses: [(signal: Int32, status: ExitStatus)] = [
    (SIGINT, .interrupted), (SIGTERM, .terminated),
  ]

  /// Installs the handlers; call once, before any command runs.
  ///
  /// - Parameter printer: Where the line saying the run was interrupted goes.
  static func install(printer: DiagnosticPrinter) {
    for (signal, status) in statuses {
      // The default action (ending the process at once) is replaced by the source's handler.
      Foundation.signal(signal, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: signal, queue: queue)
      source.setEventHandler {
        // A progress line may be open on a terminal: start a fresh one.
        let fresh = isatty(STDERR_FILENO) == 1 ? "\n" : ""
        let line = DiagnosticPrinter.format(.error("interrupted by \(name(of: signal))"))
        printer.status(fresh + line)
        InterruptCleanup.cleanUpAndExit(status: status.rawValue)
      }
      source.resume()
      sources.append(source)
    }
  }

  /// `SIGINT`, `SIGTERM`.
  static func name(of signal: Int32) -> String {
    switch signal {
    case SIGINT: "SIGINT"
    case SIGTERM: "SIGTERM"
    default: "signal \(signal)"
    }
  }

  private static let queue = DispatchQueue(label: "snapreplay.signals")
  // Kept alive for the life of the process; written once, from `main`, before any command runs.
  nonisolated(unsafe) private static var sources: [any DispatchSourceSignal] = []
}
