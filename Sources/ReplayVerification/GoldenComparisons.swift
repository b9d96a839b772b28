import Foundation
import ReplayComparison

/// The comparisons of frames with their goldens, collected from the threads that draw them:
/// each frame's counts and the path of its difference image, never the image itself.
final class GoldenComparisons: @unchecked Sendable {
  // Guards both dictionaries.
  private let lock = NSLock()
  private var compared: [String: FrameComparison] = [:]
  private var failed: [String: ComparisonError] = [:]

  /// Runs `comparison` for the frame `name` and keeps its result or its error.
  func record(_ name: String, _ comparison: () throws(ComparisonError) -> FrameComparison) {
    let outcome = Result(catching: comparison)
    lock.lock()
    defer { lock.unlock() }
    switch outcome {
    case .success(let frame): compared[name] = frame
    case .failure(let error): failed[name] = error
    }
  }

  /// Every frame compared, by name.
  var frames: [String: FrameComparison] {
    lock.lock()
    defer { lock.unlock() }
    return compared
  }

  /// Every golden that could not be read, by frame name.
  var failures: [String: ComparisonError] {
    lock.lock()
    defer { lock.unlock() }
    return failed
  }
}
