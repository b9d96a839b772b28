public import Foundation
import ReplayRaster

extension VideoExport {
  /// Draws frames `0..<frameCount` and streams them as raw RGBA to ffmpeg through a pipe,
  /// which writes `output` atomically (a temporary name next to it, then a rename): no PNG is
  /// encoded or decoded on the way.
  ///
  /// A GIF takes two passes, each with bounded memory. The first draws every distinct frame
  /// once, in any order, and counts its colours, a hold's frame once per frame shown
  /// (``ColourHistogram``); a median cut over those counts chooses 256 colours (``Palette``),
  /// written raw to a temporary file. The second streams every frame through ffmpeg's
  /// `paletteuse`, each pixel mapped to its nearest palette colour (no dithering: interface
  /// frames are flat colours, where dithering adds noise, error and bytes) within the rectangle
  /// that changed since the previous frame. The frames reach ffmpeg in order whatever the worker
  /// count, and the palette does not depend on the order frames were counted in, so the same
  /// scenes give byte-identical files. Check `output` with
  /// `OutputPath.prepareFile(_:kind:force:)` and ``Format/fileKind`` first.
  ///
  /// ```swift
  /// let summary = try VideoExport(format: .gif).export(
  ///   frameCount: timeline.frameCount, scene: { timeline.frame(at: $0).scene },
  ///   metadata: { timeline.metadata(at: $0) }, fps: 30,
  ///   to: URL(fileURLWithPath: "docs/insertion-sort.gif"))
  /// print(summary.frameCount)  // 436
  /// ```
  ///
  /// - Parameters:
  ///   - frameCount: How many frames; at least 1.
  ///   - scene: The scene of a frame, as for ``FrameSequenceDrawer``: what it throws stops the
  ///     export, and `output` is left as it was.
  ///   - metadata: A frame's time, seq and progress, for the returned summary.
  ///   - fps: The frames' rate.
  ///   - output: The file to write.
  ///   - workerCount: Threads drawing frames.
  ///   - memoryBudget: What the workers' canvases may take together.
  ///   - searchPath: Where to look for `ffmpeg`; the process's `PATH` by default.
  ///   - progress: Called after every frame counted or handed to ffmpeg, over both passes of a
  ///     GIF.
  /// - Returns: What was drawn; its manifest describes the frames (no file holds it).
  /// - Throws: ``VideoExportError``: ffmpeg missing, failing (with its message), a frame that
  ///   cannot be drawn, or the output not writable.
  @discardableResult
  public func export(
    frameCount: Int, scene: @escaping @Sendable (Int) throws(FrameOutputError) -> FrameScene,
    metadata: (Int) -> FrameMetadata, fps: Double, to output: URL,
    workerCount: Int = ProcessInfo.processInfo.activeProcessorCount,
    memoryBudget: CanvasMemoryBudget = .default,
    searchPath: String? = ProcessInfo.processInfo.environment["PATH"],
    progress: (@Sendable (FrameProgress) -> Void)? = nil
  ) throws(VideoExportError) -> FrameSequenceSummary {
    guard let ffmpeg = Self.locate("ffmpeg", in: searchPath) else {
      throw .ffmpegNotInstalled(format: format.rawValue)
    }
    guard fps.isFinite, fps > 0 else { throw .frames(.invalidFPS(fps)) }
    let drawer: FrameSequenceDrawer
    do {
      drawer = try FrameSequenceDrawer(
        frameCount: frameCount, workerCount: workerCount, memoryBudget: memoryBudget,
        scene: scene)
    } catch {
      throw .frames(error)
    }
    let input = Self.rawInput(size: drawer.canvas, fps: fps)
    let temporary = AtomicFile.temporaryURL(for: output)
    defer { AtomicFile.discard(temporary.relativePath) }
    let runs: Int
    if format == .gif {
      let tracker = ProgressTracker(total: 2 * frameCount, report: progress)
      let palette = AtomicFile.temporaryURL(for: output.appendingPathExtension("palette"))
      defer { AtomicFile.discard(palette.relativePath) }
      let histogram = ColourHistogram()
      do {
        try drawer.draw { (frames, image) throws(FrameOutputError) in
          histogram.add(rgba: image.rgba, times: frames.count)
          for _ in frames { tracker.frameWritten() }
        }
      } catch {
        throw .frames(error)
      }
      try Self.writePalette(Palette(colours: histogram.colours()), to: palette)
      let rate = min(fps, gifFrameRateCap)
      let resample = rate < fps ? "fps=\(Self.number(rate))," : ""
      runs = try Self.stream(
        drawer, to: ffmpeg,
        input + [
          "-f", "rawvideo", "-pix_fmt", "rgba", "-s", "16x16", "-i", palette.path, "-lavfi",
          "[0:v]\(resample)null[frames];[frames][1:v]paletteuse=dither=none:diff_mode=rectangle",
          "-loop", "0", "-f", "gif", temporary.path,
        ], writing: temporary.relativePath, tracker: tracker)
    } else {
      let tracker = ProgressTracker(total: frameCount, report: progress)
      runs = try Self.stream(
        drawer, to: ffmpeg, input + encoding(fps: fps) + [temporary.path],
        writing: temporary.relativePath, tracker: tracker)
    }
    do {
      try AtomicFile.moveIntoPlace(temporary, to: output)
    } catch {
      throw .cannotWrite(path: output.path, reason: error.reason)
    }
    let manifest = FrameManifest(
      size: drawer.canvas, scale: drawer.scale, fps: fps, frames: 0..<frameCount,
      metadata: metadata)
    return FrameSequenceSummary(
      frameCount: frameCount, encodedFrameCount: runs, manifest: manifest)
  }

