import Foundation
import ReplayRendering
import ReplayTestSupport
import Testing

@testable import ReplayVerification

@Suite struct GoldenApprovalTests {
  /// What the report's Accept button downloads for the fixture's recording: every acceptable
  /// frame with the hash the page shows.
  static func approval(from fixture: VerifiedFixture) throws -> Approvals.Approval {
    let report = fixture.directory.appendingPathComponent("report")
    try GoldenReviewOutput.write(fixture.review, toDirectory: report)
    let data = try GoldenReviewOutputTests.data(of: report.appendingPathComponent("index.html"))
    let recording = try #require((data["recordings"] as? [[String: Any]])?.first)
    let frames = try GoldenReviewOutputTests.frames(of: data).filter {
      $0["acceptable"] as? Bool == true
    }
    return Approvals.Approval(
      recording: try #require(recording["recording"] as? String),
      goldens: try #require(recording["goldens"] as? String),
      renderOptions: try JSONDecoder().decode(
        RenderOptionOverrides.self,
        from: JSONSerialization.data(
          withJSONObject: try #require(recording["options"] as? [String: Any]))),
      frames: frames.map {
        Approvals.Frame(name: $0["name"] as? String ?? "", sha256: $0["sha256"] as? String)
      })
  }

  static func goldenBytes(_ fixture: VerifiedFixture) throws -> [String: Data] {
    var bytes: [String: Data] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: fixture.goldens.path) {
      bytes[name] = try Data(contentsOf: fixture.goldens.appendingPathComponent(name))
    }
    return bytes
  }

  @Test func writesExactlyTheApprovedFramesAndThenVerifyPasses() throws {
    let fixture = try VerifiedFixture.make()
    defer { ScratchDirectory.remove(fixture.directory) }
    let approval = try Self.approval(from: fixture)
    #expect(approval.frames.map(\.name) == fixture.failingFrames)
    // The page hands approve the options verify ran with, in their saved form.
    #expect(approval.renderOptions == fixture.options)
    let before = try Self.goldenBytes(fixture)
    let prepared = try GoldenApproval(
      approval: approval, directory: fixture.directory
    ).prepare(in: fixture.directory.appendingPathComponent("scratch"))
    #expect(prepared.refusals.isEmpty)
    let counts = try prepared.commit()
    #expect(counts.written == 3 && counts.removed == 0)
    let after = try Self.goldenBytes(fixture)
    // The frames only: manifest.json and golden.json describe the new render.
    let descriptions = [FrameDirectory.manifestName, GoldenRecipe.fileName]
    for (name, bytes) in before
    where !fixture.failingFrames.contains(name) && !descriptions.contains(name) {
      #expect(after[name] == bytes, "\(name) was not approved and must not change")
    }
    for name in fixture.failingFrames {
      let actual = try Data(
        contentsOf: fixture.result.actualDirectory.appendingPathComponent(name))
      #expect(after[name] == actual)
    }
    let again = try GoldenVerification(
      recording: fixture.result.recording, goldens: fixture.goldens,
      renderOptions: fixture.options, record: .never,
      artifacts: fixture.directory.appendingPathComponent("artifacts")
    ).run()
    #expect(again.passed)
    #expect(again.recipeDifferences == [], "golden.json describes the approved render")
  }

  /// A masked verification's page hands approve its masks, and the approved goldens keep
  /// them in golden.json: verifying again with the same masks finds no options difference.
  @Test func approvedGoldensKeepTheMasksVerifyRanWith() throws {
    let fixture = try VerifiedFixture.make()
    defer { ScratchDirectory.remove(fixture.directory) }
    let masks = IgnoredRegions(items: ["a"])
    var reviewed = ReviewedRecording(result: fixture.result, renderOptions: fixture.options)
    reviewed.ignoring = masks
    let report = fixture.directory.appendingPathComponent("report")
    try GoldenReviewOutput.write(
      GoldenReview(recordings: [reviewed], directory: fixture.directory), toDirectory: report)
    let data = try GoldenReviewOutputTests.data(of: report.appendingPathComponent("index.html"))
    let recording = try #require((data["recordings"] as? [[String: Any]])?.first)
    var approval = try Self.approval(from: fixture)
    approval.ignoring = try JSONDecoder().decode(
      IgnoredRegions.self,
      from: JSONSerialization.data(withJSONObject: try #require(recording["ignore"])))
    #expect(approval.ignoring == masks)
    let prepared = try GoldenApproval(
      approval: approval, directory: fixture.directory
    ).prepare(in: fixture.directory.appendingPathComponent("scratch"))
    _ = try prepared.commit()
    #expect(try GoldenRecipe.load(from: fixture.goldens)?.ignoring == masks)
  }

  @Test func refusesAFrameThatRendersDifferentlyNowAndPreparesNoWrite() throws {
    let fixture = try VerifiedFixture.make()
    defer { ScratchDirectory.remove(fixture.directory) }
    var approval = try Self.approval(from: fixture)
    approval.frames[0].sha256 = String(repeating: "0", count: 64)
    let prepared = try GoldenApproval(
      approval: approval, directory: fixture.directory
    ).prepare(in: fixture.directory.appendingPathComponent("scratch"))
    #expect(prepared.refusals.count == 1)
    #expect(
      prepared.refusals.first?.hasPrefix(
        "goldens/sort/\(approval.frames[0].name): the actual frame changed since the report "
          + "was made (approved sha256 000000000000…, rendered now ") == true)
  }

  @Test func refusesARemovalOfAFrameTheRenderProduces() throws {
    let fixture = try VerifiedFixture.make()
    defer { ScratchDirectory.remove(fixture.directory) }
    var approval = try Self.approval(from: fixture)
    approval.frames = [Approvals.Frame(name: "frame-000000.png", sha256: nil)]
    let prepared = try GoldenApproval(
      approval: approval, directory: fixture.directory
    ).prepare(in: fixture.directory.appendingPathComponent("scratch"))
    #expect(
      prepared.refusals == [
        "goldens/sort/frame-000000.png: approved for removal, but the render produces it again"
      ])
  }

  @Test func removesAnApprovedGoldenTheRenderNoLongerProduces() throws {
    let fixture = try VerifiedFixture.make()
    defer { ScratchDirectory.remove(fixture.directory) }
    let stale = fixture.goldens.appendingPathComponent("frame-000050.png")
    try FileManager.default.copyItem(
      at: fixture.goldens.appendingPathComponent("frame-000000.png"), to: stale)
    let approval = Approvals.Approval(
      recording: "sort.jsonl", goldens: "goldens/sort", renderOptions: fixture.options,
      frames: [Approvals.Frame(name: "frame-000050.png", sha256: nil)])
    let prepared = try GoldenApproval(
      approval: approval, directory: fixture.directory
    ).prepare(in: fixture.directory.appendingPathComponent("scratch"))
    #expect(prepared.refusals.isEmpty)
    #expect(try prepared.commit().removed == 1)
    #expect(!FileManager.default.fileExists(atPath: stale.path))
  }

  @Test func refusesToWriteIntoADirectoryThatIsNotAGoldenDirectory() throws {
    let fixture = try VerifiedFixture.make()
    defer { ScratchDirectory.remove(fixture.directory) }
    let elsewhere = fixture.directory.appendingPathComponent("elsewhere")
    try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
    try Data("mine".utf8).write(to: elsewhere.appendingPathComponent("notes.txt"))
    var approval = try Self.approval(from: fixture)
    approval.goldens = "elsewhere"
    let prepared = try GoldenApproval(
      approval: approval, directory: fixture.directory
    ).prepare(in: fixture.directory.appendingPathComponent("scratch"))
    #expect(
      prepared.refusals == [
        "elsewhere: is not a golden directory (it holds no frames, manifest.json or golden.json); "
          + "approve writes only there"
      ])
    #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path) == ["notes.txt"])
  }
}
