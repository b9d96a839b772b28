/// Something odd in a recording that the reader reports and then goes on.
///
/// Warnings are returned, never thrown. ``description`` prints compiler-style:
///
/// ```
/// rec.jsonl:7: warning: seq jumps from 3 to 6; 2 events were lost
/// ```
public enum RecordingWarning: Hashable, Sendable, CustomStringConvertible {
  /// An event whose `type` this reader does not know; the line is skipped.
  case unknownEventType(RecordingLocation, type: String)
  /// `seq` skipped numbers: events were lost.
  case seqGap(RecordingLocation, expected: Int, found: Int)
  /// `seq` repeated or went down.
  case seqOutOfOrder(RecordingLocation, expected: Int, found: Int)
  /// The last line is cut short (no final newline, not parseable); it is ignored.
  case truncatedLastLine(RecordingLocation)

  /// The line the warning is about.
  public var location: RecordingLocation {
    switch self {
    case .unknownEventType(let location, _), .seqGap(let location, _, _),
      .seqOutOfOrder(let location, _, _), .truncatedLastLine(let location):
      location
    }
  }

  /// The warning as one sentence, without the `file:line: warning:` prefix.
  public var message: String {
    switch self {
    case .unknownEventType(_, let type):
      "skipping event of unknown type \(RecordingError.quoted(type))"
    case .seqGap(_, let expected, let found) where expected == 1:
      "seq starts at \(found), not 1; \(found - 1) "
        + (found - 1 == 1 ? "event was" : "events were") + " lost"
    case .seqGap(_, let expected, let found):
      "seq jumps from \(expected - 1) to \(found); \(found - expected) "
        + (found - expected == 1 ? "event was" : "events were") + " lost"
    case .seqOutOfOrder(_, let expected, let found):
      "seq \(found) is out of order; expected \(expected)"
    case .truncatedLastLine:
      "the last line is cut short (the recording ends mid-line); it is ignored"
    }
  }

  /// `file:line: warning: message`.
  public var description: String { "\(location): warning: \(message)" }
}
