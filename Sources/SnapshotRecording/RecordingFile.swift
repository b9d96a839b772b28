import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The file a ``SnapshotRecorder`` writes: opened for appending, locked against a second
/// recorder, each line written with one `write`.
///
/// Opened `O_APPEND` (every line lands at the end, even if the file is written by someone else
/// too) and `O_CLOEXEC` (a child process the app starts neither inherits the descriptor nor
/// holds the lock), then locked with `flock(LOCK_EX | LOCK_NB)` before anything is truncated, so
/// that a second recorder on the same path fails instead of replacing or interleaving with the
/// first one's recording. The lock is advisory: it binds recorders, not other programs.
///
/// Not thread-safe by itself: ``SnapshotRecorder`` calls it only under its lock.
final class RecordingFile: @unchecked Sendable {
  private let descriptor: Int32
  private let path: String
  private var isClosed = false

  /// Opens (creating it if needed) and locks the file at `path`, then empties it if it is a
  /// regular file.
  ///
  /// - Parameter path: The file.
  /// - Throws: ``RecordingWriteError`` when the file cannot be opened, another recorder holds it,
  ///   or it cannot be emptied.
  init(path: String) throws(RecordingWriteError) {
    self.path = path
    let descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw Self.error(path, "cannot open it: \(Self.systemError())") }
    self.descriptor = descriptor
    guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
      let code = errno
      let reason =
        code == EWOULDBLOCK
        ? "another recorder is writing this file" : "cannot lock it: \(Self.systemError(code))"
      _ = systemClose(descriptor)
      isClosed = true
      throw Self.error(path, reason)
    }
    // Emptied only once locked, so that a recorder that loses the race truncates nothing.
    // Pipes and devices (a FIFO, /dev/stdout) cannot be truncated and need not be.
    if isRegularFile, ftruncate(descriptor, 0) != 0 {
      let reason = "cannot empty it: \(Self.systemError())"
      close()
      throw Self.error(path, reason)
    }
  }

  deinit { close() }

  /// Writes all of `data` (one `write` for a line, more only if the system takes part of it).
  ///
  /// - Throws: ``RecordingWriteError`` with the system's reason.
  func write(_ data: Data) throws(RecordingWriteError) {
    var failure: Int32?
    data.withUnsafeBytes { buffer in
      guard var next = buffer.baseAddress else { return }
      var remaining = buffer.count
      while remaining > 0 {
        let written = systemWrite(descriptor, next, remaining)
        if written < 0 {
          if errno == EINTR { continue }
          failure = errno
          return
        }
        remaining -= written
        next += written
      }
    }
    if let failure { throw Self.error(path, Self.systemError(failure)) }
  }

  /// Asks the system to put everything written on disk (`fsync`).
  ///
  /// - Throws: ``RecordingWriteError`` with the system's reason.
  func synchronize() throws(RecordingWriteError) {
    guard fsync(descriptor) == 0 else {
      throw Self.error(path, "cannot sync it to disk: \(Self.systemError())")
    }
  }

  /// Closes the file, releasing the lock. Closing twice does nothing.
  func close() {
    guard !isClosed else { return }
    isClosed = true
    _ = systemClose(descriptor)
  }

  /// Removes the file after a failed start, when the path still names the regular file this
  /// recorder opened (never a device, nor a file that replaced it meanwhile), then closes it.
  ///
  /// - Returns: Whether the file is gone.
  func removeAfterFailedStart() -> Bool {
    defer { close() }
    var opened = stat()
    var named = stat()
    guard fstat(descriptor, &opened) == 0, stat(path, &named) == 0,
      opened.st_dev == named.st_dev, opened.st_ino == named.st_ino, isRegularFile
    else { return false }
    return unlink(path) == 0
  }

  private var isRegularFile: Bool {
    var status = stat()
    return fstat(descriptor, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
  }

  private static func error(_ path: String, _ reason: String) -> RecordingWriteError {
    RecordingWriteError(file: path, reason: reason)
  }

  private static func systemError(_ code: Int32 = errno) -> String {
    String(cString: strerror(code))
  }
}

// `close` and `write` are also methods of `RecordingFile`: outside it, the names are the C
// functions'.
private func systemClose(_ descriptor: Int32) -> Int32 {
  close(descriptor)
}

private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int)
  -> Int
{
  write(descriptor, bytes, count)
}
