import Foundation
import ReplayTestSupport
import Testing

/// Where `render` and `sheet` may write: checked, with parent directories created, before any
/// frame is drawn; nothing of someone else's is replaced without `--force`.
@Suite struct OutputOwnershipTests {
  let fixture = CommandRun.fixture("render-small.jsonl").path

  static let webManifest = #"{"name": "My App", "start_url": "/", "icons": []}"# + "\n"

  @Test func renderIntoAWebProjectRefusesAndLeavesItsManifestUntouched() throws {
    let project = try ScratchDirectory.make("ownership-cli")
    defer { ScratchDirectory.remove(project) }
    let manifest = project.appendingPathComponent("manifest.json")
    try Data(Self.webManifest.utf8).write(to: manifest)
    let run = try CommandRun.snapreplay(
      ["render", fixture, "-o", ".", "--quiet"], currentDirectory: project)
    #expect(run.exitCode == 64)
    #expect(
      run.standardError.hasSuffix(
        ".: error: refusing to render into a directory that holds a manifest.json that "
          + "snapreplay did not write; use --force to write there anyway, or another directory "
          + "(-o)\n"), "\(run.standardError)")
    #expect(try String(contentsOf: manifest, encoding: .utf8) == Self.webManifest)
    #expect(try FileManager.default.contentsOfDirectory(atPath: project.path) == ["manifest.json"])
  }

  @Test func forceRendersIntoADirectoryOfOtherFiles() throws {
    let project = try ScratchDirectory.make("ownership-cli")
    defer { ScratchDirectory.remove(project) }
    try Data("notes".utf8).write(to: project.appendingPathComponent("notes.txt"))
    let refused = try CommandRun.snapreplay(["render", fixture, "-o", project.path, "--quiet"])
    #expect(refused.exitCode == 64)
    #expect(refused.standardError.contains("holds other files (notes.txt)"))
    let forced = try CommandRun.snapreplay(
      ["render", fixture, "-o", project.path, "--quiet", "--force"])
    #expect(forced.exitCode == 0, "\(forced.standardError)")
    let files = try FileManager.default.contentsOfDirectory(atPath: project.path)
    #expect(files.contains("notes.txt") && files.contains("manifest.json"))
    // Now it holds a render: the next one needs no --force.
    let again = try CommandRun.snapreplay(["render", fixture, "-o", project.path, "--quiet"])
    #expect(again.exitCode == 0, "\(again.standardError)")
  }

  @Test func aVideoPathUnderAFileFailsBeforeAnyFrameIsDrawn() throws {
    let directory = try ScratchDirectory.make("ownership-cli")
    defer { ScratchDirectory.remove(directory) }
    let file = directory.appendingPathComponent("docs")
    try Data("not a directory".utf8).write(to: file)
    let frames = directory.appendingPathComponent("frames")
    let run = try CommandRun.snapreplay(
      ["render", fixture, "-o", frames.path, "--quiet", "--gif", file.path + "/sort.gif"])
    #expect(run.exitCode == 2)
    #expect(
      run.standardError
        == "\(file.path): error: cannot create the directory: a file with that name exists\n")
    #expect(!FileManager.default.fileExists(atPath: frames.path))
  }

  @Test func aDirectoryWhereTheVideoGoesFailsBeforeAnyFrameIsDrawn() throws {
    let directory = try ScratchDirectory.make("ownership-cli")
    defer { ScratchDirectory.remove(directory) }
    let frames = directory.appendingPathComponent("frames")
    let run = try CommandRun.snapreplay(
      ["render", fixture, "-o", frames.path, "--quiet", "--webp", directory.path])
    #expect(run.exitCode == 2)
    #expect(
      run.standardError == "\(directory.path): error: cannot write the file: it is a directory\n")
    #expect(!FileManager.default.fileExists(atPath: frames.path))
  }

  @Test(.enabled(if: ExportCommandTests.ffmpegInstalled, "needs ffmpeg"))
  func aVideoIntoMissingDirectoriesAndFramesUnderAPercentSignWork() throws {
    let directory = try ScratchDirectory.make("ownership-cli")
    defer { ScratchDirectory.remove(directory) }
    // A `%` in the frame directory once broke ffmpeg's frame-%06d.png input pattern.
    let frames = directory.appendingPathComponent("100% frames %d")
    let gif = directory.appendingPathComponent("docs/new/sort.gif")
    let run = try CommandRun.snapreplay(
      ["render", fixture, "-o", frames.path, "--quiet", "--gif", gif.path])
    #expect(run.exitCode == 0, "\(run.standardError)")
    let bytes = try Data(contentsOf: gif)
    #expect(String(decoding: bytes.prefix(6), as: UTF8.self) == "GIF89a")
  }

  @Test func sheetRefusesToReplaceAFileThatIsNotAPNG() throws {
    let directory = try ScratchDirectory.make("ownership-cli")
    defer { ScratchDirectory.remove(directory) }
    let text = directory.appendingPathComponent("existing.txt")
    try Data("keep me".utf8).write(to: text)
    let run = try CommandRun.snapreplay(["sheet", fixture, "-o", text.path])
    #expect(run.exitCode == 64)
    #expect(
      run.standardError
        == "\(text.path): error: refusing to replace it: it is not a PNG file; use --force to "
        + "replace it\n")
    #expect(try String(contentsOf: text, encoding: .utf8) == "keep me")
    let forced = try CommandRun.snapreplay(["sheet", fixture, "-o", text.path, "--force"])
    #expect(forced.exitCode == 0)
    #expect(try Data(contentsOf: text).prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
  }

  @Test func sheetCreatesMissingDirectories() throws {
    let directory = try ScratchDirectory.make("ownership-cli")
    defer { ScratchDirectory.remove(directory) }
    let sheet = directory.appendingPathComponent("missing/dir/sheet.png")
    let run = try CommandRun.snapreplay(["sheet", fixture, "-o", sheet.path])
    #expect(run.exitCode == 0, "\(run.standardError)")
    #expect(FileManager.default.fileExists(atPath: sheet.path))
  }
}
