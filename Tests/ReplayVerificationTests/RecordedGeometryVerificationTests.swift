import Foundation
import ReplayTestSupport
import ReplayVerification
import Testing

/// `verify`'s structure (golden.json) holds the recorded geometry when a recording has
/// `layout` lines (issue 23): the same snapshots with one item's recorded rect moved are a
/// `changed` replay naming that item and the first frame it differs in.
@Suite struct RecordedGeometryVerificationTests {
  /// Two rows, "a" and "b", swapped by the second apply at 0.5 s; each apply's `layout` line
  /// places them, "b" at `bY` once the rows have swapped.
  static func recording(bY: Int) -> String {
    """
    {"format":"snapshot-replay","version":1,"render":{"layout":"list","fps":10,"hold":0}}
    {"type":"apply","seq":1,"time":0,"sections":[{"id":"s","items":[{"id":"a","label":"A"},{"id":"b","label":"B"}]}],"animating":false}
    {"type":"layout","seq":1,"time":0,"view":"collection","list":"plain","bounds":[200,300],"offset":[0,0],"content":[200,300],"items":{"a":[0,0,200,50],"b":[0,50,200,50]}}
    {"type":"apply","seq":2,"time":0.5,"sections":[{"id":"s","items":[{"id":"b","label":"B"},{"id":"a","label":"A"}]}]}
    {"type":"layout","seq":2,"time":0.5,"view":"collection","list":"plain","bounds":[200,300],"offset":[0,0],"content":[200,300],"items":{"b":[0,\(bY),200,50],"a":[0,50,200,50]}}

    """
  }

  @Test func aMovedRecordedRectIsAChangedReplayNamingTheItemAndFrame() throws {
    let directory = try ScratchDirectory.make("recorded-geometry-verification")
    defer { ScratchDirectory.remove(directory) }
    let goldens = directory.appendingPathComponent("goldens/rows")
    let artifacts = directory.appendingPathComponent("artifacts")
    func verify(bY: Int, record: RecordMode) throws -> VerificationResult {
      let url = directory.appendingPathComponent("rows-\(bY).jsonl")
      try Data(Self.recording(bY: bY).utf8).write(to: url)
      return try GoldenVerification(
        recording: url, goldens: goldens, record: record, artifacts: artifacts
      ).run()
    }
    _ = try verify(bY: 0, record: .missing)
    #expect(try verify(bY: 0, record: .never).passed)
    // "b" is recorded 20 points lower after the swap: the model's place did not change, so
    // only the recorded geometry can tell.
    let moved = try verify(bY: 20, record: .never)
    #expect(!moved.passed)
    #expect(moved.classification == .changed)
    let divergence = try #require(moved.divergence)
    #expect(divergence.item == "b")
    // The transition starts at 0.5 s (frame 5) and is still at its start there: frame 6 is
    // the first whose "b" lies elsewhere.
    #expect(divergence.frame == 6, "\(divergence.description)")
    #expect(divergence.description.contains("`b` expected at y="), "\(divergence.description)")
  }
}
