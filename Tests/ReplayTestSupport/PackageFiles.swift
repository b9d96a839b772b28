import Foundation

/// Files of this package that tests read in place: the demo recordings under `Recordings/`, and
/// anything else found from the package's root.
///
/// ```swift
/// let url = PackageFiles.demoRecording("insertion-sort.jsonl")
/// // <package>/Recordings/insertion-sort.jsonl
/// ```
public enum PackageFiles {
  /// The package's root directory, found from this source file's path when it was compiled
  /// (`<root>/Tests/ReplayTestSupport/PackageFiles.swift`).
  public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// A demo recording that `snapreplay-demos` writes to `Recordings/`.
  ///
  /// - Parameter name: The file name, such as `wifi-settings.jsonl`.
  /// - Returns: The recording's URL.
  public static func demoRecording(_ name: String) -> URL {
    root.appendingPathComponent("Recordings").appendingPathComponent(name)
  }
}
