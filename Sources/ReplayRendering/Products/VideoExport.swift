public import Foundation
public import ReplayRaster

/// Assembles a rendered frame directory into an animated GIF, an MP4 video or an animated WebP
/// with ffmpeg (Debian's `ffmpeg` package): no encoder of our own.
///
/// ```swift
/// try VideoExport(format: .gif).assemble(
///   framesIn: URL(fileURLWithPath: "Output/insertion-sort"), fps: 30,
///   to: URL(fileURLWithPath: "docs/insertion-sort.gif"))
/// ```
public struct VideoExport: Sendable {
  /// The container and codec.
  public enum Format: String, CaseIterable, Sendable {
    /// Animated GIF through ffmpeg's palettegen/paletteuse, looping.
    case gif
    /// H.264 in MP4, yuv420p (dimensions padded to even numbers, as H.264 needs).
    case mp4
    /// Animated WebP, looping.
    case webp

    /// The file this format writes, recognised by its first bytes: an existing file of this
    /// kind may be replaced without `--force` (see `OutputPath.prepareFile`).
    ///
    /// ```swift
    /// print(VideoExport.Format.gif.fileKind.matches(Array("GIF89a".utf8)))  // true
    /// ```
    public var fileKind: FileKind {
      switch self {
      case .gif:
        FileKind(name: "GIF") { $0.starts(with: Array("GIF8".utf8)) }
      case .mp4:
        FileKind(name: "MP4") { Array($0.dropFirst(4).prefix(4)) == Array("ftyp".utf8) }
      case .webp:
        FileKind(name: "WebP") {
          $0.starts(with: Array("RIFF".utf8))
            && Array($0.dropFirst(8).prefix(4)) == Array("WEBP".utf8)
        }
      }
    }
  }

  /// The output format.
  public var format: Format
  /// The highest frame rate written to a GIF: browsers clamp shorter frame delays, so a faster
  /// GIF plays slower than intended. Other formats keep the render's rate.
  public var gifFrameRateCap: Double

  /// Creates an export.
  public init(format: Format, gifFrameRateCap: Double = 30) {
    self.format = format
    self.gifFrameRateCap = gifFrameRateCap
  }

  /// Runs ffmpeg over `frame-000000.png`, … in `directory` and writes `output` atomically (a
  /// temporary name next to it, then a rename; see `AtomicFile`). Check `output` with
  /// `OutputPath.prepareFile(_:kind:force:)` and ``Format/fileKind`` before rendering, so that a
  /// missing or unwritable directory is found before the frames are drawn.
  ///
  /// - Parameters:
  ///   - directory: The rendered frames.
  ///   - fps: The frames' rate.
  ///   - output: The file to write.
  ///   - searchPath: Where to look for `ffmpeg`; the process's `PATH` by default.
  /// - Throws: ``VideoExportError``: ffmpeg missing (naming the package), failing (with its
  ///   message), or the output not writable.
  public func assemble(
    framesIn directory: URL, fps: Double, to output: URL,
    searchPath: String? = ProcessInfo.processInfo.environment["PATH"]
  ) throws(VideoExportError) {
    guard let ffmpeg = Self.locate("ffmpeg", in: searchPath) else {
      throw .ffmpegNotInstalled(format: format.rawValue)
    }
    let temporary = AtomicFile.temporaryURL(for: output)
    defer { AtomicFile.discard(temporary.relativePath) }
    // ffmpeg reads the input as a printf pattern: a `%` in the directory's path must be `%%`.
    let input =
      directory.path.replacingOccurrences(of: "%", with: "%%") + "/"
      + FrameDirectory.framePattern
    let arguments =
      ["-hide_banner", "-loglevel", "error", "-y", "-framerate", Self.number(fps), "-i", input]
      + encoding(fps: fps) + [temporary.path]
    let (status, message) = Self.run(ffmpeg, arguments, writing: temporary.relativePath)
    guard status == 0 else { throw .ffmpegFailed(status: status, message: message) }
    do {
      try AtomicFile.moveIntoPlace(temporary, to: output)
    } catch {
      throw .cannotWrite(path: output.path, reason: error.reason)
    }
  }

  /// ffmpeg's options for the format, the output's muxer named explicitly because the
  /// temporary file name has no telling extension.
  func encoding(fps: Double) -> [String] {
    switch format {
    case .gif:
      let rate = min(fps, gifFrameRateCap)
      let resample = rate < fps ? "fps=\(Self.number(rate))," : ""
      return [
        "-vf",
        resample + "split[frames][copy];[copy]palettegen[palette];[frames][palette]paletteuse",
        "-loop", "0", "-f", "gif",
      ]
    case .mp4:
      return [
        "-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2", "-c:v", "libx264", "-pix_fmt", "yuv420p",
        "-movflags", "+faststart", "-f", "mp4",
      ]
    case .webp:
      return ["-c:v", "libwebp", "-quality", "80", "-loop", "0", "-f", "webp"]
    }
  }

  /// The first executable named `name` in the colon-separated `searchPath`.
  static func locate(_ name: String, in searchPath: String?) -> URL? {
    for directory in (searchPath ?? "").split(separator: ":") where !directory.isEmpty {
      let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }

  /// Runs a program to its end, reading its error output while it runs (a full pipe would
  /// otherwise stall it). The child and the file it writes are tracked by `InterruptCleanup`,
  /// so SIGINT or SIGTERM stops the child and removes the file.
  ///
  /// - Parameters:
  ///   - executable: The program.
  ///   - arguments: Its arguments.
  ///   - output: The file it writes, removed if the run is interrupted.
  /// - Returns: Its exit status and error output; -1 and the reason when it cannot start.
  static func run(
    _ executable: URL, _ arguments: [String], writing output: String
  ) -> (Int32, String) {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    let errors = Pipe()
    process.standardError = errors
    var startError: (any Error)?
    // The file first: an interruption between the two steps removes a file not yet made.
    InterruptCleanup.tracking(temporaryFile: output) {}
    let child = InterruptCleanup.startingChild {
      do {
        try process.run()
        return process.processIdentifier
      } catch {
        startError = error
        return nil
      }
    }
    guard let child else { return (-1, startError.map { "\($0)" } ?? "cannot start") }
    let data = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    InterruptCleanup.childExited(child)
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  static func number(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }
}

/// Why frames could not be assembled into a video.
public enum VideoExportError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No `ffmpeg` on the search path.
  case ffmpegNotInstalled(format: String)
  /// ffmpeg ran and failed.
  case ffmpegFailed(status: Int32, message: String)
  /// The finished file could not be moved into place.
  case cannotWrite(path: String, reason: String)
  /// A frame streamed to ffmpeg could not be drawn or handed over.
  case frames(FrameOutputError)

  /// One sentence saying what went wrong and what to do.
  public var description: String {
    switch self {
    case .ffmpegNotInstalled(let format):
      "ffmpeg is not installed: writing \(format) needs it; install the Debian package with "
        + "`apt-get install ffmpeg`"
    case .ffmpegFailed(let status, let message):
      "ffmpeg failed with status \(status): "
        + message.split(separator: "\n").joined(separator: "; ")
    case .cannotWrite(let path, let reason):
      "cannot write \(path): \(reason)"
    case .frames(let error):
      "\(error)"
    }
  }
}
