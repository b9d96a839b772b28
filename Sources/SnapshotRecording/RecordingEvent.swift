/// An event line of a recording.
public enum RecordingEvent: Hashable, Sendable {
  /// An applied snapshot.
  case apply(ApplyEvent)
  /// A note on the timeline.
  case marker(MarkerEvent)
  /// What the screen showed right after an apply returned.
  case layout(LayoutEvent)
  /// The user scrolled.
  case scroll(ScrollEvent)
  /// The pixels of a cell, named by later items' `image`.
  case cellImage(CellImageEvent)
}
