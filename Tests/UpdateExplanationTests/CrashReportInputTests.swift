import Foundation
import Testing

@testable import UpdateExplanation

/// Crash reports are recognised by shape; the reason is found in them and the app's frames
/// that called into UIKit are kept. The fixtures are built around messages of the corpus.
@Suite struct CrashReportInputTests {
  private func fixture(_ name: String) throws -> [UInt8] {
    let url = try #require(Bundle.module.url(forResource: "Fixtures/\(name)", withExtension: nil))
    return Array(try Data(contentsOf: url))
  }

  @Test func readsTheReasonAndFramesOfAnIPSReport() throws {
    let bytes = try fixture("list-crash.ips")
    #expect(try CrashReportInput(bytes: bytes).shape == .ips)
    let explanations = try ListUpdateExplanation.all(in: bytes)
    #expect(explanations.map(\.message.family) == ["batch-mismatch"])
    #expect(explanations.first?.origin == "ips")
    #expect(
      explanations.first?.appFrames == [
        "Pets  PetsViewController.reloadPets() + 212 (PetsViewController.swift:88)",
        "Pets  closure #1 in PetsViewController.viewDidLoad() + 40",
      ])
  }

  @Test func readsTheReasonAndFramesOfACrashReport() throws {
    let bytes = try fixture("list-crash.crash")
    #expect(try CrashReportInput(bytes: bytes).shape == .crash)
    let explanations = try ListUpdateExplanation.all(in: bytes)
    #expect(explanations.map(\.message.line) == [14])
    #expect(
      explanations.first?.appFrames == [
        "Channels  ChannelsViewController.apply(_:) + 300 (ChannelsViewController.swift:120)",
        "Channels  ChannelsViewController.refresh() + 88 (ChannelsViewController.swift:98)",
      ])
  }

  @Test func readsASentryEvent() throws {
    let bytes = try fixture("sentry-event.json")
    #expect(try CrashReportInput(bytes: bytes).shape == .json)
    let explanations = try ListUpdateExplanation.all(in: bytes)
    #expect(explanations.map(\.message.family) == ["count-mismatch"])
    #expect(
      explanations.first?.appFrames == [
        "Shop  OrdersViewController.didReceive(_:) (OrdersViewController.swift:64)",
        "Shop  main",
      ])
  }

  @Test func refusesAnIPSWhoseBodyIsNotJSON() {
    let bytes = Array("{\"bug_type\":\"309\",\"app_name\":\"X\"}\n{\"procName\": [1, \n".utf8)
    #expect(throws: ExplanationError.self) { try CrashReportInput(bytes: bytes) }
  }
}
