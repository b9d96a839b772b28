public import Foundation
public import ReplayRaster
import SnapshotModel

/// Writes the animation as one lossless animated PNG (APNG) with the project's own PNG
/// encoder: no ffmpeg, every frame's pixels exact, each run of equal frames one APNG frame
/// whose delay covers the run, later frames storing only the rectangle that changed (see
/// ``AnimatedPNGEncoder``). Browsers play it as they play a GIF, without a GIF's 256 colours.
///
/// ```swift
/// let summary = try AnimatedPNGExport().export(
///   frameCount: timeline.frameCount, scene: { timeline.frame(at: $0).scene },
///   metadata: { timeline.metadata(at: $0) }, fps: 30,
///   to: URL(fileURLWithPath: "docs/insertion-sort.png"))
/// print(summary.frameCount)  // 436
/// ```
public struct AnimatedPNGExport: Sendable {
  /// What an APNG file starts with: a PNG's signature. An existing PNG may be replaced without
  /// `--force` (see `OutputPath.prepareFile`).
  ///
  /// ```swift
  /// print(AnimatedPNGExport.fileKind.name)  // PNG
  /// ```
  public static let fileKind = FileKind.png

  /// Creates an export.
  public init() {}

  /// Draws frames `0..<frameCount` in order and writes them to `output` as an animated PNG,
  /// atomically (a temporary name next to it, then a rename; see `AtomicFile`). The file is
  /// assembled in memory, which holds its compressed bytes and two frames. Check `output` with
  /// `OutputPath.prepareFile(_:kind:force:)` and ``fileKind`` first.
  ///
  /// - Parameters:
  ///   - frameCount: How many frames; at least 1.
  ///   - scene: The scene of a frame, as for ``FrameSequenceDrawer``: what it throws stops the
  ///     export, and `output` is left as it was.
  ///   - metadata: A frame's time, seq and progress, for the returned summary.
  ///   - fps: The frames' rate, which sets the delays.
  ///   - output: The file to write.
  ///   - workerCount: Threads drawing frames.
  ///   - memoryBudget: What the workers' canvases may take together.
  ///   - progress: Called after every frame encoded.
  /// - Returns: What was drawn; `encodedFrameCount` is the APNG's frame count.
  /// - Throws: ``FrameOutputError``: a frame that cannot be drawn or encoded, or the file not
  ///   writable.
  @discardableResult
  public func export(
    frameCount: Int, scene: @escaping @Sendable (Int) throws(FrameOutputError) -> FrameScene,
    metadata: (Int) -> FrameMetadata, fps: Double, to output: URL,
    workerCount: Int = ProcessInfo.processInfo.activeProcessorCount,
    memoryBudget: CanvasMemoryBudget = .default,
    progress: (@Sendable (FrameProgress) -> Void)? = nil
  ) throws(FrameOutputError) -> FrameSequenceSummary {
    guard fps.isFinite, fps > 0 else { throw .invalidFPS(fps) }
    let drawer = try FrameSequenceDrawer(
      frameCount: frameCount, workerCount: workerCount, memoryBudget: memoryBudget,
      scene: scene)
    let tracker = ProgressTracker(total: frameCount, report: progress)
    let encoder = LockedValue(AnimatedPNGEncoder(frameRate: fps))
    try drawer.draw(inFrameOrder: true) { (frames, image) throws(FrameOutputError) in
      try encoder.withLock { (encoder) throws(FrameOutputError) in
        do throws(PNGCodecError) {
          try encoder.append(image, frameCount: frames.count)
        } catch {
          throw .encoding(frame: frames.lowerBound, error)
        }
      }
      for _ in frames { tracker.frameWritten() }
    }
    let (bytes, stored) = try encoder.withLock {
      (encoder) throws(FrameOutputError) -> ([UInt8], Int) in
      do throws(PNGCodecError) {
        return (try encoder.finish(), encoder.storedFrameCount)
      } catch {
        throw .encoding(frame: frameCount - 1, error)
      }
    }
    do {
      try AtomicFile.write(bytes, to: output)
    } catch {
      throw .writeFailed(path: output.path, reason: error.reason)
    }
    let manifest = FrameManifest(
      size: drawer.canvas, scale: drawer.scale, fps: fps, frames: 0..<frameCount,
      metadata: metadata)
    return FrameSequenceSummary(
      frameCount: frameCount, encodedFrameCount: stored, manifest: manifest)
  }
}
