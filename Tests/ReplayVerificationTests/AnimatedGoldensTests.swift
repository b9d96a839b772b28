import Foundation
import ReplayRaster
import ReplayRendering
import ReplayTestSupport
import Testing

@testable import ReplayVerification

/// Goldens kept as one animated PNG (`--golden-format apng`): recorded, verified, failed on a
/// changed label with the right frame, shown in the report, approved and switched.
@Suite struct AnimatedGoldensTests {
  /// A list of two labelled rows; the second apply renames `b` to `label` (reconfigured, so the
  /// cell shows it, as UIKit's would).
  static func recording(secondLabel label: String) -> String {
    """
    {"format":"snapshot-replay","version":1,"title":"apng goldens","render":{"layout":"list","fps":10,"hold":0.3}}
    {"type":"apply","seq":1,"time":0,"sections":[{"id":"s","items":[{"id":"a","label":"Alpha","color":"#FF0000"},{"id":"b","label":"Beta","color":"#00AA00"}]}],"animating":false}
    {"type":"apply","seq":2,"time":0.5,"sections":[{"id":"s","items":[{"id":"a","label":"Alpha","color":"#FF0000"},{"id":"b","label":"\(label)","color":"#00AA00"}]}],"reconfigured":["b"],"animating":false}

    """
  }

  struct Scratch {
    var directory: URL
    var recording: URL { directory.appendingPathComponent("labels.jsonl") }
    var goldens: URL { directory.appendingPathComponent("goldens/labels") }
    var artifacts: URL { directory.appendingPathComponent("artifacts") }

    static func make(label: String = "Beta") throws -> Scratch {
      let scratch = Scratch(directory: try ScratchDirectory.make("animated-goldens"))
      try scratch.write(label: label)
      return scratch
    }

    func write(label: String) throws {
      try Data(AnimatedGoldensTests.recording(secondLabel: label).utf8).write(to: recording)
    }

    func verify(
      record: RecordMode, format: GoldenFormat? = nil
    ) throws(VerificationError) -> VerificationResult {
      var verification = GoldenVerification(
        recording: recording, goldens: goldens, record: record, artifacts: artifacts)
      verification.goldenFormat = format
      return try verification.run()
    }

    var goldenNames: [String] {
      ((try? FileManager.default.contentsOfDirectory(atPath: goldens.path)) ?? []).sorted()
    }
  }

  @Test func recordsOneAnimatedPNGBesideTheManifestAndARecipeThatNamesTheFormat() throws {
    let scratch = try Scratch.make()
    defer { ScratchDirectory.remove(scratch.directory) }
    let recorded = try scratch.verify(record: .missing, format: .apng)
    #expect(!recorded.passed)
    #expect(recorded.recorded.count > 2)
    #expect(scratch.goldenNames == ["golden.apng", "golden.json", "manifest.json"])
    #expect(try GoldenRecipe.load(from: scratch.goldens)?.goldenFormat == .apng)
    let json = try String(
      contentsOf: scratch.goldens.appendingPathComponent("golden.json"), encoding: .utf8)
    #expect(json.contains("\"goldenFormat\": \"apng\""))
    // Every frame of the animation is the frame the render wrote, pixel for pixel.
    let frames = FrameDirectory(recorded.actualDirectory)
    var index = 0
    try AnimatedPNGDecoder.decode(Data(contentsOf: AnimatedGoldens(scratch.goldens).fileURL)) {
      image, delay in
      let first = try? PNGCodec.read(frames.url(ofFrame: index))
      #expect(image == first, "stored frame starting at render frame \(index)")
      index += delay.numerator
    }
    #expect(index == recorded.recorded.count)
  }

