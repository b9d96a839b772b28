import Foundation

/// Chooses where difference images go: `--diff-dir`, else `$SNAPREPLAY_ARTIFACTS`, else a new
/// temporary directory.
public enum DiffDirectory {
  /// The environment variable CI sets to collect artifacts.
  public static let environmentVariable = "SNAPREPLAY_ARTIFACTS"

  /// The absolute directory for difference images.
  ///
  /// - Parameters:
  ///   - explicit: The `--diff-dir` value, if given.
  ///   - environment: The process environment.
  ///   - currentDirectory: What relative paths are relative to.
  /// - Returns: An absolute URL; the directory is created only when an image is written.
  public static func resolve(
    explicit: String?, environment: [String: String], currentDirectory: URL
  ) -> URL {
    if let explicit, !explicit.isEmpty {
      return absolute(explicit, in: currentDirectory)
    }
    if let artifacts = environment[environmentVariable], !artifacts.isEmpty {
      return absolute(artifacts, in: currentDirectory)
    }
    return FileManager.default.temporaryDirectory
      .appendingPathComponent("snapreplay-compare-\(UUID().uuidString)").standardizedFileURL
  }

  private static func absolute(_ path: String, in currentDirectory: URL) -> URL {
    let url =
      path.hasPrefix("/")
      ? URL(fileURLWithPath: path) : currentDirectory.appendingPathComponent(path)
    return url.standardizedFileURL
  }
}
