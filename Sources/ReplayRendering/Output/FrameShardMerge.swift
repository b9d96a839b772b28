public import Foundation
import ReplayRaster
import SnapshotRecording

/// Joins the directories of a render split by `render --shard I/N` into one directory that is
/// byte for byte what a single `render` writes: every frame, and `manifest.json` without the
/// shard entry. What `snapreplay merge-frames DIR… -o OUT` runs.
///
/// Before anything is written it checks that the parts are exactly shards 1…N of one render —
/// the same fingerprint, frame count, canvas, frame rate and markers — each once, each holding
/// exactly its frames; otherwise it names the missing, duplicate or foreign part. The output
/// directory is claimed as a render's (``FrameDirectory/prepare(force:)``).
///
/// ```swift
/// let merge = FrameShardMerge(
///   parts: ["shard-1", "shard-2", "shard-3"].map { URL(fileURLWithPath: $0) },
///   output: URL(fileURLWithPath: "Output/long-recording"))
/// let manifest = try merge.run()
/// print(manifest.frames.count)  // 436
/// ```
public struct FrameShardMerge: Sendable {
  /// The parts' directories, in any order.
  public var parts: [URL]
  /// Where the joined render goes.
  public var output: URL
  /// Write into a directory that holds files other than an earlier render's.
  public var force: Bool

  /// Creates a merge.
  ///
  /// - Parameters:
  ///   - parts: The parts' directories.
  ///   - output: The joined render's directory.
  ///   - force: Write into a directory holding files other than an earlier render's.
  public init(parts: [URL], output: URL, force: Bool = false) {
    self.parts = parts
    self.output = output
    self.force = force
  }

  /// Checks the parts, then copies their frames and writes the whole render's manifest.
  ///
  /// - Returns: The manifest written.
  /// - Throws: ``FrameMergeError``.
  @discardableResult
  public func run() throws(FrameMergeError) -> FrameManifest {
    let checked = try check()
    var manifest = checked.manifest
    let target = FrameDirectory(output)
    do {
      let earlier = try target.claim(force: force)
      try target.writeAtomically(
        Array(FrameDirectory.partialManifest(manifest, earlier: earlier).json.utf8),
        to: FrameDirectory.partialManifestName)
      try target.removeManifestAndLeftovers()
      for (directory, part) in checked.parts {
        for frame in part.frames {
          let source = directory.appendingPathComponent(frame.file)
          let bytes: Data
          do {
            bytes = try Data(contentsOf: source)
          } catch {
            throw FrameMergeError.unreadable(
              path: source.relativePath, reason: FileSystemReason.text(of: error))
          }
          try target.writeAtomically(Array(bytes), to: frame.file)
        }
      }
      try target.removeFrames(listedIn: earlier, keeping: 0..<manifest.frames.count)
      manifest.shard = nil
      try target.writeAtomically(Array(manifest.json.utf8), to: FrameDirectory.manifestName)
      try target.removePartialManifest()
    } catch let error as FrameMergeError {
      throw error
    } catch let error as FrameOutputError {
      throw .output(error)
    } catch {
      throw .output(.writeFailed(path: output.relativePath, reason: "\(error)"))
    }
    return manifest
  }

