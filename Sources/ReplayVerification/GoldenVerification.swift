public import Foundation
public import ReplayComparison
import ReplayRendering
import SnapshotRecording

/// Renders a recording and compares its frames with golden frames on disk, recording goldens
/// as the ``RecordMode`` says: what `snapreplay verify` and `ReplayTesting`'s `assertReplay` run.
///
/// ```swift
/// let verification = GoldenVerification(
///   recording: URL(fileURLWithPath: "Recordings/insertion-sort.jsonl"),
///   goldens: URL(fileURLWithPath: "Tests/Goldens/insertion-sort"),
///   renderOptions: ["to": "3", "fps": "5"], record: .never)
/// let result = try verification.run()
/// if !result.passed { print(result.message) }
/// ```
public struct GoldenVerification: Sendable {
  /// The recording to render.
  public var recording: URL
  /// The directory of golden frames.
  public var goldens: URL
  /// Render options, as on the command line, keyed by option name.
  public var renderOptions: [String: String]
  /// The tolerance for each frame.
  public var comparison: ComparisonOptions
  /// When goldens are written.
  public var record: RecordMode
  /// Where the actual frames and difference images go: `artifacts/<golden directory name>/actual`
  /// and `…/diff`.
  public var artifacts: URL

  /// Creates a verification.
  ///
  /// - Parameters:
  ///   - recording: The recording to render.
  ///   - goldens: The directory of golden frames.
  ///   - renderOptions: Render options keyed by name (`fps`, `to`, `scale`, …).
  ///   - comparison: The per-frame tolerance.
  ///   - record: When goldens are written.
  ///   - artifacts: Where actual frames and difference images go; by default
  ///     `$SNAPREPLAY_ARTIFACTS`, else a new temporary directory.
  public init(
    recording: URL, goldens: URL, renderOptions: [String: String] = [:],
    comparison: ComparisonOptions = ComparisonOptions(), record: RecordMode = .missing,
    artifacts: URL? = nil
  ) {
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
  /// - Returns: What matched, what differed and what was written.
  /// - Throws: ``VerificationError`` when the recording cannot be read or rendered, or a file
  ///   cannot be written; differing frames are a failed result, not an error.
  public func run() throws(VerificationError) -> VerificationResult {
    // Named after the goldens, not the recording: tests of one recording with different
    // options run in parallel into one $SNAPREPLAY_ARTIFACTS, and each has its own goldens.
    let name = goldens.lastPathComponent
    let actual = artifacts.appendingPathComponent(name).appendingPathComponent("actual")
    let diffs = artifacts.appendingPathComponent(name).appendingPathComponent("diff")
    // Difference images of an earlier run would be mistaken for this one's.
    try? FileManager.default.removeItem(at: diffs)
    try render(into: actual)

    // Without a golden directory every rendered frame is new: compare against an empty one.
    let reference =
      FileManager.default.fileExists(atPath: goldens.path)
      ? goldens : artifacts.appendingPathComponent(name).appendingPathComponent("no-goldens")
    let frames: [FrameComparison]
    do {
      try FileManager.default.createDirectory(at: reference, withIntermediateDirectories: true)
      frames = try DirectoryComparison.compare(reference, actual, options: comparison)
    } catch let error as ComparisonError {
      throw .comparison(error)
    } catch {
      throw .fileSystem(path: reference.path, reason: "cannot create the directory")
    }

    var report = ComparisonReport(options: comparison, frames: frames)
    if report.failingFrames.contains(where: { $0.result != nil }) {
      do {
        report = try report.writingDiffImages(to: diffs)
      } catch {
        throw .comparison(error)
      }
    }

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
    if !toWrite.isEmpty || !toRemove.isEmpty {
      try updateGoldens(writing: toWrite, removing: toRemove, from: actual)
    }
    return VerificationResult(
      recording: recording, goldens: goldens, record: record, report: report,
      actualDirectory: actual, recorded: toWrite, removed: toRemove)
  }

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

  private func render(into directory: URL) throws(VerificationError) {
    let parsed: Recording
    do {
      parsed = try Recording(contentsOf: recording)
    } catch {
      throw .recording(error)
    }
    do {
      try RecordingRenderer(recording: parsed, overrides: renderOptions).render(to: directory)
    } catch {
      throw .rendering(error)
    }
  }

  private func updateGoldens(
    writing names: [String], removing stale: [String], from actual: URL
  ) throws(VerificationError) {
    let files = FileManager.default
    do {
      try files.createDirectory(at: goldens, withIntermediateDirectories: true)
      for name in names + ["manifest.json"] {
        let source = actual.appendingPathComponent(name)
        guard files.fileExists(atPath: source.path) else { continue }
        // Copy to a temporary name, then rename: a golden is never half-written.
        let target = goldens.appendingPathComponent(name)
        let temporary = goldens.appendingPathComponent(".\(name).tmp")
        try? files.removeItem(at: temporary)
        try files.copyItem(at: source, to: temporary)
        guard rename(temporary.path, target.path) == 0 else {
          throw VerificationError.fileSystem(
            path: target.path,
            reason: "cannot write the golden: \(String(cString: strerror(errno)))")
        }
      }
      for name in stale {
        try files.removeItem(at: goldens.appendingPathComponent(name))
      }
    } catch let error as VerificationError {
      throw error
    } catch {
      throw .fileSystem(
        path: goldens.path, reason: "cannot update the goldens: \(error.localizedDescription)")
    }
  }
}
