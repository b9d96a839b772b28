import Foundation
import ReplayTestSupport
import Testing

/// `verify --report DIR` from the command line: the directory is checked before anything is
/// drawn, and the report never mixes into standard output.
@Suite struct VerifyReportCommandTests {
  let fixture = CommandRun.fixture("render-small.jsonl").path

  func verify(_ extra: [String], in directory: URL) throws -> CommandRun {
    try CommandRun.snapreplay(
      ["verify", fixture, "--golden", "goldens", "--artifacts", "artifacts", "--fps", "10"]
        + extra, currentDirectory: directory, environment: ["SNAPREPLAY_RECORD": ""])
  }

  @Test func aReportDirectoryHoldingOtherFilesStopsTheRunBeforeAnythingIsDrawn() throws {
    let directory = try ScratchDirectory.make("verify-report-cli")
    defer { ScratchDirectory.remove(directory) }
    let report = directory.appendingPathComponent("report")
    try FileManager.default.createDirectory(at: report, withIntermediateDirectories: true)
    try Data("mine".utf8).write(to: report.appendingPathComponent("notes.txt"))
    let run = try verify(["--report", "report"], in: directory)
    #expect(run.exitCode == 64)
    #expect(
      run.standardError
        == "report: error: refusing to write the verify report into a directory that holds "
        + "other files (notes.txt) and no index.html of an earlier verify report; use --force to "
        + "write there anyway, or another directory (--report)\n")
    #expect(
      !FileManager.default.fileExists(atPath: directory.appendingPathComponent("goldens").path))
    #expect(try FileManager.default.contentsOfDirectory(atPath: report.path) == ["notes.txt"])
  }

  @Test func jsonStaysOnStandardOutputAndTheReportIsNamedOnStandardError() throws {
    let directory = try ScratchDirectory.make("verify-report-cli")
    defer { ScratchDirectory.remove(directory) }
    let run = try verify(["--report", "report", "--json"], in: directory)
    #expect(run.exitCode == 1)
    let object = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8))
    #expect((object as? [String: Any])?["passed"] as? Bool == false)
    let page = directory.appendingPathComponent("report/index.html").standardizedFileURL.path
    #expect(run.standardError.contains("Report: \(page)\n"))
    #expect(FileManager.default.fileExists(atPath: page))
  }
}
