import Foundation
import SnapshotRecording
import Testing

@testable import RecordingFormat

/// The format's key lists (`RecordingKeys`) are the one place a key is named: every key of every
/// list is written by `RecordingWriter`, taken by the fast path (`LineScanner`) and read by the
/// strict decoder (`LineDecoder`), and the writer writes no other. A key added to a list fails
/// here until all three know it.
@Suite struct RecordingKeysTests {
  /// The kinds of object of a recording line, each with its list's keys.
  private enum Object: CaseIterable, CustomStringConvertible {
    case header, apply, marker, section, item, declared

    var keys: Set<String> {
      switch self {
      case .header: Set(RecordingKeys.Header.allCases.map(\.rawValue))
      case .apply: Set(RecordingKeys.Apply.allCases.map(\.rawValue))
      case .marker: Set(RecordingKeys.Marker.allCases.map(\.rawValue))
      case .section: Set(RecordingKeys.Section.allCases.map(\.rawValue))
      case .item: Set(RecordingKeys.Item.allCases.map(\.rawValue))
      case .declared: Set(RecordingKeys.Declared.allCases.map(\.rawValue))
      }
    }

    var description: String {
      switch self {
      case .header: RecordingKeys.Header.objectName
      case .apply: RecordingKeys.Apply.objectName
      case .marker: RecordingKeys.Marker.objectName
      case .section: RecordingKeys.Section.objectName
      case .item: RecordingKeys.Item.objectName
      case .declared: RecordingKeys.Declared.objectName
      }
    }
  }

  /// A header with every key.
  private static let header = RecordingHeader(
    title: "t", created: "c", source: "s", render: ["fps": .number(2)])

  /// An apply with every key, in its sections and items too.
  private static let apply = ApplyEvent(
    seq: 1, time: 0.5,
    sections: [
      RecordedSection(
        id: "s", title: "S",
        items: [
          RecordedItem(
            id: "a", label: "A", detail: "d", color: RecordedColor(red: 1, green: 2, blue: 3),
            subtitle: "sub", accessory: .switchOn, expanded: true,
            image: CellImageDigest(of: [1, 2, 3])),
          RecordedItem(id: "b", parent: "a"),
        ])
    ], animating: false, reloadData: true, reloaded: ["a"], reconfigured: ["a"],
    reloadedSections: ["s"], queue: "main", rowAnimation: .fade,
    declared: DeclaredBatch(
      view: .table, before: [1], after: [2],
      updates: [.item(.insert, DeclaredBatch.Place(section: 0, item: 1))]))

  /// The apply with every key but `declared`, which the fast path declines (the strict path
  /// reads its budgets and grammar).
  private static var fastApply: ApplyEvent {
    var apply = apply
    apply.declared = nil
    return apply
  }

  /// A marker (it has every key).
  private static let marker = MarkerEvent(time: 1, label: "m")

  /// The written lines, each with the kind of its top-level object.
  private static var lines: [(object: Object, line: String)] {
    [
      (.header, RecordingWriter.line(for: header)),
      (.apply, RecordingWriter.line(for: .apply(apply))),
      (.marker, RecordingWriter.line(for: .marker(marker))),
    ]
  }

  @Test func theWriterWritesEveryKeyOfEveryListAndNoOther() throws {
    var written: [Object: Set<String>] = [:]
    for (object, line) in Self.lines {
      Self.visit(try JSONParser.parse(Array(line.utf8)), as: object) { object, members in
        written[object, default: []].formUnion(members.map(\.key))
      }
    }
    for object in Object.allCases {
      #expect(written[object] == object.keys, "\(object)")
    }
    // A written line never warns of a misspelt key.
    let text = Self.lines.map(\.line).joined(separator: "\n") + "\n"
    let reader = try RecordingReader(data: Data(text.utf8), name: "k.jsonl")
    while try reader.next() != nil {}
    #expect(reader.warnings.isEmpty)
  }

