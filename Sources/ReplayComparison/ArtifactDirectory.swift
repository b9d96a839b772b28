public import Foundation
import SnapshotRecording

/// Chooses where artifacts (difference images, `verify`'s actual frames) go, and keeps the
/// default place tidy: `--diff-dir` (or `verify --artifacts`), else `$SNAPREPLAY_ARTIFACTS`,
/// else one fixed directory per user, ``defaultRoot(environment:)``:
/// `$TMPDIR/snapreplay-artifacts-<uid>` (`/tmp/…` when `TMPDIR` is not set).
///
/// Artifacts are written only when a comparison fails. In the default place each run owns one
/// subdirectory, named after the goldens (`verify`: `<golden directory name>/actual` and
/// `…/diff`) or the reference (`compare`: `compare-<reference name>`); the next run of the same
/// goldens replaces it, and a passing run removes it — and the per-user directory once it is
/// empty — so a passing `verify` or `compare` leaves nothing behind. A directory the user names
/// is theirs: the tool writes into it and removes nothing there but its own earlier artifacts.
///
/// ```swift
/// ArtifactDirectory.defaultRoot(environment: ["TMPDIR": "/tmp"]).path
/// // /tmp/snapreplay-artifacts-1000
/// ```
public enum ArtifactDirectory {
  /// The environment variable CI sets to collect artifacts.
  public static let environmentVariable = "SNAPREPLAY_ARTIFACTS"

  /// The absolute directory for artifacts: `explicit`, else `$SNAPREPLAY_ARTIFACTS`, else
  /// ``defaultRoot(environment:)``.
  ///
  /// - Parameters:
  ///   - explicit: The `--diff-dir` (or `--artifacts`) value, if given.
  ///   - environment: The process environment.
  ///   - currentDirectory: What relative paths are relative to.
  /// - Returns: An absolute URL; the directory is created only when an artifact is written.
  public static func resolve(
    explicit: String?, environment: [String: String], currentDirectory: URL
  ) -> URL {
    named(explicit: explicit, environment: environment, currentDirectory: currentDirectory)
      ?? defaultRoot(environment: environment)
  }

  /// The directory the user named, by option or environment, if any.
  ///
  /// - Parameters:
  ///   - explicit: The `--diff-dir` (or `--artifacts`) value, if given.
  ///   - environment: The process environment.
  ///   - currentDirectory: What relative paths are relative to.
  /// - Returns: An absolute URL, or `nil` when the default place is to be used.
  public static func named(
    explicit: String?, environment: [String: String], currentDirectory: URL
  ) -> URL? {
    if let explicit, !explicit.isEmpty {
      return absolute(explicit, in: currentDirectory)
    }
    if let artifacts = environment[environmentVariable], !artifacts.isEmpty {
      return absolute(artifacts, in: currentDirectory)
    }
    return nil
  }

  /// The per-user directory artifacts go to when no directory is named:
  /// `$TMPDIR/snapreplay-artifacts-<uid>`, or the system's temporary directory when `TMPDIR` is
  /// not set. One fixed name per user, so that runs find and remove what earlier runs left.
  ///
  /// - Parameter environment: The process environment.
  /// - Returns: The directory's absolute URL; it may not exist.
  public static func defaultRoot(environment: [String: String]) -> URL {
    let temporary =
      environment["TMPDIR"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
      ?? FileManager.default.temporaryDirectory
    return temporary.appendingPathComponent("snapreplay-artifacts-\(getuid())")
      .standardizedFileURL
  }

  /// Whether `url` is the per-user default directory.
  ///
  /// - Parameters:
  ///   - url: An artifacts directory.
  ///   - environment: The process environment.
  /// - Returns: `true` when `url` is ``defaultRoot(environment:)``.
  public static func isDefaultRoot(_ url: URL, environment: [String: String]) -> Bool {
    url.standardizedFileURL.path == defaultRoot(environment: environment).path
  }

  /// Creates the per-user directory, private to the user (mode 0700), and checks that an
  /// existing one is a real directory the user owns — a name in a shared `/tmp` that someone
  /// else created, or a symbolic link, is refused rather than written through.
  ///
  /// - Parameter root: ``defaultRoot(environment:)``.
  /// - Throws: ``ComparisonError/directoryFailure(path:reason:)`` saying what is wrong and to
  ///   set `SNAPREPLAY_ARTIFACTS`.
  public static func prepareDefaultRoot(_ root: URL) throws(ComparisonError) {
    let path = root.path
    let parent = root.deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
    } catch {
      throw .directoryFailure(
        path: parent.path,
        reason: "cannot create the directory: \(FileSystemReason.text(of: error))")
    }
    var status = stat()
    guard mkdir(path, 0o700) == 0 || errno == EEXIST, lstat(path, &status) == 0 else {
      throw .directoryFailure(
        path: path, reason: "cannot create the directory: \(FileSystemReason.text(errno: errno))")
    }
    guard (status.st_mode & S_IFMT) == S_IFDIR, status.st_uid == getuid() else {
      throw .directoryFailure(
        path: path,
        reason: "is not a directory of yours; set \(environmentVariable) to a directory for "
          + "artifacts")
    }
  }

  /// Removes what an earlier run left in one of the default directory's subdirectories, and
  /// the per-user directory itself when nothing else is left in it.
  ///
  /// - Parameters:
  ///   - directory: A run's subdirectory of ``defaultRoot(environment:)``.
  ///   - root: ``defaultRoot(environment:)``.
  public static func removeDefaultArtifacts(_ directory: URL, root: URL) {
    try? FileManager.default.removeItem(at: directory)
    removeIfEmpty(root)
  }

  /// Removes a directory only when it is empty (`rmdir`), so nothing anyone else put there is
  /// lost.
  ///
  /// - Parameter directory: The directory.
  public static func removeIfEmpty(_ directory: URL) {
    _ = rmdir(directory.path)
  }

  private static func absolute(_ path: String, in currentDirectory: URL) -> URL {
    let url =
      path.hasPrefix("/")
      ? URL(fileURLWithPath: path) : currentDirectory.appendingPathComponent(path)
    return url.standardizedFileURL
  }
}