  /// Writes the palette as raw RGBA to `url`, a temporary file an interruption removes.
  static func writePalette(_ palette: Palette, to url: URL) throws(VideoExportError) {
    let bytes = Data(palette.rgbaImage)
    let written = InterruptCleanup.tracking(temporaryFile: url.relativePath) {
      FileManager.default.createFile(atPath: url.relativePath, contents: bytes)
    }
    guard written else {
      throw .cannotWrite(path: url.path, reason: String(cString: strerror(errno)))
    }
  }

  /// ffmpeg's options for reading raw frames from its standard input: straight-alpha RGBA, as
  /// ``RasterImage`` holds them.
  static func rawInput(size: PixelSize, fps: Double) -> [String] {
    [
      "-hide_banner", "-loglevel", "error", "-y", "-f", "rawvideo", "-pix_fmt", "rgba", "-s",
      "\(size.width)x\(size.height)", "-framerate", number(fps), "-i", "-",
    ]
  }

  /// Runs ffmpeg with `arguments` and hands it every frame `drawer` draws, in order, through a
  /// socket on its standard input (a socket so that a write to an ffmpeg that has exited fails
  /// with EPIPE instead of raising SIGPIPE).
  ///
  /// - Returns: How many runs of equal frames were drawn.
  /// - Throws: ``VideoExportError/ffmpegFailed(status:message:)`` when ffmpeg fails (its
  ///   message says more than the write that failed), otherwise ``VideoExportError/frames(_:)``.
  @discardableResult
  static func stream(
    _ drawer: FrameSequenceDrawer, to ffmpeg: URL, _ arguments: [String],
    writing output: String, tracker: ProgressTracker
  ) throws(VideoExportError) -> Int {
    guard let sockets = FrameSocket.pair() else {
      throw .ffmpegFailed(
        status: -1, message: "cannot open a pipe: \(String(cString: strerror(errno)))")
    }
    let ours = sockets[0]
    let theirs = FileHandle(fileDescriptor: sockets[1], closeOnDealloc: true)
    var oursOpen = true
    defer { if oursOpen { close(ours) } }
    let session = FFmpegSession(executable: ffmpeg, arguments: arguments, input: theirs)
    guard session.start(writing: output) else {
      throw .ffmpegFailed(status: -1, message: session.startFailure)
    }
    try? theirs.close()
    var drawingFailure: FrameOutputError?
    var runs = 0
    do {
      runs = try drawer.draw(inFrameOrder: true) { (frames, image) throws(FrameOutputError) in
        for _ in frames {
          try FrameSocket.send(image.rgba, to: ours)
          tracker.frameWritten()
        }
      }
    } catch {
      drawingFailure = error
    }
    close(ours)
    oursOpen = false
    let (status, message) = session.finish()
    guard status == 0 else { throw .ffmpegFailed(status: status, message: message) }
    if let drawingFailure { throw .frames(drawingFailure) }
    return runs
  }
}
