public import RecordingFormat
import ReplayRaster

extension FrameBudget {
  /// Why rendering `recording` with its header's hints and the default options would stop at a
  /// budget, for `check` to warn before anyone renders: too many frames for this budget, a
  /// canvas past Cairo's side limit or over `memory` even for one worker, or a bad hint.
  ///
  /// Gaps that the idle cap (``RenderOptions/maxIdle``) shortens are not problems: the render
  /// cuts them and says so. Nothing is drawn; the timeline is built, which is linear in the
  /// recording's size.
  ///
  /// ```swift
  /// for problem in FrameBudget.default.problems(for: recording) { print(problem) }
  /// // the render would make 3,000,061 frames, more than --max-frames 100,000: …
  /// ```
  ///
  /// - Parameters:
  ///   - recording: The parsed recording.
  ///   - overrides: Options on top of the hints; none by default, as `render` without flags.
  ///   - memory: The canvas memory budget.
  /// - Returns: The errors `render` would stop with; empty when it would go through.
  public func problems(
    for recording: Recording, overrides: RenderOptionOverrides = RenderOptionOverrides(),
    memory: CanvasMemoryBudget = .default
  ) -> [RecordingRenderError] {
    let renderer: RecordingRenderer
    do {
      renderer = try RecordingRenderer(
        recording: recording, overrides: overrides, frameBudget: self)
    } catch {
      return [error]
    }
    do {
      let scene = try renderer.frames.frame(atTime: 0).scene
      _ = try memory.workerCount(for: try PixelSize(of: scene), requested: 1)
    } catch let error as FrameOutputError {
      return [.output(error)]
    } catch let error as RecordingError {
      return [.recording(error)]
    } catch {
      return []
    }
    return []
  }
}
