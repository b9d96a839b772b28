import Foundation

@testable import RecordingFormat

/// Locates fixtures next to this file and makes scratch files.
enum Fixtures {
  static func url(_ name: String) -> URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures").appendingPathComponent(name)
  }

  /// A fresh path in a per-test temporary directory.
  static func scratchFile(_ name: String = "recording.jsonl") throws -> URL {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("RecordingFormatTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory.appendingPathComponent(name)
  }

  /// Reads a fixture to the end, named by its file name; the error that stopped it, if any.
  static func firstError(_ name: String) -> RecordingError? {
    do throws(RecordingError) {
      let reader = try RecordingReader(contentsOf: url(name), name: name)
      while try reader.next() != nil {}
      return nil
    } catch {
      return error
    }
  }

  /// Reads a fixture that must be readable, named by its file name.
  static func read(_ name: String) throws -> Recording {
    try Recording(contentsOf: url(name), name: name)
  }
}
