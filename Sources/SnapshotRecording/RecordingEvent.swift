/// An event line of a recording.
public enum RecordingEvent: Hashable, Sendable {
  /// An applied snapshot.
  case apply(ApplyEvent)
  /// A note on the timeline.
  case marker(MarkerEvent)
}
