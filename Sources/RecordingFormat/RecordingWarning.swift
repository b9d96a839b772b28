import SnapshotRecording

/// Something odd in a recording that the reader reports and then goes on.
///
/// Warnings are returned, never thrown. Each converts to a ``Diagnostic``, and ``description``
/// prints that compiler-style:
///
/// ```
/// rec.jsonl:7: warning: seq jumps from 3 to 6; 2 events were lost
/// rec.jsonl:9: warning: unknown key "lable" in sections[0].items[1] is ignored; did you mean
///   "label"?      (one line, wrapped here)
/// ```
public enum RecordingWarning: Hashable, Sendable, CustomStringConvertible {
  /// An event whose `type` this reader does not know; the line is skipped.
  case unknownEventType(RecordingLocation, type: String)
  /// `seq` skipped numbers: events were lost. `previous` is the seq of the apply before, `nil`
  /// when `found` is the first apply (and is not 1).
  case seqGap(RecordingLocation, previous: Int?, found: Int)
  /// `seq` repeated or went down: `found` is not above `previous`, the seq of the apply before.
  case seqOutOfOrder(RecordingLocation, previous: Int, found: Int)
  /// The last line is cut short (no final newline, not parseable); it is ignored.
  case truncatedLastLine(RecordingLocation)
  /// An unknown key that is a near miss of a known key of its object (`lable` for `label`):
  /// probably a misspelling, whose value is ignored like any unknown key's. `place` names the
  /// object: its key path (`sections[0].items[2]`), or `the header`, `the apply`, `the marker`.
  /// Reported once per file for each kind of object and key, at its first line.
  case nearMissKey(RecordingLocation, key: String, place: String, suggestion: String)
  /// A `layout` line whose `seq` is not the apply's just before it (`previous`, `nil` when no
  /// apply came before): a replay cannot tell which state it shows, and draws the model's
  /// layout for that apply instead.
  case layoutWithoutApply(RecordingLocation, seq: Int, previous: Int?)
  /// A `cell-image` line whose image cannot be used (bad base64, not a PNG, bytes that do not
  /// match the digest): it is left out, and items naming its digest are drawn from their
  /// labels.
  case unusableCellImage(RecordingLocation, digest: CellImageDigest, problem: CellImageProblem)

  /// The line the warning is about.
  public var location: RecordingLocation {
    switch self {
    case .unknownEventType(let location, _), .seqGap(let location, _, _),
      .seqOutOfOrder(let location, _, _), .truncatedLastLine(let location),
      .nearMissKey(let location, _, _, _), .layoutWithoutApply(let location, _, _),
      .unusableCellImage(let location, _, _):
      location
    }
  }

  /// The warning as one sentence, without the `file:line: warning:` prefix.
  public var message: String {
    switch self {
    case .unknownEventType(_, let type):
      "skipping event of unknown type \(RecordingError.quoted(type))"
    case .seqGap(_, nil, let found):
      "seq starts at \(found), not 1; " + Self.lost(from: 0, to: found)
    case .seqGap(_, let previous?, let found):
      "seq jumps from \(previous) to \(found); " + Self.lost(from: previous, to: found)
    case .seqOutOfOrder(_, let previous, let found):
      "seq \(found) is out of order; expected \(Self.successor(of: previous))"
    case .truncatedLastLine:
      "the last line is cut short (the recording ends mid-line); it is ignored"
    case .nearMissKey(_, let key, let place, let suggestion):
      "unknown key \(RecordingError.quoted(key)) in \(place) is ignored; did you mean "
        + "\(RecordingError.quoted(suggestion))?"
    case .layoutWithoutApply(_, let seq, nil):
      "the layout of seq \(seq) comes before any apply; it is ignored"
    case .layoutWithoutApply(_, let seq, let previous?):
      "the layout of seq \(seq) follows the apply of seq \(previous), not its own; it is ignored"
    case .unusableCellImage(_, let digest, let problem):
      "cell image \(digest) is left out: \(problem.message); items naming it are drawn from "
        + "their labels"
    }
  }

  /// `file:line: warning: message`: its ``Diagnostic``, formatted.
  public var description: String { Diagnostic(self).description }

  /// "N events were lost" between two seqs. Seqs come from the file, so they may be anywhere in
  /// `Int`'s range: the count is the exact difference, taken in `UInt`, where it always fits.
  private static func lost(from previous: Int, to found: Int) -> String {
    guard found > previous else { return "events were lost" }
    let count = UInt(bitPattern: found &- previous) - 1
    return "\(count) " + (count == 1 ? "event was" : "events were") + " lost"
  }

  /// The seq after `seq`, as text: one past `Int.max` is still a number to print.
  private static func successor(of seq: Int) -> String {
    let (next, overflow) = seq.addingReportingOverflow(1)
    return overflow ? String(UInt(bitPattern: seq) + 1) : String(next)
  }
}
