import Foundation
import ReplayComparison
import ReplayRendering
import ReplayTestSupport
import ReplayVerification

/// A scratch directory where a two-apply recording was verified twice: goldens recorded of the
/// first apply held for 0.6 s, then a render of both compared with them (record mode never),
/// so six frames are identical, one differs (the second apply has begun) and two have no golden.
struct VerifiedFixture {
  /// The scratch directory; the paths below are inside it.
  var directory: URL
  /// The failing verification.
  var result: VerificationResult
  /// Its render options.
  var options: RenderOptionOverrides

  /// The goldens' options.
  static let goldenOptions = RenderOptionOverrides {
    $0.fps = 10; $0.hold = 0.6; $0.toSeq = 1
  }

  var goldens: URL { directory.appendingPathComponent("goldens/sort") }

  static func make() throws -> VerifiedFixture {
    let directory = try ScratchDirectory.make("golden-review")
    let recording = directory.appendingPathComponent("sort.jsonl")
    try FileManager.default.copyItem(
      at: PackageFiles.root.appendingPathComponent(
        "Tests/SnapreplayCLITests/Fixtures/render-small.jsonl"),
      to: recording)
    let goldens = directory.appendingPathComponent("goldens/sort")
    let artifacts = directory.appendingPathComponent("artifacts")
    _ = try GoldenVerification(
      recording: recording, goldens: goldens, renderOptions: goldenOptions, record: .missing,
      artifacts: artifacts
    ).run()
    let options = RenderOptionOverrides { $0.fps = 10 }
    let result = try GoldenVerification(
      recording: recording, goldens: goldens, renderOptions: options, record: .never,
      artifacts: artifacts
    ).run()
    return VerifiedFixture(directory: directory, result: result, options: options)
  }

  /// The review of the failing result, with paths relative to the scratch directory.
  var review: GoldenReview {
    GoldenReview(
      recordings: [ReviewedRecording(result: result, renderOptions: options)],
      directory: directory)
  }

  /// The names of the frames that do not pass.
  var failingFrames: [String] { result.report.frames.filter { !$0.passed }.map(\.name) }
}
