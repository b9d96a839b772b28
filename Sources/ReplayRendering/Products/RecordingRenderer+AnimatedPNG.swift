public import Foundation
public import ReplayRaster

extension RecordingRenderer {
  /// Draws the animation and writes it as one lossless animated PNG, atomically; no frame
  /// directory is written (see ``AnimatedPNGExport``).
  ///
  /// ```swift
  /// try renderer.exportAnimatedPNG(to: URL(fileURLWithPath: "demo.png"))
  /// ```
  ///
  /// - Parameters:
  ///   - output: The file to write.
  ///   - workerCount: Threads drawing frames.
  ///   - memoryBudget: What the workers' canvases may take together.
  ///   - captions: Draw the current marker's text under the list, as
  ///     ``render(to:workerCount:memoryBudget:force:captions:shard:progress:)`` does.
  ///   - progress: Called after every frame encoded.
  /// - Returns: What was drawn; `encodedFrameCount` is the file's frame count.
  /// - Throws: ``RecordingRenderError/output(_:)`` when a frame cannot be drawn or encoded or
  ///   the file written, ``RecordingRenderError/recording(_:)`` when a recording read again
  ///   no longer reads as it did.
  @discardableResult
  public func exportAnimatedPNG(
    to output: URL, workerCount: Int = ProcessInfo.processInfo.activeProcessorCount,
    memoryBudget: CanvasMemoryBudget = .default, captions: Bool = false,
    progress: (@Sendable (FrameProgress) -> Void)? = nil
  ) throws(RecordingRenderError) -> FrameSequenceSummary {
    let timeline = timeline
    do {
      return try AnimatedPNGExport().export(
        frameCount: timeline.frameCount, scene: scene(captions: captions),
        metadata: { timeline.metadata(at: $0) }, fps: options.fps, to: output,
        workerCount: workerCount, memoryBudget: memoryBudget, progress: progress)
    } catch .recording(let error) {
      throw .recording(error)
    } catch {
      throw .output(error)
    }
  }
}
