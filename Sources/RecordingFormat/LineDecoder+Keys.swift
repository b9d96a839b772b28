/// The keys of one kind of object in a recording.
protocol RecordingKey: RawRepresentable<String>, CaseIterable {
  /// How a warning names the object when it has no key path of its own: "the header".
  static var objectName: String { get }
}

extension LineDecoder {
  // The one list of keys per object: the decoder reads values only through these cases, and the
  // near-miss warnings compare unknown keys with them, so a new key is added in one place.

  /// The header's keys.
  enum HeaderKey: String, RecordingKey {
    case format, version, title, created, source, render
    static let objectName = "the header"
  }

  /// An `apply` event's keys.
  enum ApplyKey: String, RecordingKey {
    case type, seq, time, sections, animating, reloadData, reloaded, reconfigured
    case reloadedSections, queue, rowAnimation
    static let objectName = "the apply"
  }

  /// A `marker` event's keys.
  enum MarkerKey: String, RecordingKey {
    case type, time, label
    static let objectName = "the marker"
  }

  /// A section's keys.
  enum SectionKey: String, RecordingKey {
    case id, title, items
    static let objectName = "a section"
  }

  /// An item object's keys.
  enum ItemKey: String, RecordingKey {
    case id, label, detail, color, subtitle, accessory, parent, expanded
    static let objectName = "an item"
  }
}

extension JSONValue {
  /// The value of a known key in an object.
  subscript(key: some RecordingKey) -> JSONValue? { self[key.rawValue] }
}
