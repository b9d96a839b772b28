public import Foundation

/// The one way files are written: under a temporary name beside the target, then renamed into
/// place, so a reader never sees a half-written file — frames, manifests, contact sheets,
/// goldens, difference images and videos alike.
///
/// The temporary name is the target's name plus ``temporarySuffix``, so a directory's owner can
/// find and remove what an interrupted write left. Each temporary file is created and renamed
/// through ``InterruptCleanup``, so a run stopped by SIGINT or SIGTERM removes it on the way
/// out.
///
/// ```swift
/// try AtomicFile.write(Array("{}\n".utf8), to: URL(fileURLWithPath: "/tmp/out/manifest.json"))
/// // /tmp/out/manifest.json.tmp is written, then renamed to /tmp/out/manifest.json
/// ```
public enum AtomicFile {
  /// Appended to a target's name while it is being written.
  public static let temporarySuffix = ".tmp"

  /// Where `url` is written before it is renamed into place.
  ///
  /// ```swift
  /// print(AtomicFile.temporaryURL(for: URL(fileURLWithPath: "/tmp/a.png")).path)  // /tmp/a.png.tmp
  /// ```
  ///
  /// - Parameter url: The target file.
  /// - Returns: The target's path plus ``temporarySuffix``; relative when `url` is.
  public static func temporaryURL(for url: URL) -> URL {
    URL(fileURLWithPath: url.relativePath + temporarySuffix)
  }

  /// Writes `bytes` to the temporary name, then renames it to `url`, replacing any file there.
  ///
  /// ```swift
  /// try AtomicFile.write([0x89, 0x50, 0x4E, 0x47], to: URL(fileURLWithPath: "/tmp/a.png"))
  /// ```
  ///
  /// - Parameters:
  ///   - bytes: The whole file.
  ///   - url: The target file; its directory must exist.
  /// - Throws: ``AtomicFileError`` naming the temporary file when it cannot be written, or the
  ///   target when the rename fails; nothing is left behind either way.
  public static func write(_ bytes: [UInt8], to url: URL) throws(AtomicFileError) {
    // Relative paths stay relative, so errors name files as the caller did.
    let temporary = temporaryURL(for: url).relativePath
    let (descriptor, openError) = InterruptCleanup.tracking(temporaryFile: temporary) {
      (open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644), errno)
    }
    guard descriptor >= 0 else {
      InterruptCleanup.forgetting(temporaryFile: temporary) {}
      throw AtomicFileError(path: temporary, reason: String(cString: strerror(openError)))
    }
    var written = 0
    while written < bytes.count {
      let result = bytes.withUnsafeBytes { buffer in
        systemWrite(descriptor, buffer.baseAddress.map { $0 + written }, bytes.count - written)
      }
      if result < 0 && errno == EINTR { continue }
      guard result > 0 else {
        let reason = result < 0 ? errnoText() : "nothing written"
        close(descriptor)
        discard(temporary)
        throw AtomicFileError(path: temporary, reason: reason)
      }
      written += result
    }
    guard close(descriptor) == 0 else {
      let reason = errnoText()
      discard(temporary)
      throw AtomicFileError(path: temporary, reason: reason)
    }
    try moveIntoPlace(URL(fileURLWithPath: temporary), to: url)
  }

  /// Renames a finished temporary file to its target, replacing any file there; for writers
  /// that produce the file themselves (ffmpeg).
  ///
  /// ```swift
  /// let temporary = AtomicFile.temporaryURL(for: output)
  /// // … a child process writes `temporary` …
  /// try AtomicFile.moveIntoPlace(temporary, to: output)
  /// ```
  ///
  /// - Parameters:
  ///   - temporary: The finished file, on the same file system as `url`.
  ///   - url: The target file.
  /// - Throws: ``AtomicFileError`` naming the target; the temporary file is removed.
  public static func moveIntoPlace(_ temporary: URL, to url: URL) throws(AtomicFileError) {
    let failure = InterruptCleanup.forgetting(temporaryFile: temporary.relativePath) {
      () -> Int32? in
      guard rename(temporary.relativePath, url.relativePath) != 0 else { return nil }
      let code = errno
      unlink(temporary.relativePath)
      return code
    }
    if let failure {
      throw AtomicFileError(path: url.relativePath, reason: String(cString: strerror(failure)))
    }
  }

  /// Removes a temporary file that will not be renamed, and stops tracking it.
  ///
  /// - Parameter temporary: The temporary file's path, as it was created.
  public static func discard(_ temporary: String) {
    InterruptCleanup.forgetting(temporaryFile: temporary) { _ = unlink(temporary) }
  }

  private static func errnoText() -> String {
    String(cString: strerror(errno))
  }
}

/// The C library's `write`, which `AtomicFile.write(_:to:)` hides inside the type.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}
