public import ReplayRaster

/// Why an image or a frame directory could not be compared.
///
/// Each case prints as one readable sentence that names the file involved, without a severity:
/// the printer that shows it adds `error:` once.
public enum ComparisonError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The file's bytes are not a PNG libpng can decode; `reason` is libpng's message.
  case unreadablePNG(path: String, reason: String)
  /// The file could not be read at all (it vanished, is a directory, or cannot be opened).
  case unreadableFile(path: String, reason: String)
  /// The PNG's header declares more pixels than `ComparisonOptions.maximumPixels`; nothing was
  /// decoded.
  case imageTooLarge(path: String, size: PixelSize, limit: Int)
  /// The PNG could not be encoded or written.
  case unwritablePNG(path: String, reason: String)
  /// A path to compare does not exist.
  case missingInput(path: String)
  /// One input is a file and the other a directory.
  case mixedInputs(file: String, directory: String)
  /// A directory could not be listed or created.
  case directoryFailure(path: String, reason: String)
  /// Where a difference image goes cannot be written, found before anything is compared: a
  /// file where the directory goes, a directory where the image goes, or a file of another
  /// kind that only `--force` may replace.
  case outputPath(OutputPathError)

  /// The error as one sentence.
  public var description: String {
    switch self {
    case .unreadablePNG(let path, let reason):
      "\(path): cannot read PNG: \(reason)"
    case .unreadableFile(let path, let reason):
      "\(path): cannot read the file: \(reason)"
    case .imageTooLarge(let path, let size, let limit):
      "\(path): the image is \(size) px, \(NumberText.grouped(size.pixelCount)) pixels, "
        + "more than the limit of \(NumberText.grouped(limit)) for a comparison; it was not "
        + "decoded (raise the limit with --max-pixels)"
    case .unwritablePNG(let path, let reason):
      "\(path): cannot write PNG: \(reason)"
    case .missingInput(let path):
      "\(path): no such file or directory"
    case .mixedInputs(let file, let directory):
      "cannot compare the file \(file) with the directory \(directory); "
        + "give two PNG files or two frame directories"
    case .directoryFailure(let path, let reason):
      "\(path): \(reason)"
    case .outputPath(let error):
      "\(error)"
    }
  }
}
