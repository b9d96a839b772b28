import Foundation

/// Makes scratch files for recordings written by the tests.
enum Fixtures {
  /// A fresh path in a per-test temporary directory.
  static func scratchFile(_ name: String = "recording.jsonl") throws -> URL {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("SnapshotRecordingTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory.appendingPathComponent(name)
  }
}
