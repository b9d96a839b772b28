import Foundation
import ReplayComparison

/// The comparisons of frames with their goldens, collected from the threads that draw them.
final class GoldenComparisons: @unchecked Sendable {
  // Guards both dictionaries.
  private let lock = NSLock()
  private var compared: [String: ReplayComparison.ComparisonResult] = [:]
  private var failed: [String: ComparisonError] = [:]

  /// Runs `comparison` for the frame `name` and keeps its result or its error.
  func record(
    _ name: String, _ comparison: () throws(ComparisonError) -> ReplayComparison.ComparisonResult
  ) {
    let outcome = Result(catching: comparison)
    lock.lock()
    defer { lock.unlock() }
    switch outcome {
    case .success(let result): compared[name] = result
    case .failure(let error): failed[name] = error
    }
  }

  /// Every frame compared, by name.
  var results: [String: ReplayComparison.ComparisonResult] {
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
