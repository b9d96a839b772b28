public import Foundation
import ReplayRaster
import SnapshotModel

/// Writes each failing frame's difference image the moment it is computed, so that a long
/// failing comparison keeps only small per-frame results in memory — counts, sizes and the
/// image's path — and never a frame's worth of pixels per differing frame.
///
/// Images are named `NAME.diff.png` after their frame and written through `AtomicFile` (a
/// temporary file, then a rename). ``claim(frames:)`` checks every name a comparison could write
/// before anything is compared: a directory in the way, or a file that is not a PNG where an
/// image goes (unless `force`), stops the run before any work is done. It is safe to call
/// ``keep(_:ofFrame:)`` from several threads at once.
///
/// ```swift
/// let writer = DifferenceImageWriter(directory: URL(fileURLWithPath: "artifacts/diff"))
/// try writer.claim(frames: ["frame-000001.png"])
/// let frame = try writer.keep(
///   ImageComparison.compare(golden, drawn), ofFrame: "frame-000001.png")
/// print(frame.diffImageURL?.lastPathComponent ?? "passed")  // frame-000001.diff.png
/// print(frame.result?.diffImage == nil)  // true: the pixels are on disk, not in memory
/// ```
public final class DifferenceImageWriter: Sendable {
  /// Where the difference images go.
  public let directory: URL
  /// Whether a file of another kind where an image goes may be replaced.
  public let force: Bool
  private let prepareDirectory: @Sendable () throws(ComparisonError) -> Void
  /// Whether `prepare` ran and the directory exists; its lock makes the first caller do it.
  private let prepared = LockedValue(false)

  /// Creates a writer; nothing is touched until ``claim(frames:)`` or the first image.
  ///
  /// - Parameters:
  ///   - directory: Where the images go; created, with its parents, when needed.
  ///   - force: Replace a file of another kind where an image goes; without it that is an
  ///     error, so nothing the tool did not write is lost.
  ///   - prepare: Runs once, before the directory is created: what the per-user default place
  ///     checks (`ArtifactDirectory.prepareDefaultRoot(_:)`).
  public init(
    directory: URL, force: Bool = false,
    prepare: @escaping @Sendable () throws(ComparisonError) -> Void = {}
  ) {
    self.directory = directory.standardizedFileURL
    self.force = force
    self.prepareDirectory = prepare
  }

  /// The file frame `name`'s difference image goes to: `NAME.diff.png` with the frame's
  /// extension dropped.
  ///
  /// ```swift
  /// print(writer.url(ofFrame: "frame-000003.png").lastPathComponent)  // frame-000003.diff.png
  /// ```
  ///
  /// - Parameter name: The frame's file name.
  /// - Returns: The image's absolute URL inside ``directory``.
  public func url(ofFrame name: String) -> URL {
    directory.appendingPathComponent(imageName(ofFrame: name))
  }

  /// `NAME.diff.png`, the image's name inside ``directory``.
  private func imageName(ofFrame name: String) -> String {
    "\((name as NSString).deletingPathExtension).diff.png"
  }

  /// Checks, before anything is compared, that every image these frames could get may be
  /// written: claims the images, not the directory, which may hold what the user keeps there
  /// (`OutputClaim.claim(files:kind:force:)`: the directory and its parents are created, and
  /// each image's path must be free, an empty file or a PNG).
  ///
  /// - Parameter frames: The names of the frames that will be compared.
  /// - Throws: ``ComparisonError/outputPath(_:)`` for a file where the directory goes, a
  ///   directory where an image goes, or a file that is not a PNG there without `force`;
  ///   whatever `prepare` throws.
  public func claim(frames: some Sequence<String>) throws(ComparisonError) {
    try prepareOnce()
    do {
      try OutputClaim(directory).claim(
        files: frames.map(imageName(ofFrame:)), kind: .png, force: force)
    } catch {
      throw .outputPath(error)
    }
  }

  /// Writes `result`'s difference image when the frame fails, and returns the frame without
  /// the image's pixels: what a comparison keeps in memory.
  ///
  /// - Parameters:
  ///   - result: The frame's comparison, difference image included.
  ///   - name: The frame's file name.
  /// - Returns: The frame, compared, with ``FrameComparison/diffImageURL`` set when an image
  ///   was written; its result never holds a difference image.
  /// - Throws: ``ComparisonError/unwritablePNG(path:reason:)``, or what preparing the
  ///   directory throws.
  public func keep(
    _ result: ComparisonResult, ofFrame name: String
  ) throws(ComparisonError) -> FrameComparison {
    let kept = FrameComparison(name: name, outcome: .compared(result.withoutDiffImage))
    guard !result.passed, let image = result.diffImage else { return kept }
    try prepareOnce()
    let url = url(ofFrame: name)
    do {
      try PNGCodec.write(image, to: url)
    } catch {
      throw .unwritablePNG(path: url.path, reason: error.reason)
    }
    return FrameComparison(name: name, outcome: kept.outcome, diffImageURL: url)
  }

  /// Runs `prepare` and creates the directory, once, whichever thread gets here first.
  private func prepareOnce() throws(ComparisonError) {
    try prepared.withLock { (prepared: inout Bool) throws(ComparisonError) in
      guard !prepared else { return }
      try prepareDirectory()
      do throws(OutputPathError) {
        // The directory is shared with what the user keeps there: only the images are claimed,
        // each as it is checked or written.
        try OutputClaim(directory).claim(files: [String](), kind: .png, force: force)
      } catch {
        throw .outputPath(error)
      }
      prepared = true
    }
  }
}
