import Foundation
import ReplayTestSupport
import Testing

/// Where `verify` and `compare` put artifacts when no directory is named: one fixed directory
/// per user under `$TMPDIR`, written only on failure, emptied by the next passing run of the
/// same goldens or reference — so nothing accumulates in `/tmp`.
@Suite struct ArtifactsDirectoryTests {
  static let pixelmatch = PackageFiles.root
    .appendingPathComponent("Tests/ReplayComparisonTests/Fixtures/pixelmatch")
  static let goldens = PackageFiles.root
    .appendingPathComponent("Tests/ReplayTestingTests/__Goldens__/insertion-sort")

  /// A scratch directory standing in for `$TMPDIR`, and the environment that points there with
  /// no artifacts directory or record mode set.
  static func temporaryDirectory() throws -> (url: URL, environment: [String: String]) {
    let url = try ScratchDirectory.make("artifacts-tmpdir")
    return (url, ["TMPDIR": url.path, "SNAPREPLAY_ARTIFACTS": "", "SNAPREPLAY_RECORD": ""])
  }

  static func contents(_ directory: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
  }

  @Test func aPassingVerifyAndComparePutNothingInTheTemporaryDirectory() throws {
    let (temporary, environment) = try Self.temporaryDirectory()
    defer { ScratchDirectory.remove(temporary) }
    let verify = try CommandRun.snapreplay(
      [
        "verify", PackageFiles.root.appendingPathComponent("Recordings/insertion-sort.jsonl").path,
        "--golden", Self.goldens.path, "--scale", "0.5", "--fps", "5", "--hold", "0", "--to", "3",
        "--record", "never",
      ], environment: environment)
    #expect(verify.exitCode == 0, "\(verify.standardOutput)\(verify.standardError)")
    let file = Self.pixelmatch.appendingPathComponent("1a.png").path
    let compare = try CommandRun.snapreplay(["compare", file, file], environment: environment)
    #expect(compare.exitCode == 0, "\(compare.standardError)")
    #expect(try Self.contents(temporary) == [])
  }

  @Test func aFailingCompareWritesIntoThePerUserDirectoryAndThePassingRunRemovesIt() throws {
    let (temporary, environment) = try Self.temporaryDirectory()
    defer { ScratchDirectory.remove(temporary) }
    let reference = Self.pixelmatch.appendingPathComponent("1a.png").path
    let failing = try CommandRun.snapreplay(
      ["compare", reference, Self.pixelmatch.appendingPathComponent("1b.png").path],
      environment: environment)
    #expect(failing.exitCode == 1)
    let root = temporary.appendingPathComponent("snapreplay-artifacts-\(getuid())")
    let diffImage = root.appendingPathComponent("compare-1a.png/1b.diff.png")
    #expect(failing.standardOutput.contains("  diff image: \(diffImage.path)\n"))
    #expect(FileManager.default.fileExists(atPath: diffImage.path))
    let passing = try CommandRun.snapreplay(
      ["compare", reference, reference], environment: environment)
    #expect(passing.exitCode == 0)
    #expect(try Self.contents(temporary) == [])
  }

  @Test func aFailingVerifyWritesIntoThePerUserDirectoryAndThePassingRunRemovesIt() throws {
    let (temporary, environment) = try Self.temporaryDirectory()
    defer { ScratchDirectory.remove(temporary) }
    let scratch = try ScratchDirectory.make("artifacts-goldens")
    defer { ScratchDirectory.remove(scratch) }
    let arguments = [
      "verify", CommandRun.fixture("render-small.jsonl").path, "--golden",
      scratch.appendingPathComponent("small").path,
    ]
    // The first run records the missing goldens and fails, leaving the actual frames.
    let recording = try CommandRun.snapreplay(
      arguments + ["--record", "missing"], environment: environment)
    #expect(recording.exitCode == 1)
    let actual = temporary.appendingPathComponent("snapreplay-artifacts-\(getuid())/small/actual")
    #expect(recording.standardOutput.contains("Actual frames: \(actual.path)\n"))
    #expect(try Self.contents(actual).contains("frame-000000.png"))
    let passing = try CommandRun.snapreplay(
      arguments + ["--record", "never"], environment: environment)
    #expect(passing.exitCode == 0, "\(passing.standardOutput)")
    #expect(try Self.contents(temporary) == [])
  }

  @Test func aPerUserDirectoryThatIsALinkIsRefused() throws {
    let (temporary, environment) = try Self.temporaryDirectory()
    defer { ScratchDirectory.remove(temporary) }
    let elsewhere = try ScratchDirectory.make("artifacts-elsewhere")
    defer { ScratchDirectory.remove(elsewhere) }
    let root = temporary.appendingPathComponent("snapreplay-artifacts-\(getuid())")
    try FileManager.default.createSymbolicLink(at: root, withDestinationURL: elsewhere)
    let run = try CommandRun.snapreplay(
      [
        "compare", Self.pixelmatch.appendingPathComponent("1a.png").path,
        Self.pixelmatch.appendingPathComponent("1b.png").path,
      ], environment: environment)
    #expect(run.exitCode == 2)
    #expect(
      run.standardError
        == "\(root.path): error: is not a directory of yours; set SNAPREPLAY_ARTIFACTS to a "
        + "directory for artifacts\n")
    #expect(try Self.contents(elsewhere) == [])
  }
}
