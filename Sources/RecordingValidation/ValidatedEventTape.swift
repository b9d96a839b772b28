import SnapshotModel
import SnapshotRecording

/// The events one pass over a small recording file validated, kept so that later passes replay
/// them instead of reading and validating the file again (``ReplaySource``).
///
/// A pass that stops early leaves the tape incomplete, and an incomplete tape is never
/// replayed: the next pass reads the file and records again.
final class ValidatedEventTape: Sendable {
  private struct Contents {
    var header: RecordingHeader?
    var events: [ValidatedEvent] = []
    var isComplete = false
  }

  // Written by the pass that records (a `ValidatedRecording` is not shared between threads),
  // read by later passes, which may run on other threads.
  private let contents = LockedValue(Contents())

  /// A pass starts recording from the recording's first event, unless one has completed.
  func begin(header: RecordingHeader) {
    contents.withLock { contents in
      guard !contents.isComplete else { return }
      contents.header = header
      contents.events.removeAll()
    }
  }

  /// Keeps the next event of the pass.
  func append(_ event: ValidatedEvent) {
    contents.withLock { contents in
      if !contents.isComplete { contents.events.append(event) }
    }
  }

  /// The pass reached the recording's end.
  func end() {
    contents.withLock { contents in
      if contents.header != nil { contents.isComplete = true }
    }
  }

  /// The header and every event of the recording, once a pass has read it to its end.
  var complete: (header: RecordingHeader, events: [ValidatedEvent])? {
    contents.withLock { contents in
      guard contents.isComplete, let header = contents.header else { return nil }
      return (header, contents.events)
    }
  }
}
