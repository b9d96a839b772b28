import Foundation
import ReplayRaster
import Testing

@Suite struct AtomicFileTests {
  @Test func writeReplacesTheFileAndLeavesNoTemporaryFile() throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    let url = directory.url.appendingPathComponent("manifest.json")
    try AtomicFile.write(Array("first".utf8), to: url)
    try AtomicFile.write(Array("second".utf8), to: url)
    #expect(try String(contentsOf: url, encoding: .utf8) == "second")
    #expect(try directory.names() == ["manifest.json"])
  }

  @Test func temporaryFileIsTheTargetPlusASuffix() {
    let url = URL(fileURLWithPath: "/tmp/frames/frame-000001.png")
    #expect(AtomicFile.temporaryURL(for: url).path == "/tmp/frames/frame-000001.png.tmp")
  }

  @Test func failedWriteNamesTheTemporaryFile() throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    let url = directory.url.appendingPathComponent("missing/a.png")
    let error = AtomicFileError(path: url.path + ".tmp", reason: "No such file or directory")
    #expect(throws: error) { try AtomicFile.write([1], to: url) }
    #expect(error.description == "\(url.path).tmp: cannot write: No such file or directory")
  }

  @Test func failedRenameNamesTheTargetAndRemovesTheTemporaryFile() throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    let target = directory.url.appendingPathComponent("occupied")
    try FileManager.default.createDirectory(
      at: target.appendingPathComponent("child"), withIntermediateDirectories: true)
    let temporary = AtomicFile.temporaryURL(for: target)
    try Data([1]).write(to: temporary)
    #expect(throws: AtomicFileError.self) { try AtomicFile.moveIntoPlace(temporary, to: target) }
    #expect(!FileManager.default.fileExists(atPath: temporary.path))
  }
}
