import Foundation
import ReplayRendering
import ReplayTestSupport
import Testing

@testable import ReplayVerification

@Suite struct ApprovalsTests {
  static let hash = String(repeating: "ab", count: 32)

  func read(_ text: String) throws -> Approvals {
    let file = try ScratchDirectory.file("approvals.json", prefix: "approvals")
    defer { ScratchDirectory.remove(file.deletingLastPathComponent()) }
    try Data(text.utf8).write(to: file)
    return try Approvals(contentsOf: file)
  }

  func reason(_ text: String) -> String? {
    do {
      _ = try read(text)
      return nil
    } catch let error as ApprovalError {
      guard case .invalid(_, let reason) = error else { return "\(error)" }
      return reason
    } catch {
      return "\(error)"
    }
  }

  static func approvals(_ frames: String, goldens: String = "g") -> String {
    """
    {"format":"snapreplay-approvals","version":2,"approvals":[
      {"recording":"r.jsonl","goldens":"\(goldens)","options":{"fps":5},"frames":[\(frames)]}
    ]}
    """
  }

  @Test func readsWhatTheReportDownloads() throws {
    let approvals = try read(
      Self.approvals(
        #"{"name":"frame-000002.png","sha256":"\#(Self.hash)"},{"name":"frame-000009.png","sha256":null}"#
      ))
    let approval = try #require(approvals.approvals.first)
    #expect(approval.recording == "r.jsonl" && approval.goldens == "g")
    #expect(approval.renderOptions == RenderOptionOverrides { $0.fps = 5 })
    #expect(
      approval.frames == [
        Approvals.Frame(name: "frame-000002.png", sha256: Self.hash),
        Approvals.Frame(name: "frame-000009.png", sha256: nil),
      ])
  }

  /// A report of a masked verification downloads its masks, which the new golden.json keeps.
  @Test func readsTheMasksVerifyRanWith() throws {
    let approvals = try read(
      """
      {"format":"snapreplay-approvals","version":2,"approvals":[
        {"recording":"r.jsonl","goldens":"g","options":{},"ignore":{"items":["clock"],"rects":[]},"frames":[]},
        {"recording":"s.jsonl","goldens":"h","options":{},"frames":[]}
      ]}
      """)
    #expect(
      approvals.approvals.map(\.ignoring) == [IgnoredRegions(items: ["clock"]), IgnoredRegions()])
  }

  @Test func readsVersionOnesCommandLineArguments() throws {
    let approvals = try read(
      """
      {"format":"snapreplay-approvals","version":1,"approvals":[
        {"recording":"r.jsonl","goldens":"g","arguments":["--fps","5","--max-idle","none"],"frames":[]}
      ]}
      """)
    #expect(
      approvals.approvals.first?.renderOptions
        == RenderOptionOverrides {
          $0.fps = 5
          $0.maxIdle = .some(nil)
        })
  }

  @Test func versionOnesArgumentsMustBeRenderOptions() {
    #expect(
      reason(
        #"{"format":"snapreplay-approvals","version":1,"approvals":[{"recording":"r.jsonl","goldens":"g","arguments":["--fps","0"],"frames":[]}]}"#
      )
        == "approvals[0] has arguments that are not render options: invalid value \"0\" for "
        + "--fps: expected a number from 0.1 to 240")
    #expect(
      reason(
        #"{"format":"snapreplay-approvals","version":1,"approvals":[{"recording":"r.jsonl","goldens":"g","frames":[]}]}"#
      ) == #"has no "arguments" in approvals[0]"#)
  }

  @Test func versionTwosOptionsAreCheckedAsASuiteFilesAre() {
    #expect(
      reason(
        #"{"format":"snapreplay-approvals","version":2,"approvals":[{"recording":"r.jsonl","goldens":"g","options":{"fbs":5},"frames":[]}]}"#
      ) == "has a bad value at approvals[0].options")
    #expect(
      reason(
        #"{"format":"snapreplay-approvals","version":2,"approvals":[{"recording":"r.jsonl","goldens":"g","frames":[]}]}"#
      ) == #"has no "options" in approvals[0]"#)
  }

  @Test func refusesANameThatIsNotAFrames() {
    #expect(
      reason(Self.approvals(#"{"name":"../../etc/frame-000001.png","sha256":null}"#))
        == #"approvals[0] names "../../etc/frame-000001.png", which is not a frame"#)
  }

  @Test func refusesAHashThatIsNotSHA256() {
    #expect(
      reason(Self.approvals(#"{"name":"frame-000001.png","sha256":"ABC"}"#))
        == "approvals[0] frame-000001.png: sha256 is not 64 lowercase hexadecimal digits")
  }

  @Test func refusesAFrameListedTwice() {
    #expect(
      reason(
        Self.approvals(
          #"{"name":"frame-000001.png","sha256":null},{"name":"frame-000001.png","sha256":null}"#))
        == "approvals[0] lists frame-000001.png twice")
  }

  @Test func refusesAnotherFormatAndVersion() {
    #expect(
      reason(#"{"format":"other","version":1,"approvals":[]}"#)
        == #"is not an approvals file (format "other")"#)
    #expect(
      reason(#"{"format":"snapreplay-approvals","version":3,"approvals":[]}"#)
        == "has version 3; this tool reads versions 1 and 2")
  }

  @Test func namesTheMissingKeyAndTheWrongType() {
    #expect(
      reason(#"{"format":"snapreplay-approvals","version":1}"#)
        == #"has no "approvals" in the top level"#)
    #expect(
      reason(Self.approvals(#"{"name":7,"sha256":null}"#))
        == "has the wrong type of value at approvals[0].frames[0].name")
    #expect(reason("not json") == "is not JSON")
  }

  @Test func refusesMoreRecordingsThanItsBudget() {
    let one = #"{"recording":"r.jsonl","goldens":"g%d","arguments":[],"frames":[]}"#
    let many = (0...Approvals.maximumApprovals).map { String(format: one, $0) }
    #expect(
      reason(
        #"{"format":"snapreplay-approvals","version":1,"approvals":["#
          + many.joined(separator: ",") + "]}")
        == "approves 1001 recordings; at most 1000 are approved at once (each is rendered "
        + "again): split it into several files")
  }
}
