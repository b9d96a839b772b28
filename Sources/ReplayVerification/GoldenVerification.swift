public import Foundation
public import RecordingFormat
public import ReplayComparison
import ReplayRaster
public import ReplayRendering
import SnapshotRecording

/// Renders a recording and compares its frames, in memory, with golden frames on disk,
/// recording goldens as the ``RecordMode`` says: what `snapreplay verify` and `ReplayTesting`'s
/// `assertReplay` run. Files (actual frames, difference images, goldens) are written only when
/// the verification does not pass.
///
/// ```swift
/// let verification = GoldenVerification(
///   recording: URL(fileURLWithPath: "Recordings/insertion-sort.jsonl"),
///   goldens: URL(fileURLWithPath: "Tests/Goldens/insertion-sort"),
///   renderOptions: RenderOptionOverrides(fps: 5, toSeq: 3), record: .never)
/// let result = try verification.run()
/// if !result.passed { print(result.message) }
/// ```
public struct GoldenVerification: Sendable {
  /// The recording to render.
  public var recording: URL
  /// The directory of golden frames.
  public var goldens: URL
  /// Render options that replace the recording header's hints.
  public var renderOptions: RenderOptionOverrides
  /// The tolerance for each frame.
  public var comparison: ComparisonOptions
  /// When goldens are written.
  public var record: RecordMode
  /// Where the actual frames and difference images go when the verification fails:
  /// `artifacts/<golden directory name>/actual` and `…/diff`. Each run first removes what an
  /// earlier run of the same goldens left there, and a passing run leaves nothing (see
  /// `DiffDirectory`).
  public var artifacts: URL
  /// What the drawing workers' canvases may take together. Each worker comparing in memory
  /// also holds the decoded golden and a difference image: 16 bytes a canvas pixel in all.
  public var memoryBudget: CanvasMemoryBudget