  /// The parts in shard order with the whole render's manifest, once every check passed.
  private func check() throws(FrameMergeError) -> (
    manifest: FrameManifest, parts: [(URL, FrameManifest)]
  ) {
    guard !parts.isEmpty else { throw .noParts }
    let outputPath = output.standardizedFileURL.path
    var byIndex: [Int: (URL, FrameManifest)] = [:]
    var reference: (URL, FrameManifest.ShardPart, FrameManifest)?
    for directory in parts {
      let path = directory.relativePath
      guard directory.standardizedFileURL.path != outputPath else {
        throw .outputIsAPart(path: path)
      }
      let manifest = try Self.manifest(in: directory)
      guard let part = manifest.shard else { throw .notAShard(path: path) }
      if let (firstURL, first, firstManifest) = reference {
        let differences = [
          ("fingerprint", part.fingerprint != first.fingerprint),
          ("shard count", part.shard.count != first.shard.count),
          ("frame count", part.frameCount != first.frameCount),
          ("canvas", manifest.size != firstManifest.size || manifest.scale != firstManifest.scale),
          ("frame rate", manifest.fps != firstManifest.fps),
          ("markers", manifest.markers != firstManifest.markers),
        ].filter(\.1).map(\.0)
        if !differences.isEmpty {
          throw .foreign(
            path: path, reference: firstURL.relativePath,
            differences: differences.joined(separator: ", "))
        }
      } else {
        reference = (directory, part, manifest)
      }
      // Counts first: a crafted frame count must not make a list of billions of names.
      guard manifest.frames.count == part.frames.count,
        manifest.frames.map(\.file) == part.frames.map(FrameDirectory.fileName(ofFrame:))
      else {
        throw .wrongFrames(path: path, shard: part.shard, frames: part.frames)
      }
      for frame in manifest.frames {
        let file = directory.appendingPathComponent(frame.file).relativePath
        guard FileManager.default.fileExists(atPath: file) else {
          throw .unreadable(path: file, reason: "no such file; was this shard's render cut short?")
        }
      }
      if let (other, _) = byIndex[part.shard.index] {
        throw .duplicate(shard: part.shard, paths: [other.relativePath, path])
      }
      byIndex[part.shard.index] = (directory, manifest)
    }
    guard let (_, first, firstManifest) = reference else { throw .noParts }
    let missing = (1...first.shard.count).filter { byIndex[$0] == nil }
    guard missing.isEmpty else { throw .missing(shards: missing, count: first.shard.count) }
    let ordered = (1...first.shard.count).compactMap { byIndex[$0] }
    var whole = firstManifest
    whole.frames = ordered.flatMap { $0.1.frames }
    return (whole, ordered)
  }

  private static func manifest(in directory: URL) throws(FrameMergeError) -> FrameManifest {
    let url = FrameDirectory(directory).manifestURL
    let data: Data
    do {
      data = try Data(contentsOf: url, options: .alwaysMapped)
    } catch {
      throw .unreadable(path: url.relativePath, reason: FileSystemReason.text(of: error))
    }
    guard data.count <= FrameManifest.largestRecognisedManifest,
      let manifest = FrameManifest(json: data)
    else { throw .notAManifest(path: url.relativePath) }
    return manifest
  }
}

/// Why the parts of a sharded render cannot be joined.
public enum FrameMergeError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No directory was given.
  case noParts
  /// A part's manifest or frame cannot be read.
  case unreadable(path: String, reason: String)
  /// A part's `manifest.json` is not one this tool wrote.
  case notAManifest(path: String)
  /// A part holds a whole render, not a shard.
  case notAShard(path: String)
  /// A part belongs to another render.
  case foreign(path: String, reference: String, differences: String)
  /// A part does not list exactly its shard's frames.
  case wrongFrames(path: String, shard: Shard, frames: Range<Int>)
  /// Two parts are the same shard.
  case duplicate(shard: Shard, paths: [String])
  /// Shards are missing.
  case missing(shards: [Int], count: Int)
  /// The output directory is one of the parts.
  case outputIsAPart(path: String)
  /// The output cannot be written.
  case output(FrameOutputError)

  /// One sentence naming the part and what is wrong.
  public var description: String {
    switch self {
    case .noParts:
      "no shard directories given"
    case .unreadable(let path, let reason):
      "cannot read \(path): \(reason)"
    case .notAManifest(let path):
      "\(path) is not a manifest snapreplay wrote"
    case .notAShard(let path):
      "\(path) is a whole render, not a shard (render --shard I/N writes shards)"
    case .foreign(let path, let reference, let differences):
      "\(path) belongs to another render than \(reference) (different \(differences))"
    case .wrongFrames(let path, let shard, let frames):
      "\(path) does not list exactly shard \(shard)'s frames \(frames.lowerBound)..<\(frames.upperBound)"
    case .duplicate(let shard, let paths):
      "shard \(shard) is given twice: \(paths.joined(separator: " and "))"
    case .missing(let shards, let count):
      "shard\(shards.count == 1 ? "" : "s") "
        + shards.map { "\($0)/\(count)" }.joined(separator: ", ")
        + " \(shards.count == 1 ? "is" : "are") missing"
    case .outputIsAPart(let path):
      "the output directory \(path) is one of the shards; choose another (-o)"
    case .output(let error):
      "\(error)"
    }
  }
}
