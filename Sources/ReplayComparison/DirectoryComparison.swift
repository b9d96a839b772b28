public import Foundation
import SnapshotRecording

/// Compares two directories of PNG frames, matched by file name.
public enum DirectoryComparison {
  /// Compares every `.png` frame of `reference` with the frame of the same name in `candidate`.
  ///
  /// A frame only in the reference is `missingFromCandidate`, one only in the candidate
  /// `extraInCandidate`; both count as differences. Other files and subdirectories are ignored.
  ///
  /// With `diffImages`, each failing frame's difference image is written as soon as the frame
  /// is compared and only its path is kept, so memory does not grow with the number of
  /// differing frames; the paths of every image it could write are checked first
  /// (``DifferenceImageWriter/claim(frames:)``). Without it, each result keeps its image.
  ///
  /// - Parameters:
  ///   - reference: The directory of expected frames.
  ///   - candidate: The directory of frames under test.
  ///   - options: The threshold and budget, applied to each frame.
  ///   - diffImages: Where difference images go, if anywhere.
  /// - Returns: One entry per frame name, sorted by name.
  /// - Throws: `ComparisonError.directoryFailure` when a directory cannot be listed,
  ///   `ComparisonError.unreadablePNG` when a frame cannot be decoded, and what `diffImages`
  ///   throws.
  /// - Complexity: O(total pixels) for the frames that are not byte-equal.
  public static func compare(
    _ reference: URL, _ candidate: URL, options: ComparisonOptions = .init(),
    diffImages: DifferenceImageWriter? = nil
  ) throws(ComparisonError) -> [FrameComparison] {
    try compare(
      reference, candidate, options: options, diffImages: diffImages,
      stopAtFirstDifference: false
    ).frames
  }

  /// Compares frames as ``compare(_:_:options:diffImages:)`` does, in name order, stopping
  /// after the first frame that does not pass (a differing, missing or extra one) when
  /// `stopAtFirstDifference` is set.
  ///
  /// - Returns: The frames looked at, sorted by name, and how many names of either directory
  ///   were left unlooked at (0 unless it stopped early).
  static func compare(
    _ reference: URL, _ candidate: URL, options: ComparisonOptions,
    diffImages: DifferenceImageWriter?, stopAtFirstDifference: Bool
  ) throws(ComparisonError) -> (frames: [FrameComparison], notCompared: Int) {
    let referenceFrames = try pngNames(in: reference)
    let candidateFrames = try pngNames(in: candidate)
    let shared = referenceFrames.intersection(candidateFrames).sorted()
    try diffImages?.claim(frames: shared)
    let names = referenceFrames.union(candidateFrames).sorted()
    var frames: [FrameComparison] = []
    for name in names {
      let frame: FrameComparison
      if !candidateFrames.contains(name) {
        frame = FrameComparison(name: name, outcome: .missingFromCandidate)
      } else if !referenceFrames.contains(name) {
        frame = FrameComparison(name: name, outcome: .extraInCandidate)
      } else {
        let result = try ImageComparison.compareFiles(
          reference.appendingPathComponent(name), candidate.appendingPathComponent(name),
          options: options)
        frame =
          try diffImages?.keep(result, ofFrame: name)
          ?? FrameComparison(name: name, outcome: .compared(result))
      }
      frames.append(frame)
      if stopAtFirstDifference && !frame.passed { break }
    }
    return (frames, names.count - frames.count)
  }

  /// Pairs frame names: a name only in the reference is `missingFromCandidate`, one only in the
  /// candidate `extraInCandidate`, one in both takes its entry in `results`.
  ///
  /// ```swift
  /// let frames = DirectoryComparison.matching(
  ///   reference: ["a.png", "b.png"], candidate: ["a.png", "c.png"], results: ["a.png": result])
  /// print(frames.map(\.summary))
  /// // ["a.png: identical", "b.png: missing from the candidate",
  /// //  "c.png: extra in the candidate (not in the reference)"]
  /// ```
  ///
  /// - Parameters:
  ///   - reference: The reference's frame names.
  ///   - candidate: The candidate's frame names.
  ///   - results: The comparison of each name both sides have.
  ///   - diffImages: Where the difference images already written are, by name.
  /// - Returns: One entry per name, sorted by name.
  /// - Precondition: `results` has an entry for every name in both sets.
  public static func matching(
    reference: Set<String>, candidate: Set<String>, results: [String: ComparisonResult],
    diffImages: [String: URL] = [:]
  ) -> [FrameComparison] {
    reference.union(candidate).sorted().map { name in
      let outcome: FrameComparison.Outcome
      if !candidate.contains(name) {
        outcome = .missingFromCandidate
      } else if !reference.contains(name) {
        outcome = .extraInCandidate
      } else if let result = results[name] {
        outcome = .compared(result)
      } else {
        preconditionFailure("DirectoryComparison.matching: no result for \(name)")
      }
      return FrameComparison(name: name, outcome: outcome, diffImageURL: diffImages[name])
    }
  }

  /// The names of the regular `.png` files directly inside `directory`: the frames a
  /// directory comparison looks at.
  ///
  /// ```swift
  /// print(try DirectoryComparison.pngNames(in: URL(fileURLWithPath: "Output/demo")).count)  // 436
  /// ```
  ///
  /// - Parameter directory: The directory.
  /// - Returns: The file names, without the directory.
  /// - Throws: `ComparisonError.directoryFailure` when the directory cannot be listed.
  public static func pngNames(in directory: URL) throws(ComparisonError) -> Set<String> {
    let contents: [URL]
    do {
      contents = try FileManager.default.contentsOfDirectory(
        at: directory, includingPropertiesForKeys: [.isRegularFileKey])
    } catch {
      throw .directoryFailure(
        path: directory.path,
        reason: "cannot list the directory: \(FileSystemReason.text(of: error))")
    }
    var names: Set<String> = []
    for url in contents where url.pathExtension.lowercased() == "png" {
      let isFile = (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile
      if isFile == true { names.insert(url.lastPathComponent) }
    }
    return names
  }
}
