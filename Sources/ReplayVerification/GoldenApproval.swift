public import Foundation
import RecordingFormat
import ReplayRaster
public import ReplayRendering
import SnapshotRecording

/// One recording's approval (``Approvals/Approval``), carried out in two steps so that a
/// refusal anywhere writes nothing anywhere: ``prepare(in:)`` renders the recording again with
/// the options `verify` ran with and checks each approved frame against the hash the report
/// showed; ``Prepared/commit()`` then writes exactly those goldens.
///
/// ```swift
/// let approval = GoldenApproval(
///   approval: approvals.approvals[0],
///   directory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
/// let prepared = try approval.prepare(in: scratch)
/// if prepared.refusals.isEmpty { try prepared.commit() }
/// ```
public struct GoldenApproval: Sendable {
  /// What the reviewer approved.
  public var approval: Approvals.Approval
  /// Where relative paths start: the directory `approve` runs in.
  public var directory: URL
  /// What the drawing workers' canvases may take together.
  public var memoryBudget: CanvasMemoryBudget

  /// An approval to carry out.
  ///
  /// - Parameters:
  ///   - approval: What the reviewer approved, with the render options `verify` ran with.
  ///   - directory: Where relative paths start.
  ///   - memoryBudget: What the drawing workers' canvases may take together.
  public init(
    approval: Approvals.Approval, directory: URL, memoryBudget: CanvasMemoryBudget = .default
  ) {
    self.approval = approval
    self.directory = directory
    self.memoryBudget = memoryBudget
  }

  /// The recording's file.
  public var recording: URL { resolve(approval.recording) }
  /// The golden directory.
  public var goldens: URL { resolve(approval.goldens) }

  /// An approval checked against a fresh render, ready to write.
  public struct Prepared: Sendable {
    /// The golden directory.
    public var goldens: URL
    /// The frames to write, with the rendered bytes, whose hashes are the approved ones.
    public var writes: [(name: String, bytes: [UInt8])]
    /// The goldens to remove: approved removals of frames the render does not produce.
    public var removals: [String]
    /// The fresh render's manifest, written with the frames so that it describes them.
    public var manifest: [UInt8]?
    /// How the fresh render was made (``GoldenRecipe``, `golden.json`), written with the
    /// frames as `verify --record failed` writes it.
    public var recipe: GoldenRecipe?
    /// Why approved frames cannot be written, one sentence each; empty when all can.
    public var refusals: [String]

    /// Writes the approved frames (each atomically), the manifest and `golden.json`, and
    /// removes the approved removals; no other file of the golden directory is touched.
    ///
    /// - Returns: How many goldens were written and removed.
    /// - Throws: ``ApprovalError/fileSystem(path:reason:)``.
    @discardableResult
    public func commit() throws(ApprovalError) -> (written: Int, removed: Int) {
      if AnimatedGoldens(goldens).storedFormat == .apng { return try commitAnimated() }
      do {
        try OutputPath.createDirectory(goldens)
      } catch {
        throw .fileSystem(path: error.path, reason: error.description)
      }
      var removed = 0
      for name in removals {
        let path = goldens.appendingPathComponent(name).path
        if unlink(path) == 0 {
          removed += 1
        } else if errno != ENOENT {
          throw .fileSystem(
            path: path, reason: "cannot remove: \(FileSystemReason.text(errno: errno))")
        }
      }
      var files = writes
      if !writes.isEmpty || removed > 0 {
        if let manifest { files.append((FrameDirectory.manifestName, manifest)) }
        if let recipe { files.append((GoldenRecipe.fileName, Array(recipe.json.utf8))) }
      }
      for (name, bytes) in files {
        do {
          try AtomicFile.write(bytes, to: goldens.appendingPathComponent(name))
        } catch {
          throw .fileSystem(path: error.path, reason: "cannot write the golden: \(error.reason)")
        }
      }
      return (writes.count, removed)
    }
  }

