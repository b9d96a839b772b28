import Testing

@testable import ReplayRendering

@Suite struct ReplayRenderingModuleTests {
  @Test func moduleLinks() {
    #expect(Bool(true))
  }
}
