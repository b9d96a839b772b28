import SnapshotRecording

extension TransitionDiff {
  /// The transition as the `diff --json` contract's object, on one line, keys in the
  /// contract's order; identifiers as JSON (strings quoted, integers bare).
  ///
  /// Wrapped here; printed as one line:
  ///
  /// ```json
  /// {"from":3,"to":4,"sections":{"deleted":[],"inserted":[],"moved":[],"reloaded":[]},
  ///  "items":{"deleted":[{"id":"n-2","at":[1,1]}],"inserted":[{"id":"n-9","at":[1,0]}],
  ///  "moved":[{"id":"n-1","from":[1,0],"to":[1,1]}],"reloaded":[],"reconfigured":[]}}
  /// ```
  ///
  /// - Complexity: O(*c*) for *c* listed changes, plus the length of their identifiers.
  public var jsonLine: String { contractJSON(appending: nil) }

  /// The contract's object with one key added after `items`: `geometry`, the recorded
  /// geometry's change between the two applies (``GeometryDiff/write(to:)``), for
  /// `diff --json --geometry`. The contract's keys and values are exactly ``jsonLine``'s.
  ///
  /// ```swift
  /// print(transition.jsonLine(adding: GeometryDiff(from: layout3, to: layout4)))
  /// // {"from":3,"to":4,"sections":{…},"items":{…},"geometry":{"bounds":null,…}}
  /// ```
  ///
  /// - Parameter geometry: The geometry change between ``fromSeq`` and ``toSeq``.
  /// - Returns: One line of JSON.
  public func jsonLine(adding geometry: GeometryDiff) -> String {
    contractJSON(appending: geometry)
  }

  private func contractJSON(appending geometry: GeometryDiff?) -> String {
    var json = JSONWriter()
    json.beginObject()
    json.key("from"); json.integer(fromSeq)
    json.key("to"); json.integer(toSeq)
    let sections = changeset.sections
    json.key("sections")
    json.beginObject()
    json.key("deleted"); Self.write(sections.deleted, to: &json)
    json.key("inserted"); Self.write(sections.inserted, to: &json)
    json.key("moved")
    json.beginArray()
    for move in sections.moved {
      json.beginObject()
      json.key("id"); json.identifier(move.id)
      json.key("from"); json.integer(move.from)
      json.key("to"); json.integer(move.to)
      json.endObject()
    }
    json.endArray()
    json.key("reloaded"); Self.write(sections.reloaded, to: &json)
    json.endObject()
    let items = changeset.items
    json.key("items")
    json.beginObject()
    json.key("deleted"); Self.write(items.deleted, to: &json)
    json.key("inserted"); Self.write(items.inserted, to: &json)
    json.key("moved")
    json.beginArray()
    for move in items.moved {
      json.beginObject()
      json.key("id"); json.identifier(move.id)
      json.key("from"); Self.write(move.from, to: &json)
      json.key("to"); Self.write(move.to, to: &json)
      json.endObject()
    }
    json.endArray()
    json.key("reloaded"); Self.write(items.reloaded, to: &json)
    json.key("reconfigured"); Self.write(items.reconfigured, to: &json)
    json.endObject()
    if let geometry {
      json.key("geometry")
      geometry.write(to: &json)
    }
    json.endObject()
    return json.text
  }

  /// `[{"id":…,"at":3},…]`
  private static func write(_ sections: [PlacedSection<RecordedID>], to json: inout JSONWriter) {
    json.beginArray()
    for section in sections {
      json.beginObject()
      json.key("id"); json.identifier(section.id)
      json.key("at"); json.integer(section.index)
      json.endObject()
    }
    json.endArray()
  }

  /// `[{"id":…,"at":[1,0]},…]`
  private static func write(_ items: [PlacedItem<RecordedID>], to json: inout JSONWriter) {
    json.beginArray()
    for item in items {
      json.beginObject()
      json.key("id"); json.identifier(item.id)
      json.key("at"); write(item.indexPath, to: &json)
      json.endObject()
    }
    json.endArray()
  }

  /// `[section,item]`
  private static func write(_ path: ItemIndexPath, to json: inout JSONWriter) {
    json.beginArray()
    json.integer(path.section)
    json.integer(path.item)
    json.endArray()
  }

  /// Identifiers as a recording writes them: `["a",7]`.
  private static func write(_ identifiers: [RecordedID], to json: inout JSONWriter) {
    json.beginArray()
    for identifier in identifiers { json.identifier(identifier) }
    json.endArray()
  }
}
