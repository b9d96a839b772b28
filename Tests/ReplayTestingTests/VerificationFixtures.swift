import Foundation
import ReplayComparison
import ReplayRaster
import ReplayRendering
import ReplayTestSupport
import ReplayVerification
import SnapshotRecording

/// Scratch goldens and artifacts for verification tests, and the recordings they render.
struct VerificationFixtures {
  let root: URL

  init() throws {
    root = try ScratchDirectory.make("verify-tests")
  }

  var goldens: URL { root.appendingPathComponent("goldens") }
  var artifacts: URL { root.appendingPathComponent("artifacts") }

  static func demo(_ name: String) -> URL {
    PackageFiles.demoRecording(name)
  }

  /// The first three applies of the insertion sort at 5 fps and half size: 5 small frames.
  static let smallRender = RenderOptionOverrides {
    $0.scale = 0.5
    $0.fps = 5
    $0.hold = 0
    $0.toSeq = 3
  }

  func verification(
    _ record: RecordMode, options: RenderOptionOverrides = smallRender
  ) -> GoldenVerification {
    GoldenVerification(
      recording: Self.demo("insertion-sort.jsonl"), goldens: goldens, renderOptions: options,
      record: record, artifacts: artifacts)
  }

  func goldenNames() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: goldens.path)
      .filter { $0.hasSuffix(".png") }.sorted()
  }

  func goldenData(_ name: String) throws -> Data {
    try Data(contentsOf: goldens.appendingPathComponent(name))
  }

  /// Paints one strongly different pixel into a golden.
  func spoilGolden(_ name: String) throws {
    let url = goldens.appendingPathComponent(name)
    var image = try PNGCodec.read(url)
    image[5, 5] = RecordedColor(red: 255, green: 255, blue: 255)
    image[6, 5] = RecordedColor(red: 255, green: 255, blue: 255)
    try PNGCodec.write(image, to: url)
  }

  func remove() {
    ScratchDirectory.remove(root)
  }
}
