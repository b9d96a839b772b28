import Foundation
import ReplayTestSupport
import ReplayVerification
import Testing

/// `verify`'s structure (golden.json) keeps the recorded footers a replay draws (issue 23): a
/// footer whose text changed is a `changed` replay naming the footer; goldens that kept no
/// supplementary views (recorded before they were kept) are compared without them.
@Suite struct RecordedSupplementaryVerificationTests {
  /// Two rows in an inset-grouped collection-view list with a footer below them.
  static func recording(footer: String) -> String {
    """
    {"format":"snapshot-replay","version":1,"render":{"fps":10,"hold":0}}
    {"type":"apply","seq":1,"time":0,"sections":[{"id":"s","items":[{"id":"a","label":"A"},{"id":"b","label":"B"}]}],"animating":false}
    {"type":"layout","seq":1,"time":0,"view":"collection","list":"insetGrouped","bounds":[200,300],"offset":[0,0],"content":[200,300],"items":{"a":[16,20,168,44],"b":[16,64,168,44]},"supplementary":[{"kind":"footer","section":"s","rect":[16,108,168,40],"text":"\(footer)"}]}

    """
  }

  private func verify(
    footer: String, record: RecordMode, in directory: URL
  ) throws -> VerificationResult {
    let url = directory.appendingPathComponent("footer-\(footer.count).jsonl")
    try Data(Self.recording(footer: footer).utf8).write(to: url)
    return try GoldenVerification(
      recording: url, goldens: directory.appendingPathComponent("goldens/list"), record: record,
      artifacts: directory.appendingPathComponent("artifacts")
    ).run()
  }

  @Test func aChangedFooterTextIsAChangedReplayNamingTheFooter() throws {
    let directory = try ScratchDirectory.make("recorded-footer-verification")
    defer { ScratchDirectory.remove(directory) }
    _ = try verify(footer: "Applies to all.", record: .missing, in: directory)
    let json = try String(
      contentsOf: directory.appendingPathComponent("goldens/list/golden.json"), encoding: .utf8)
    #expect(
      json.contains(#""supplementary": [["s", "footer", 16, 108, 168, 40, 1, "Applies to all."]]"#))
    #expect(try verify(footer: "Applies to all.", record: .never, in: directory).passed)
    let changed = try verify(footer: "Applies to some.", record: .never, in: directory)
    #expect(!changed.passed)
    #expect(changed.classification == .changed)
    let divergence = try #require(changed.divergence)
    #expect(divergence.item == nil)
    #expect(
      divergence.description
        == "frame 0, 0 s: section `s` footer 'Applies to all.' → 'Applies to some.'")
  }

  @Test func goldensThatKeptNoSupplementaryViewsAreComparedWithoutThem() throws {
    let directory = try ScratchDirectory.make("recorded-footer-verification")
    defer { ScratchDirectory.remove(directory) }
    _ = try verify(footer: "Applies to all.", record: .missing, in: directory)
    // The file as a tool before supplementary views were kept wrote it.
    let file = directory.appendingPathComponent("goldens/list/golden.json")
    let json = try String(contentsOf: file, encoding: .utf8)
    let older = json.replacingOccurrences(
      of: #", "supplementary": [["s", "footer", 16, 108, 168, 40, 1, "Applies to all."]]"#,
      with: "")
    #expect(older != json)
    try Data(older.utf8).write(to: file)
    let result = try verify(footer: "Applies to all.", record: .never, in: directory)
    #expect(result.passed)
    #expect(result.divergence == nil)
  }
}
