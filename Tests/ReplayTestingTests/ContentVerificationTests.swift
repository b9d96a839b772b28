import Foundation
import ReplayRendering
import ReplayTestSupport
import ReplayVerification
import Testing

/// Content is structure: the Wi-Fi demo against its committed goldens (golden.json version 3)
/// with one row renamed or recoloured is `changed`, the divergence naming what changed; the
/// goldens as version 2 kept them still verify, with a note.
@Suite struct ContentVerificationTests {
  static let goldens = AssertReplayTests.goldens.appendingPathComponent("wifi-settings")

  /// The options the committed Wi-Fi goldens were made with (AssertReplayTests).
  static let options = RenderOptionOverrides {
    $0.scale = 1
    $0.viewport = SceneSize(width: 390, height: 400)
    $0.fps = 2
    $0.hold = 0
    $0.toSeq = 5
  }

  /// The demo with `Evergreen`'s item rewritten, in a scratch directory.
  static func verify(
    replacing old: String, with new: String, in root: URL
  ) throws -> VerificationResult {
    let text = try String(
      contentsOf: VerificationFixtures.demo("wifi-settings.jsonl"), encoding: .utf8)
    #expect(text.contains(old))
    let recording = root.appendingPathComponent("wifi-settings.jsonl")
    try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: recording)
    return try GoldenVerification(
      recording: recording, goldens: goldens, renderOptions: options, record: .never,
      artifacts: root.appendingPathComponent("artifacts")
    ).run()
  }

  @Test func aRenamedRowIsChangedWithTheLabelNamed() throws {
    let root = try ScratchDirectory.make("content-verification")
    defer { ScratchDirectory.remove(root) }
    let result = try Self.verify(
      replacing: #""label":"Evergreen""#, with: #""label":"Evergreen 5G""#, in: root)
    #expect(result.classification == .changed)
    #expect(result.divergence?.text == "`n-9` label 'Evergreen' → 'Evergreen 5G'")
    #expect(result.divergence?.description.hasPrefix("frame 0, 0 s: ") == true)
  }

  @Test func aRecolouredRowIsChangedWithTheColourNamed() throws {
    let root = try ScratchDirectory.make("content-verification")
    defer { ScratchDirectory.remove(root) }
    let result = try Self.verify(
      replacing: #"{"id":"n-9","label":"Evergreen","#,
      with: ##"{"id":"n-9","color":"#FF3B30","label":"Evergreen","##, in: root)
    #expect(result.classification == .changed)
    #expect(result.divergence?.text == "`n-9` colour #FFFFFF → #FF3B30")
  }

  /// The same goldens with the golden.json version 2 wrote: no content, so the renamed row can
  /// only be pixels-only, and the result says why.
  @Test func goldensOfVersionTwoStillVerifyWithANote() throws {
    let root = try ScratchDirectory.make("content-verification")
    defer { ScratchDirectory.remove(root) }
    let goldens = root.appendingPathComponent("goldens")
    try FileManager.default.copyItem(at: Self.goldens, to: goldens)
    var recipe = try #require(try GoldenRecipe.load(from: goldens))
    recipe.frames = recipe.frames?.map(\.withoutContent)
    recipe.keepsContent = false
    try Data(recipe.json.utf8).write(to: goldens.appendingPathComponent(GoldenRecipe.fileName))
    #expect(recipe.json.contains(#""version": 2,"#))
    let result = try GoldenVerification(
      recording: VerificationFixtures.demo("wifi-settings.jsonl"), goldens: goldens,
      renderOptions: Self.options, record: .never,
      artifacts: root.appendingPathComponent("artifacts")
    ).run()
    #expect(result.passed)
    #expect(result.recipeDifferences?.map(\.aspect) == [.format])
    #expect(
      SuiteResult(results: [result]).summary(verbose: true).contains(
        "keeps no cell content: a changed label or colour shows as pixels-only"))
  }
}
