extension RecordingWriter {
  /// A `layout` line: `type`, `seq`, `time`, `view`, `list` (when known), `bounds`, `offset`,
  /// `insets`, `content`, `items`, then `supplementary` (when not empty) and `timing` (when
  /// something animated). Lengths are written as the shortest decimal that reads back exactly.
  ///
  /// ```swift
  /// RecordingWriter.line(for: LayoutEvent(
  ///   seq: 1, time: 0, view: .table, bounds: RecordedSize(width: 390, height: 844),
  ///   offset: RecordedPoint(x: 0, y: 0), content: RecordedSize(width: 390, height: 0)))
  /// // {"type":"layout","seq":1,"time":0.0,"view":"table","bounds":[390,844],"offset":[0,0],
  /// //  "insets":[0,0,0,0],"content":[390,0],"items":{}}      (one line, wrapped here)
  /// ```
  public static func line(for layout: LayoutEvent) -> String {
    typealias Key = RecordingKeys.Layout
    var json = JSONWriter()
    json.beginObject()
    json.key(Key.type)
    json.string("layout")
    json.key(Key.seq)
    json.integer(layout.seq)
    json.key(Key.time)
    json.double(layout.time)
    json.key(Key.view)
    json.string(layout.view.rawValue)
    if let list = layout.list {
      json.key(Key.list)
      json.string(list.rawValue)
    }
    json.key(Key.bounds)
    numbers([layout.bounds.width, layout.bounds.height], to: &json)
    json.key(Key.offset)
    numbers([layout.offset.x, layout.offset.y], to: &json)
    json.key(Key.insets)
    let insets = layout.insets
    numbers([insets.top, insets.left, insets.bottom, insets.right], to: &json)
    json.key(Key.content)
    numbers([layout.content.width, layout.content.height], to: &json)
    json.key(Key.items)
    json.beginObject()
    for frame in layout.items {
      json.key(frame.id)
      write(frame.rect, to: &json)
    }
    json.endObject()
    if !layout.supplementary.isEmpty {
      json.key(Key.supplementary)
      json.beginArray()
      for view in layout.supplementary { write(view, to: &json) }
      json.endArray()
    }
    if let timing = layout.timing {
      json.key(Key.timing)
      write(timing, to: &json)
    }
    json.endObject()
    return json.text
  }

  /// A `scroll` line: `type`, `time`, `offset`.
  ///
  /// ```swift
  /// RecordingWriter.line(for: ScrollEvent(time: 4.1, offset: RecordedPoint(x: 0, y: 480)))
  /// // {"type":"scroll","time":4.1,"offset":[0,480]}
  /// ```
  public static func line(for scroll: ScrollEvent) -> String {
    typealias Key = RecordingKeys.Scroll
    var json = JSONWriter()
    json.beginObject()
    json.key(Key.type)
    json.string("scroll")
    json.key(Key.time)
    json.double(scroll.time)
    json.key(Key.offset)
    numbers([scroll.offset.x, scroll.offset.y], to: &json)
    json.endObject()
    return json.text
  }

  private static func numbers(_ values: [Double], to json: inout JSONWriter) {
    json.beginArray()
    for value in values { json.number(value) }
    json.endArray()
  }

  private static func write(_ rect: RecordedRect, to json: inout JSONWriter) {
    numbers([rect.x, rect.y, rect.width, rect.height], to: &json)
  }

  private static func write(_ view: RecordedSupplementaryView, to json: inout JSONWriter) {
    typealias Key = RecordingKeys.Supplementary
    json.beginObject()
    json.key(Key.kind)
    json.string(view.kind.text)
    json.key(Key.section)
    json.identifier(view.section)
    json.key(Key.rect)
    write(view.rect, to: &json)
    if let text = view.text {
      json.key(Key.text)
      json.string(text)
    }
    if view.pinned {
      json.key(Key.pinned)
      json.bool(true)
    }
    json.endObject()
  }

  private static func write(_ timing: RecordedTiming, to json: inout JSONWriter) {
    typealias Key = RecordingKeys.Timing
    json.beginObject()
    json.key(Key.duration)
    json.number(timing.duration)
    switch timing.curve {
    case .cubic(let x1, let y1, let x2, let y2):
      json.key(Key.curve)
      numbers([x1, y1, x2, y2], to: &json)
    case .spring(let spring):
      typealias SpringKey = RecordingKeys.Spring
      json.key(Key.spring)
      json.beginObject()
      json.key(SpringKey.mass)
      json.number(spring.mass)
      json.key(SpringKey.stiffness)
      json.number(spring.stiffness)
      json.key(SpringKey.damping)
      json.number(spring.damping)
      json.key(SpringKey.initialVelocity)
      json.number(spring.initialVelocity)
      json.endObject()
    }
    if timing.delay != 0 {
      json.key(Key.delay)
      json.number(timing.delay)
    }
    json.endObject()
  }
}
