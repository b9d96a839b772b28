import Foundation
import ReplayTestSupport
import Testing

@Suite struct ReportCommandTests {
  let fixture = CommandRun.fixture("render-small.jsonl").path

  @Test func writesAPageAndItsDistinctFramesIntoADirectory() throws {
    let directory = try ScratchDirectory.make("report-cli")
    defer { ScratchDirectory.remove(directory) }
    let output = directory.appendingPathComponent("small-report")
    let run = try CommandRun.snapreplay(["report", fixture, "-o", output.path, "--json"])
    #expect(run.exitCode == 0, "\(run.standardError)")
    let page = try String(
      contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(page.hasPrefix("<!DOCTYPE html>\n<!-- snapreplay report -->\n"))
    let frames = try FileManager.default.contentsOfDirectory(
      atPath: output.appendingPathComponent("frames").path)
    let summary = try #require(
      try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
    #expect(summary["distinctFrames"] as? Int == frames.count)
    #expect((summary["frames"] as? Int ?? 0) >= frames.count)
    #expect(summary["page"] as? String == output.appendingPathComponent("index.html").path)
  }

  @Test func singleFileHoldsTheFramesInside() throws {
    let directory = try ScratchDirectory.make("report-cli")
    defer { ScratchDirectory.remove(directory) }
    let file = directory.appendingPathComponent("small.html")
    let run = try CommandRun.snapreplay(["report", fixture, "--single-file", "-o", file.path])
    #expect(run.exitCode == 0, "\(run.standardError)")
    #expect(run.standardOutput.hasPrefix("wrote a report of "))
    #expect(run.standardOutput.contains(" to \(file.path) in "))
    let page = try String(contentsOf: file, encoding: .utf8)
    #expect(page.contains("data:image/png;base64,"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["small.html"])
  }

  @Test func aSingleFileNamedWithoutAnExtensionGetsHTML() throws {
    let directory = try ScratchDirectory.make("report-cli")
    defer { ScratchDirectory.remove(directory) }
    let named = directory.appendingPathComponent("bugreport")
    let run = try CommandRun.snapreplay(
      ["report", fixture, "--single-file", "-o", named.path, "--json"])
    #expect(run.exitCode == 0, "\(run.standardError)")
    let summary = try #require(
      try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
    #expect(summary["page"] as? String == named.path + ".html")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["bugreport.html"])
    let page = try String(contentsOf: named.appendingPathExtension("html"), encoding: .utf8)
    #expect(page.hasPrefix("<!DOCTYPE html>"))
  }

  @Test func aSingleFileKeepsAnHTMExtensionInAnyCase() throws {
    let directory = try ScratchDirectory.make("report-cli")
    defer { ScratchDirectory.remove(directory) }
    let named = directory.appendingPathComponent("Bug.HTM")
    let run = try CommandRun.snapreplay(
      ["report", fixture, "--single-file", "-o", named.path, "--quiet"])
    #expect(run.exitCode == 0, "\(run.standardError)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["Bug.HTM"])
  }

  @Test func aSingleFileOfAnotherExtensionIsRefusedWith64() throws {
    let directory = try ScratchDirectory.make("report-cli")
    defer { ScratchDirectory.remove(directory) }
    let named = directory.appendingPathComponent("bugreport.txt")
    let run = try CommandRun.snapreplay(
      ["report", fixture, "--single-file", "-o", named.path, "--quiet"])
    #expect(run.exitCode == 64)
    #expect(
      run.standardError
        == "\(named.path): error: a single-file report must be named .html (or have no "
        + "extension, and .html is added): a browser opens a file of another extension as "
        + "something other than a page\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
  }

  @Test func aDirectoryOfOtherFilesIsRefusedWith64() throws {
    let directory = try ScratchDirectory.make("report-cli")
    defer { ScratchDirectory.remove(directory) }
    try Data("mine".utf8).write(to: directory.appendingPathComponent("notes.txt"))
    let run = try CommandRun.snapreplay(["report", fixture, "-o", directory.path, "--quiet"])
    #expect(run.exitCode == 64)
    #expect(
      run.standardError
        == "\(directory.path): error: refusing to write a report into a directory that holds "
        + "other files (notes.txt) and no index.html of an earlier report; use --force to write "
        + "there anyway, or another directory (-o)\n")
    let forced = try CommandRun.snapreplay(
      ["report", fixture, "-o", directory.path, "--quiet", "--force"])
    #expect(forced.exitCode == 0)
    #expect(forced.standardOutput.isEmpty)
  }

  @Test func hostileTextIsEscapedInThePage() throws {
    let directory = try ScratchDirectory.make("report-cli")
    defer { ScratchDirectory.remove(directory) }
    let file = directory.appendingPathComponent("hostile.html")
    let run = try CommandRun.snapreplay(
      ["report", CommandRun.fixture("hostile-text.jsonl").path, "--single-file", "-o", file.path])
    #expect(run.exitCode == 0, "\(run.standardError)")
    let page = try String(contentsOf: file, encoding: .utf8)
    #expect(page.components(separatedBy: "<script").count - 1 == 3)
    // Control characters reach the page only as JSON escapes.
    #expect(!page.contains("\u{1B}[2J\r"))
    #expect(page.contains(#"tap\u001b[2J\r"#))
  }

  @Test func aBadRecordingIsTheInputsFault() throws {
    let run = try CommandRun.snapreplay(
      ["report", CommandRun.fixture("render-bad-color.jsonl").path, "-o", "/tmp/unused-report"])
    #expect(run.exitCode == 1)
    #expect(!FileManager.default.fileExists(atPath: "/tmp/unused-report"))
  }
}
