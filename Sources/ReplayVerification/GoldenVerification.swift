public import Foundation
import RecordingFormat
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
///   renderOptions: RenderOptionOverrides { $0.fps = 5; $0.toSeq = 3 }, record: .never)
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
  /// What is not compared: items' cells wherever they are, and fixed rectangles.
  public var ignoring: IgnoredRegions
  /// When goldens are written.
  public var record: RecordMode
  /// Where the actual frames and difference images go when the verification fails:
  /// `artifacts/<golden directory name>/actual` and `…/diff`. Each run first removes what an
  /// earlier run of the same goldens left there — only the frames a manifest lists and
  /// `*.diff.png` images, never other files — and a passing run leaves nothing (see
  /// `ArtifactDirectory`). Both directories are checked, and created, before anything is drawn.
  public var artifacts: URL
  /// Write artifacts into an `actual` directory holding files other than an earlier render's,
  /// and replace files of another kind where a difference image goes.
  public var force: Bool
  /// What the drawing workers' canvases may take together. Each worker comparing in memory
  /// also holds the decoded golden and a difference image: 16 bytes a canvas pixel in all.
  public var memoryBudget: CanvasMemoryBudget
  /// How the goldens are kept: a PNG per frame or one animated PNG (``GoldenFormat``); `nil`
  /// keeps the golden directory's own format (a PNG per frame for new goldens). Another
  /// format than the directory's needs ``RecordMode/all``, which switches it.
  public var goldenFormat: GoldenFormat?
  /// Whether `goldens` is the unpacked stage of animated goldens (see `runStaged()`).
  var isStaged = false

  /// Creates a verification.
  ///
  /// - Parameters:
  ///   - recording: The recording to render.
  ///   - goldens: The directory of golden frames.
  ///   - renderOptions: Render options that replace the recording header's hints.
  ///   - comparison: The per-frame tolerance.
  ///   - ignoring: Items and rectangles not compared.
  ///   - record: When goldens are written.
  ///   - artifacts: Where actual frames and difference images go; by default
  ///     `$SNAPREPLAY_ARTIFACTS`, else the per-user `$TMPDIR/snapreplay-artifacts-<uid>`.
  ///   - memoryBudget: What the drawing workers' canvases may take together.
  ///   - force: Write artifacts over files this tool did not write.
  public init(
    recording: URL, goldens: URL, renderOptions: RenderOptionOverrides = RenderOptionOverrides(),
    comparison: ComparisonOptions = ComparisonOptions(),
    ignoring: IgnoredRegions = IgnoredRegions(), record: RecordMode = .missing,
    artifacts: URL? = nil, memoryBudget: CanvasMemoryBudget = .default, force: Bool = false
  ) {
    self.ignoring = ignoring
    self.memoryBudget = memoryBudget
    self.force = force
    self.recording = recording
    self.goldens = goldens.standardizedFileURL
    self.renderOptions = renderOptions
    self.comparison = comparison
    self.record = record
    self.artifacts =
      artifacts
      ?? ArtifactDirectory.resolve(
        explicit: nil, environment: ProcessInfo.processInfo.environment,
        currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
  }

  /// Renders, compares and records.
  ///
  /// Frames are drawn and compared with the goldens in memory. The difference image of each
  /// failing frame is written the moment it is computed, so memory does not grow with the
  /// number of differing frames; the actual frames are written only when the verification
  /// does not pass — something differs, is missing or was recorded — so a passing run leaves
  /// nothing behind.
  ///
  /// - Returns: What matched, what differed and what was written.
  /// - Throws: ``VerificationError`` when the recording cannot be read or rendered, an
  ///   artifacts directory is blocked or holds files this tool did not write (checked before
  ///   anything is drawn), or a file cannot be written; differing frames are a failed result,
  ///   not an error.
  public func run() throws(VerificationError) -> VerificationResult {
    if !isStaged && (keptFormat == .apng || AnimatedGoldens(goldens).storedFormat == .apng) {
      return try runStaged()
    }
    let (renderer, texts) = try makeRenderer()
    // How the goldens were made is read, and this run's recipe made, before anything is drawn:
    // a golden.json this tool cannot read stops the run as an unreadable golden does.
    let goldenRecipe = try GoldenRecipe.load(from: goldens)
    var recipe: GoldenRecipe
    do {
      recipe = try GoldenRecipe(of: renderer, texts: texts)
    } catch {
      throw .rendering(error)
    }
    recipe.ignoring = ignoring
    recipe.goldenFormat = goldenFormat ?? .png
    let places = try prepareArtifacts()
    let frames: [FrameComparison]
    let diffImages: Int
    let masks: [String: [PixelRect]]
    do {
      (frames, diffImages, masks) = try compareInMemory(
        renderer, diffImages: places.diffImages,
        masks: FrameMasks(
          ignoring: ignoring, actual: recipe.frames, golden: goldenRecipe?.frames,
          scale: renderer.options.scale))
    } catch {
      places.tidy()
      throw error
    }

    let toWrite: [String]
    let toRemove: [String]
    switch record {
    case .never:
      (toWrite, toRemove) = ([], [])
    case .missing:
      toWrite = frames.filter { Self.isNew($0) }.map(\.name)
      toRemove = []
    case .failed:
      toWrite = frames.filter { !$0.passed && !Self.isStale($0) }.map(\.name)
      toRemove = frames.filter(Self.isStale).map(\.name)
    case .all:
      toWrite = frames.filter { !Self.isStale($0) }.map(\.name)
      toRemove = frames.filter(Self.isStale).map(\.name)
    }
    var result = VerificationResult(
      recording: recording, goldens: goldens, record: record,
      report: ComparisonReport(options: comparison, frames: frames),
      actualDirectory: places.actual.url, recorded: toWrite, removed: toRemove)
    result.judge(golden: goldenRecipe, current: recipe)
    result.masks = masks
    guard !result.passed else {
      // Nothing is left behind: what an earlier failing run left, the goldens' artifacts
      // directory when it is empty, and the per-user default directory when nothing else is
      // in it.
      places.tidy()
      return result
    }
    do {
      try renderer.render(to: places.actual.url, memoryBudget: memoryBudget, force: places.force)
    } catch {
      throw .rendering(error)
    }
    if !toWrite.isEmpty || !toRemove.isEmpty {
      try updateGoldens(writing: toWrite, removing: toRemove, from: places.actual.url)
      try write(recipe)
    }
    // Difference images written while comparing leave their directory behind; an empty one
    // (every failure a missing or new frame) does not stay.
    if diffImages == 0 { ArtifactDirectory.removeIfEmpty(places.diffImages.directory) }
    return result
  }

  /// Where this run's artifacts go, checked and created before anything is drawn.
  struct ArtifactPlaces {
    /// The actual frames' directory.
    var actual: FrameDirectory
    /// The difference images' writer.
    var diffImages: DifferenceImageWriter
    /// Whether files other than this tool's may be written over: `force`, or the per-user
    /// default place, which only this tool writes.
    var force: Bool
    /// Removes what an earlier run left and the directories that are empty then.
    var tidy: () -> Void
  }

  /// Checks and creates the artifacts directories, as `render` checks its output before the
  /// first frame, and removes what an earlier run of the same goldens left: the frames its
  /// manifest lists and its difference images, never other files.
  private func prepareArtifacts() throws(VerificationError) -> ArtifactPlaces {
    // Named after the goldens, not the recording: tests of one recording with different
    // options run in parallel into one $SNAPREPLAY_ARTIFACTS, and each has its own goldens.
    let directory = artifacts.appendingPathComponent(goldens.lastPathComponent)
    let actual = FrameDirectory(directory.appendingPathComponent("actual"))
    let diffs = directory.appendingPathComponent("diff")
    let artifacts = self.artifacts
    let inDefaultPlace = ArtifactDirectory.isDefaultRoot(
      artifacts, environment: ProcessInfo.processInfo.environment)
    let rootExisted = FileManager.default.fileExists(atPath: artifacts.path)
    let force = self.force || inDefaultPlace
    let diffImages = DifferenceImageWriter(directory: diffs, force: force) {
      () throws(ComparisonError) in
      if inDefaultPlace { try ArtifactDirectory.prepareDefaultRoot(artifacts) }
    }
    // Everything is checked before anything an earlier run left is removed.
    let earlierDiffImages: [URL]
    do {
      try diffImages.claim(frames: [String]())
      earlierDiffImages = try Self.earlierDiffImages(in: diffs, force: force)
    } catch {
      throw .comparison(error)
    }
    do {
      try actual.prepare(force: force)
    } catch {
      throw .rendering(.output(error))
    }
    for url in earlierDiffImages {
      guard unlink(url.path) == 0 || errno == ENOENT else {
        throw .fileSystem(
          path: url.path, reason: "cannot remove: \(FileSystemReason.text(errno: errno))")
      }
    }
    return ArtifactPlaces(actual: actual, diffImages: diffImages, force: force) {
      try? actual.removeEarlierRender()
      ArtifactDirectory.removeIfEmpty(diffs)
      ArtifactDirectory.removeIfEmpty(directory)
      if inDefaultPlace || !rootExisted { ArtifactDirectory.removeIfEmpty(artifacts) }
    }
  }

  /// The difference images an earlier run left in `directory` — `*.diff.png` files that are
  /// PNGs (or empty) — which are removed so they are not mistaken for this run's. Any other file
  /// stays: a `*.diff.png` that is not a PNG is an error unless `force`, and is kept even then
  /// until this run writes an image over it.
  private static func earlierDiffImages(
    in directory: URL, force: Bool
  ) throws(ComparisonError) -> [URL] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    var earlier: [URL] = []
    for name in names.sorted() where name.hasSuffix(".diff.png") {
      let url = directory.appendingPathComponent(name)
      do {
        try OutputPath.prepareFile(url, kind: .png)
        earlier.append(url)
      } catch .foreignFile where force {
        continue
      } catch {
        throw .outputPath(error)
      }
    }
    return earlier
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

  /// The recording's renderer, read as a stream, and the texts its replay draws.
  private func makeRenderer() throws(VerificationError) -> (
    RecordingRenderer, GoldenRecipe.ReplayTexts
  ) {
    var texts = GoldenRecipe.ReplayTexts()
    do {
      // A large file is drawn while read (ReplaySource), so memory stays flat in its length.
      // `--max-pixels` guards the recording's cell images as it guards the goldens.
      let renderer = try RecordingRenderer(
        contentsOf: recording, overrides: renderOptions,
        cellImageBudget: CellImageBudget(maximumPixels: comparison.maximumPixels),
        observing: { texts.observe($0) })
      return (renderer, texts)
    } catch .recording(let error) {
      throw .recording(error)
    } catch {
      throw .rendering(error)
    }
  }

  /// Draws every frame into memory and compares it with its golden, if it has one: the same
  /// verdicts as comparing the written frames, since `PNGCodec` encodes losslessly. Each
  /// failing frame's difference image goes to disk as soon as it is computed; only its path
  /// and counts are kept.
  ///
  /// - Returns: The frames, sorted by name, and how many difference images were written.
  private func compareInMemory(
    _ renderer: RecordingRenderer, diffImages: DifferenceImageWriter, masks: FrameMasks
  ) throws(VerificationError) -> (
    frames: [FrameComparison], diffImages: Int, masks: [String: [PixelRect]]
  ) {
    let goldenNames = try existingGoldenNames()
    let rendered = Set((0..<renderer.timeline.frameCount).map(FrameDirectory.fileName(ofFrame:)))
    do {
      try diffImages.claim(frames: goldenNames.intersection(rendered))
    } catch {
      throw .comparison(error)
    }
    // With no golden there is nothing to compare: every frame is new, and the render that
    // records them draws each frame once instead of twice.
    guard !goldenNames.isEmpty else {
      return (
        DirectoryComparison.matching(reference: [], candidate: rendered, results: [:]), 0, [:]
      )
    }
    let goldens = self.goldens
    let options = comparison
    let comparisons = GoldenComparisons()
    do {
      try renderer.draw(
        memoryBudget: memoryBudget, bytesPerPixel: Self.comparingBytesPerPixel
      ) { (frames, image) throws(FrameOutputError) in
        for frame in frames {
          let name = FrameDirectory.fileName(ofFrame: frame)
          guard goldenNames.contains(name) else { continue }
          let ignored = try masks.pixelRects(frame: frame, renderer: renderer)
          // Clamped to the frame: what the report draws, and what a result's JSON reads back.
          comparisons.keepMasks(ignored.compactMap { $0.clamped(to: image.size) }, of: name)
          comparisons.record(name) { () throws(ComparisonError) in
            try diffImages.keep(
              ImageComparison.compare(
                file: goldens.appendingPathComponent(name), with: image, options: options,
                ignoring: ignored),
              ofFrame: name)
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
    let kept = comparisons.frames
    let frames = DirectoryComparison.matching(
      reference: goldenNames, candidate: rendered, results: kept.compactMapValues(\.result),
      diffImages: kept.compactMapValues(\.diffImageURL))
    return (frames, kept.values.count(where: { $0.diffImageURL != nil }), comparisons.masks)
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

  /// Writes `golden.json` beside the goldens just written, atomically: the goldens now
  /// remember how they were made.
  private func write(_ recipe: GoldenRecipe) throws(VerificationError) {
    let url = goldens.appendingPathComponent(GoldenRecipe.fileName)
    do {
      try AtomicFile.write(Array(recipe.json.utf8), to: url)
    } catch {
      throw .fileSystem(path: url.path, reason: "cannot write the golden recipe: \(error.reason)")
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
