public import Foundation
public import ReplayRaster

/// Renders a sequence of ``FrameScene``s to numbered PNG files and a `manifest.json`, on all
/// cores.
///
/// Files: `frame-000000.png`, `frame-000001.png`, … and `manifest.json` (see ``FrameDirectory``
/// and ``FrameManifest``), all in one directory: a new one, an empty one, or one holding an
/// earlier render, recognised by its manifest — anything else is refused unless ``force`` is
/// set. Each file is written under a temporary name and renamed, so an interrupted render
/// leaves no truncated PNG; the manifest is removed first and written last, so it only exists
/// beside a complete set of frames, while a partial manifest
/// (``FrameDirectory/partialManifestName``) keeps the directory recognisable in between. Frames
/// an earlier, longer render's manifest lists beyond this render are removed; no other file
/// is.
///
/// Frames are drawn by a ``FrameSequenceDrawer`` (holds drawn once) and encoded with
/// `PNGCodec` straight from each worker's canvas; a hold's bytes are written to every frame of the hold. The same input always
/// gives byte-identical files.
///
/// ```swift
/// let renderer = FrameSequenceRenderer(directory: URL(fileURLWithPath: "Output/demo"), fps: 30)
/// let summary = try renderer.render(
///   frameCount: timeline.frameCount, scene: { timeline.frame(at: $0).scene },
///   metadata: { timeline.metadata(at: $0) })
/// print(summary.frameCount, summary.encodedFrameCount)  // 436 212
/// ```
public struct FrameSequenceRenderer: Sendable {
  /// The directory the frames and manifest go to; created when missing.
  public var directory: URL
  /// Frames per second, recorded in the manifest.
  public var fps: Double
  /// How many frames are drawn at once; defaults to the number of active cores.
  public var workerCount: Int
  /// How the PNGs are compressed.
  public var compression: PNGCompression
  /// What the workers' canvases may take together; fewer workers draw when they would not fit.
  public var memoryBudget: CanvasMemoryBudget
  /// Whether to write into a directory that holds files other than an earlier render's. Its
  /// files are kept, except those the render writes over; only frames a manifest lists are
  /// removed.
  public var force: Bool

  /// Creates a renderer.
  ///
  /// - Parameters:
  ///   - directory: Where the frames go.
  ///   - fps: Frames per second, for the manifest.
  ///   - workerCount: Threads drawing and encoding at once; at least 1.
  ///   - compression: How the PNGs are compressed.
  ///   - memoryBudget: What the workers' canvases may take together.
  ///   - force: Write into a directory that holds files other than an earlier render's.
  public init(
    directory: URL, fps: Double,
    workerCount: Int = ProcessInfo.processInfo.activeProcessorCount,
    compression: PNGCompression = .fast, memoryBudget: CanvasMemoryBudget = .default,
    force: Bool = false
  ) {
    self.force = force
    self.directory = directory
    self.fps = fps
    self.workerCount = max(1, workerCount)
    self.compression = compression
    self.memoryBudget = memoryBudget
  }

