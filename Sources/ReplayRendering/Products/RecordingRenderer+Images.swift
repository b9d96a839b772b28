public import Foundation
public import ReplayRaster

extension RecordingRenderer {
  /// Draws every frame into memory and hands each run of equal consecutive frames to `body`,
  /// writing nothing: what verification compares against goldens. The images are exactly what
  /// ``render(to:workerCount:progress:)`` would write, decoded (`PNGCodec` is lossless).
  ///
  /// ```swift
  /// try renderer.draw { frames, image in
  ///   for frame in frames { print(FrameDirectory.fileName(ofFrame: frame), image.size) }
  /// }
  /// // frame-000000.png 660×460, … from worker threads, in no particular order
  /// ```
  ///
  /// - Parameters:
  ///   - workerCount: Threads drawing frames; all cores by default, fewer when their canvases
  ///     would exceed `memoryBudget`.
  ///   - memoryBudget: What the workers' canvases may take together.
  ///   - bytesPerPixel: What each worker holds per canvas pixel, `body`'s images included
  ///     (``CanvasMemoryBudget/drawingBytesPerPixel`` for drawing alone).
  ///   - body: Called from worker threads, several at once, with a run's frames and its image;
  ///     throwing stops the drawing.
  /// - Throws: ``RecordingRenderError/output(_:)`` when a frame cannot be drawn or one canvas
  ///   exceeds the memory budget, or with what `body` threw;
  ///   ``RecordingRenderError/recording(_:)`` when a renderer drawing while reading found the
  ///   file changed (``ReplayFrames``).
  public func draw(
    workerCount: Int = ProcessInfo.processInfo.activeProcessorCount,
    memoryBudget: CanvasMemoryBudget = .default,
    bytesPerPixel: Int = CanvasMemoryBudget.drawingBytesPerPixel,
    _ body: @Sendable (_ frames: Range<Int>, _ image: RasterImage) throws(FrameOutputError) -> Void
  ) throws(RecordingRenderError) {
    do {
      try FrameSequenceDrawer(
        frameCount: timeline.frameCount, workerCount: workerCount, memoryBudget: memoryBudget,
        bytesPerPixel: bytesPerPixel, scene: scene(captions: false)
      ).draw(body)
    } catch .recording(let error) {
      throw .recording(error)
    } catch {
      throw .output(error)
    }
  }
}
