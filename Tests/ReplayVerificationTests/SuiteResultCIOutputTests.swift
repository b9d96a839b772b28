import Foundation
import ReplayComparison
import Testing

@testable import ReplayVerification

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `--junit FILE`, GitHub's workflow commands and step summary: written from the suite's one
/// result, with recording text escaped for each format.
@Suite struct SuiteResultCIOutputTests {
  static let suite = SuiteResult(
    results: [
      SuiteResultTests.result(
        "work/a", differing: 3, classification: .changed, divergence: SuiteResultTests.moved),
      SuiteResultTests.result("work/b", differing: 3, classification: .pixelsOnly),
      SuiteResultTests.result("work/c", differing: 0),
    ], pixelsOnly: .warn)

  @Test func junitHasOneTestCasePerRecordingAndTheFailuresText() {
    let xml = Self.suite.junitXML(relativeTo: URL(fileURLWithPath: "/work"))
    let lines = xml.split(separator: "\n").map(String.init)
    #expect(lines[0] == #"<?xml version="1.0" encoding="UTF-8"?>"#)
    #expect(
      lines[1]
        == #"<testsuites name="snapreplay verify" tests="3" failures="1" errors="0" skipped="0">"#)
    #expect(
      lines[3]
        == #"    <testcase classname="snapreplay.verify" name="a.jsonl" file="work/a.jsonl">"#)
    #expect(
      lines[4].hasPrefix(
        #"      <failure type="changed" message="frame 7, 0.233 s: `dog` expected at y=44, "#
          + #"rendered at y=88">Replay of a.jsonl does not match"#))
    #expect(lines[4].contains("difference image: /tmp/a/work/a/diff/frame-000000.diff.png"))
    #expect(lines[4].contains("&#10;"))
    #expect(lines[7].hasPrefix("      <system-out>Replay of b.jsonl"))
    #expect(
      lines[9]
        == #"    <testcase classname="snapreplay.verify" name="c.jsonl" file="work/c.jsonl"/>"#)
    #expect(lines.suffix(2) == ["  </testsuite>", "</testsuites>"])
  }

  @Test func junitParsesAsXMLWhateverARecordingIsCalled() throws {
    let hostile = SuiteResult(results: [
      SuiteResultTests.result("a<&\"'>\u{1}\u{1B}]x", differing: 3, classification: .changed)
    ])
    let xml = hostile.junitXML()
    let document = try XMLDocument(data: Data(xml.utf8))
    let testCase = try #require(try document.nodes(forXPath: "//testcase").first as? XMLElement)
    #expect(testCase.attribute(forName: "name")?.stringValue == "a<&\"'>\u{FFFD}\u{FFFD}]x.jsonl")
    let failure = try #require(try document.nodes(forXPath: "//failure").first)
    #expect(failure.stringValue?.hasPrefix("Replay of a<&\"'>") == true)
  }

  @Test func xmlEscapingKeepsLineBreaksInAttributesAndDropsWhatXMLCannotHold() {
    #expect(
      SuiteResult.xmlEscaped("a&b<c>\"d'\n\t\r\u{0}\u{FFFE}é😀")
        == "a&amp;b&lt;c&gt;&quot;d&apos;&#10;&#9;&#13;\u{FFFD}\u{FFFD}é😀")
  }

  @Test func githubAnnotationsEscapeDataAndPropertiesAsTheRunnerUnescapesThem() {
    let lines = Self.suite.githubAnnotations(relativeTo: URL(fileURLWithPath: "/work"))
      .split(separator: "\n").map(String.init)
    #expect(lines.count == 2)
    #expect(
      lines[0].hasPrefix(
        "::error file=work/a.jsonl,title=snapreplay verify a.jsonl (changed)::Replay of a.jsonl"))
    #expect(lines[0].contains("%0A"))
    #expect(
      lines[1].hasPrefix(
        "::warning file=work/b.jsonl,title=snapreplay verify b.jsonl (pixels-only)::"))
  }

  @Test func stepSummaryIsATableWithOneEscapedRowPerRecording() {
    let summary = Self.suite.githubStepSummary
    let lines = summary.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines[0] == "### snapreplay verify: 1 of 3 recordings passed, 1 warned")
    #expect(lines[2] == "| recording | result | frames | failing frames | first difference |")
    #expect(
      lines[4]
        == #"| a.jsonl | ❌ failed (changed) | 2 | 2 | frame 7, 0.233 s: \`dog\` expected at y=44, rendered at y=88 |"#
    )
    #expect(
      lines[5]
        == "| b.jsonl | ⚠️ warned (pixels-only) | 2 | 2 | 1 of 2 frames differ, 1 no longer rendered |"
    )
    #expect(lines[6] == "| c.jsonl | ✅ passed | 1 | 0 |  |")
    #expect(summary.hasSuffix("|\n\n"))
    #expect(SuiteResult.markdownEscaped("a|b\n<i>*x*</i>") == #"a\|b &lt;i&gt;\*x\*&lt;/i&gt;"#)
  }
}
