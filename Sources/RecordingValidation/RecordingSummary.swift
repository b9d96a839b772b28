import Foundation
import RecordingFormat
import SnapshotRecording

/// What `snapreplay info` shows: a recording's header, event counts, duration, largest snapshot
/// and markers, gathered in one streaming pass.
public struct RecordingSummary: Hashable, Sendable {
  /// The largest snapshot of a recording.
  public struct LargestSnapshot: Hashable, Sendable {
    /// Its number of items, across all sections.
    public var items: Int
    /// Its number of sections.
    public var sections: Int
    /// The apply's `seq`.
    public var seq: Int
    /// The apply's line.
    public var line: Int
  }

  /// A marker and the line it is on.
  public struct LocatedMarker: Hashable, Sendable {
    /// The marker's line.
    public var line: Int
    /// The marker.
    public var marker: MarkerEvent
  }

  /// What the first `layout` line says about the screen.
  public struct Screen: Hashable, Sendable {
    /// The kind of list view.
    public var view: LayoutEvent.View
    /// The list appearance of a collection-view list.
    public var list: LayoutEvent.ListAppearance?
    /// The scroll view's size.
    public var bounds: RecordedSize
  }

  /// The cell images a recording holds (`cell-image` lines whose bytes match their digests).
  public struct CellImages: Hashable, Sendable {
    /// The number of distinct images.
    public var count: Int
    /// Their PNG bytes together (decoded, not base64).
    public var bytes: Int

    /// Creates a count.
    ///
    /// ```swift
    /// RecordingSummary.CellImages(count: 3, bytes: 48_213).description
    /// // "3 distinct, 48213 bytes of PNG"
    /// ```
    public init(count: Int, bytes: Int) {
      self.count = count
      self.bytes = bytes
    }
  }

  /// The file as named to the reader.
  public var file: String
  /// The header.
  public var header: RecordingHeader
  /// Events by `type`, including types this reader skips (`"apply"`, `"marker"`, …).
  public var eventCounts: [String: Int]
  /// The time of the last event: seconds from the recording's start to its end.
  public var duration: Double
  /// The snapshot with the most items (the first one on a tie), if there is any apply.
  public var largestSnapshot: LargestSnapshot?
  /// The markers in order.
  public var markers: [LocatedMarker]
  /// Warnings met while reading.
  public var warnings: [RecordingWarning]
  /// The screen the first `layout` line describes; `nil` when the recording has none (a replay
  /// then draws its own layout model).
  public var screen: Screen?
  /// The recording's usable cell images; `nil` when it has none (a replay draws every cell from
  /// its label).
  public var cellImages: CellImages?

  /// The number of apply events.
  public var applyCount: Int { eventCounts["apply", default: 0] }

  /// Summarizes a recording in one pass; memory grows with the number of markers only.
  ///
  /// - Parameters:
  ///   - url: The recording.
  ///   - name: The name diagnostics use; the path by default.
  /// - Throws: The first `RecordingError` met: a summary is only given for a readable file.
  public init(contentsOf url: URL, name: String? = nil) throws(RecordingError) {
    try self.init(reader: RecordingReader(contentsOf: url, name: name))
  }

  /// Summarizes the events of an open reader, reading it to the end.
  ///
  /// ```swift
  /// let summary = try RecordingSummary(reader: RecordingReader(data: data, name: "up.jsonl"))
  /// print(summary.report)  // up.jsonl: snapshot-replay version 1 …
  /// ```
  ///
  /// - Parameter reader: A reader whose header has been read.
  /// - Throws: The first ``RecordingError`` met.
  public init(reader: RecordingReader) throws(RecordingError) {
    file = reader.file
    header = reader.header
    // A summary counts items; it never shows their labels.
    reader.leaveItemTextOut()
    // Nor a layout's item frames: only the first layout's screen.
    reader.leaveLayoutItemsOut()
    eventCounts = [:]
    duration = 0
    markers = []
    var digests: Set<CellImageDigest> = []
    while let located = try reader.next() {
      switch located.event {
      case .apply(let apply):
        eventCounts["apply", default: 0] += 1
        duration = apply.time
        let items = apply.numberOfItems
        if items > largestSnapshot?.items ?? -1 {
          largestSnapshot = LargestSnapshot(
            items: items, sections: apply.sections.count, seq: apply.seq, line: located.line)
        }
      case .marker(let marker):
        eventCounts["marker", default: 0] += 1
        duration = marker.time
        markers.append(LocatedMarker(line: located.line, marker: marker))
      case .layout(let layout):
        eventCounts["layout", default: 0] += 1
        duration = layout.time
        if screen == nil {
          screen = Screen(view: layout.view, list: layout.list, bounds: layout.bounds)
        }
      case .scroll(let scroll):
        eventCounts["scroll", default: 0] += 1
        duration = scroll.time
      case .cellImage(let image):
        eventCounts["cell-image", default: 0] += 1
        if digests.insert(image.digest).inserted {
          var images = cellImages ?? CellImages(count: 0, bytes: 0)
          images.count += 1
          images.bytes = images.bytes.addingReportingOverflow(image.png.count).partialValue
          cellImages = images
        }
      }
    }
    warnings = reader.warnings
    for warning in warnings {
      switch warning {
      case .unknownEventType(_, let type): eventCounts[type, default: 0] += 1
      case .unusableCellImage: eventCounts["cell-image", default: 0] += 1
      default: break
      }
    }
  }
}
