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

  @Test func escapesBetweenMultiByteTextKeepEveryOtherByteAsItIs() {
    var json = JSONWriter()
    json.beginArray()
    for value in ["\"é\\😀\n", "日本\u{7F}\"", "plain", "", "\t"] { json.string(value) }
    json.endArray()
    #expect(json.text == #"["\"é\\😀\n","日本\#u{7F}\"","plain","","\t"]"#)
    #expect(json.utf8 == Array(json.text.utf8))
  }

  @Test func everyASCIICharacterIsWrittenAsJSONSpecifiesIt() {
    let characters = (0..<128).map { String(UnicodeScalar(UInt8($0))) }
    var json = JSONWriter()
    json.beginArray()
    for character in characters { json.string(character) }
    json.endArray()
    let expected = characters.map { character -> String in
      switch character {
      case "\"": return #""\"""#
      case "\\": return #""\\""#
      case "\n": return #""\n""#
      case "\r": return #""\r""#
      case "\t": return #""\t""#
      case "\u{08}": return #""\b""#
      case "\u{0C}": return #""\f""#
      default:
        let value = character.unicodeScalars.first?.value ?? 0
        guard value < 0x20 else { return "\"" + character + "\"" }
        let hex = String(value, radix: 16)
        return "\"\\u" + String(repeating: "0", count: 4 - hex.count) + hex + "\""
      }
    }
    #expect(json.text == "[" + expected.joined(separator: ",") + "]")
  }

  @Test func doublesAreShortestRoundTripAndAlwaysValidJSON() {
    var json = JSONWriter()
    json.beginArray()
    for value in [2, 0.125, 1e-05, -0.0, .infinity, .nan] { json.double(value) }
    json.endArray()
    #expect(json.text == "[2.0,0.125,1e-05,0.0,0,0]")
  }
}

/// The pretty layout and the number style that manifests and `--json` reports use.
@Suite struct JSONWriterLayoutTests {
  @Test func layoutExampleWritesItsOutput() {
    var json = JSONWriter(layout: .pretty)
    json.beginObject()
    json.key("fps"); json.number(30)
    json.key("frames"); json.beginArray()
    json.beginObject(singleLine: true); json.key("seq"); json.integer(1); json.endObject()
    json.endArray()
    json.endObject()
    #expect(
      json.text == """
        {
          "fps": 30,
          "frames": [
            {"seq": 1}
          ]
        }
        """)
  }

  @Test func prettyNestsByTwoSpacesAndKeepsEmptyContainersOnOneLine() {
    var json = JSONWriter(layout: .pretty)
    json.beginArray()
    json.beginObject()
    json.key("a"); json.beginArray(); json.endArray()
    json.key("b"); json.beginObject(); json.endObject()
    json.key("c"); json.beginArray(); json.string("x"); json.null(); json.endArray()
    json.endObject()
    json.bool(true)
    json.endArray()
    #expect(
      json.text == """
        [
          {
            "a": [],
            "b": {},
            "c": [
              "x",
              null
            ]
          },
          true
        ]
        """)
  }

  @Test func singleLineContainersSpaceTheirMembersAndEverythingInside() {
    var json = JSONWriter(layout: .pretty)
    json.beginObject(singleLine: true)
    json.key("a"); json.integer(1)
    json.key("b"); json.beginArray(); json.integer(2); json.integer(3); json.endArray()
    json.key("c"); json.beginObject(); json.key("d"); json.bool(false); json.endObject()
    json.endObject()
    #expect(json.text == #"{"a": 1, "b": [2, 3], "c": {"d": false}}"#)
  }

  @Test func compactLayoutIgnoresSingleLine() {
    var json = JSONWriter()
    json.beginObject(singleLine: true)
    json.key("a"); json.beginArray(singleLine: true); json.integer(1); json.integer(2)
    json.endArray()
    json.endObject()
    #expect(json.text == #"{"a":[1,2]}"#)
  }

  @Test func numbersAreWholeWithoutAFractionAndNullWhenNotFinite() {
    var json = JSONWriter()
    json.beginArray()
    let values: [Double] = [
      2, -3, 0.5, -0.0, 0.1 + 0.2, 1e-05, 1e15, 1e16, 123_456_789_012_345, .infinity, .nan,
    ]
    for value in values { json.number(value) }
    json.endArray()
    #expect(
      json.text
        == "[2,-3,0.5,0,0.30000000000000004,1e-05,1000000000000000.0,1e+16,123456789012345,"
        + "null,null]")
  }

  @Test func documentedNumberExampleWritesItsOutput() {
    var json = JSONWriter()
    json.beginArray()
    for value in [2, 0.5, -0.0, .nan] { json.number(value) }
    json.endArray()
    #expect(json.text == "[2,0.5,0,null]")
  }
}