  @Test func verifiesAgainstTheAnimationWithoutBeingToldTheFormat() throws {
    let scratch = try Scratch.make()
    defer { ScratchDirectory.remove(scratch.directory) }
    _ = try scratch.verify(record: .missing, format: .apng)
    let again = try scratch.verify(record: .never)
    #expect(again.passed, "\(again.message)")
    #expect(again.recipeDifferences == [])
    #expect(again.goldens == scratch.goldens.standardizedFileURL)
    // A passing run leaves no unpacked frames (and no actual frames) behind.
    #expect(
      !FileManager.default.fileExists(
        atPath: scratch.artifacts.appendingPathComponent("labels").path))
  }

  @Test func aChangedLabelFailsFromTheFrameWhereItChangesAndTheReportShowsItsGolden() throws {
    let scratch = try Scratch.make()
    defer { ScratchDirectory.remove(scratch.directory) }
    _ = try scratch.verify(record: .missing, format: .apng)
    try scratch.write(label: "Gamma")
    let result = try scratch.verify(record: .never)
    #expect(!result.passed)
    let failing = result.report.frames.filter { !$0.passed }.map(\.name)
    // The first apply's frames pass; the failure starts where the second apply is drawn, the
    // frame the structure's divergence names.
    let divergence = try #require(result.divergence?.frame)
    #expect(divergence > 0)
    let first = FrameDirectory.fileName(ofFrame: divergence)
    #expect(failing.first == first)
    #expect(result.report.frames.prefix(divergence).allSatisfy { $0.passed })
    #expect(result.classification == .changed, "\(result.message(verbose: true))")
    // The golden of a failing frame is found among the unpacked frames, for the report.
    let golden = result.goldenFrameURL(first)
    #expect(FileManager.default.fileExists(atPath: golden.path))
    let report = scratch.directory.appendingPathComponent("report")
    try GoldenReviewOutput.write(
      GoldenReview(
        recordings: [ReviewedRecording(result: result, renderOptions: RenderOptionOverrides())],
        directory: scratch.directory), toDirectory: report)
    let copied = report.appendingPathComponent("images/1-labels/golden/\(first)")
    #expect(try Data(contentsOf: copied) == Data(contentsOf: golden))
    #expect(
      try PNGCodec.read(copied)
        != PNGCodec.read(result.actualDirectory.appendingPathComponent(first)))
  }

  @Test func recordingFailedRewritesTheAnimationAndThenVerifyPasses() throws {
    let scratch = try Scratch.make()
    defer { ScratchDirectory.remove(scratch.directory) }
    _ = try scratch.verify(record: .missing, format: .apng)
    try scratch.write(label: "Gamma")
    _ = try scratch.verify(record: .failed)
    #expect(scratch.goldenNames == ["golden.apng", "golden.json", "manifest.json"])
    #expect(try scratch.verify(record: .never).passed)
  }

  @Test func theSameFramesGiveTheSameBytes() throws {
    let first = try Scratch.make()
    let second = try Scratch.make()
    defer {
      ScratchDirectory.remove(first.directory)
      ScratchDirectory.remove(second.directory)
    }
    _ = try first.verify(record: .missing, format: .apng)
    _ = try second.verify(record: .all, format: .apng)
    for name in ["golden.apng", "manifest.json"] {
      #expect(
        try Data(contentsOf: first.goldens.appendingPathComponent(name))
          == Data(contentsOf: second.goldens.appendingPathComponent(name)), "\(name)")
    }
  }

  @Test func anotherFormatThanTheGoldensNeedsRecordAllWhichSwitchesIt() throws {
    let scratch = try Scratch.make()
    defer { ScratchDirectory.remove(scratch.directory) }
    _ = try scratch.verify(record: .missing)
    #expect(scratch.goldenNames.contains("frame-000000.png"))
    #expect(throws: VerificationError.self) { try scratch.verify(record: .never, format: .apng) }
    do {
      _ = try scratch.verify(record: .never, format: .apng)
    } catch {
      #expect(
        error.description.hasSuffix(
          "golden.json: the goldens are kept as png, not apng; verify them with --golden-format "
            + "png, or switch them with --golden-format apng --record all"))
    }
    _ = try scratch.verify(record: .all, format: .apng)
    #expect(scratch.goldenNames == ["golden.apng", "golden.json", "manifest.json"])
    #expect(try scratch.verify(record: .never).passed)
    // And back: a PNG per frame, no animation, golden.json without a format.
    _ = try scratch.verify(record: .all, format: .png)
    #expect(scratch.goldenNames.contains("frame-000000.png"))
    #expect(!scratch.goldenNames.contains("golden.apng"))
    #expect(try GoldenRecipe.load(from: scratch.goldens)?.goldenFormat == .png)
    #expect(try scratch.verify(record: .never).passed)
  }

  @Test func approvingAChangedLabelRewritesTheAnimationAndThenVerifyPasses() throws {
    let scratch = try Scratch.make()
    defer { ScratchDirectory.remove(scratch.directory) }
    _ = try scratch.verify(record: .missing, format: .apng)
    try scratch.write(label: "Gamma")
    let result = try scratch.verify(record: .never)
    let failing = result.report.frames.filter { !$0.passed }
    let approval = Approvals.Approval(
      recording: "labels.jsonl", goldens: "goldens/labels",
      renderOptions: RenderOptionOverrides(),
      frames: try failing.map { frame in
        Approvals.Frame(
          name: frame.name,
          sha256: ContentDigest.hex(
            of: [UInt8](
              try Data(contentsOf: result.actualDirectory.appendingPathComponent(frame.name)))))
      })
    let prepared = try GoldenApproval(approval: approval, directory: scratch.directory)
      .prepare(in: scratch.directory.appendingPathComponent("scratch"))
    #expect(prepared.refusals.isEmpty)
    let counts = try prepared.commit()
    #expect(counts.written == failing.count)
    #expect(scratch.goldenNames == ["golden.apng", "golden.json", "manifest.json"])
    #expect(try GoldenRecipe.load(from: scratch.goldens)?.goldenFormat == .apng)
    let again = try scratch.verify(record: .never)
    #expect(again.passed, "\(again.message)")
  }

  @Test func anAnimationThatDoesNotFitItsManifestIsAnUnreadableGolden() throws {
    let scratch = try Scratch.make()
    defer { ScratchDirectory.remove(scratch.directory) }
    _ = try scratch.verify(record: .missing, format: .apng)
    let animation = AnimatedGoldens(scratch.goldens).fileURL
    var bytes = [UInt8](try Data(contentsOf: animation))
    bytes.removeLast(20)
    try Data(bytes).write(to: animation)
    #expect {
      try scratch.verify(record: .never)
    } throws: { error in
      "\(error)".hasPrefix("\(animation.path): cannot read PNG")
        || "\(error)".contains("golden.apng")
    }
  }
}
