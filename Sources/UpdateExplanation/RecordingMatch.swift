import SnapshotRecording

/// Where in a recording of the app a crash's message happened: the apply whose section counts
/// are the message's counts after the update, preferably right after one whose counts are its
/// counts before (`explain --with app.jsonl`).
///
/// Counts are what both sides know: a batch message gives item counts per section before and
/// after, a count message one section's (or the section count). The last match in the recording
/// wins, since a crash ends a recording.
///
/// ```swift
/// let match = RecordingMatch.find(explanation, in: recording.applies)
/// match?.seq        // 7: the apply whose counts are the message's "after"
/// match?.kind       // .pair: apply 6 has its "before"
/// ```
public struct RecordingMatch: Hashable, Sendable {
  /// How the recording matched.
  public enum Kind: String, Hashable, Sendable {
    /// Two consecutive applies: the first with the counts before, the second after.
    case pair
    /// One apply with the counts after, the apply before it not with the counts before.
    case after
    /// One apply with the counts before (the update that followed it was refused, so no apply
    /// has the counts after): ``RecordingMatch/seq`` is that apply's.
    case before
  }

  /// The `seq` of the apply the report should open at.
  public var seq: Int
  /// The `seq` of the apply before it, for a ``Kind/pair``.
  public var previousSeq: Int?
  /// How it matched.
  public var kind: Kind

  /// Creates a match.
  ///
  /// - Parameters:
  ///   - seq: The apply to open.
  ///   - previousSeq: The apply before, for a pair.
  ///   - kind: How it matched.
  public init(seq: Int, previousSeq: Int?, kind: Kind) {
    self.seq = seq
    self.previousSeq = previousSeq
    self.kind = kind
  }

  /// A `--with` lookup: the recording searched, and what was found in it.
  public struct Lookup: Hashable, Sendable {
    /// The recording as named on the command line.
    public var recording: String
    /// The match, or `nil` when no apply has the message's counts.
    public var match: RecordingMatch?

    /// Creates a lookup.
    ///
    /// - Parameters:
    ///   - recording: The recording's name.
    ///   - match: What was found.
    public init(recording: String, match: RecordingMatch?) {
      self.recording = recording
      self.match = match
    }
  }

  /// The report's deep link to the apply, `#seq=N` (docs/Report.md).
  public var fragment: String { "#seq=\(seq)" }

  /// The last apply of `applies` that matches `explanation`'s counts, or `nil` when none does
  /// or the message holds no counts.
  ///
  /// - Parameters:
  ///   - explanation: An explained count or batch message.
  ///   - applies: The recording's applies, in order.
  /// - Returns: The match.
  /// - Complexity: O(*n*) in the applies' sections.
  public static func find(_ explanation: ListUpdateExplanation, in applies: [ApplyEvent])
    -> RecordingMatch?
  {
    let isBefore: (ApplyEvent) -> Bool
    let isAfter: (ApplyEvent) -> Bool
    switch explanation.message.content {
    case .batchMismatch(let batch):
      guard let before = batch.before, let after = batch.after else { return nil }
      isBefore = { itemCounts($0) == before }
      isAfter = { itemCounts($0) == after }
    case .countMismatch(let mismatch):
      guard let before = mismatch.before, let after = mismatch.after else { return nil }
      if let section = mismatch.section {
        isBefore = { $0.sections.count > section && $0.sections[section].items.count == before }
        isAfter = { $0.sections.count > section && $0.sections[section].items.count == after }
      } else {
        isBefore = { $0.sections.count == before }
        isAfter = { $0.sections.count == after }
      }
    case .diffable:
      return nil
    }
    var single: RecordingMatch?
    var beforeOnly: RecordingMatch?
    for index in applies.indices.reversed() {
      let apply = applies[index]
      if isAfter(apply) {
        if index > 0, isBefore(applies[index - 1]) {
          return RecordingMatch(seq: apply.seq, previousSeq: applies[index - 1].seq, kind: .pair)
        }
        if single == nil { single = RecordingMatch(seq: apply.seq, previousSeq: nil, kind: .after) }
      } else if beforeOnly == nil, isBefore(apply) {
        beforeOnly = RecordingMatch(seq: apply.seq, previousSeq: nil, kind: .before)
      }
    }
    return single ?? beforeOnly
  }

  private static func itemCounts(_ apply: ApplyEvent) -> [Int] {
    apply.sections.map(\.items.count)
  }
}
