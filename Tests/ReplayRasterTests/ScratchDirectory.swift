import Foundation

/// A fresh directory under the temporary directory, removed by ``remove()``.
struct ScratchDirectory {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("ReplayRasterTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// The names in the directory, sorted.
  func names() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
  }

  func remove() {
    try? FileManager.default.removeItem(at: url)
  }
}
