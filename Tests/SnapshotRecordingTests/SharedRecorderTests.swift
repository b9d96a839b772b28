import Foundation
import ReplayTestSupport
import Testing

@testable import SnapshotRecording

@Suite struct SharedRecorderTests {
  @Test func theSharedRecorderIsNilUntilSetAndKeepsWhatIsSet() throws {
    let recorder = SnapshotRecorder(
      flightRecorderDumpingTo: try ScratchDirectory.file(prefix: "SharedRecorderTests"))
    #expect(SnapshotRecorder.shared == nil)
    SnapshotRecorder.shared = recorder
    defer { SnapshotRecorder.shared = nil }
    #expect(SnapshotRecorder.shared === recorder)
  }
}
