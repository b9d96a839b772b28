import Testing

@testable import SnapshotRecording

@Suite struct SnapshotRecordingModuleTests {
  @Test func moduleLinks() {
    #expect(Bool(true))
  }
}
