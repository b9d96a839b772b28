import Foundation
import Testing

@testable import ReplayRaster

/// What `InterruptCleanup` tracks while files are written: each temporary file from the moment
/// it is created until it is renamed or removed, and nothing afterwards.
@Suite struct InterruptCleanupTests {
  @Test func aTemporaryFileIsTrackedFromCreationUntilItIsFinished() {
    let path = "/nonexistent/\(UUID().uuidString).tmp"
    InterruptCleanup.tracking(temporaryFile: path) {}
    #expect(InterruptCleanup.tracked.files.contains(path))
    InterruptCleanup.forgetting(temporaryFile: path) {}
    #expect(!InterruptCleanup.tracked.files.contains(path))
  }

  @Test func aChildIsTrackedUntilItHasExited() {
    let child = InterruptCleanup.startingChild { 999_999 }
    #expect(child == 999_999)
    #expect(InterruptCleanup.tracked.children.contains(999_999))
    InterruptCleanup.childExited(999_999)
    #expect(!InterruptCleanup.tracked.children.contains(999_999))
    #expect(InterruptCleanup.startingChild { nil } == nil)
  }

  @Test func anAtomicWriteLeavesNothingTrackedWhetherItSucceedsOrFails() throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    let written = directory.url.appendingPathComponent("a.png")
    try AtomicFile.write([1, 2, 3], to: written)
    let unwritable = directory.url.appendingPathComponent("missing/b.png")
    #expect(throws: AtomicFileError.self) { try AtomicFile.write([1], to: unwritable) }
    let files = InterruptCleanup.tracked.files
    for url in [written, unwritable] {
      #expect(!files.contains(AtomicFile.temporaryURL(for: url).relativePath))
    }
  }

  @Test func aDiscardedTemporaryFileIsRemovedAndForgotten() throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    let temporary = directory.url.appendingPathComponent("out.gif.tmp").path
    _ = InterruptCleanup.tracking(temporaryFile: temporary) {
      FileManager.default.createFile(atPath: temporary, contents: Data([1]))
    }
    AtomicFile.discard(temporary)
    #expect(!FileManager.default.fileExists(atPath: temporary))
    #expect(!InterruptCleanup.tracked.files.contains(temporary))
  }
}
