import Foundation
import SnapshotRecording

/// The events one pass over a small recording file validated, kept so that later passes replay
/// them instead of reading and validating the file again (``ReplaySource``).
///
/// A pass that stops early leaves the tape incomplete, and an incomplete tape is never
/// replayed: the next pass reads the file and records again.
final class ValidatedEventTape: @unchecked Sendable {
  // Written by the pass that records (a `ValidatedRecording` is not shared between threads),
  // read by later passes; the lock orders the two.
  private let lock = NSLock()
  private var header: RecordingHeader?
  private var events: [ValidatedEvent] = []
  private var isComplete = false

  /// A pass starts recording from the recording's first event, unless one has completed.
  func begin(header: RecordingHeader) {
    lock.withLock {
      guard !isComplete else { return }
      self.header = header
      events.removeAll()
    }
  }

  /// Keeps the next event of the pass.
  func append(_ event: ValidatedEvent) {
    lock.withLock {
      if !isComplete { events.append(event) }
    }
  }

  /// The pass reached the recording's end.
  func end() {
    lock.withLock {
      if header != nil { isComplete = true }
    }
  }

  /// The header and every event of the recording, once a pass has read it to its end.
  var complete: (header: RecordingHeader, events: [ValidatedEvent])? {
    lock.withLock {
      guard isComplete, let header else { return nil }
      return (header, events)
    }
  }
}
