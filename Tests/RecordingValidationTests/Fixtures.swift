import Foundation

/// Locates fixtures next to this file and makes scratch files.
enum Fixtures {
  static func url(_ name: String) -> URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures").appendingPathComponent(name)
  }

  /// A fresh path in a per-test temporary directory.
  static func scratchFile(_ name: String = "recording.jsonl") throws -> URL {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("RecordingValidationTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory.appendingPathComponent(name)
  }
}
