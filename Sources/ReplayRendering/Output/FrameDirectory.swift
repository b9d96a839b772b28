public import Foundation
import ReplayRaster
import SnapshotRecording

/// A directory of rendered frames: the one place that knows how its files are named —
/// `frame-000000.png`, `frame-000001.png`, … (0-based, six digits or more) and `manifest.json` —
/// how they are written (atomically, see `AtomicFile`) and cleaned up, and which directories a
/// render may write into: a new one, an empty one, or one holding an earlier render, recognised
/// by its manifest (see `claim(force:)`). A render removes only frame files a manifest lists.
///
/// ```swift
/// print(FrameDirectory.fileName(ofFrame: 42))  // frame-000042.png
/// print(FrameDirectory.frameIndex(of: "frame-000042.png") ?? -1)  // 42
/// print(FrameDirectory.manifestName)  // manifest.json
/// ```
public struct FrameDirectory: Sendable {
  /// What every frame's file name starts with.
  public static let framePrefix = "frame-"
  /// The extension of every frame's file name.
  public static let frameExtension = "png"
  /// The fewest digits a frame number is written with.
  public static let frameDigits = 6
  /// The manifest's file name.
  public static let manifestName = "manifest.json"
  /// The frames' names as a printf pattern, for ffmpeg's image-sequence input: `frame-%06d.png`.
  public static let framePattern = "\(framePrefix)%0\(frameDigits)d.\(frameExtension)"

  /// The directory.
  public let url: URL

  /// The file name of frame `index`: `frame-000000.png`, 0-based, at least six digits.
  ///
  /// ```swift
  /// print(FrameDirectory.fileName(ofFrame: 1_234_567))  // frame-1234567.png
  /// ```
  ///
  /// - Parameter index: The frame's number, 0 or more.
  /// - Returns: The file name, without a directory.
  public static func fileName(ofFrame index: Int) -> String {
    let digits = String(index)
    return framePrefix + String(repeating: "0", count: max(0, frameDigits - digits.count))
      + digits + "." + frameExtension
  }

  /// The frame number a file name stands for, or `nil` when it is not a frame's name.
  ///
  /// ```swift
  /// print(FrameDirectory.frameIndex(of: "frame-7.png") as Any)  // nil: fewer than six digits
  /// ```
  ///
  /// - Parameter name: A file name, without a directory.
  /// - Returns: The frame number.
  public static func frameIndex(of name: String) -> Int? {
    let suffix = "." + frameExtension
    guard name.hasPrefix(framePrefix), name.hasSuffix(suffix) else { return nil }
    let digits = name.dropFirst(framePrefix.count).dropLast(suffix.count)
    guard digits.count >= frameDigits, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else {
      return nil
    }
    return Int(digits)
  }

  /// A directory of frames at `url`, which need not exist yet.
  ///
  /// ```swift
  /// let frames = FrameDirectory(URL(fileURLWithPath: "Output/insertion-sort"))
  /// print(frames.url(ofFrame: 3).lastPathComponent)  // frame-000003.png
  /// ```
  ///
  /// - Parameter url: The directory.
  public init(_ url: URL) {
    self.url = url
  }

  /// The file of frame `index`.
  ///
  /// - Parameter index: The frame's number.
  /// - Returns: The frame's file URL inside the directory.
  public func url(ofFrame index: Int) -> URL {
    url.appendingPathComponent(Self.fileName(ofFrame: index))
  }

  /// The manifest's file URL.
  public var manifestURL: URL { url.appendingPathComponent(Self.manifestName) }

  /// Writes `bytes` to the file `name` atomically (see `AtomicFile`), so it is never seen
  /// half-written.
  func writeAtomically(_ bytes: [UInt8], to name: String) throws(FrameOutputError) {
    do {
      try AtomicFile.write(bytes, to: url.appendingPathComponent(name))
    } catch {
      throw .writeFailed(path: error.path, reason: error.reason)
    }
  }

  /// Writes a frame's file atomically (see `AtomicFile`), first removing an earlier render's
  /// file of that name.
  ///
  /// A rename over an existing file makes ext4 write the new file's data back at once (its
  /// `auto_da_alloc` guard for programs that skip `fsync`): about 5 % of a grid render's CPU
  /// when it replaced an earlier render's frames. A rename to a free name does not. The frame
  /// is missing for that moment only, while the partial manifest already marks the directory
  /// incomplete. When the file cannot be removed, the rename fails as it did before and names
  /// the file.
  func writeFrame(_ bytes: [UInt8], to name: String) throws(FrameOutputError) {
    _ = unlink(url.appendingPathComponent(name).relativePath)
    try writeAtomically(bytes, to: name)
  }

  /// Removes the manifest and temporary files an earlier, possibly interrupted, render left,
  /// so a manifest exists only beside a complete set of frames. The partial manifest stays: it
  /// is how the directory is recognised until the new manifest is written.
  func removeManifestAndLeftovers() throws(FrameOutputError) {
    try remove(
      names: [Self.manifestName]
        + names().filter { name in
          name.hasSuffix(AtomicFile.temporarySuffix)
            && (name.hasPrefix(Self.framePrefix) || name.hasPrefix(Self.manifestName))
        })
  }

  /// Removes the frame files an earlier render's manifest lists that this render, of the
  /// frames `kept`, does not write: never a file no manifest lists.
  func removeFrames(listedIn earlier: EarlierRender, keeping kept: Range<Int>)
    throws(FrameOutputError)
  {
    try remove(
      names: names().filter { name in
        guard earlier.frames.contains(name), let index = Self.frameIndex(of: name) else {
          return false
        }
        return !kept.contains(index)
      })
  }

  /// Removes the partial manifest once `manifest.json` is in place.
  func removePartialManifest() throws(FrameOutputError) {
    try remove(names: [Self.partialManifestName])
  }

  func names() throws(FrameOutputError) -> [String] {
    do {
      return try FileManager.default.contentsOfDirectory(atPath: url.relativePath)
    } catch {
      throw .writeFailed(path: url.relativePath, reason: FileSystemReason.text(of: error))
    }
  }

  private func remove(names: [String]) throws(FrameOutputError) {
    for name in names.sorted() {
      let target = url.appendingPathComponent(name).relativePath
      guard unlink(target) == 0 || errno == ENOENT else {
        throw .writeFailed(path: target, reason: FileSystemReason.text(errno: errno))
      }
    }
  }
}
