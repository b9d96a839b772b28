import Foundation
import ReplayTestSupport

@testable import ReplayComparison

/// Locates fixtures under `Tests/ReplayComparisonTests/Fixtures/`.
enum Fixture {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  /// A pixelmatch 7.2.0 test image, such as `1a`.
  static func pixelmatch(_ name: String) -> URL {
    directory.appendingPathComponent("pixelmatch").appendingPathComponent("\(name).png")
  }

  /// A fresh empty directory under the temporary directory.
  static func temporaryDirectory() throws -> URL {
    try ScratchDirectory.make("ReplayComparisonTests")
  }
}
