public import Foundation
public import ReplayRaster

/// Renders a sequence of ``FrameScene``s to numbered PNG files and a `manifest.json`, on all
/// cores.
///
/// Files: `frame-000000.png`, `frame-000001.png`, … (0-based, six digits or more) and
/// `manifest.json` (see ``FrameManifest``), all in one directory. Each file is written under a
/// temporary name and renamed, so an interrupted render leaves no truncated PNG; the manifest is
/// removed first and written last, so it only exists beside a complete set of frames. Frames
/// numbered beyond this render, left by an earlier, longer one, are removed.
///
/// Workers draw in parallel, one ``SceneDrawer`` each, holding one frame each, so memory stays
/// bounded whatever the frame count. Consecutive equal scenes (holds) are drawn and encoded
/// once and their bytes written to every frame of the hold. The same input always gives
/// byte-identical files.
public struct FrameSequenceRenderer: Sendable {
  /// The directory the frames and manifest go to; created when missing.
  public var directory: String
  /// Frames per second, recorded in the manifest.
  public var fps: Double
  /// How many frames are drawn at once; defaults to the number of active cores.
  public var workerCount: Int
  /// How the PNGs are compressed.
  public var compression: PNGCompression

  /// Creates a renderer.
  public init(
    directory: String, fps: Double,
    workerCount: Int = ProcessInfo.processInfo.activeProcessorCount,
    compression: PNGCompression = .fast
  ) {
    self.directory = directory
    self.fps = fps
    self.workerCount = max(1, workerCount)
    self.compression = compression
  }

  /// Renders frames `0..<frameCount`.
  ///
  /// - Parameters:
  ///   - frameCount: How many frames to write; at least 1.
  ///   - scene: The scene of a frame. Called once per frame, in frame order, never
  ///     concurrently; every scene must have frame 0's pixel size.
  ///   - metadata: The manifest entry's time, seq and progress for a frame.
  ///   - progress: Called after every written frame, from a worker thread, one call at a time
  ///     with increasing counts.
  /// - Returns: What was written.
  /// - Throws: ``FrameOutputError``; the canvas is checked (size, 32,767 px limit) before any
  ///   file is touched.
  @discardableResult
  public func render(
    frameCount: Int,
    scene: @escaping @Sendable (Int) -> FrameScene,
    metadata: (Int) -> FrameMetadata,
    progress: (@Sendable (FrameProgress) -> Void)? = nil
  ) throws(FrameOutputError) -> FrameSequenceSummary {
    guard frameCount > 0 else { throw .noFrames }
    guard fps.isFinite, fps > 0 else { throw .invalidFPS(fps) }
    let firstScene = scene(0)
    let canvas: PixelSize
    do {
      canvas = try PixelSize(of: firstScene)
    } catch {
      throw .rendering(frame: 0, error)
    }
    let manifest = FrameManifest(
      size: canvas, scale: firstScene.scale, fps: fps,
      frames: (0..<frameCount).map { index in
        FrameManifest.Frame(file: FrameManifest.fileName(ofFrame: index), metadata: metadata(index))
      })

    let output = try FrameDirectory(creating: directory)
    try output.removeManifestAndLeftovers()
    let queue = SceneRunQueue(
      frameCount: frameCount, firstScene: firstScene, canvas: canvas, provider: scene)
    let tracker = ProgressTracker(total: frameCount, report: progress)
    let compression = self.compression
    DispatchQueue.concurrentPerform(iterations: workerCount) { _ in
      Self.work(queue: queue, output: output, tracker: tracker, compression: compression)
    }
    if let failure = queue.firstFailure { throw failure }
    try output.removeFrames(from: frameCount)
    try output.writeAtomically(Array(manifest.json.utf8), to: FrameDirectory.manifestName)
    return FrameSequenceSummary(
      frameCount: frameCount, encodedFrameCount: tracker.encodedRuns, manifest: manifest)
  }

  private static func work(
    queue: SceneRunQueue, output: FrameDirectory, tracker: ProgressTracker,
    compression: PNGCompression
  ) {
    let drawer: SceneDrawer
    do {
      drawer = try SceneDrawer()
    } catch {
      queue.fail(.rendering(frame: 0, error))
      return
    }
    while let run = queue.nextRun() {
      let image: RasterImage
      do {
        image = try drawer.draw(run.scene)
      } catch {
        queue.fail(.rendering(frame: run.frames.lowerBound, error))
        return
      }
      let bytes: [UInt8]
      do {
        bytes = try PNGCodec.encode(image, compression: compression)
      } catch {
        queue.fail(.encoding(frame: run.frames.lowerBound, error))
        return
      }
      tracker.encodedRun()
      for frame in run.frames {
        do {
          try output.writeAtomically(bytes, to: FrameManifest.fileName(ofFrame: frame))
        } catch {
          queue.fail(error)
          return
        }
        tracker.frameWritten()
      }
    }
  }
}
