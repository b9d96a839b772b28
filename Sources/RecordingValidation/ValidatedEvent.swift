import RecordingFormat
import SnapshotRecording

/// One step of a ``ValidatedRecording``: an event with its validation, or a diagnostic met on
/// the way. Warnings and errors are values here, never thrown, so one loop sees everything in
/// file order.
///
/// ```swift
/// for event in try ValidatedRecording(contentsOf: url, name: "rec.jsonl") {
///   switch event {
///   case .apply(let apply): print("seq \(apply.seq): \(apply.snapshot.numberOfItems) items")
///   case .marker(let marker, _): print("marker \(marker.label)")
///   case .rejectedApply, .warning, .error:
///     event.diagnostics(file: "rec.jsonl").forEach { print($0) }
///   }
/// }
/// ```
public enum ValidatedEvent: Equatable, Sendable {
  /// An apply UIKit accepts, with its snapshot.
  case apply(ValidatedApply)
  /// An apply UIKit would reject; the stream goes on after it.
  case rejectedApply(RejectedApply)
  /// A note on the timeline, with its line.
  case marker(MarkerEvent, line: Int)
  /// What the screen showed after an apply, with its line: it follows the apply of its `seq`
  /// (the reader warns, and a replay ignores it, when it does not).
  case layout(LayoutEvent, line: Int)
  /// The user scrolled, with its line.
  case scroll(ScrollEvent, line: Int)
  /// A cell image whose bytes match its digest, with its line: later items may name it.
  case cellImage(CellImageEvent, line: Int)
  /// Something odd that the reader skipped or noted (a seq gap, an unknown event type, a cut-off
  /// last line).
  case warning(RecordingWarning)
  /// A line that cannot be read; the stream goes on with the next line, unless the error is
  /// about the whole file (then it is the last event).
  case error(RecordingError)

  /// The event as read from the file, for an apply (accepted or not), a marker, a layout, a
  /// scroll or a cell image.
  public var located: LocatedEvent? {
    switch self {
    case .apply(let apply): LocatedEvent(line: apply.line, event: .apply(apply.apply))
    case .rejectedApply(let rejected):
      LocatedEvent(line: rejected.line, event: .apply(rejected.apply))
    case .marker(let marker, let line): LocatedEvent(line: line, event: .marker(marker))
    case .layout(let layout, let line): LocatedEvent(line: line, event: .layout(layout))
    case .scroll(let scroll, let line): LocatedEvent(line: line, event: .scroll(scroll))
    case .cellImage(let image, let line): LocatedEvent(line: line, event: .cellImage(image))
    case .warning, .error: nil
    }
  }

  /// The event's findings as `check` and `diff` print them: one error per UIKit problem of a
  /// rejected apply, the warnings about a valid apply's ignored marks, the reader's warning or
  /// error; none for a marker.
  ///
  /// ```swift
  /// ValidatedEvent.warning(.seqGap(RecordingLocation(file: "g.jsonl", line: 3), previous: 1,
  ///   found: 4)).diagnostics(file: "g.jsonl").map(\.description)
  /// // ["g.jsonl:3: warning: seq jumps from 1 to 4; 2 events were lost"]
  /// ```
  ///
  /// - Parameter file: The name the recording was read under (the reader's errors and warnings
  ///   carry their own).
  /// - Returns: The findings, in order.
  public func diagnostics(file: String) -> [Diagnostic] {
    switch self {
    case .apply(let apply): apply.diagnostics(file: file)
    case .marker, .layout, .scroll, .cellImage: []
    case .rejectedApply(let rejected): rejected.diagnostics(file: file)
    case .warning(let warning): [Diagnostic(warning)]
    case .error(let error): [Diagnostic(error)]
    }
  }
}
