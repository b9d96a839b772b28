import SnapshotRecording
import Testing

@testable import RecordingFormat

/// One diagnostic value, three forms: compiler-style text, a JSON object and a GitHub
/// annotation, each written from the same fields.
@Suite struct DiagnosticFormattingTests {
  static let duplicate = Diagnostic(
    severity: .error, category: .uikit, file: "rec.jsonl", line: 3, seq: 2,
    message: "Fatal: supplied item identifiers are not unique.")

  @Test func theTextIsCompilerStyleWithTheSeqAfterTheSentence() {
    #expect(
      Self.duplicate.description
        == "rec.jsonl:3: error: Fatal: supplied item identifiers are not unique. (seq 2)")
    #expect(
      Diagnostic.warning("seq gap", file: "rec.jsonl", line: 3).description
        == "rec.jsonl:3: warning: seq gap")
    #expect(
      Diagnostic.error("cannot write: full", file: "out.png").description
        == "out.png: error: cannot write: full")
    #expect(Diagnostic.error("unknown mode").description == "snapreplay: error: unknown mode")
    // A line without a file names no place of its own.
    #expect(Diagnostic.error("odd", line: 4).place == "snapreplay")
  }

  @Test func theTerminalLineEscapesTheFileAndTheMessageAndNothingElse() {
    let diagnostic = Diagnostic.error(
      "duplicate id a\u{1B}[2J\nrec.jsonl:1: error: forged", file: "r\u{1B}]0;x\u{07}.jsonl",
      line: 3)
    #expect(
      diagnostic.terminalLine
        == #"r\e]0;x\u{07}.jsonl:3: error: duplicate id a\e[2J\nrec.jsonl:1: error: forged"#)
    #expect(Self.duplicate.terminalLine == Self.duplicate.description)
  }

  @Test func theJSONFormHoldsTheFieldsWithNullsForWhatIsAbsent() {
    var json = JSONWriter()
    Self.duplicate.writeJSON(into: &json)
    #expect(
      json.text
        == #"{"severity":"error","category":"uikit","line":3,"seq":2,"#
        + #""message":"Fatal: supplied item identifiers are not unique."}"#)
    var bare = JSONWriter()
    Diagnostic.warning("odd").writeJSON(into: &bare)
    #expect(
      bare.text
        == #"{"severity":"warning","category":null,"line":null,"seq":null,"message":"odd"}"#)
  }

  @Test func theGitHubAnnotationEscapesDataAndPropertiesAsTheRunnerUnescapesThem() {
    #expect(
      Self.duplicate.githubAnnotation()
        == "::error file=rec.jsonl,line=3::Fatal: supplied item identifiers are not unique. "
        + "(seq 2)")
    #expect(
      Diagnostic.warning("100% done\r\nnext", file: "a,b:c.jsonl").githubAnnotation(title: "t: 1")
        == "::warning file=a%2Cb%3Ac.jsonl,title=t%3A 1::100%25 done%0D%0Anext")
    #expect(Diagnostic.error("no file").githubAnnotation() == "::error::no file")
    #expect(Diagnostic.githubData("100% done\r\nnext: a,b") == "100%25 done%0D%0Anext: a,b")
    #expect(Diagnostic.githubProperty("a: b, 5%\n") == "a%3A b%2C 5%25%0A")
  }

  @Test func readerErrorsAndWarningsConvertWithTheirPlaceAndFault() {
    let location = RecordingLocation(file: "rec.jsonl", line: 4)
    let error = RecordingError.invalidColor(location, path: "color", text: "red")
    #expect(Diagnostic(error).fault == .input)
    #expect(Diagnostic(error).category == .format)
    #expect(Diagnostic(error).description == error.description)
    #expect(
      Diagnostic(RecordingError.cannotRead(file: "rec.jsonl", reason: "EIO")).fault
        == .environment)
    #expect(
      Diagnostic(RecordingError.cannotOpen(file: "rec.jsonl", reason: "EACCES")).fault
        == .environment)
    let gap = RecordingWarning.seqGap(location, previous: 1, found: 4)
    #expect(Diagnostic(gap).severity == .warning)
    #expect(Diagnostic(gap).description == "rec.jsonl:4: warning: " + gap.message)
    #expect(gap.description == Diagnostic(gap).description)
  }

  @Test func faultsAreOrderedFromTheInputToTheInvocation() {
    #expect([Fault.input, .invocation, .environment].max() == .invocation)
    #expect([Fault.input, .environment].max() == .environment)
  }
}
