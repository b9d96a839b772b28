import SnapshotRecording

/// An event together with the line it was read from.
public struct LocatedEvent: Hashable, Sendable {
  /// The 1-based line number in the recording.
  public var line: Int
  /// The event.
  public var event: RecordingEvent

  /// Creates a located event.
  public init(line: Int, event: RecordingEvent) {
    self.line = line
    self.event = event
  }
}
