import RecordingValidation
import ReplayRendering
import SnapshotRecording
import Testing

/// `check`'s view of rendering: misspelt render hints are warnings naming the option meant.
@Suite struct RenderPreflightTests {
  @Test func misspeltHintsNameTheOptionMeantAndOthersAreSilent() {
    var preflight = RenderPreflight()
    let header = RecordingHeader(
      render: [
        "layot": .string("list"), "cell-size": .string("16x34"), "fps": .number(30),
        "futureOption": .bool(true), "Columns": .number(3),
      ])
    #expect(
      preflight.header(header, line: 1, file: "h.jsonl").map(\.description) == [
        #"h.jsonl:1: warning: unknown key "Columns" in the header's render hints is ignored; "#
          + #"did you mean "columns"?"#,
        #"h.jsonl:1: warning: unknown key "cell-size" in the header's render hints is ignored; "#
          + #"did you mean "cellSize"?"#,
        #"h.jsonl:1: warning: unknown key "layot" in the header's render hints is ignored; "#
          + #"did you mean "layout"?"#,
      ])
    #expect(preflight.finish(file: "h.jsonl").isEmpty)
  }
}
