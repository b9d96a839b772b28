import Testing

@testable import SnapshotRecording

/// The one JSON writer: commas, nesting, escaping and numbers, byte for byte.
@Suite struct JSONWriterTests {
  @Test func documentedExampleWritesItsOutput() {
    var json = JSONWriter()
    json.beginObject()
    json.key("seq"); json.integer(3)
    json.key("time"); json.double(0.25)
    json.key("ids"); json.beginArray(); json.identifier(7); json.identifier("7"); json.endArray()
    json.endObject()
    #expect(json.text == #"{"seq":3,"time":0.25,"ids":[7,"7"]}"#)
  }

  @Test func nestedContainersAreSeparatedByCommasOnly() {
    var json = JSONWriter()
    json.beginArray()
    json.beginObject()
    json.endObject()
    json.beginArray()
    json.null()
    json.bool(true)
    json.endArray()
    json.beginObject()
    json.key("a"); json.beginArray(); json.endArray()
    json.key("b"); json.bool(false)
    json.endObject()
    json.endArray()
    #expect(json.text == #"[{},[null,true],{"a":[],"b":false}]"#)
  }

  @Test func keysAndStringsEscapeQuotesBackslashesAndControlCharacters() {
    var json = JSONWriter()
    json.beginObject()
    json.key("k\"\\")
    json.string("\u{08}\u{0C}\n\r\t\u{01}\u{1F} é 😀")
    json.endObject()
    #expect(json.text == #"{"k\"\\":"\b\f\n\r\t\u0001\u001f é 😀"}"#)
  }

  @Test func doublesAreShortestRoundTripAndAlwaysValidJSON() {
    var json = JSONWriter()
    json.beginArray()
    for value in [2, 0.125, 1e-05, -0.0, .infinity, .nan] { json.double(value) }
    json.endArray()
    #expect(json.text == "[2.0,0.125,1e-05,0.0,0,0]")
  }
}
