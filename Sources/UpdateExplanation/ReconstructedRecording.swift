import SnapshotRecording

/// A recording rebuilt from the numbers of one of UIKit's count or batch messages: the list
/// before the update (placeholder items from the counts), the update the app declared turned
/// into the next snapshot, and markers saying what was declared and where UIKit refused it.
///
/// A snapshot always balances: it cannot carry counts that disagree with the declared updates.
/// So the second apply shows the update the app *attempted* (what UIKit would have animated had
/// the data source agreed), the marker after it says where the books do not balance, in the
/// message's own numbers, and the apply's `declared` batch carries the message's counts and
/// updates, so that `check` of the file reports the refusal in UIKit's words (docs/Explain.md).
///
/// Placeholder items are named by their place before the update, `0-2` for section 0, index 2
/// (UIKit's `(0 - 2)`); inserted ones `new 0-3` by their place after it; sections `section 0`.
/// A count message names no index paths: its deletes and moves out are taken from the end of
/// the section and its inserts and moves in appended there.
///
/// ```swift
/// let explanation = try ListUpdateExplanation.all(in: Array(batchMessage.utf8))[0]
/// let recording = try ReconstructedRecording(explanation, input: "crash.txt")
/// recording?.lines.count  // 5: header, before, declared updates, attempted update, refusal
/// ```
public struct ReconstructedRecording: Hashable, Sendable {
  /// The most placeholder items written, before and after together (`--max-reconstructed-items`).
  public static let defaultItemLimit = 100_000

  /// The header: a title and source saying the recording was reconstructed, and from what.
  public var header: RecordingHeader
  /// The events: the apply before, a marker with the declared updates, the apply they lead to,
  /// and a marker where UIKit refused them.
  public var events: [RecordingEvent]

  /// The recording's lines, as `RecordingWriter` writes them, without line breaks.
  public var lines: [String] {
    [RecordingWriter.line(for: header)] + events.map { RecordingWriter.line(for: $0) }
  }

  /// The recording of `explanation`, or `nil` when its message holds no counts to rebuild a
  /// list from (a diffable data source's message, or one cut short before its counts).
  ///
  /// - Parameters:
  ///   - explanation: An explained count or batch message.
  ///   - input: The input's name, for the header.
  ///   - itemLimit: The most placeholder items written.
  /// - Throws: ``ExplanationError/reconstructionTooLarge(items:limit:)`` when the counts ask for
  ///   more items than `itemLimit`.
  public init?(
    _ explanation: ListUpdateExplanation, input: String, itemLimit: Int = defaultItemLimit
  ) throws(ExplanationError) {
    let plan: ReconstructionPlan
    switch explanation.message.content {
    case .countMismatch(let counts):
      guard let built = ReconstructionPlan(counts) else { return nil }
      plan = built
    case .batchMismatch(let batch):
      guard let built = ReconstructionPlan(batch) else { return nil }
      plan = built
    case .diffable:
      return nil
    }
    let items = plan.itemCount
    guard let items, items <= itemLimit else {
      throw .reconstructionTooLarge(items: items, limit: itemLimit)
    }
    let message = explanation.message
    header = RecordingHeader(
      title: "Reconstructed from \(message.family) at \(input):\(message.line)",
      source:
        "snapreplay explain --recording: rebuilt from the counts of UIKit's message at "
        + "\(input):\(message.line), with placeholder items; not recorded from the app",
      // A table view's message is drawn as a list; a collection view's in the default grid.
      render: explanation.listKind == .tableView ? ["layout": .string("list")] : [:])
    let built = plan.build()
    // UIKit's own arithmetic where the books do not balance; the plan's sentence otherwise.
    let unbalanced = explanation.balances.filter { !$0.balances }.map { balance in
      (balance.section.map { "section \($0)" } ?? "sections") + ": " + balance.arithmetic
    }
    events = [
      .apply(ApplyEvent(seq: 1, time: 0, sections: built.before)),
      .marker(MarkerEvent(time: 1, label: "the app declared: \(plan.declared)")),
      .apply(
        ApplyEvent(
          seq: 2, time: 1, sections: built.after, reloaded: built.reloaded,
          reloadedSections: built.reloadedSections, declared: DeclaredBatch(message.content))),
      .marker(
        MarkerEvent(
          time: 1,
          label: "UIKit refused this update: "
            + (built.refusals + (unbalanced.isEmpty ? plan.refusals : unbalanced))
            .joined(separator: "; "))),
    ]
  }
}
