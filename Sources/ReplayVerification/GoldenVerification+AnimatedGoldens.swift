import Foundation
import ReplayComparison
import ReplayRaster
import ReplayRendering
import SnapshotRecording

extension GoldenVerification {
  /// The format this run keeps the goldens in: ``goldenFormat`` when given, else the golden
  /// directory's own, else a PNG per frame.
  var keptFormat: GoldenFormat {
    goldenFormat ?? AnimatedGoldens(goldens).storedFormat ?? .png
  }

  /// Where the frames of animated goldens are unpacked for comparing, beside the actual
  /// frames and difference images: `<artifacts>/<goldens name>/golden/<goldens name>`, so that
  /// a run on it names its artifacts as a run on the goldens does, and the report finds them
  /// (``VerificationResult/goldenFrameURL(_:)``).
  var stage: URL {
    let name = goldens.lastPathComponent
    return artifacts.appendingPathComponent(name).appendingPathComponent(Self.stageFolder)
      .appendingPathComponent(name)
  }

  /// The folder beside `actual` and `diff` that holds unpacked golden frames.
  static let stageFolder = "golden"

  /// Verifies goldens kept as one animated PNG, or switches between the two formats: the
  /// animation is unpacked into ``stage``, the stage verified as a golden directory of a PNG
  /// per frame, and what that run recorded packed back into the golden directory in the
  /// format kept. A passing run removes the stage.
  ///
  /// - Returns: The stage's result, naming the golden directory.
  /// - Throws: ``VerificationError/invalidGoldenRecipe(path:reason:)`` when `--golden-format`
  ///   asks for another format than the goldens' and the run does not rewrite every golden;
  ///   what ``run()`` throws.
  func runStaged() throws(VerificationError) -> VerificationResult {
    let stored = AnimatedGoldens(goldens).storedFormat
    let kept = keptFormat
    if let stored, stored != kept, record != .all {
      throw .invalidGoldenRecipe(
        path: goldens.appendingPathComponent(GoldenRecipe.fileName).path,
        reason:
          "the goldens are kept as \(stored), not \(kept); verify them with --golden-format "
          + "\(stored), or switch them with --golden-format \(kept) --record all")
    }
    let stage = self.stage
    try Self.clear(stage)
    do {
      try OutputPath.createDirectory(stage)
    } catch {
      throw .fileSystem(path: error.path, reason: error.description)
    }
    switch stored {
    case .apng?:
      try AnimatedGoldens(goldens).extract(into: stage)
    case .png?:
      let names = (try? FileManager.default.contentsOfDirectory(atPath: goldens.path)) ?? []
      for name in names.sorted()
      where FrameDirectory.frameIndex(of: name) != nil || name == FrameDirectory.manifestName
        || name == GoldenRecipe.fileName
      {
        try AnimatedGoldens.copy(name, from: goldens, to: stage)
      }
    case nil:
      // No goldens yet; golden.json alone (an earlier run's) says how they were made.
      try AnimatedGoldens.copy(GoldenRecipe.fileName, from: goldens, to: stage)
    }
    var staged = self
    staged.goldens = stage
    staged.goldenFormat = kept
    staged.isStaged = true
    var result = try staged.run()
    result.goldens = goldens
    if !result.recorded.isEmpty || !result.removed.isEmpty {
      switch kept {
      case .apng:
        try AnimatedGoldens(goldens).store(from: stage)
      case .png:
        // Switched back: a PNG per frame, and no animation.
        let names = (try? FileManager.default.contentsOfDirectory(atPath: stage.path)) ?? []
        for name in names.sorted() {
          try AnimatedGoldens.copy(name, from: stage, to: goldens)
        }
        let animation = AnimatedGoldens(goldens).fileURL.path
        guard unlink(animation) == 0 || errno == ENOENT else {
          throw .fileSystem(
            path: animation, reason: "cannot remove: \(FileSystemReason.text(errno: errno))")
        }
      }
    }
    if result.passed {
      try? Self.clear(stage)
      ArtifactDirectory.removeIfEmpty(stage.deletingLastPathComponent())
      ArtifactDirectory.removeIfEmpty(stage.deletingLastPathComponent().deletingLastPathComponent())
    }
    return result
  }

  /// Removes what an earlier run unpacked into `stage`: frame PNGs, the manifest and
  /// `golden.json` (only those), then the directory when it is empty.
  private static func clear(_ stage: URL) throws(VerificationError) {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: stage.path)) ?? []
    for name in names
    where FrameDirectory.frameIndex(of: name) != nil || name == FrameDirectory.manifestName
      || name == GoldenRecipe.fileName
    {
      let path = stage.appendingPathComponent(name).path
      guard unlink(path) == 0 || errno == ENOENT else {
        throw .fileSystem(
          path: path, reason: "cannot remove: \(FileSystemReason.text(errno: errno))")
      }
    }
    ArtifactDirectory.removeIfEmpty(stage)
  }
}
