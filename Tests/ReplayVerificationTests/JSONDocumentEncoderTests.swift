import Foundation
import SnapshotRecording
import Testing

@testable import ReplayVerification

/// A document defined as `Codable` types is written with `JSONWriter`'s bytes: keys sorted,
/// integers as integers, doubles in their shortest round-trip form, `nil` left out; and
/// `JSONDecoder` reads it back.
@Suite struct JSONDocumentEncoderTests {
  private struct Document: Codable, Equatable {
    struct Part: Codable, Equatable {
      var time: Double
      var label: String?
    }

    var zebra: Int
    var alpha: String
    var ratio: Double
    var flag: Bool
    var note: String?
    var parts: [Part]
    var counts: [String: Int]
  }

  private let document = Document(
    zebra: -3, alpha: "a \"quoted\"\nline", ratio: 2, flag: true, note: nil,
    parts: [Document.Part(time: 0.1, label: "x"), Document.Part(time: 1e-5, label: nil)],
    counts: ["b": 2, "a": 1])

  @Test func itWritesWhatJSONWriterWritesWithKeysSorted() throws {
    var json = JSONWriter()
    json.beginObject()
    json.key("alpha"); json.string(document.alpha)
    json.key("counts")
    json.beginObject()
    json.key("a"); json.integer(1)
    json.key("b"); json.integer(2)
    json.endObject()
    json.key("flag"); json.bool(true)
    json.key("parts")
    json.beginArray()
    json.beginObject(); json.key("label"); json.string("x"); json.key("time"); json.double(0.1)
    json.endObject()
    json.beginObject(); json.key("time"); json.double(1e-5); json.endObject()
    json.endArray()
    json.key("ratio"); json.double(2)
    json.key("zebra"); json.integer(-3)
    json.endObject()
    #expect(try JSONDocumentEncoder(layout: .compact).text(of: document) == json.text)
  }

  @Test func whatItWritesReadsBackEqual() throws {
    for layout in [JSONWriter.Layout.compact, .pretty] {
      let text = try JSONDocumentEncoder(layout: layout).text(of: document)
      #expect(try JSONDecoder().decode(Document.self, from: Data(text.utf8)) == document)
    }
  }

  /// A value may add keys to the object another wrote at the same place, as the suite's
  /// document adds each recording's `outcome` to the recording's own object.
  @Test func aSecondContainerAtOnePlaceAddsToTheSameObject() throws {
    struct Extended: Encodable {
      enum Key: String, CodingKey { case extra }
      var part: Document.Part
      func encode(to encoder: any Encoder) throws {
        try part.encode(to: encoder)
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(7, forKey: .extra)
      }
    }
    #expect(
      try JSONDocumentEncoder(layout: .compact).text(of: Extended(part: .init(time: 1)))
        == #"{"extra":7,"time":1.0}"#)
  }

  @Test func anUnsignedIntegerPastIntMaxIsAnError() throws {
    #expect(throws: EncodingError.self) {
      try JSONDocumentEncoder().text(of: [UInt64.max])
    }
    #expect(try JSONDocumentEncoder(layout: .compact).text(of: [UInt64(7)]) == "[7]")
  }
}
