import ArgumentParser
import Foundation
import ReplayRaster
import ReplayRendering

/// Output paths checked before anything is drawn, with the exit-status policy's answer for each
/// way they fail: 64 when the command line names an impossible or foreign path (a directory
/// where a file goes, a file that is not ours, a directory that holds something else), 2 when
/// the file system refuses (a directory cannot be created).
enum OutputChecks {
  /// Checks the file `path` will be written as `kind` and creates its parent directories.
  ///
  /// - Parameters:
  ///   - path: The output file, as given on the command line.
  ///   - kind: What will be written there.
  ///   - force: Replace an existing file of another kind.
  ///   - subject: The file the command works on, which messages start with.
  /// - Throws: The exit status, after printing why.
  static func prepareFile(
    _ path: String, kind: FileKind, force: Bool, subject: String
  ) throws {
    do throws(OutputPathError) {
      try OutputPath.prepareFile(URL(fileURLWithPath: path), kind: kind, force: force)
    } catch {
      printToStandardError("\(subject): error: \(error)")
      throw ExitCode(status(of: error))
    }
  }

  /// The exit status of an output path that cannot be used.
  static func status(of error: OutputPathError) -> Int32 {
    switch error {
    case .cannotCreateDirectory: 2
    case .notADirectory, .isADirectory, .foreignFile: 64
    }
  }

  /// The exit status of a render that failed; 1 for everything but the output directory.
  static func status(of error: RecordingRenderError) -> Int32 {
    switch error {
    case .output(.notOurDirectory), .output(.notADirectory): 64
    case .output(.cannotCreateDirectory): 2
    default: 1
    }
  }
}
