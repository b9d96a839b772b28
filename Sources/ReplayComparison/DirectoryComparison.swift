import Foundation

/// Compares two directories of PNG frames, matched by file name.
public enum DirectoryComparison {
  /// Compares every `.png` frame of `reference` with the frame of the same name in `candidate`.
  ///
  /// A frame only in the reference is `missingFromCandidate`, one only in the candidate
  /// `extraInCandidate`; both count as differences. Other files and subdirectories are ignored.
  ///
  /// - Parameters:
  ///   - reference: The directory of expected frames.
  ///   - candidate: The directory of frames under test.
  ///   - options: The threshold and budget, applied to each frame.
  /// - Returns: One entry per frame name, sorted by name.
  /// - Throws: `ComparisonError.directoryFailure` when a directory cannot be listed,
  ///   `ComparisonError.unreadablePNG` when a frame cannot be decoded.
  /// - Complexity: O(total pixels) for the frames that are not byte-equal.
  public static func compare(
    _ reference: URL, _ candidate: URL, options: ComparisonOptions = .init()
  ) throws(ComparisonError) -> [FrameComparison] {
    let referenceFrames = try frameNames(in: reference)
    let candidateFrames = try frameNames(in: candidate)
    var frames: [FrameComparison] = []
    for name in referenceFrames.union(candidateFrames).sorted() {
      let outcome: FrameComparison.Outcome
      if !candidateFrames.contains(name) {
        outcome = .missingFromCandidate
      } else if !referenceFrames.contains(name) {
        outcome = .extraInCandidate
      } else {
        outcome = .compared(
          try ImageComparison.compareFiles(
            reference.appendingPathComponent(name), candidate.appendingPathComponent(name),
            options: options))
      }
      frames.append(FrameComparison(name: name, outcome: outcome))
    }
    return frames
  }

  /// The names of the regular `.png` files directly inside `directory`.
  static func frameNames(in directory: URL) throws(ComparisonError) -> Set<String> {
    let contents: [URL]
    do {
      contents = try FileManager.default.contentsOfDirectory(
        at: directory, includingPropertiesForKeys: [.isRegularFileKey])
    } catch {
      throw .directoryFailure(path: directory.path, reason: "cannot list the directory")
    }
    var names: Set<String> = []
    for url in contents where url.pathExtension.lowercased() == "png" {
      let isFile = (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile
      if isFile == true { names.insert(url.lastPathComponent) }
    }
    return names
  }
}
