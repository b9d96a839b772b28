import Foundation

/// Fresh directories under the system's temporary directory, a new one per call, so tests that
/// run in parallel never share files.
///
/// ```swift
/// let directory = try ScratchDirectory.make("render-cli")
/// defer { ScratchDirectory.remove(directory) }
/// // directory: /tmp/render-cli-6F1C…/, empty
/// ```
public enum ScratchDirectory {
  /// Creates a new empty directory named `<prefix>-<UUID>`; the caller removes it with
  /// ``remove(_:)``.
  ///
  /// - Parameter prefix: Names the test or target that uses it, so a leftover is easy to trace.
  /// - Returns: The directory's URL.
  /// - Throws: The file system's error when the directory cannot be created.
  public static func make(_ prefix: String) throws -> URL {
    let url = unusedURL(prefix)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// A path for one file in a new scratch directory `<prefix>-<UUID>`; the directory is created,
  /// the file is not.
  ///
  /// ```swift
  /// let url = try ScratchDirectory.file(prefix: "RecordingFormatTests")
  /// // /tmp/RecordingFormatTests-6F1C…/recording.jsonl
  /// ```
  ///
  /// - Parameters:
  ///   - name: The file's name.
  ///   - prefix: Names the test or target that uses it.
  /// - Returns: The file's URL; remove its directory with ``remove(_:)``.
  /// - Throws: The file system's error when the directory cannot be created.
  public static func file(_ name: String = "recording.jsonl", prefix: String) throws -> URL {
    try make(prefix).appendingPathComponent(name)
  }

  /// A new path `<prefix>-<UUID>` under the temporary directory, not created: for code under
  /// test that creates its output directory itself.
  ///
  /// ```swift
  /// let output = ScratchDirectory.unusedURL("output-tests")
  /// FileManager.default.fileExists(atPath: output.path)  // false
  /// ```
  ///
  /// - Parameter prefix: Names the test or target that uses it.
  /// - Returns: A path nothing exists at.
  public static func unusedURL(_ prefix: String) -> URL {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("\(prefix)-\(UUID().uuidString)", isDirectory: true)
  }

  /// Removes a scratch directory and everything in it; one that is already gone is fine.
  ///
  /// - Parameter url: A directory from ``make(_:)`` or ``unusedURL(_:)``.
  public static func remove(_ url: URL) {
    try? FileManager.default.removeItem(at: url)
  }
}
