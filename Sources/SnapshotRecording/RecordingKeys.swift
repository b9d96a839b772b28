/// The recording format's keys, one list per kind of object (docs/RecordingFormat.md): the one
/// place a key is named.
///
/// `RecordingWriter` writes keys from these lists, the reader's fast path (`LineScanner`)
/// matches a line's keys against tables made from them, and the strict decoder (`LineDecoder`)
/// reads values through them and compares unknown keys with them for the near-miss warnings.
/// The scanner and the decoder switch over the cases exhaustively, so a key added here does not
/// compile until both read it; `RecordingKeysTests` then checks that every key is written,
/// scanned and decoded.
///
/// ```swift
/// RecordingKeys.Apply.allCases.map(\.rawValue).prefix(4)  // ["type", "seq", "time", "sections"]
/// ```
package enum RecordingKeys {
  /// The header's keys.
  package enum Header: String, RecordingKey {
    case format, version, title, created, source, render
    package static let objectName = "the header"
  }

  /// An `apply` event's keys, the most frequent first (the scanner tries them in this order).
  package enum Apply: String, RecordingKey {
    case type, seq, time, sections, animating, reloadData, reloaded, reconfigured
    case reloadedSections, queue, rowAnimation
    package static let objectName = "the apply"
  }

  /// A `marker` event's keys.
  package enum Marker: String, RecordingKey {
    case type, time, label
    package static let objectName = "the marker"
  }

  /// A section's keys.
  package enum Section: String, RecordingKey {
    case id, title, items
    package static let objectName = "a section"
  }

  /// An item object's keys, the most frequent first (the scanner tries them in this order).
  package enum Item: String, RecordingKey {
    case id, label, detail, color, subtitle, accessory, parent, expanded
    package static let objectName = "an item"
  }
}
