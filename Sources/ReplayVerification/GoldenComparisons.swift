import Foundation
import ReplayComparison
import ReplayRaster
import SnapshotModel

/// The comparisons of frames with their goldens, collected from the threads that draw them:
/// each frame's counts and the path of its difference image, never the image itself.
final class GoldenComparisons: Sendable {
  private struct State {
    var compared: [String: FrameComparison] = [:]
    var failed: [String: ComparisonError] = [:]
    var masks: [String: [PixelRect]] = [:]
  }

  private let state = LockedValue(State())

  /// Runs `comparison` for the frame `name` and keeps its result or its error.
  func record(_ name: String, _ comparison: () throws(ComparisonError) -> FrameComparison) {
    let outcome = Result(catching: comparison)
    state.withLock { state in
      switch outcome {
      case .success(let frame): state.compared[name] = frame
      case .failure(let error): state.failed[name] = error
      }
    }
  }

  /// Keeps the rectangles not compared in the frame `name`, for the report.
  func keepMasks(_ rects: [PixelRect], of name: String) {
    guard !rects.isEmpty else { return }
    state.withLock { $0.masks[name] = rects }
  }

  /// The rectangles not compared, by frame name.
  var masks: [String: [PixelRect]] {
    state.withLock { $0.masks }
  }

  /// Every frame compared, by name.
  var frames: [String: FrameComparison] {
    state.withLock { $0.compared }
  }

  /// Every golden that could not be read, by frame name.
  var failures: [String: ComparisonError] {
    state.withLock { $0.failed }
  }
}