  /// Renders the recording into `scratch` and checks every approved frame: a hash must equal
  /// the rendered frame's, and a removal needs a frame the render does not produce. Nothing
  /// is written to the goldens.
  ///
  /// - Parameter scratch: A directory this call may create and fill with the render; the
  ///   caller removes it.
  /// - Returns: The frames to write, or the refusals.
  /// - Throws: ``ApprovalError/recording(_:)`` or ``ApprovalError/rendering(recording:_:)``
  ///   when the recording cannot be read or rendered.
  public func prepare(in scratch: URL) throws(ApprovalError) -> Prepared {
    if let refusal = goldenDirectoryRefusal() {
      return Prepared(
        goldens: goldens, writes: [], removals: [], manifest: nil, recipe: nil,
        refusals: [refusal])
    }
    let frames = FrameDirectory(scratch)
    var texts = GoldenRecipe.ReplayTexts()
    let renderer: RecordingRenderer
    do {
      // A large file is drawn while read (ReplaySource), so memory stays flat in its length.
      renderer = try RecordingRenderer(
        contentsOf: recording, overrides: approval.renderOptions,
        observing: { texts.observe($0) })
    } catch .recording(let error) {
      throw .recording(error)
    } catch {
      throw .rendering(recording: approval.recording, error)
    }
    var recipe: GoldenRecipe
    do {
      recipe = try Self.recipe(of: renderer, texts: texts)
      recipe.ignoring = approval.ignoring
      try renderer.render(to: scratch, memoryBudget: memoryBudget, force: true)
    } catch {
      throw .rendering(recording: approval.recording, error)
    }
    // Frames not approved keep their golden, and golden.json their structure.
    recipe = recipe.keeping(
      try? GoldenRecipe.load(from: goldens),
      exceptFrames: Set(approval.frames.compactMap { FrameDirectory.frameIndex(of: $0.name) }))
    var prepared = Prepared(
      goldens: goldens, writes: [], removals: [],
      manifest: try? [UInt8](Data(contentsOf: frames.manifestURL)), recipe: recipe, refusals: [])
    let subject = "\(approval.goldens)/"
    for frame in approval.frames {
      let rendered = try? [UInt8](Data(contentsOf: scratch.appendingPathComponent(frame.name)))
      switch (frame.sha256, rendered) {
      case (let approved?, let bytes?):
        let now = ContentDigest.hex(of: bytes)
        if now == approved {
          prepared.writes.append((frame.name, bytes))
        } else {
          prepared.refusals.append(
            "\(subject)\(frame.name): the actual frame changed since the report was made "
              + "(approved sha256 \(approved.prefix(12))…, rendered now \(now.prefix(12))…)")
        }
      case (_?, nil):
        prepared.refusals.append(
          "\(subject)\(frame.name): the render no longer produces this frame")
      case (nil, _?):
        prepared.refusals.append(
          "\(subject)\(frame.name): approved for removal, but the render produces it again")
      case (nil, nil):
        prepared.removals.append(frame.name)
      }
    }
    return prepared
  }

  /// Why the golden directory may not be written, if it may not: approve writes only into a
  /// golden directory (one holding frames, `manifest.json` or `golden.json`), an empty one or
  /// one that does not exist yet, so that an approvals file cannot direct frames elsewhere.
  private func goldenDirectoryRefusal() -> String? {
    let path = goldens.path
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      return nil
    }
    guard isDirectory.boolValue else { return "\(approval.goldens): is not a directory" }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
    let golden =
      names.isEmpty
      || names.contains {
        FrameDirectory.frameIndex(of: $0) != nil || $0 == FrameDirectory.manifestName
          || $0 == GoldenRecipe.fileName
      }
    return golden
      ? nil
      : "\(approval.goldens): is not a golden directory (it holds no frames, "
        + "\(FrameDirectory.manifestName) or \(GoldenRecipe.fileName)); approve writes only there"
  }

  /// How `renderer` makes its frames, as `verify` records it beside the goldens.
  private static func recipe(
    of renderer: RecordingRenderer, texts: GoldenRecipe.ReplayTexts
  ) throws(RecordingRenderError) -> GoldenRecipe {
    try GoldenRecipe(of: renderer, texts: texts)
  }

  private func resolve(_ path: String) -> URL {
    path.hasPrefix("/")
      ? URL(fileURLWithPath: path) : directory.appendingPathComponent(path)
  }
}
