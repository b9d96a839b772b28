import Testing

@testable import SnapshotDiff

@Suite struct SnapshotDiffModuleTests {
  @Test func moduleLinks() {
    #expect(Bool(true))
  }
}
