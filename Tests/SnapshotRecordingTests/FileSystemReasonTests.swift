import Foundation
import ReplayTestSupport
import SnapshotRecording
import Testing

@Suite struct FileSystemReasonTests {
  @Test func anErrnoValueIsStrerrorsTextInLowerCase() {
    #expect(FileSystemReason.text(errno: EACCES) == "permission denied")
    #expect(FileSystemReason.text(errno: ENOENT) == "no such file or directory")
  }

  @Test func aFileManagerErrorIsThePOSIXReasonItWraps() throws {
    let scratch = try ScratchDirectory.make("file-system-reason")
    defer { ScratchDirectory.remove(scratch) }
    let blocker = scratch.appendingPathComponent("blocker")
    try Data().write(to: blocker)
    do {
      try FileManager.default.createDirectory(
        at: blocker.appendingPathComponent("x"), withIntermediateDirectories: true)
      Issue.record("expected an error")
    } catch {
      #expect(FileSystemReason.text(of: error) == "not a directory")
    }
    do {
      try Data().write(to: scratch.appendingPathComponent("missing/file"))
      Issue.record("expected an error")
    } catch {
      #expect(FileSystemReason.text(of: error) == "no such file or directory")
    }
  }

  @Test func aCocoaCodeWithoutAnUnderlyingErrorSaysWhatItMeans() {
    #expect(FileSystemReason.text(of: CocoaError(.fileWriteNoPermission)) == "permission denied")
    #expect(FileSystemReason.text(of: CocoaError(.fileNoSuchFile)) == "no such file or directory")
    #expect(
      FileSystemReason.text(of: CocoaError(.fileWriteOutOfSpace)) == "no space left on device")
    #expect(
      FileSystemReason.text(of: CocoaError(.fileWriteUnknown))
        == "the file system refused (Cocoa error 512)")
  }

  @Test func anNSErrorIsThePOSIXReasonItIsOrWraps() {
    let underlying = NSError(domain: NSPOSIXErrorDomain, code: Int(EACCES))
    let unknown = NSError(
      domain: NSCocoaErrorDomain, code: CocoaError.fileWriteUnknown.rawValue,
      userInfo: [NSUnderlyingErrorKey: underlying])
    #expect(FileSystemReason.text(of: unknown) == "permission denied")
    #expect(
      FileSystemReason.text(of: NSError(domain: NSPOSIXErrorDomain, code: Int(ENOTDIR)))
        == "not a directory")
  }

  @Test func aPOSIXErrorIsItsReason() {
    #expect(FileSystemReason.text(of: POSIXError(.EROFS)) == "read-only file system")
  }

  @Test func anyOtherErrorKeepsItsDescription() {
    struct Custom: Error, CustomStringConvertible {
      var description: String { "custom reason" }
    }
    #expect(FileSystemReason.text(of: Custom()) == "custom reason")
  }
}
