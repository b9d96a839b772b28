import Foundation
import ReplayRendering

/// The `frames done/total, fps, ETA` line a long render keeps rewriting on a terminal.
final class ProgressLine: Sendable {
  private let enabled: Bool

  init(enabled: Bool) {
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
    FileHandle.standardError.write(Data((line + "\u{1B}[K").utf8))
  }

  /// Ends the line so later output starts on a fresh one.
  func finish() {
    guard enabled else { return }
    FileHandle.standardError.write(Data("\n".utf8))
  }
}
