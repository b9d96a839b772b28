import Foundation
import ReplayRendering

/// The `frames done/total, fps, ETA` line a long render keeps rewriting on a terminal.
final class ProgressLine: Sendable {
  private let printer: DiagnosticPrinter
  private let enabled: Bool

  /// A progress line.
  ///
  /// - Parameters:
  ///   - printer: Where the line is written (standard error).
  ///   - enabled: Whether to write at all: only on a terminal, and not with `--quiet`.
  init(printer: DiagnosticPrinter, enabled: Bool) {
    self.printer = printer
    self.enabled = enabled
  }

  /// Rewrites the line; the renderer calls it one frame at a time.
  @Sendable func update(_ progress: FrameProgress) {
    guard enabled else { return }
    var line = "\rframes \(progress.completed)/\(progress.total)"
    line += String(format: "  %.1f fps", progress.framesPerSecond)
    if let remaining = progress.estimatedSecondsRemaining {
      line += String(format: "  ETA %.1f s", remaining)
    }
    // Carriage return, then erase to the end of the line: the line is rewritten in place.
    printer.status(line + "\u{1B}[K", terminator: "")
  }

  /// Ends the line so later output starts on a fresh one.
  func finish() {
    guard enabled else { return }
    printer.status("")
  }
}
