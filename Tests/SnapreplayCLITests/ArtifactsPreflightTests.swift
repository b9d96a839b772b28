import Foundation
import ReplayTestSupport
import Testing

/// `compare --diff-dir` and `verify --artifacts` are checked, and created, before anything is
/// compared or drawn, with render's rules: something in the way is the environment's fault
/// (2), a file this tool did not write is left alone unless `--force` (64 without it).
@Suite struct ArtifactsPreflightTests {
  let scratch: URL
  let recording = CommandRun.fixture("render-small.jsonl").path
  static let pixelmatch = PackageFiles.root
    .appendingPathComponent("Tests/ReplayComparisonTests/Fixtures/pixelmatch")

  init() throws {
    scratch = try ScratchDirectory.make("artifacts-preflight")
  }

  var goldens: URL { scratch.appendingPathComponent("goldens") }
  var artifacts: URL { scratch.appendingPathComponent("artifacts") }
  /// `verify`'s actual frames and difference images for `goldens`.
  var actual: URL { artifacts.appendingPathComponent("goldens/actual") }
  var diffs: URL { artifacts.appendingPathComponent("goldens/diff") }

  func verify(_ extra: [String] = []) throws -> CommandRun {
    try CommandRun.snapreplay(
      ["verify", recording, "--golden", goldens.path, "--artifacts", artifacts.path] + extra,
      environment: ["SNAPREPLAY_RECORD": ""])
  }

  func compare(_ reference: String, _ candidate: String, _ extra: [String] = []) throws
    -> CommandRun
  {
    try CommandRun.snapreplay(
      [
        "compare", Self.pixelmatch.appendingPathComponent(reference).path,
        Self.pixelmatch.appendingPathComponent(candidate).path,
      ] + extra)
  }

  func write(_ text: String, to url: URL) throws {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  func exists(_ url: URL) -> Bool { FileManager.default.fileExists(atPath: url.path) }

  // MARK: - compare --diff-dir

  @Test func aFileWhereTheDiffDirectoryGoesFailsEvenWhenTheImagesMatch() throws {
    let blocked = scratch.appendingPathComponent("diffs")
    try write("not a directory", to: blocked)
    let run = try compare("1a.png", "1a.png", ["--diff-dir", blocked.path])
    #expect(run.exitCode == 2)
    #expect(
      run.standardError
        == "\(blocked.path): error: cannot create the directory: a file with that name exists\n")
    #expect(run.standardOutput.isEmpty)
  }