  /// Creates a verification.
  ///
  /// - Parameters:
  ///   - recording: The recording to render.
  ///   - goldens: The directory of golden frames.
  ///   - renderOptions: Render options that replace the recording header's hints.
  ///   - comparison: The per-frame tolerance.
  ///   - record: When goldens are written.
  ///   - artifacts: Where actual frames and difference images go; by default
  ///     `$SNAPREPLAY_ARTIFACTS`, else the per-user `$TMPDIR/snapreplay-artifacts-<uid>`.
  ///   - memoryBudget: What the drawing workers' canvases may take together.
  public init(
    recording: URL, goldens: URL, renderOptions: RenderOptionOverrides = RenderOptionOverrides(),
    comparison: ComparisonOptions = ComparisonOptions(), record: RecordMode = .missing,
    artifacts: URL? = nil, memoryBudget: CanvasMemoryBudget = .default
  ) {
    self.memoryBudget = memoryBudget
    self.recording = recording
    self.goldens = goldens.standardizedFileURL
    self.renderOptions = renderOptions
    self.comparison = comparison
    self.record = record
    self.artifacts =
      artifacts
      ?? DiffDirectory.resolve(
        explicit: nil, environment: ProcessInfo.processInfo.environment,
        currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
  }

  /// Renders, compares and records.
  ///
  /// Frames are drawn and compared with the goldens in memory; the actual frames (and the
  /// difference images of failing frames) are written only when the verification does not
  /// pass — something differs, is missing or was recorded — so a passing run writes nothing.
  ///
  /// - Returns: What matched, what differed and what was written.
  /// - Throws: ``VerificationError`` when the recording cannot be read or rendered, or a file
  ///   cannot be written; differing frames are a failed result, not an error.
  public func run() throws(VerificationError) -> VerificationResult {
    // Named after the goldens, not the recording: tests of one recording with different
    // options run in parallel into one $SNAPREPLAY_ARTIFACTS, and each has its own goldens.
    let name = goldens.lastPathComponent
    let actual = artifacts.appendingPathComponent(name).appendingPathComponent("actual")
    let diffs = artifacts.appendingPathComponent(name).appendingPathComponent("diff")
    // Artifacts of an earlier run would be mistaken for this one's.
    try? FileManager.default.removeItem(at: diffs)
    try? FileManager.default.removeItem(at: actual)
    let inDefaultPlace = DiffDirectory.isDefaultRoot(
      artifacts, environment: ProcessInfo.processInfo.environment)
    let renderer = try makeRenderer()
    var report = ComparisonReport(options: comparison, frames: try compareInMemory(renderer))

    let toWrite: [String]
    let toRemove: [String]
    switch record {
    case .never:
      (toWrite, toRemove) = ([], [])
    case .missing:
      toWrite = report.frames.filter { Self.isNew($0) }.map(\.name)
      toRemove = []
    case .failed:
      toWrite = report.frames.filter { !$0.passed && !Self.isStale($0) }.map(\.name)
      toRemove = report.frames.filter(Self.isStale).map(\.name)
    case .all:
      toWrite = report.frames.filter { !Self.isStale($0) }.map(\.name)
      toRemove = report.frames.filter(Self.isStale).map(\.name)
    }
    let result = VerificationResult(
      recording: recording, goldens: goldens, record: record, report: report,
      actualDirectory: actual, recorded: toWrite, removed: toRemove)
    guard !result.passed else {
      // Nothing is left behind: the goldens' artifacts directory when it is empty, and the
      // per-user default directory when nothing else is in it.
      DiffDirectory.removeIfEmpty(artifacts.appendingPathComponent(name))
      if inDefaultPlace { DiffDirectory.removeIfEmpty(artifacts) }
      return result
    }

    if inDefaultPlace {
      do {
        try DiffDirectory.prepareDefaultRoot(artifacts)
      } catch {
        throw .comparison(error)
      }
    }
    do {
      try renderer.render(to: actual, memoryBudget: memoryBudget)
    } catch {
      throw .rendering(error)
    }
    if report.failingFrames.contains(where: { $0.result != nil }) {
      do {
        report = try report.writingDiffImages(to: diffs)
      } catch {
        throw .comparison(error)
      }
    }
    if !toWrite.isEmpty || !toRemove.isEmpty {
      try updateGoldens(writing: toWrite, removing: toRemove, from: actual)
    }
    return VerificationResult(
      recording: recording, goldens: goldens, record: record, report: report,
      actualDirectory: actual, recorded: toWrite, removed: toRemove)
  }

  /// What a worker that compares in memory holds per canvas pixel: its canvas and image (8),
  /// the decoded golden (4) and a difference image (4).
  static let comparingBytesPerPixel = CanvasMemoryBudget.drawingBytesPerPixel + 8

  /// A frame the render produced that has no golden yet.
  static func isNew(_ frame: FrameComparison) -> Bool {
    if case .extraInCandidate = frame.outcome { return true }
    return false
  }

  /// A golden the render no longer produces.
  static func isStale(_ frame: FrameComparison) -> Bool {
    if case .missingFromCandidate = frame.outcome { return true }
    return false
  }

  private func makeRenderer() throws(VerificationError) -> RecordingRenderer {
    let parsed: Recording
    do {
      parsed = try Recording(contentsOf: recording)
    } catch {
      throw .recording(error)
    }
    do {
      return try RecordingRenderer(recording: parsed, overrides: renderOptions)
    } catch {
      throw .rendering(error)
    }
  }

  /// Draws every frame into memory and compares it with its golden, if it has one: the same
  /// verdicts as comparing the written frames, since `PNGCodec` encodes losslessly.
  private func compareInMemory(
    _ renderer: RecordingRenderer
  ) throws(VerificationError) -> [FrameComparison] {
    let goldenNames = try existingGoldenNames()
    let goldens = self.goldens
    let options = comparison
    let comparisons = GoldenComparisons()
    do {
      try renderer.draw(
        memoryBudget: memoryBudget, bytesPerPixel: Self.comparingBytesPerPixel
      ) { frames, image in
        for frame in frames {
          let name = FrameDirectory.fileName(ofFrame: frame)
          guard goldenNames.contains(name) else { continue }
          comparisons.record(name) { () throws(ComparisonError) in
            try ImageComparison.compare(
              file: goldens.appendingPathComponent(name), with: image, options: options)
          }
        }
      }
    } catch {
      throw .rendering(error)
    }
    // As a directory comparison would, report the first unreadable golden by name.
    if let failure = comparisons.failures.min(by: { $0.key < $1.key }) {
      throw .comparison(failure.value)
    }
    let rendered = Set((0..<renderer.timeline.frameCount).map(FrameDirectory.fileName(ofFrame:)))
    return DirectoryComparison.matching(
      reference: goldenNames, candidate: rendered, results: comparisons.results)
  }

  /// The golden frames on disk; none when the golden directory does not exist yet.
  private func existingGoldenNames() throws(VerificationError) -> Set<String> {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: goldens.path, isDirectory: &isDirectory) else {
      return []
    }
    guard isDirectory.boolValue else {
      throw .fileSystem(path: goldens.path, reason: "cannot create the directory")
    }
    do {
      return try DirectoryComparison.pngNames(in: goldens)
    } catch {
      throw .comparison(error)
    }
  }

  private func updateGoldens(
    writing names: [String], removing stale: [String], from actual: URL
  ) throws(VerificationError) {
    let files = FileManager.default
    do {
      try files.createDirectory(at: goldens, withIntermediateDirectories: true)
      for name in names + [FrameDirectory.manifestName] {
        let source = actual.appendingPathComponent(name)
        guard files.fileExists(atPath: source.path) else { continue }
        let bytes = [UInt8](try Data(contentsOf: source))
        do {
          try AtomicFile.write(bytes, to: goldens.appendingPathComponent(name))
        } catch {
          throw VerificationError.fileSystem(
            path: goldens.appendingPathComponent(name).path,
            reason: "cannot write the golden: \(error.reason)")
        }
      }
      for name in stale {
        try files.removeItem(at: goldens.appendingPathComponent(name))
      }
    } catch let error as VerificationError {
      throw error
    } catch {
      throw .fileSystem(
        path: goldens.path,
        reason: "cannot update the goldens: \(FileSystemReason.text(of: error))")
    }
  }
}
