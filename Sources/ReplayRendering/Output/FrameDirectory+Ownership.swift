import Foundation
import ReplayRaster

extension FrameDirectory {
  /// The manifest of a render in progress: written before the first frame and removed after
  /// `manifest.json`, it lists every frame file this render and the earlier one may leave, so
  /// that after an interruption the directory is still recognised as a render's and the next
  /// render removes what this one left.
  public static let partialManifestName = "manifest.json.partial"

  /// What earlier renders left: the frame files their manifests list.
  struct EarlierRender {
    /// Frame file names listed by `manifest.json` or ``partialManifestName``.
    var frames: Set<String> = []
  }

  /// Makes the directory ready for a render, touching no file in it: creates it (and its
  /// parents) when missing, and otherwise checks that it is empty or holds an earlier render —
  /// recognised by a manifest this tool wrote (``FrameManifest/frameFiles(inJSON:)``).
  ///
  /// - Parameter force: Accept a directory holding anything else; its files are kept, except
  ///   those the render writes over.
  /// - Returns: The frame files earlier manifests list: the only files a render removes.
  /// - Throws: ``FrameOutputError/cannotCreateDirectory(path:reason:)`` when the directory
  ///   cannot be created, ``FrameOutputError/notADirectory(path:)`` when it or a parent is a
  ///   file, ``FrameOutputError/notOurDirectory(path:reason:)`` when it holds files of
  ///   something else and `force` is not set.
  func claim(force: Bool) throws(FrameOutputError) -> EarlierRender {
    do {
      return try OutputClaim(url).claim(
        force: force, fresh: EarlierRender(), recognising: recognise)
    } catch {
      switch error {
      case .outputPath(let error): throw Self.creationFailure(error)
      case .unreadable(let path, let reason): throw .writeFailed(path: path, reason: reason)
      case .notOurs(let path, let reason): throw .notOurDirectory(path: path, reason: reason)
      }
    }
  }

  /// What the files in the directory are: the frame files its manifests list, and a refusal
  /// unless a manifest this tool wrote is there and no foreign `manifest.json` is.
  private func recognise(_ names: [String]) -> OutputClaim.Recognition<EarlierRender> {
    var earlier = EarlierRender()
    var recognised = false
    var foreignManifest = false
    for name in [Self.manifestName, Self.partialManifestName] where names.contains(name) {
      let data = try? Data(
        contentsOf: url.appendingPathComponent(name), options: .alwaysMapped)
      if let files = data.flatMap(FrameManifest.frameFiles(inJSON:)) {
        earlier.frames.formUnion(files)
        recognised = true
      } else if name == Self.manifestName {
        foreignManifest = true
      }
    }
    let refusal: String? =
      if foreignManifest {
        "holds a \(Self.manifestName) that snapreplay did not write"
      } else if !recognised {
        "holds other files (\(OutputClaim.listing(names))) and no \(Self.manifestName) of an "
          + "earlier render"
      } else {
        nil
      }
    return OutputClaim.Recognition(earlier: earlier, refusal: refusal)
  }

  /// Checks, before anything is drawn, that a render may write here, as a render itself checks
  /// (`claim(force:)`): creates the directory (and its parents) when missing, and otherwise
  /// requires it to be empty or to hold an earlier render, unless `force` is set. Touches no
  /// file in it.
  ///
  /// ```swift
  /// try FrameDirectory(URL(fileURLWithPath: "artifacts/goldens/actual")).prepare(force: false)
  /// ```
  ///
  /// - Parameter force: Accept a directory holding files other than an earlier render's.
  /// - Throws: ``FrameOutputError/cannotCreateDirectory(path:reason:)``,
  ///   ``FrameOutputError/notADirectory(path:)`` or
  ///   ``FrameOutputError/notOurDirectory(path:reason:)``, as `render` would.
  public func prepare(force: Bool) throws(FrameOutputError) {
    _ = try claim(force: force)
  }

  /// Removes an earlier render from the directory — the frame files its manifests list, the
  /// manifests and the temporary files an interrupted render left — then the directory itself
  /// when nothing else is in it. Files no manifest lists stay.
  ///
  /// ```swift
  /// try FrameDirectory(URL(fileURLWithPath: "artifacts/goldens/actual")).removeEarlierRender()
  /// ```
  ///
  /// - Throws: ``FrameOutputError/writeFailed(path:reason:)`` when a file cannot be removed.
  public func removeEarlierRender() throws(FrameOutputError) {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.relativePath, isDirectory: &isDirectory),
      isDirectory.boolValue
    else { return }
    let earlier = try claim(force: true)
    try removeFrames(listedIn: earlier, keeping: 0..<0)
    try removeManifestAndLeftovers()
    try removePartialManifest()
    _ = rmdir(url.relativePath)
  }

  /// A manifest listing `manifest`'s frames and every earlier frame file beyond them, for
  /// ``partialManifestName``.
  static func partialManifest(_ manifest: FrameManifest, earlier: EarlierRender) -> FrameManifest {
    let written = Set(manifest.frames.map(\.file))
    var partial = manifest
    for file in earlier.frames.subtracting(written).sorted() {
      partial.frames.append(
        FrameManifest.Frame(file: file, metadata: FrameMetadata(time: 0, seq: nil, progress: 0)))
    }
    return partial
  }

  private static func creationFailure(_ error: OutputPathError) -> FrameOutputError {
    switch error {
    case .cannotCreateDirectory(let path, let reason):
      .cannotCreateDirectory(path: path, reason: reason)
    case .notADirectory(let path), .isADirectory(let path), .foreignFile(let path, _):
      .notADirectory(path: path)
    }
  }
}
