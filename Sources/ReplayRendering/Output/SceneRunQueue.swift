import Foundation
import ReplayRaster

/// Hands out runs of equal consecutive scenes to workers, in frame order, asking the scene
/// provider for each frame exactly once; records the first failure and then stops. Workers that
/// must deliver their runs in frame order (a stream to ffmpeg) take turns through
/// ``waitForTurn(_:)`` and ``finishTurn(upTo:)``; a failure wakes every waiting worker.
final class SceneRunQueue: @unchecked Sendable {
  // Guards every stored var below; waiting on it is waiting for a turn.
  private let lock = NSCondition()
  /// The frames handed out, by their numbers.
  let frames: Range<Int>
  private let provider: @Sendable (Int) -> FrameScene
  private let canvas: PixelSize
  private var next: Int
  private var lookahead: FrameScene?
  private var failure: FrameOutputError?
  private var delivered: Int

  /// Starts with the first frame's scene, already fetched by the caller to size the canvas.
  init(
    frames: Range<Int>, firstScene: FrameScene, canvas: PixelSize,
    provider: @escaping @Sendable (Int) -> FrameScene
  ) {
    self.frames = frames
    next = frames.lowerBound
    delivered = frames.lowerBound
    self.provider = provider
    self.canvas = canvas
    lookahead = firstScene
  }

  /// The next run, or `nil` when every frame is handed out or something failed.
  func nextRun() -> SceneRun? {
    lock.lock()
    defer { lock.unlock() }
    guard failure == nil, next < frames.upperBound else { return nil }
    let start = next
    let scene = lookahead ?? provider(start)
    lookahead = nil
    do throws(FrameOutputError) {
      try check(scene, frame: start)
    } catch {
      failure = error
      return nil
    }
    var end = start + 1
    while end < frames.upperBound {
      let candidate = provider(end)
      guard candidate == scene else {
        lookahead = candidate
        break
      }
      end += 1
    }
    next = end
    return SceneRun(frames: start..<end, scene: scene)
  }

  /// Records `error` unless an earlier one is recorded; no further runs are handed out.
  func fail(_ error: FrameOutputError) {
    lock.lock()
    defer { lock.unlock() }
    if failure == nil { failure = error }
    lock.broadcast()
  }

  /// Blocks until every frame before `frame` is delivered (see ``finishTurn(upTo:)``).
  ///
  /// - Returns: `false` when something failed meanwhile: the caller stops without delivering.
  func waitForTurn(_ frame: Int) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    while failure == nil && delivered != frame { lock.wait() }
    return failure == nil
  }

  /// Records that the frames before `end` are delivered and wakes the worker holding the next.
  func finishTurn(upTo end: Int) {
    lock.lock()
    defer { lock.unlock() }
    delivered = end
    lock.broadcast()
  }

  /// The first recorded failure.
  var firstFailure: FrameOutputError? {
    lock.lock()
    defer { lock.unlock() }
    return failure
  }

  private func check(_ scene: FrameScene, frame: Int) throws(FrameOutputError) {
    let size: PixelSize
    do {
      size = try PixelSize(of: scene)
    } catch {
      throw .rendering(frame: frame, error)
    }
    guard size == canvas else {
      throw .canvasChanged(frame: frame, expected: canvas, actual: size)
    }
  }
}
