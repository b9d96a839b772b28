import Foundation
import ReplayTestSupport
import Testing

@testable import ReplayPlayer

@Suite struct ReportOutputTests {
  @Test func aDirectoryReportHoldsThePageAndEachDistinctFrame() throws {
    let directory = try ScratchDirectory.make("report-output")
    defer { ScratchDirectory.remove(directory) }
    let report = try ReportFixtures.report()
    let written = try ReportOutput.write(report.page(.files), toDirectory: directory)
    let page = directory.appendingPathComponent("index.html")
    #expect(written == report.page(.files).html.utf8.count + report.frames.byteCount)
    let frames = try FileManager.default.contentsOfDirectory(
      atPath: directory.appendingPathComponent("frames").path)
    #expect(frames.sorted() == report.frames.images.indices.map(ReportPage.fileName(ofImage:)))
    let html = try String(contentsOf: page, encoding: .utf8)
    #expect(html == report.page(.files).html)
  }

  @Test func anEarlierReportIsReplacedAndItsExtraFramesRemoved() throws {
    let directory = try ScratchDirectory.make("report-output")
    defer { ScratchDirectory.remove(directory) }
    let report = try ReportFixtures.report()
    try ReportOutput.write(report.page(.files), toDirectory: directory)
    let extra = directory.appendingPathComponent("frames/999999.png")
    try Data([1]).write(to: extra)
    try ReportOutput.write(report.page(.files), toDirectory: directory)
    #expect(!FileManager.default.fileExists(atPath: extra.path))
  }

  @Test func aDirectoryOfOtherFilesIsRefusedWithoutForce() throws {
    let directory = try ScratchDirectory.make("report-output")
    defer { ScratchDirectory.remove(directory) }
    let notes = directory.appendingPathComponent("notes.txt")
    try Data("keep".utf8).write(to: notes)
    let report = try ReportFixtures.report()
    #expect(
      throws: ReportError.notOurDirectory(
        path: directory.relativePath,
        reason: "holds other files (notes.txt) and no index.html of an earlier report")
    ) {
      try ReportOutput.write(report.page(.files), toDirectory: directory)
    }
    try ReportOutput.write(report.page(.files), toDirectory: directory, force: true)
    #expect(try String(contentsOf: notes, encoding: .utf8) == "keep")
  }

  @Test func aSingleFileReplacesOnlyAnEarlierReport() throws {
    let directory = try ScratchDirectory.make("report-output")
    defer { ScratchDirectory.remove(directory) }
    let report = try ReportFixtures.report()
    let file = directory.appendingPathComponent("pets.html")
    try ReportOutput.write(report.page(.inline), toFile: file)
    try ReportOutput.write(report.page(.inline), toFile: file)
    #expect(try String(contentsOf: file, encoding: .utf8) == report.page(.inline).html)
    let other = directory.appendingPathComponent("other.html")
    try Data("<!DOCTYPE html>\n<p>mine</p>".utf8).write(to: other)
    #expect(throws: ReportError.self) {
      try ReportOutput.write(report.page(.inline), toFile: other)
    }
  }
}