  /// Renders frames `0..<frameCount`, or only a shard's part of them.
  ///
  /// A shard's directory has the same layout as a whole render's: its frames keep their
  /// numbers (`frame-000145.png` …), and its manifest lists them, the whole render's markers
  /// and the ``FrameManifest/ShardPart``. Each frame is drawn from its own time on the
  /// timeline, so its bytes are those a whole render writes; a hold crossing a shard's edge is
  /// drawn once on each side, with the same pixels.
  ///
  /// - Parameters:
  ///   - frameCount: How many frames the whole render has; at least 1.
  ///   - shard: The part to render (`frameCount` must be its ``FrameManifest/ShardPart/frameCount``);
  ///     `nil` for every frame. A part may hold no frame (more shards than frames): then only
  ///     its manifest is written.
  ///   - scene: The scene of a frame. Called once per rendered frame, in frame order, never
  ///     concurrently; every scene must have the first one's pixel size. What it throws stops
  ///     the render before the manifest is written, as an interrupted render leaves the
  ///     directory (``FrameOutputError/recording(_:)`` for a recording that no longer reads
  ///     as it did, ``ReplayFrames``).
  ///   - metadata: The manifest entry's time, seq and progress for a frame.
  ///   - markers: The recording's markers, listed in the manifest.
  ///   - progress: Called after every written frame, from a worker thread, one call at a time
  ///     with increasing counts.
  /// - Returns: What was written: the rendered frames' count and the manifest.
  /// - Throws: ``FrameOutputError``; the canvas (size, 32,767 px limit, memory budget) and the
  ///   directory (``FrameOutputError/notOurDirectory(path:reason:)``) are checked before any
  ///   file is touched.
  @discardableResult
  public func render(
    frameCount: Int,
    shard: FrameManifest.ShardPart? = nil,
    scene: @escaping @Sendable (Int) throws(FrameOutputError) -> FrameScene,
    metadata: (Int) -> FrameMetadata,
    markers: [FrameManifest.Marker] = [],
    progress: (@Sendable (FrameProgress) -> Void)? = nil
  ) throws(FrameOutputError) -> FrameSequenceSummary {
    guard frameCount > 0 else { throw .noFrames }
    guard fps.isFinite, fps > 0 else { throw .invalidFPS(fps) }
    let range = shard.map { $0.shard.frames(of: frameCount) } ?? 0..<frameCount
    let drawer: FrameSequenceDrawer?
    let canvas: PixelSize
    let scale: Double
    if range.isEmpty {
      // Nothing to draw, but the manifest still says the whole render's canvas.
      let first = try scene(0)
      do {
        canvas = try PixelSize(of: first)
      } catch {
        throw .rendering(frame: 0, error)
      }
      (drawer, scale) = (nil, first.scale)
    } else {
      let sequence = try FrameSequenceDrawer(
        frames: range, workerCount: workerCount, memoryBudget: memoryBudget, scene: scene)
      (drawer, canvas, scale) = (sequence, sequence.canvas, sequence.scale)
    }
    let manifest = FrameManifest(
      size: canvas, scale: scale, fps: fps, frames: range, metadata: metadata, markers: markers,
      shard: shard)

    let output = FrameDirectory(directory)
    let earlier = try output.claim(force: force)
    try output.writeAtomically(
      Array(FrameDirectory.partialManifest(manifest, earlier: earlier).json.utf8),
      to: FrameDirectory.partialManifestName)
    try output.removeManifestAndLeftovers()
    let tracker = ProgressTracker(total: range.count, report: progress)
    let compression = self.compression
    // The drawer numbers frames as the file names do, a shard's from its first: every error
    // below names the frame a user finds on disk.
    let encoded =
      try drawer?.draw(
        making: { (drawer, scene, frame) throws(FrameOutputError) in
          // Encoded straight from the canvas: no straight-alpha image in between.
          let encoded: Result<[UInt8], PNGCodecError>
          do throws(RenderingError) {
            encoded = try drawer.drawCanvas(scene).withPixels { (pixels, stride) in
              Result { () throws(PNGCodecError) in
                try PNGCodec.encode(
                  premultipliedARGB32: pixels, width: canvas.width, height: canvas.height,
                  bytesPerRow: stride, compression: compression)
              }
            }
          } catch {
            throw .rendering(frame: frame, error)
          }
          do throws(PNGCodecError) {
            return try encoded.get()
          } catch {
            throw .encoding(frame: frame, error)
          }
        }
      ) { (frames: Range<Int>, bytes: [UInt8]) throws(FrameOutputError) in
        for frame in frames {
          try output.writeFrame(bytes, to: FrameDirectory.fileName(ofFrame: frame))
          tracker.frameWritten()
        }
      } ?? 0
    try output.removeFrames(listedIn: earlier, keeping: range)
    try output.writeAtomically(Array(manifest.json.utf8), to: FrameDirectory.manifestName)
    try output.removePartialManifest()
    return FrameSequenceSummary(
      frameCount: range.count, encodedFrameCount: encoded, manifest: manifest)
  }
}
