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
    case reloadedSections, queue, rowAnimation, declared
    package static let objectName = "the apply"
  }

  /// An apply's `declared` keys: the batch update the app declared (docs/RecordingFormat.md,
  /// "Declared batch updates").
  package enum Declared: String, RecordingKey {
    case view, before, after, updates
    package static let objectName = "the declared batch"
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
    case id, label, detail, color, subtitle, accessory, parent, expanded, image
    package static let objectName = "an item"
  }

  /// A `layout` event's keys (docs/RecordingFormat.md, "What the screen showed").
  package enum Layout: String, RecordingKey {
    case type, seq, time, view, list, bounds, offset, insets, content, items, supplementary
    case timing
    package static let objectName = "the layout"
  }

  /// A supplementary view's keys, in a `layout` event's `supplementary`.
  package enum Supplementary: String, RecordingKey {
    case kind, section, rect, text, pinned
    package static let objectName = "a supplementary view"
  }

  /// A `layout` event's `timing` keys.
  package enum Timing: String, RecordingKey {
    case duration, curve, spring, delay
    package static let objectName = "the timing"
  }

  /// A spring's keys, in a `timing`'s `spring`.
  package enum Spring: String, RecordingKey {
    case mass, stiffness, damping, initialVelocity
    package static let objectName = "the spring"
  }

  /// A `scroll` event's keys.
  package enum Scroll: String, RecordingKey {
    case type, time, offset
    package static let objectName = "the scroll"
  }

  /// A `cell-image` event's keys (docs/RecordingFormat.md, "What the screen showed").
  package enum CellImage: String, RecordingKey {
    case type, digest, scale, size, png
    package static let objectName = "the cell image"
  }
}
