import Foundation
import SnapshotModel

/// What an interrupted run must undo before the process exits: the temporary files being
/// written (``AtomicFile``'s `….tmp` names, ffmpeg's output), the scratch directories of
/// temporary renders (`approve`'s) and the child processes running (ffmpeg).
///
/// Writers create and finish their temporary files through this type, and `VideoExport` starts
/// ffmpeg through it; the command-line tool's SIGINT and SIGTERM handler calls
/// ``cleanUpAndExit(status:)``. Creating a file and recording its name happen under one lock,
/// and the cleanup takes that lock for good, so a file is either created before the cleanup
/// (and removed by it) or never: no thread can leave a new temporary file behind once the
/// cleanup has begun.
///
/// ```swift
/// let descriptor = InterruptCleanup.tracking(temporaryFile: "out/a.png.tmp") {
///   open("out/a.png.tmp", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
/// }
/// // … write …
/// InterruptCleanup.forgetting(temporaryFile: "out/a.png.tmp") {
///   rename("out/a.png.tmp", "out/a.png")
/// }
/// ```
public enum InterruptCleanup {
  /// How long a child may take to exit after `SIGTERM` before it is sent `SIGKILL`.
  public static let gracePeriod: Double = 2

  /// Runs `create`, which creates (or lets a child create) the temporary file `path`, and
  /// remembers `path` so that an interruption removes it.
  ///
  /// - Parameters:
  ///   - path: The temporary file, as `create` names it.
  ///   - create: Creates it; runs while no cleanup can start.
  /// - Returns: What `create` returns.
  public static func tracking<T>(temporaryFile path: String, _ create: () -> T) -> T {
    state.withLock { tracked in
      let result = create()
      tracked.files.insert(path)
      return result
    }
  }

  /// Runs `finish`, which renames or removes the temporary file `path`, and forgets `path`.
  ///
  /// - Parameters:
  ///   - path: The temporary file, as it was tracked.
  ///   - finish: Renames or removes it; runs while no cleanup can start.
  /// - Returns: What `finish` returns.
  public static func forgetting<T>(temporaryFile path: String, _ finish: () -> T) -> T {
    state.withLock { tracked in
      let result = finish()
      tracked.files.remove(path)
      return result
    }
  }

  /// Remembers the temporary directory `path` (a scratch render), which the caller is about
  /// to create, so that an interruption removes it with everything in it.
  ///
  /// It is remembered before it exists, so no moment is left where it exists unremembered;
  /// removing a directory that was never created does nothing.
  ///
  /// ```swift
  /// InterruptCleanup.tracking(temporaryDirectory: "/tmp/snapreplay-approve-42")
  /// defer { InterruptCleanup.removing(temporaryDirectory: "/tmp/snapreplay-approve-42") }
  /// ```
  ///
  /// - Parameter path: The directory.
  public static func tracking(temporaryDirectory path: String) {
    state.withLock { tracked in _ = tracked.directories.insert(path) }
  }

  /// Removes a directory tracked with ``tracking(temporaryDirectory:)``, with everything in
  /// it, and forgets it.
  ///
  /// - Parameter path: The directory, as it was tracked.
  public static func removing(temporaryDirectory path: String) {
    state.withLock { tracked in
      try? FileManager.default.removeItem(atPath: path)
      tracked.directories.remove(path)
    }
  }

  /// Runs `start`, which starts a child process and returns its process id, and remembers the
  /// child so that an interruption stops it.
  ///
  /// - Parameter start: Starts the child; `nil` when it could not be started.
  /// - Returns: The child's process id, or `nil`.
  public static func startingChild(_ start: () -> Int32?) -> Int32? {
    state.withLock { tracked in
      let child = start()
      if let child { tracked.children.insert(child) }
      return child
    }
  }

  /// Forgets a child that has exited (and been waited for).
  ///
  /// - Parameter child: Its process id, from ``startingChild(_:)``.
  public static func childExited(_ child: Int32) {
    state.withLock { tracked in _ = tracked.children.remove(child) }
  }

  /// The temporary files and children tracked now, for tests.
  package static var tracked: (files: Set<String>, children: Set<Int32>) {
    state.withLock { ($0.files, $0.children) }
  }

  /// The temporary directories tracked now, for tests.
  package static var trackedDirectories: Set<String> {
    state.withLock { $0.directories }
  }

  /// Stops every tracked child (`SIGTERM`, then `SIGKILL` after ``gracePeriod`` seconds) and
  /// waits for it to exit, removes every tracked temporary file and directory, and exits the process with
  /// `status` without running `atexit` handlers (other threads may still be drawing).
  ///
  /// The lock is never released: a thread about to create a temporary file or start a child
  /// waits until the process is gone.
  ///
  /// - Parameter status: The exit status, such as 130 after `SIGINT`.
  public static func cleanUpAndExit(status: Int32) -> Never {
    state.withLock { tracked -> Never in
      stopChildrenAndRemoveFiles(tracked)
      _exit(status)
    }
  }

  /// What ``cleanUpAndExit(status:)`` does, with the lock held for good.
  private static func stopChildrenAndRemoveFiles(_ tracked: Tracked) {
    for child in tracked.children { kill(child, SIGTERM) }
    for child in tracked.children where !waitForExit(child, seconds: gracePeriod) {
      kill(child, SIGKILL)
      _ = waitForExit(child, seconds: 1)
    }
    // After the children: ffmpeg must not recreate its output once it has been removed.
    for path in tracked.files { unlink(path) }
    // Last: files written into a scratch directory are gone with it, tracked or not.
    for path in tracked.directories { try? FileManager.default.removeItem(atPath: path) }
  }

  /// Whether `child` exited within `seconds`; it is left for its owner to reap (`WNOWAIT`).
  private static func waitForExit(_ child: Int32, seconds: Double) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    repeat {
      var info = siginfo_t()
      let result = waitid(P_PID, id_t(child), &info, WEXITED | WNOHANG | WNOWAIT)
      // ECHILD: already reaped by its owner, so gone.
      if result != 0 { return errno == ECHILD }
      if childProcessID(info) == child { return true }
      usleep(10_000)
    } while Date() < deadline
    return false
  }

  /// What is tracked.
  private struct Tracked {
    var files: Set<String> = []
    var directories: Set<String> = []
    var children: Set<Int32> = []
  }

  /// What is tracked now; ``cleanUpAndExit(status:)`` takes its lock and never gives it back.
  private static let state = LockedValue(Tracked())
}

/// The process id a `waitid` result reports (0 when no child has changed state).
private func childProcessID(_ info: siginfo_t) -> Int32 {
  #if os(Linux)
    info._sifields._sigchld.si_pid
  #else
    info.si_pid
  #endif
}
