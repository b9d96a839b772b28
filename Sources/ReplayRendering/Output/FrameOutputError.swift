public import ReplayRaster

/// Why a frame sequence could not be written.
public enum FrameOutputError: Error, Hashable, Sendable, CustomStringConvertible {
  /// There was nothing to render.
  case noFrames
  /// The frame rate is not a positive finite number.
  case invalidFPS(Double)
  /// The output directory could not be created or is not a directory.
  case cannotCreateDirectory(path: String, reason: String)
  /// A file could not be written, renamed or removed.
  case writeFailed(path: String, reason: String)
  /// Frame `frame`'s scene has another pixel size or scale than frame 0's.
  case canvasChanged(frame: Int, expected: PixelSize, actual: PixelSize)
  /// Frame `frame` could not be drawn.
  case rendering(frame: Int, RenderingError)
  /// Frame `frame` could not be encoded as PNG.
  case encoding(frame: Int, PNGCodecError)

  /// One readable sentence, without a severity: the printer adds `error:` once.
  public var description: String {
    switch self {
    case .noFrames:
      "there are no frames to render"
    case .invalidFPS(let fps):
      "the frame rate must be a positive number, not \(fps)"
    case .cannotCreateDirectory(let path, let reason):
      "\(path): cannot create the output directory: \(reason)"
    case .writeFailed(let path, let reason):
      "\(path): cannot write: \(reason)"
    case .canvasChanged(let frame, let expected, let actual):
      "frame \(frame) is \(actual.width)×\(actual.height) px, but frame 0 is "
        + "\(expected.width)×\(expected.height) px; every frame must have the same size"
    case .rendering(let frame, let error):
      "frame \(frame): \(error)"
    case .encoding(let frame, let error):
      "frame \(frame): \(error)"
    }
  }
}
