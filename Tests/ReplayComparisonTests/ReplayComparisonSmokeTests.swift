import Testing

@testable import ReplayComparison

@Suite struct ReplayComparisonModuleTests {
  @Test func moduleLinks() {
    #expect(Bool(true))
  }
}
