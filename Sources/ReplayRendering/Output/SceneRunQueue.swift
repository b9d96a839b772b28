import Foundation
import ReplayRaster
import SnapshotModel

/// Hands out runs of equal consecutive scenes to workers, in frame order, asking the scene
/// provider for each frame exactly once; records the first failure and then stops. Workers that
/// must deliver their runs in frame order (a stream to ffmpeg) take turns through
/// ``waitForTurn(_:)`` and ``finishTurn(upTo:)``; a failure wakes every waiting worker.
final class SceneRunQueue: Sendable {
  /// Where the hand-out and the deliveries are; waiting on its lock is waiting for a turn.
  private struct State {
    /// The next frame to hand out.
    var next: Int
    /// The scene of `next`, when the previous run's end already fetched it.
    var lookahead: FrameScene?
    var failure: FrameOutputError?
    /// The frames before this one are delivered.
    var delivered: Int
  }

  /// The frames handed out, by their numbers.
  let frames: Range<Int>
  private let provider: @Sendable (Int) throws(FrameOutputError) -> FrameScene
  private let canvas: PixelSize
  private let state: LockedValue<State>

  /// Starts with the first frame's scene, already fetched by the caller to size the canvas.
  init(
    frames: Range<Int>, firstScene: FrameScene, canvas: PixelSize,
    provider: @escaping @Sendable (Int) throws(FrameOutputError) -> FrameScene
  ) {
    self.frames = frames
    self.provider = provider
    self.canvas = canvas
    state = LockedValue(
      State(next: frames.lowerBound, lookahead: firstScene, delivered: frames.lowerBound))
  }

  /// The next run, or `nil` when every frame is handed out or something failed.
  func nextRun() -> SceneRun? {
    let run = state.withLock { state -> SceneRun? in
      guard state.failure == nil, state.next < frames.upperBound else { return nil }
      let start = state.next
      do throws(FrameOutputError) {
        let scene: FrameScene
        if let lookahead = state.lookahead {
          scene = lookahead
        } else {
          scene = try provider(start)
        }
        state.lookahead = nil
        try check(scene, frame: start)
        var end = start + 1
        while end < frames.upperBound {
          let candidate = try provider(end)
          guard candidate == scene else {
            state.lookahead = candidate
            break
          }
          end += 1
        }
        state.next = end
        return SceneRun(frames: start..<end, scene: scene)
      } catch {
        // A scene that cannot be made stops every worker: no frame after it is drawn.
        state.failure = error
        return nil
      }
    }
    if run == nil { state.wakeWaiters() }
    return run
  }

  /// Records `error` unless an earlier one is recorded; no further runs are handed out.
  func fail(_ error: FrameOutputError) {
    state.withLock { state in
      if state.failure == nil { state.failure = error }
    }
    state.wakeWaiters()
  }

  /// Blocks until every frame before `frame` is delivered (see ``finishTurn(upTo:)``).
  ///
  /// - Returns: `false` when something failed meanwhile: the caller stops without delivering.
  func waitForTurn(_ frame: Int) -> Bool {
    state.withLock(when: { $0.failure != nil || $0.delivered == frame }) { state in
      state.failure == nil
    }
  }

  /// Records that the frames before `end` are delivered and wakes the worker holding the next.
  func finishTurn(upTo end: Int) {
    state.withLock { $0.delivered = end }
    state.wakeWaiters()
  }

  /// The first recorded failure.
  var firstFailure: FrameOutputError? {
    state.withLock { $0.failure }
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
