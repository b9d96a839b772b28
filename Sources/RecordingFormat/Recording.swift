import Foundation
import SnapshotRecording

/// A whole recording in memory: for tools that need random access (diff, render).
///
/// For large files prefer ``RecordingReader``, which streams.
public struct Recording: Hashable, Sendable {
  /// The header.
  public var header: RecordingHeader
  /// The events in file order, with their line numbers.
  public var events: [LocatedEvent]
  /// The warnings met while reading.
  public var warnings: [RecordingWarning]

  /// Creates a recording from its parts.
  public init(header: RecordingHeader, events: [LocatedEvent], warnings: [RecordingWarning] = []) {
    self.header = header
    self.events = events
    self.warnings = warnings
  }

  /// Reads a whole recording.
  ///
  /// - Parameters:
  ///   - url: The file.
  ///   - name: The name diagnostics use; the path by default.
  /// - Throws: The first ``RecordingError`` met.
  public init(contentsOf url: URL, name: String? = nil) throws(RecordingError) {
    let reader = try RecordingReader(contentsOf: url, name: name)
    var events: [LocatedEvent] = []
    while let event = try reader.next() { events.append(event) }
    self.init(header: reader.header, events: events, warnings: reader.warnings)
  }

  /// The apply events, in order.
  public var applies: [ApplyEvent] {
    events.compactMap {
      if case .apply(let apply) = $0.event { return apply }
      return nil
    }
  }

  /// The markers, in order.
  public var markers: [MarkerEvent] {
    events.compactMap {
      if case .marker(let marker) = $0.event { return marker }
      return nil
    }
  }
}
