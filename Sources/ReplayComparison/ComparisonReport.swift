import Foundation
import ReplayRaster
import SnapshotRecording

/// The comparison of two PNG files or two frame directories, frame by frame.
public struct ComparisonReport: Sendable {
  /// The threshold and budget the frames were judged by.
  public let options: ComparisonOptions
  /// One entry per frame, sorted by name; a single entry when two files were compared.
  public private(set) var frames: [FrameComparison]
  /// How many frames were not looked at because the comparison stopped at the first
  /// difference; 0 when every frame was.
  public let notCompared: Int

  /// Creates a report from frame comparisons.
  ///
  /// - Parameters:
  ///   - options: The threshold and budget the frames were judged by.
  ///   - frames: One entry per frame looked at, sorted by name.
  ///   - notCompared: How many frames were left out by stopping at the first difference.
  public init(options: ComparisonOptions, frames: [FrameComparison], notCompared: Int = 0) {
    self.options = options
    self.frames = frames
    self.notCompared = notCompared
  }

  /// Compares two PNG files or two directories of PNG frames.
  ///
  /// - Parameters:
  ///   - reference: The expected file or directory.
  ///   - candidate: The file or directory under test, of the same kind.
  ///   - options: The threshold and budget, applied to each frame.
  ///   - diffImages: Where each failing frame's difference image is written as soon as it is
  ///     compared (the report then keeps its path, not its pixels); `nil` keeps the images in
  ///     the report and writes nothing.
  ///   - stopAtFirstDifference: For directories, stop after the first frame, in name order,
  ///     that does not pass; ``notCompared`` counts the frames left.
  /// - Returns: The report.
  /// - Throws: `ComparisonError.missingInput` or `.mixedInputs` for unusable paths, the
  ///   errors of `ImageComparison.compareFiles` and `DirectoryComparison.compare`, and what
  ///   `diffImages` throws (checked before anything is compared).
  public static func compare(
    _ reference: URL, _ candidate: URL, options: ComparisonOptions = .init(),
    diffImages: DifferenceImageWriter? = nil, stopAtFirstDifference: Bool = false
  ) throws(ComparisonError) -> ComparisonReport {
    let referenceIsDirectory = try isDirectory(reference)
    let candidateIsDirectory = try isDirectory(candidate)
    switch (referenceIsDirectory, candidateIsDirectory) {
    case (true, true):
      let (frames, notCompared) = try DirectoryComparison.compare(
        reference, candidate, options: options, diffImages: diffImages,
        stopAtFirstDifference: stopAtFirstDifference)
      return ComparisonReport(options: options, frames: frames, notCompared: notCompared)
    case (false, false):
      let name = candidate.lastPathComponent
      try diffImages?.claim(frames: [name])
      let result = try ImageComparison.compareFiles(reference, candidate, options: options)
      let frame =
        try diffImages?.keep(result, ofFrame: name)
        ?? FrameComparison(name: name, outcome: .compared(result))
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

  private static func isDirectory(_ url: URL) throws(ComparisonError) -> Bool {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
      throw .missingInput(path: url.path)
    }
    return isDirectory.boolValue
  }
}
