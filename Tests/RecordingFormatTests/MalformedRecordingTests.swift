import Foundation
import ReplayTestSupport
import SnapshotRecording
import Testing

@testable import RecordingFormat

/// Every class of malformed input is a typed error naming the file and line, never a trap.
@Suite struct MalformedRecordingTests {
  @Test func invalidJSONNamesTheColumn() {
    #expect(
      Fixtures.firstError("invalid-json.jsonl")?.description
        == "invalid-json.jsonl:3: error: invalid JSON at column 48: unexpected character '}'")
  }

  @Test func wrongTypeNamesTheKey() {
    #expect(
      Fixtures.firstError("wrong-type.jsonl")?.description
        == "wrong-type.jsonl:3: error: seq must be an integer, not a string")
  }

  @Test func fractionalIdentifierIsRejected() {
    #expect(
      Fixtures.firstError("fractional-id.jsonl")?.description
        == "fractional-id.jsonl:2: error: sections[0].items[0] must be an integer written "
        + "without a fraction or exponent, not 7.5")
  }

  @Test func integralFloatIdentifierIsRejected() {
    #expect(
      Fixtures.firstError("integral-float-id.jsonl")?.description
        == "integral-float-id.jsonl:2: error: sections[0].items[0].id must be an integer written "
        + "without a fraction or exponent, not 7.0")
  }

  @Test func nullIdentifierIsRejected() {
    #expect(
      Fixtures.firstError("null-id.jsonl")?.description
        == "null-id.jsonl:2: error: sections[0].id must be an identifier (a string or an integer), "
        + "not null")
  }

  @Test func badColourNamesItsKeyPath() {
    #expect(
      Fixtures.firstError("bad-color.jsonl")?.description
        == "bad-color.jsonl:2: error: sections[1].items[0].color must be a colour \"#RRGGBB\" or "
        + "\"#RRGGBBAA\", not \"blue\"")
  }

  @Test func missingKeyIsNamed() {
    #expect(
      Fixtures.firstError("missing-key.jsonl")?.description
        == "missing-key.jsonl:2: error: missing required key sections")
  }

  @Test func nonObjectHeaderIsRejected() {
    #expect(
      Fixtures.firstError("header-not-object.jsonl")?.description
        == "header-not-object.jsonl:1: error: the header must be a JSON object, not an array")
  }

  @Test func nonObjectEventIsRejected() {
    #expect(
      Fixtures.firstError("event-not-object.jsonl")?.description
        == "event-not-object.jsonl:2: error: the event must be a JSON object, not an array")
  }

  @Test func foreignFormatIsRejected() {
    #expect(
      Fixtures.firstError("foreign-format.jsonl")?.description
        == "foreign-format.jsonl:1: error: not a snapshot-replay recording: the header's format "
        + "is \"har\"")
  }

  @Test func unknownVersionNamesBothVersions() {
    let error = Fixtures.firstError("version-2.jsonl")
    #expect(
      error
        == .unsupportedVersion(
          RecordingLocation(file: "version-2.jsonl", line: 1), version: 2, supported: [1]))
    #expect(
      error?.description
        == "version-2.jsonl:1: error: recording format version 2 is not supported; this reader "
        + "supports version 1")
  }

  @Test func emptyFileHasNoHeader() {
    #expect(
      Fixtures.firstError("no-header.jsonl")?.description
        == "no-header.jsonl: error: the recording is empty; its first line must be the header")
  }

  @Test func timeGoingBackwardsIsAnError() {
    #expect(
      Fixtures.firstError("time-backwards.jsonl")?.description
        == "time-backwards.jsonl:3: error: time goes backwards: 1.25 is earlier than 1.5 on line 2")
  }

  @Test func missingFileCannotBeOpened() {
    #expect(
      Fixtures.firstError("no-such-file.jsonl")?.description
        == "no-such-file.jsonl: error: cannot open the recording: no such file")
  }

  @Test(arguments: [
    (
      #"{"type":"apply","seq":1,"time":-1,"sections":[]}"#,
      "time must be a number of seconds ≥ 0, not -1"
    ),
    (#"{"type":"apply","seq":0,"time":0,"sections":[]}"#, "seq must be 1 or more, not 0"),
    (
      #"{"type":"apply","seq":99999999999999999999,"time":0,"sections":[]}"#,
      "seq must be an integer written without a fraction or exponent, not 99999999999999999999"
    ),
    (
      #"{"type":"apply","seq":1,"time":0,"sections":[],"rowAnimation":"spin"}"#,
      "rowAnimation must be one of fade, right, left, top, bottom, none, middle, automatic, "
        + #"not "spin""#
    ),
    (
      #"{"type":"apply","seq":1,"time":0,"sections":[],"reloaded":[true]}"#,
      "reloaded[0] must be an identifier (a string or an integer), not a boolean"
    ),
    (#"{"type":"marker","time":0}"#, "missing required key label"),
    (#"{"time":0}"#, "missing required key type"),
    (
      #"{"type":"apply","seq":1,"time":1e999,"sections":[]}"#,
      "time must be a number of seconds ≥ 0, not 1e999"
    ),
    (
      #"{"type":"apply","seq":1,"time":0,"sections":[{"id":"s","items":[{"label":"x"}]}]}"#,
      "missing required key sections[0].items[0].id"
    ),
    (
      "{\"type\":\"marker\",\"time\":0,\"label\":\"\u{01}\"}",
      "invalid JSON at column 36: control character in a string; it must be escaped"
    ),
    (
      String(repeating: "[", count: 600),
      "invalid JSON at column 101: arrays and objects nested deeper than 100 levels"
    ),
  ])
  func malformedEventLine(line: String, message: String) throws {
    let url = try ScratchDirectory.file(prefix: "RecordingFormatTests")
    let text = #"{"format":"snapshot-replay","version":1}"# + "\n" + line + "\n"
    try text.write(to: url, atomically: true, encoding: .utf8)
    do throws(RecordingError) {
      let reader = try RecordingReader(contentsOf: url, name: "x.jsonl")
      while try reader.next() != nil {}
      Issue.record("expected an error for \(line)")
    } catch {
      #expect(error.description == "x.jsonl:2: error: " + message)
    }
  }

  @Test func invalidUTF8IsAnError() throws {
    let url = try ScratchDirectory.file(prefix: "RecordingFormatTests")
    var bytes = Array(#"{"format":"snapshot-replay","version":1}"#.utf8) + [0x0A]
    bytes += Array(#"{"type":"marker","time":0,"label":""#.utf8) + [0xFF, 0xFE]
    bytes += Array("\"}\n".utf8)
    try Data(bytes).write(to: url)
    do throws(RecordingError) {
      let reader = try RecordingReader(contentsOf: url, name: "x.jsonl")
      while try reader.next() != nil {}
      Issue.record("expected an error")
    } catch {
      #expect(
        error.description
          == "x.jsonl:2: error: invalid JSON at column 36: a string is not valid UTF-8")
    }
  }
}
