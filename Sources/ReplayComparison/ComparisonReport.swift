import Foundation
import ReplayRaster
import SnapshotRecording

/// The comparison of two PNG files or two frame directories, frame by frame.
public struct ComparisonReport: Sendable {
  /// The threshold and budget the frames were judged by.
  public let options: ComparisonOptions
  /// One entry per frame, sorted by name; a single entry when two files were compared.
  public private(set) var frames: [FrameComparison]

  /// Creates a report from frame comparisons.
  public init(options: ComparisonOptions, frames: [FrameComparison]) {
    self.options = options
    self.frames = frames
  }

  /// Compares two PNG files or two directories of PNG frames.
  ///
  /// - Parameters:
  ///   - reference: The expected file or directory.
  ///   - candidate: The file or directory under test, of the same kind.
  ///   - options: The threshold and budget, applied to each frame.
  /// - Returns: The report; nothing is written yet.
  /// - Throws: `ComparisonError.missingInput` or `.mixedInputs` for unusable paths, and the
  ///   errors of `ImageComparison.compareFiles` and `DirectoryComparison.compare`.
  public static func compare(
    _ reference: URL, _ candidate: URL, options: ComparisonOptions = .init()
  ) throws(ComparisonError) -> ComparisonReport {
    let referenceIsDirectory = try isDirectory(reference)
    let candidateIsDirectory = try isDirectory(candidate)
    switch (referenceIsDirectory, candidateIsDirectory) {
    case (true, true):
      let frames = try DirectoryComparison.compare(reference, candidate, options: options)
      return ComparisonReport(options: options, frames: frames)
    case (false, false):
      let result = try ImageComparison.compareFiles(reference, candidate, options: options)
      let frame = FrameComparison(name: candidate.lastPathComponent, outcome: .compared(result))
      return ComparisonReport(options: options, frames: [frame])
    case (true, false):
      throw .mixedInputs(file: candidate.path, directory: reference.path)
    case (false, true):
      throw .mixedInputs(file: reference.path, directory: candidate.path)
    }
  }

  /// Whether every frame passes.
  public var passed: Bool { frames.allSatisfy(\.passed) }

  /// The frames that do not pass.
  public var failingFrames: [FrameComparison] { frames.filter { !$0.passed } }

  /// Differing pixels over all compared frames.
  public var differingPixels: Int { frames.reduce(0) { $0 + ($1.result?.differingPixels ?? 0) } }

  /// Anti-aliased pixels ignored over all compared frames.
  public var antialiasedPixels: Int {
    frames.reduce(0) { $0 + ($1.result?.antialiasedPixels ?? 0) }
  }

  /// Writes a difference image for each failing frame that has one, as `NAME.diff.png`.
  ///
  /// - Parameter directory: Where to write; created when missing.
  /// - Returns: The report with each written image's absolute URL in `diffImageURL`.
  /// - Throws: `ComparisonError.directoryFailure` or `.unwritablePNG`.
  public func writingDiffImages(to directory: URL) throws(ComparisonError) -> ComparisonReport {
    let directory = directory.standardizedFileURL
    var report = self
    for index in report.frames.indices {
      let frame = report.frames[index]
      guard !frame.passed, let image = frame.result?.diffImage else { continue }
      try Self.createDirectory(directory)
      let stem = (frame.name as NSString).deletingPathExtension
      let url = directory.appendingPathComponent("\(stem).diff.png")
      do {
        try PNGCodec.write(image, to: url)
      } catch {
        throw .unwritablePNG(path: url.path, reason: error.reason)
      }
      report.frames[index].diffImageURL = url
    }
    return report
  }

  private static func isDirectory(_ url: URL) throws(ComparisonError) -> Bool {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
      throw .missingInput(path: url.path)
    }
    return isDirectory.boolValue
  }

  private static func createDirectory(_ url: URL) throws(ComparisonError) {
    do {
      try OutputPath.createDirectory(url)
    } catch {
      throw .directoryFailure(
        path: error.path, reason: "cannot create the directory: \(error.reason)")
    }
  }
}
