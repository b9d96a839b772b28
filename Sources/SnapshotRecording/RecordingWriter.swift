import Foundation
import SnapshotModel

/// Turns headers and events into recording lines: one JSON object each, deterministic bytes.
///
/// Keys come in a fixed order and optional keys appear only when they differ from their default,
/// so the same event always gives the same line:
///
/// ```swift
/// RecordingWriter.line(for: .marker(MarkerEvent(time: 2, label: "tap")))
/// // {"type":"marker","time":2.0,"label":"tap"}
/// ```
///
/// Lines are returned without their final `\n`; ``data(for:)`` and ``write(header:events:to:)``
/// add it.
public enum RecordingWriter {
  /// The header line: `format`, `version`, then `title`, `created`, `source` and `render` when
  /// set; render hints sorted by name.
  public static func line(for header: RecordingHeader) -> String {
    typealias Key = RecordingKeys.Header
    var json = JSONWriter()
    json.beginObject()
    json.key(Key.format)
    json.string(RecordingHeader.formatName)
    json.key(Key.version)
    json.integer(header.version)
    if let title = header.title { json.key(Key.title); json.string(title) }
    if let created = header.created { json.key(Key.created); json.string(created) }
    if let source = header.source { json.key(Key.source); json.string(source) }
    if !header.render.isEmpty {
      json.key(Key.render)
      json.beginObject()
      for (name, hint) in header.render.sorted(by: { $0.key < $1.key }) {
        json.key(name)
        switch hint {
        case .string(let value): json.string(value)
        case .bool(let value): json.bool(value)
        case .number(let value):
          if value == value.rounded(), abs(value) < 1e15 {
            json.integer(Int(value))
          } else {
            json.double(value)
          }
        }
      }
      json.endObject()
    }
    json.endObject()
    return json.text
  }

  /// An event line.
  public static func line(for event: RecordingEvent) -> String {
    switch event {
    case .apply(let apply): line(for: apply)
    case .marker(let marker): line(for: marker)
    case .layout(let layout): line(for: layout)
    case .scroll(let scroll): line(for: scroll)
    case .cellImage(let image): line(for: image)
    }
  }

  /// An `apply` line: `type`, `seq`, `time`, `sections`, then `animating` (when `false`),
  /// `reloadData` (when `true`), `reloaded`, `reconfigured`, `reloadedSections` (when not empty),
  /// `queue` and `rowAnimation` (when known), `declared` (when known). Items without content are bare identifiers.
  public static func line(for apply: ApplyEvent) -> String {
    json(for: apply).text
  }

  /// An `apply` line's UTF-8 bytes, without the final `\n`: what the recorder writes, with no
  /// detour through `String`.
  static func bytes(for apply: ApplyEvent) -> [UInt8] {
    json(for: apply).utf8
  }

  private static func json(for apply: ApplyEvent) -> JSONWriter {
    typealias Key = RecordingKeys.Apply
    var json = JSONWriter()
    json.beginObject()
    json.key(Key.type)
    json.string("apply")
    json.key(Key.seq)
    json.integer(apply.seq)
    json.key(Key.time)
    json.double(apply.time)
    json.key(Key.sections)
    json.beginArray()
    for section in apply.sections { write(section, to: &json) }
    json.endArray()
    if !apply.animating { json.key(Key.animating); json.bool(false) }
    if apply.reloadData { json.key(Key.reloadData); json.bool(true) }
    writeIdentifiers(apply.reloaded, key: Key.reloaded, to: &json)
    writeIdentifiers(apply.reconfigured, key: Key.reconfigured, to: &json)
    writeIdentifiers(apply.reloadedSections, key: Key.reloadedSections, to: &json)
    if let queue = apply.queue { json.key(Key.queue); json.string(queue) }
    if let animation = apply.rowAnimation {
      json.key(Key.rowAnimation)
      json.string(animation.rawValue)
    }
    if let declared = apply.declared { write(declared, to: &json) }
    json.endObject()
    return json
  }

  /// A `marker` line: `type`, `time`, `label`.
  public static func line(for marker: MarkerEvent) -> String {
    typealias Key = RecordingKeys.Marker
    var json = JSONWriter()
    json.beginObject()
    json.key(Key.type)
    json.string("marker")
    json.key(Key.time)
    json.double(marker.time)
    json.key(Key.label)
    json.string(marker.label)
    json.endObject()
    return json.text
  }

  /// A line's UTF-8 bytes with the final `\n`, ready for a single write.
  public static func data(for line: String) -> Data {
    Data((line + "\n").utf8)
  }

  /// Writes a whole recording to `url`, replacing any file there.
  ///
  /// - Throws: ``RecordingWriteError`` when the file cannot be written.
  public static func write(
    header: RecordingHeader, events: [RecordingEvent], to url: URL
  ) throws(RecordingWriteError) {
    var text = line(for: header) + "\n"
    for event in events { text += line(for: event) + "\n" }
    do {
      try Data(text.utf8).write(to: url)
    } catch {
      throw RecordingWriteError(file: url.path, reason: FileSystemReason.text(of: error))
    }
  }

  private static func write(_ section: RecordedSection, to json: inout JSONWriter) {
    json.beginObject()
    json.key(RecordingKeys.Section.id)
    json.identifier(section.id)
    if let title = section.title { json.key(RecordingKeys.Section.title); json.string(title) }
    json.key(RecordingKeys.Section.items)
    json.beginArray()
    for item in section.items { write(item, to: &json) }
    json.endArray()
    json.endObject()
  }

  private static func write(_ item: RecordedItem, to json: inout JSONWriter) {
    guard !item.isBare else {
      json.identifier(item.id)
      return
    }
    typealias Key = RecordingKeys.Item
    json.beginObject()
    json.key(Key.id)
    json.identifier(item.id)
    if let label = item.label { json.key(Key.label); json.string(label) }
    if let detail = item.detail { json.key(Key.detail); json.string(detail) }
    if let color = item.color { json.key(Key.color); json.string(color.hex) }
    if let subtitle = item.subtitle { json.key(Key.subtitle); json.string(subtitle) }
    if let accessory = item.accessory { json.key(Key.accessory); json.string(accessory.rawValue) }
    if let parent = item.parent { json.key(Key.parent); json.identifier(parent) }
    if let expanded = item.expanded { json.key(Key.expanded); json.bool(expanded) }
    if let image = item.image { json.key(Key.image); json.string(image.description) }
    json.endObject()
  }

  /// An apply's `declared`: `view`, `before`, `after`, `updates`.
  private static func write(_ declared: DeclaredBatch, to json: inout JSONWriter) {
    typealias Key = RecordingKeys.Declared
    json.key(RecordingKeys.Apply.declared)
    json.beginObject()
    json.key(Key.view)
    json.string(declared.view.rawValue)
    for (key, counts) in [(Key.before, declared.before), (Key.after, declared.after)] {
      json.key(key)
      json.beginArray()
      for count in counts { json.integer(count) }
      json.endArray()
    }
    json.key(Key.updates)
    json.beginArray()
    for update in declared.updates { json.string(update.description) }
    json.endArray()
    json.endObject()
  }

  private static func writeIdentifiers(
    _ identifiers: [RecordedID], key: RecordingKeys.Apply, to json: inout JSONWriter
  ) {
    guard !identifiers.isEmpty else { return }
    json.key(key)
    json.beginArray()
    for identifier in identifiers { json.identifier(identifier) }
    json.endArray()
  }
}