  @Test func theFastPathTakesEveryKeyAndDecodesItAsTheDecoderDoes() throws {
    // The fast path declines any key it does not know, so taking these lines takes every key
    // but `declared`, which it declines so that the strict path decides.
    #expect(LineScanner.event(Array(Self.lines[1].line.utf8)) == nil)
    let fastLines: [(object: Object, line: String)] = [
      (.apply, RecordingWriter.line(for: .apply(Self.fastApply))),
      (.marker, RecordingWriter.line(for: .marker(Self.marker))),
    ]
    #expect(LineScanner.event(Array(fastLines[0].line.utf8)) == .apply(Self.fastApply))
    #expect(LineScanner.event(Array(fastLines[1].line.utf8)) == .marker(Self.marker))
    // Without any one key, it still answers as the strict path does, or declines.
    for (object, line) in fastLines {
      for variant in try Self.lacking(eachKeyOf: line, as: object) {
        let strict = Self.decodedEvent(variant.line)
        let fast = LineScanner.event(Array(variant.line.utf8))
        #expect(fast == nil || fast == strict, "without \(variant.key): \(variant.line)")
        if strict != nil { #expect(fast != nil, "without \(variant.key): \(variant.line)") }
      }
    }
  }

  @Test func theDecoderReadsEveryKey() throws {
    #expect(Self.decodedHeader(Self.lines[0].line) == Self.header)
    #expect(Self.decodedEvent(Self.lines[1].line) == .apply(Self.apply))
    #expect(Self.decodedEvent(Self.lines[2].line) == .marker(Self.marker))
    // A key the decoder reads changes the result when it is gone: another value, or an error.
    for (object, line) in Self.lines {
      for variant in try Self.lacking(eachKeyOf: line, as: object) {
        if object == .header {
          #expect(Self.decodedHeader(variant.line) != Self.header, "\(variant.key) is not read")
        } else {
          let full = object == .apply ? RecordingEvent.apply(Self.apply) : .marker(Self.marker)
          #expect(Self.decodedEvent(variant.line) != full, "\(variant.key) is not read")
        }
      }
    }
  }

  @Test func theFastPathMatchesEveryKeyOnlyAsItself() {
    func check<Key: RecordingKey>(_: Key.Type) {
      let table = KeyTable<Key>()
      for key in Key.allCases {
        let name = Array(key.rawValue.utf8)
        let quoted = [UInt8(ascii: "\"")] + name + Array(#"":"#.utf8)
        // Far from the line's end, and at it (where the words are read byte by byte).
        for line in [quoted + Array(repeating: UInt8(ascii: " "), count: 24), quoted] {
          line.withUnsafeBufferPointer { bytes in
            #expect(table.match(in: bytes, start: 1, count: name.count)?.key == key)
            // One byte short or one more is another name.
            #expect(table.match(in: bytes, start: 1, count: name.count - 1) == nil)
            if line.count > quoted.count {
              #expect(table.match(in: bytes, start: 1, count: name.count + 1) == nil)
            }
            let compact = table.compactMatch(in: bytes, at: 0)
            if quoted.count <= 8 && line.count >= 8 {
              #expect(compact?.match.key == key && compact?.length == quoted.count, "\(key)")
            } else {
              #expect(compact == nil || compact?.match.key != key, "\(key)")
            }
          }
        }
      }
    }
    check(RecordingKeys.Header.self)
    check(RecordingKeys.Apply.self)
    check(RecordingKeys.Marker.self)
    check(RecordingKeys.Section.self)
    check(RecordingKeys.Item.self)
    check(RecordingKeys.Declared.self)
  }

  // MARK: Helpers

  /// Calls `body` with each object of a line and its kind: the line's own, its sections', and
  /// its items'.
  private static func visit(
    _ value: JSONValue, as object: Object,
    _ body: (Object, [(key: String, value: JSONValue)]) -> Void
  ) {
    guard case .object(let members) = value else { return }
    body(object, members)
    guard object == .apply else { return }
    if let declared = value[RecordingKeys.Apply.declared] {
      body(.declared, Self.members(declared))
    }
    guard case .array(let sections)? = value[RecordingKeys.Apply.sections] else { return }
    for section in sections {
      body(.section, Self.members(section))
      guard case .array(let items)? = section[RecordingKeys.Section.items] else { continue }
      for item in items where !Self.members(item).isEmpty { body(.item, Self.members(item)) }
    }
  }

  private static func members(_ value: JSONValue) -> [(key: String, value: JSONValue)] {
    guard case .object(let members) = value else { return [] }
    return members
  }

  /// The line once without each key of each of its objects (the first object of a kind that
  /// has the key).
  private static func lacking(eachKeyOf line: String, as object: Object) throws
    -> [(key: String, line: String)]
  {
    let value = try JSONParser.parse(Array(line.utf8))
    var keys: [(Object, String)] = []
    visit(value, as: object) { object, members in
      for member in members where !keys.contains(where: { $0 == (object, member.key) }) {
        keys.append((object, member.key))
      }
    }
    return keys.map { target, key in
      var removed = false
      let changed = removing(key, of: target, from: value, kind: object, removed: &removed)
      var json = JSONWriter()
      write(changed, to: &json)
      return ("\(target): \(key)", json.text)
    }
  }

  /// `value`, an object of kind `kind`, without the first `key` of an object of kind `target`
  /// in it.
  private static func removing(
    _ key: String, of target: Object, from value: JSONValue, kind: Object, removed: inout Bool
  ) -> JSONValue {
    guard case .object(var members) = value else { return value }
    if kind == target, !removed, let index = members.firstIndex(where: { $0.key == key }) {
      members.remove(at: index)
      removed = true
      return .object(members)
    }
    for index in members.indices {
      if kind == .apply, members[index].key == RecordingKeys.Apply.declared.rawValue {
        members[index].value = removing(
          key, of: target, from: members[index].value, kind: .declared, removed: &removed)
        continue
      }
      let child: Object? =
        switch (kind, members[index].key) {
        case (.apply, RecordingKeys.Apply.sections.rawValue): .section
        case (.section, RecordingKeys.Section.items.rawValue): .item
        default: nil
        }
      guard let child, case .array(let elements) = members[index].value else { continue }
      members[index].value = .array(
        elements.map {
          removing(key, of: target, from: $0, kind: child, removed: &removed)
        })
    }
    return .object(members)
  }

  /// JSON text of a parsed value, numbers as they were written.
  private static func write(_ value: JSONValue, to json: inout JSONWriter) {
    switch value {
    case .null: json.null()
    case .bool(let flag): json.bool(flag)
    case .number(let number, let text):
      if JSONValue.isIntegerLiteral(text), let integer = Int(text) {
        json.integer(integer)
      } else {
        json.double(number)
      }
    case .string(let text): json.string(text)
    case .array(let elements):
      json.beginArray()
      for element in elements { write(element, to: &json) }
      json.endArray()
    case .object(let members):
      json.beginObject()
      for member in members {
        json.key(member.key)
        write(member.value, to: &json)
      }
      json.endObject()
    }
  }

  /// What the strict decoder makes of an event line; `nil` for an error.
  private static func decodedEvent(_ line: String) -> RecordingEvent? {
    var decoder = LineDecoder(location: RecordingLocation(file: "k.jsonl", line: 2))
    guard let value = try? JSONParser.parse(Array(line.utf8)),
      case .event(let event)? = try? decoder.event(value)
    else { return nil }
    return event
  }

  /// What the strict decoder makes of a header line; `nil` for an error.
  private static func decodedHeader(_ line: String) -> RecordingHeader? {
    var decoder = LineDecoder(location: RecordingLocation(file: "k.jsonl", line: 1))
    guard let value = try? JSONParser.parse(Array(line.utf8)) else { return nil }
    return try? decoder.header(value)
  }
}
