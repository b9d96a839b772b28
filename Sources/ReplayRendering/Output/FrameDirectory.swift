import Foundation
import ReplayRaster

/// The output directory: atomic file writes and clean-up of what an earlier render left.
struct FrameDirectory: Sendable {
  static let temporarySuffix = AtomicFile.temporarySuffix
  static let manifestName = "manifest.json"

  let path: String

  /// Creates the directory (and its parents) unless it exists.
  init(creating path: String) throws(FrameOutputError) {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
      guard isDirectory.boolValue else {
        throw .cannotCreateDirectory(path: path, reason: "a file with that name exists")
      }
    } else {
      do {
        try FileManager.default.createDirectory(
          atPath: path, withIntermediateDirectories: true)
      } catch {
        throw .cannotCreateDirectory(path: path, reason: Self.reason(of: error))
      }
    }
    self.path = path
  }

  func path(of name: String) -> String {
    path.hasSuffix("/") ? path + name : path + "/" + name
  }

  /// Writes `bytes` to `name` atomically (see `AtomicFile`), so `name` is never seen
  /// half-written.
  func writeAtomically(_ bytes: [UInt8], to name: String) throws(FrameOutputError) {
    do {
      try AtomicFile.write(bytes, to: URL(fileURLWithPath: path(of: name)))
    } catch {
      throw .writeFailed(path: error.path, reason: error.reason)
    }
  }

  /// Removes the manifest and temporary files an earlier, possibly interrupted, render left,
  /// so a manifest exists only beside a complete set of frames.
  func removeManifestAndLeftovers() throws(FrameOutputError) {
    try remove(
      names: [Self.manifestName]
        + names().filter { name in
          name.hasSuffix(Self.temporarySuffix)
            && (name.hasPrefix("frame-") || name.hasPrefix(Self.manifestName))
        })
  }

  /// Removes `frame-NNNNNN.png` files numbered `count` or higher, left by a longer render.
  func removeFrames(from count: Int) throws(FrameOutputError) {
    try remove(
      names: names().filter { name in
        guard let index = Self.frameIndex(of: name) else { return false }
        return index >= count
      })
  }

  static func frameIndex(of name: String) -> Int? {
    guard name.hasPrefix("frame-"), name.hasSuffix(".png") else { return nil }
    let digits = name.dropFirst("frame-".count).dropLast(".png".count)
    guard digits.count >= 6, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
    return Int(digits)
  }

  private func names() throws(FrameOutputError) -> [String] {
    do {
      return try FileManager.default.contentsOfDirectory(atPath: path)
    } catch {
      throw .writeFailed(path: path, reason: Self.reason(of: error))
    }
  }

  private func remove(names: [String]) throws(FrameOutputError) {
    for name in names.sorted() {
      let target = path(of: name)
      guard unlink(target) == 0 || errno == ENOENT else {
        throw .writeFailed(path: target, reason: Self.errnoText())
      }
    }
  }

  private static func errnoText() -> String {
    String(cString: strerror(errno))
  }

  private static func reason(of error: any Error) -> String {
    if let cocoa = error as? CocoaError, let underlying = cocoa.userInfo[NSUnderlyingErrorKey] {
      return String(describing: underlying)
    }
    return error.localizedDescription
  }
}