  @Test func aDirectoryWhereADiffImageGoesFailsBeforeComparing() throws {
    let directory = scratch.appendingPathComponent("diffs")
    let blocked = directory.appendingPathComponent("1a.diff.png")
    try FileManager.default.createDirectory(at: blocked, withIntermediateDirectories: true)
    let run = try compare("1a.png", "1a.png", ["--diff-dir", directory.path])
    #expect(run.exitCode == 2)
    #expect(
      run.standardError == "\(blocked.path): error: cannot write the file: it is a directory\n")
  }

  @Test func aFileOfAnotherKindWhereADiffImageGoesNeedsForce() throws {
    let directory = scratch.appendingPathComponent("diffs")
    // compare names the image after the candidate: 1b.png → 1b.diff.png.
    let notes = directory.appendingPathComponent("1b.diff.png")
    try write("my notes", to: notes)
    let refused = try compare("1b.png", "1b.png", ["--diff-dir", directory.path])
    #expect(refused.exitCode == 64)
    #expect(
      refused.standardError
        == "\(notes.path): error: refusing to replace it: it is not a PNG file; use --force to "
        + "replace it\n")
    #expect(try String(contentsOf: notes, encoding: .utf8) == "my notes")
  }

  @Test func forceReplacesAFileOfAnotherKindWithTheDiffImage() throws {
    let directory = scratch.appendingPathComponent("diffs")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: Self.pixelmatch.appendingPathComponent("1b.png"),
      to: directory.appendingPathComponent("1b.png"))
    let notes = directory.appendingPathComponent("1b.diff.png")
    try write("my notes", to: notes)
    let run = try CommandRun.snapreplay(
      [
        "compare", Self.pixelmatch.appendingPathComponent("1a.png").path,
        directory.appendingPathComponent("1b.png").path, "--diff-dir", directory.path, "--force",
      ])
    #expect(run.exitCode == 1, "\(run.standardError)")
    #expect(try Data(contentsOf: notes).starts(with: [0x89, 0x50, 0x4E, 0x47]))
  }

  @Test func aPassingCompareLeavesNoDiffDirectoryItCreated() throws {
    let directory = scratch.appendingPathComponent("new/diffs")
    let run = try compare("1a.png", "1a.png", ["--diff-dir", directory.path])
    #expect(run.exitCode == 0, "\(run.standardError)")
    #expect(!exists(directory))
  }

  // MARK: - verify --artifacts

  @Test func aFileWhereTheArtifactsGoFailsEvenWhenTheFramesMatch() throws {
    let recorded = try verify()
    #expect(recorded.exitCode == 1, "\(recorded.standardError)")
    try FileManager.default.removeItem(at: artifacts)
    try write("not a directory", to: artifacts)
    let run = try verify(["--record", "never"])
    #expect(run.exitCode == 2)
    #expect(
      run.standardError
        == "\(artifacts.path): error: cannot create the directory: a file with that name "
        + "exists\n")
  }

  @Test func anActualDirectoryHoldingOtherFilesIsRefusedAndKept() throws {
    _ = try verify()
    // Not a render's directory: no manifest, only a file of the user's.
    try FileManager.default.removeItem(at: actual)
    let mine = actual.appendingPathComponent("mine.txt")
    try write("keep me", to: mine)
    let refused = try verify(["--record", "never", "--background", "#000000"])
    #expect(refused.exitCode == 64)
    #expect(
      refused.standardError
        == "\(actual.path): error: refusing to render into a directory that holds other files "
        + "(mine.txt) and no manifest.json of an earlier render; use --force to write there "
        + "anyway, or another directory (-o)\n")
    #expect(try String(contentsOf: mine, encoding: .utf8) == "keep me")
    #expect(!exists(diffs.appendingPathComponent("frame-000000.diff.png")))
    // --force writes the artifacts there and still keeps the file.
    let forced = try verify(["--record", "never", "--background", "#000000", "--force"])
    #expect(forced.exitCode == 1, "\(forced.standardError)")
    #expect(exists(actual.appendingPathComponent("frame-000000.png")))
    #expect(exists(diffs.appendingPathComponent("frame-000000.diff.png")))
    #expect(try String(contentsOf: mine, encoding: .utf8) == "keep me")
  }

  @Test func aRefusedRunRemovesNothingAnEarlierRunLeft() throws {
    _ = try verify()
    let failing = try verify(["--record", "never", "--background", "#000000"])
    #expect(failing.exitCode == 1)
    let earlier = diffs.appendingPathComponent("frame-000000.diff.png")
    #expect(exists(earlier))
    try FileManager.default.removeItem(at: actual)
    try write("keep me", to: actual.appendingPathComponent("mine.txt"))
    let refused = try verify(["--record", "never"])
    #expect(refused.exitCode == 64)
    #expect(exists(earlier))
  }

  @Test func forceKeepsAFileOfAnotherKindNamedLikeADiffImageUnlessAnImageGoesThere() throws {
    _ = try verify()
    // frame-000099 is not rendered: no image goes there, so even --force keeps it.
    let notes = diffs.appendingPathComponent("frame-000099.diff.png")
    try write("my notes", to: notes)
    let run = try verify(["--record", "never", "--force"])
    #expect(run.exitCode == 0, "\(run.standardError)")
    #expect(try String(contentsOf: notes, encoding: .utf8) == "my notes")
  }

  @Test func aFileOfAnotherKindNamedLikeADiffImageNeedsForce() throws {
    _ = try verify()
    let notes = diffs.appendingPathComponent("frame-000003.diff.png")
    try write("my notes", to: notes)
    let refused = try verify(["--record", "never"])
    #expect(refused.exitCode == 64)
    #expect(
      refused.standardError
        == "\(notes.path): error: refusing to replace it: it is not a PNG file; use --force to "
        + "replace it\n")
    #expect(try String(contentsOf: notes, encoding: .utf8) == "my notes")
  }

  @Test func aPassingRunRemovesOnlyTheArtifactsAnEarlierRunWrote() throws {
    _ = try verify()
    let failing = try verify(["--record", "never", "--background", "#000000"])
    #expect(failing.exitCode == 1)
    #expect(exists(diffs.appendingPathComponent("frame-000000.diff.png")))
    #expect(exists(actual.appendingPathComponent("manifest.json")))
    let notes = diffs.appendingPathComponent("notes.txt")
    try write("keep me", to: notes)
    let passing = try verify(["--record", "never"])
    #expect(passing.exitCode == 0, "\(passing.standardOutput)\(passing.standardError)")
    #expect(!exists(actual))
    #expect(try FileManager.default.contentsOfDirectory(atPath: diffs.path) == ["notes.txt"])
  }
}
