import SnapshotRecording

extension GeometryDiff {
  /// Writes the geometry change as the value of the `geometry` key `diff --json --geometry`
  /// adds to each transition: `null` when one of the two applies had no `layout` line, else
  /// an object whose `bounds`, `offset`, `insets` and `content` are `null` when unchanged or
  /// `{"from":…,"to":…}` in the `layout` line's array forms, whose `moved`, `appeared`
  /// and `disappeared` list items with their rects, and whose `supplementary` object lists the
  /// supplementary views that `changed` (`from` and `to`: `rect`, `text`, `pinned`),
  /// `appeared` and `disappeared`, each named by `kind`, `section` and `index` (its order among
  /// its section's views of that kind).
  ///
  /// ```json
  /// {"bounds":null,"offset":{"from":[0,309],"to":[0,397]},"insets":null,"content":null,
  ///  "moved":[{"id":"general-3","from":[16,441,358,44],"to":[16,529,358,44]}],
  ///  "appeared":[{"id":"device-5","rect":[16,278,358,44]}],"disappeared":[],
  ///  "supplementary":{"changed":[{"kind":"footer","section":"general","index":0,
  ///   "from":{"rect":[16,952,358,40],"text":"Changes apply…","pinned":false},
  ///   "to":{"rect":[16,996,358,40],"text":"Changes apply…","pinned":false}}],
  ///   "appeared":[],"disappeared":[]}}
  /// ```
  ///
  /// - Parameter json: The writer, positioned where the value goes.
  public func write(to json: inout JSONWriter) {
    guard fromHasLayout, toHasLayout else {
      json.null()
      return
    }
    json.beginObject()
    json.key("bounds"); Self.write(bounds, to: &json) { [$0.width, $0.height] }
    json.key("offset"); Self.write(offset, to: &json) { [$0.x, $0.y] }
    json.key("insets"); Self.write(insets, to: &json) { [$0.top, $0.left, $0.bottom, $0.right] }
    json.key("content"); Self.write(content, to: &json) { [$0.width, $0.height] }
    json.key("moved")
    json.beginArray()
    for item in moved {
      json.beginObject()
      json.key("id"); json.string(item.id)
      json.key("from"); Self.write(Self.numbers(item.from), to: &json)
      json.key("to"); Self.write(Self.numbers(item.to), to: &json)
      json.endObject()
    }
    json.endArray()
    json.key("appeared"); Self.write(appeared, to: &json)
    json.key("disappeared"); Self.write(disappeared, to: &json)
    json.key("supplementary")
    json.beginObject()
    json.key("changed")
    json.beginArray()
    for change in changedSupplementary {
      json.beginObject()
      Self.write(change.slot, to: &json)
      json.key("from"); Self.write(change.from, to: &json)
      json.key("to"); Self.write(change.to, to: &json)
      json.endObject()
    }
    json.endArray()
    json.key("appeared"); Self.write(appearedSupplementary, to: &json)
    json.key("disappeared"); Self.write(disappearedSupplementary, to: &json)
    json.endObject()
    json.endObject()
  }

  /// `"kind":…,"section":…,"index":…`, inside an object being written.
  private static func write(_ slot: SupplementarySlot, to json: inout JSONWriter) {
    json.key("kind"); json.string(slot.kind.text)
    json.key("section"); json.identifier(slot.section)
    json.key("index"); json.integer(slot.index)
  }

  /// `{"rect":[…],"text":…,"pinned":…}`: the text `null` when none was recorded.
  private static func write(_ view: RecordedSupplementaryView, to json: inout JSONWriter) {
    json.beginObject()
    json.key("rect"); write(numbers(view.rect), to: &json)
    json.key("text")
    if let text = view.text { json.string(text) } else { json.null() }
    json.key("pinned"); json.bool(view.pinned)
    json.endObject()
  }

  private static func write(_ views: [PlacedSupplementary], to json: inout JSONWriter) {
    json.beginArray()
    for placed in views {
      json.beginObject()
      write(placed.slot, to: &json)
      json.key("rect"); write(numbers(placed.view.rect), to: &json)
      json.key("text")
      if let text = placed.view.text { json.string(text) } else { json.null() }
      json.key("pinned"); json.bool(placed.view.pinned)
      json.endObject()
    }
    json.endArray()
  }

  private static func write<Value>(
    _ change: Change<Value>?, to json: inout JSONWriter, _ numbers: (Value) -> [Double]
  ) {
    guard let change else {
      json.null()
      return
    }
    json.beginObject()
    json.key("from"); write(numbers(change.from), to: &json)
    json.key("to"); write(numbers(change.to), to: &json)
    json.endObject()
  }

  private static func write(_ frames: [LayoutEvent.ItemFrame], to json: inout JSONWriter) {
    json.beginArray()
    for frame in frames {
      json.beginObject()
      json.key("id"); json.string(frame.id)
      json.key("rect"); write(numbers(frame.rect), to: &json)
      json.endObject()
    }
    json.endArray()
  }

  private static func write(_ numbers: [Double], to json: inout JSONWriter) {
    json.beginArray()
    for number in numbers { json.number(number) }
    json.endArray()
  }

  private static func numbers(_ rect: RecordedRect) -> [Double] {
    [rect.x, rect.y, rect.width, rect.height]
  }
}
