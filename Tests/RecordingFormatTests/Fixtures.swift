import Foundation

@testable import RecordingFormat

/// Locates fixtures next to this file.
enum Fixtures {
  static func url(_ name: String) -> URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures").appendingPathComponent(name)
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
