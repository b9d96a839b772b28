public import RecordingFormat
public import ReplayRaster

/// Why a frame sequence could not be written.
public enum FrameOutputError: Error, Hashable, Sendable, CustomStringConvertible {
  /// There was nothing to render.
  case noFrames
  /// The frame rate is not a positive finite number.
  case invalidFPS(Double)
  /// The output directory could not be created or is not a directory.
  case cannotCreateDirectory(path: String, reason: String)
  /// A file is where the output directory, or one of its parents, should be.
  case notADirectory(path: String)
  /// The output directory holds files that are not an earlier render's (no manifest this tool
  /// wrote, or a foreign `manifest.json`); nothing was written. `--force` writes there anyway.
  case notOurDirectory(path: String, reason: String)
  /// A file could not be written, renamed or removed.
  case writeFailed(path: String, reason: String)
  /// Frame `frame`'s scene has another pixel size or scale than frame 0's.
  case canvasChanged(frame: Int, expected: PixelSize, actual: PixelSize)
  /// One worker's canvas alone takes more memory than the budget allows; nothing was drawn.
  case canvasOverMemoryBudget(canvas: PixelSize, bytesPerWorker: Int, budget: CanvasMemoryBudget)
  /// Frame `frame` could not be drawn.
  case rendering(frame: Int, RenderingError)
  /// Frame `frame` could not be encoded as PNG.
  case encoding(frame: Int, PNGCodecError)
  /// The recording the frames are drawn from, read again as they are drawn (a renderer drawing
  /// while reading), no longer reads as it did when its frames were counted: it changed, went
  /// away or has a malformed line. The frames drawn are not the recording's, so no manifest or
  /// video was written.
  case recording(RecordingError)

  /// One readable sentence, without a severity: the printer adds `error:` once.
  public var description: String {
    switch self {
    case .noFrames:
      "there are no frames to render"
    case .invalidFPS(let fps):
      "the frame rate must be a positive number, not \(fps)"
    case .cannotCreateDirectory(let path, let reason):
      "\(path): cannot create the output directory: \(reason)"
    case .notADirectory(let path):
      "\(path): cannot create the output directory: a file with that name exists"
    case .notOurDirectory(let path, let reason):
      "\(path): refusing to render into a directory that \(reason); use --force to "
        + "write there anyway, or another directory (-o)"
    case .writeFailed(let path, let reason):
      "\(path): cannot write: \(reason)"
    case .canvasChanged(let frame, let expected, let actual):
      "frame \(frame) is \(actual.width)×\(actual.height) px, but frame 0 is "
        + "\(expected.width)×\(expected.height) px; every frame must have the same size"
    case .canvasOverMemoryBudget(let canvas, let bytesPerWorker, let budget):
      "the canvas is \(canvas.width)×\(canvas.height) px; drawing it takes "
        + "\(NumberText.bytes(bytesPerWorker)), more than the canvas memory budget of \(budget): "
        + "use a smaller scale or cell size, or raise the budget with --max-canvas-memory"
    case .rendering(let frame, let error):
      "frame \(frame): \(error)"
    case .recording(let error):
      "\(error)"
    case .encoding(let frame, let error):
      "frame \(frame): \(error)"
    }
  }
}
