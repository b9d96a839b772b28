import Foundation
import RecordingFormat
import RecordingValidation
import Testing

/// `check` and `info` on what the screen showed: a `layout` line is compared with the apply it
/// follows (items and sections it holds, an offset within the content give or take a screen),
/// a `scroll` line with the last layout; `info` names the screen.
@Suite struct GeometryCheckTests {
  private static let start = [
    #"{"format":"snapshot-replay","version":1}"#,
    #"{"type":"apply","seq":1,"time":0,"sections":[{"id":"s","items":["a","b",3]}]}"#,
  ]

  private static func layout(
    items: String = #"{"a":[0,0,390,44],"3":[0,44,390,44]}"#, offset: String = "[0,0]",
    extra: String = ""
  ) -> String {
    #"{"type":"layout","seq":1,"time":0.1,"view":"collection","list":"insetGrouped","bounds":[390,844],"offset":"#
      + offset + #","content":[390,132],"items":"# + items + extra + "}"
  }

  private static func check(_ lines: [String]) -> [String] {
    let text = (start + lines).joined(separator: "\n") + "\n"
    return RecordingCheck(data: Data(text.utf8), name: "g.jsonl").diagnostics.map(\.description)
  }

  @Test func aLayoutThatPlacesTheSnapshotsItemsIsClean() {
    #expect(Self.check([Self.layout(), #"{"type":"scroll","time":0.5,"offset":[0,40]}"#]) == [])
  }

  @Test func itemsAndSectionsTheSnapshotLacksAreNamedWithLineAndSeq() {
    let found = Self.check([
      Self.layout(
        items: #"{"a":[0,0,390,44],"ghost":[0,44,390,44],"4":[0,88,390,44]}"#,
        extra: #","supplementary":[{"kind":"header","section":"t","rect":[0,0,390,30]}]"#)
    ])
    #expect(
      found == [
        #"g.jsonl:3: warning: the layout places items "ghost", "4" that the snapshot of seq 1 does not hold; the replay leaves them out (seq 1)"#,
        #"g.jsonl:3: warning: the layout's supplementary views name section "t" that the snapshot of seq 1 does not hold (seq 1)"#,
      ])
  }

  /// Frames are looked for in the snapshot's order first; frames out of that order, repeated,
  /// or written before, among or after unknown ones are found (or named) all the same, in the
  /// layout's order.
  @Test func framesOutOfTheSnapshotsOrderAreFoundAndUnknownOnesNamedInOrder() {
    #expect(Self.check([Self.layout(items: #"{"3":[0,0,1,1],"b":[0,0,1,1],"a":[0,0,1,1]}"#)]) == [])
    let frames = ["b", "x", "a", "3", "y", "b ", "03"].map { #""\#($0)":[0,0,1,1]"# }
    let found = Self.check([Self.layout(items: "{" + frames.joined(separator: ",") + "}")])
    #expect(
      found == [
        #"g.jsonl:3: warning: the layout places items "x", "y", "b ", "03" that the snapshot of seq 1 does not hold; the replay leaves them out (seq 1)"#
      ])
  }

  /// `info` leaves a layout's item frames out, but still finds the errors in them.
  @Test func infoChecksTheFramesItLeavesOut() {
    let text =
      (Self.start + [Self.layout(items: #"{"a":[0,0,-1,44]}"#)]).joined(separator: "\n") + "\n"
    #expect(throws: RecordingError.self) {
      _ = try RecordingSummary(reader: RecordingReader(data: Data(text.utf8), name: "g.jsonl"))
    }
  }

  @Test func anOffsetMoreThanAScreenOutsideTheContentIsWarnedAbout() {
    let found = Self.check([
      Self.layout(offset: "[0,5000]"), #"{"type":"scroll","time":0.5,"offset":[0,-900]}"#,
    ])
    #expect(found.count == 2)
    #expect(
      found[0].hasPrefix(
        "g.jsonl:3: warning: the layout's offset [0, 5000] lies more than a screen outside its content"
      ))
    #expect(
      found[1].hasPrefix(
        "g.jsonl:4: warning: the scroll offset [0, -900] lies more than a screen outside"))
  }

  @Test func infoNamesTheScreenAndCountsTheScreenEvents() throws {
    let text =
      (Self.start + [Self.layout(), #"{"type":"scroll","time":0.5,"offset":[0,40]}"#])
      .joined(separator: "\n") + "\n"
    let summary = try RecordingSummary(
      reader: RecordingReader(data: Data(text.utf8), name: "g.jsonl"))
    #expect(summary.report.contains("  events:   1 apply, 0 marker, 1 layout, 1 scroll\n"))
    #expect(
      summary.report.contains("  screen:   collection view (insetGrouped list), 390 × 844 points\n")
    )
    #expect(summary.json.contains(#""screen""#))
    // A recording without layout lines has no screen, in text or JSON.
    let plain = try RecordingSummary(
      reader: RecordingReader(
        data: Data((Self.start.joined(separator: "\n") + "\n").utf8), name: "p.jsonl"))
    #expect(
      plain.screen == nil && !plain.report.contains("screen:") && !plain.json.contains("screen"))
  }
}
