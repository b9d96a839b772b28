import Foundation
import SnapshotRecording

/// How the demos write recordings: a real ``SnapshotRecorder`` attached to a data source, with the
/// demo's virtual clock and the main queue's label, so every run writes the same bytes.
enum DemoRecorder {
  static func make(url: URL, header: RecordingHeader, clock: VirtualClock) throws
    -> SnapshotRecorder
  {
    try SnapshotRecorder(url: url, header: header, clock: { clock.now }, queueLabel: { "main" })
  }

  /// Closes `recorder`, failing the demo if a cell image did not fit the capture's budget: a
  /// demo recording holds every picture its app drew.
  static func close(_ recorder: SnapshotRecorder) throws {
    recorder.close()
    if let message = recorder.cellImageBudgetMessage { throw DemoError(description: message) }
  }

  /// Why a demo could not be written.
  struct DemoError: Error, CustomStringConvertible {
    var description: String
  }

  /// Writes events that no snapshot model can hold (a bug report's invalid apply) directly.
  static func write(_ events: [RecordingEvent], header: RecordingHeader, to url: URL) throws {
    try RecordingWriter.write(header: header, events: events, to: url)
  }
}
