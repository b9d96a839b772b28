import Foundation
import ReplayRaster

/// One ffmpeg run that reads its standard input from a file handle: started, fed by the
/// caller, then waited for. Its error output is read on another thread while it runs (a full
/// pipe would otherwise stall it). The child and the file it writes are tracked by
/// `InterruptCleanup`, so SIGINT or SIGTERM stops the child and removes the file.
final class FFmpegSession: @unchecked Sendable {
  private let process = Process()
  private let errors = Pipe()
  // Set by the reading thread before `drained` is signalled; read after waiting on it.
  private var errorOutput = Data()
  private let drained = DispatchSemaphore(value: 0)
  private var child: Int32?
  /// Why the process could not start, after `start` returned `false`.
  private(set) var startFailure = "cannot start"

  init(executable: URL, arguments: [String], input: FileHandle) {
    process.executableURL = executable
    process.arguments = arguments
    process.standardInput = input
    process.standardOutput = FileHandle.nullDevice
    process.standardError = errors
  }

  /// Starts ffmpeg, which writes `output`.
  ///
  /// - Returns: `false` when it cannot start; ``startFailure`` says why.
  func start(writing output: String) -> Bool {
    // The file first: an interruption between the two steps removes a file not yet made.
    InterruptCleanup.tracking(temporaryFile: output) {}
    var failure: (any Error)?
    child = InterruptCleanup.startingChild {
      do {
        try process.run()
        return process.processIdentifier
      } catch {
        failure = error
        return nil
      }
    }
    guard child != nil else {
      startFailure = failure.map { "\($0)" } ?? "cannot start"
      return false
    }
    let errors = self.errors
    DispatchQueue.global().async {
      self.errorOutput = errors.fileHandleForReading.readDataToEndOfFile()
      self.drained.signal()
    }
    return true
  }

  /// Waits for ffmpeg to exit (close its input first).
  ///
  /// - Returns: Its exit status and error output.
  func finish() -> (Int32, String) {
    drained.wait()
    process.waitUntilExit()
    if let child { InterruptCleanup.childExited(child) }
    return (process.terminationStatus, String(decoding: errorOutput, as: UTF8.self))
  }
}
